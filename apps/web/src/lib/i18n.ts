// Subpath import on purpose: the package root also re-exports the zod schemas, which would pull zod into
// the entry chunk of every page.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@escouade/contract/constants';
import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import enAbout from '../locales/en/about.json';
import enAboutPage from '../locales/en/aboutPage.json';
import enAdmin from '../locales/en/admin.json';
import enAuth from '../locales/en/auth.json';
import enAuthPage from '../locales/en/authPage.json';
import enCommon from '../locales/en/common.json';
import enConstruction from '../locales/en/construction.json';
import enContact from '../locales/en/contact.json';
import enContactPage from '../locales/en/contactPage.json';
import enDashboard from '../locales/en/dashboard.json';
import enErrors from '../locales/en/errors.json';
import enFooter from '../locales/en/footer.json';
import enHome from '../locales/en/home.json';
import enMeta from '../locales/en/meta.json';
import enNav from '../locales/en/nav.json';
import enNotFound from '../locales/en/notFound.json';
import enProcessPage from '../locales/en/processPage.json';
import frAbout from '../locales/fr/about.json';
import frAboutPage from '../locales/fr/aboutPage.json';
import frAdmin from '../locales/fr/admin.json';
import frAuth from '../locales/fr/auth.json';
import frAuthPage from '../locales/fr/authPage.json';
import frCommon from '../locales/fr/common.json';
import frConstruction from '../locales/fr/construction.json';
import frContact from '../locales/fr/contact.json';
import frContactPage from '../locales/fr/contactPage.json';
import frDashboard from '../locales/fr/dashboard.json';
import frErrors from '../locales/fr/errors.json';
import frFooter from '../locales/fr/footer.json';
import frHome from '../locales/fr/home.json';
import frMeta from '../locales/fr/meta.json';
import frNav from '../locales/fr/nav.json';
import frNotFound from '../locales/fr/notFound.json';
import frProcessPage from '../locales/fr/processPage.json';

export const SUPPORTED_LANGUAGES = LANGUAGES;
export type SupportedLanguage = Language;

const frenchResources = {
  nav: frNav,
  home: frHome,
  about: frAbout,
  contact: frContact,
  auth: frAuth,
  common: frCommon,
  footer: frFooter,
  processPage: frProcessPage,
  aboutPage: frAboutPage,
  contactPage: frContactPage,
  authPage: frAuthPage,
  construction: frConstruction,
  errors: frErrors,
  dashboard: frDashboard,
  admin: frAdmin,
  notFound: frNotFound,
  meta: frMeta,
};

// Typed against the French resources, so a key missing in English fails type checking as well as the test.
const englishResources: typeof frenchResources = {
  nav: enNav,
  home: enHome,
  about: enAbout,
  contact: enContact,
  auth: enAuth,
  common: enCommon,
  footer: enFooter,
  processPage: enProcessPage,
  aboutPage: enAboutPage,
  contactPage: enContactPage,
  authPage: enAuthPage,
  construction: enConstruction,
  errors: enErrors,
  dashboard: enDashboard,
  admin: enAdmin,
  notFound: enNotFound,
  meta: enMeta,
};

export const resources = { fr: frenchResources, en: englishResources } as const;
export type Namespace = keyof typeof frenchResources;
export const NAMESPACES = Object.keys(frenchResources) as Namespace[];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof frenchResources;
  }
}

/** Where the language detector looks, in this order; the first supported answer wins. */
export const LANGUAGE_DETECTION_ORDER = [
  'querystring',
  'cookie',
  'localStorage',
  'sessionStorage',
  'navigator',
  'htmlTag',
] as const;

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** `fr-FR` → `fr`, `EN_us` → `en`: the interface has one variant per language. */
export function toBaseLanguage(languageTag: string): string {
  return languageTag.split(/[-_]/)[0]?.toLowerCase() ?? languageTag;
}

/** The language actually in use, narrowed to the supported ones (French when i18next knows none yet). */
export function getCurrentLanguage(instance: I18n): SupportedLanguage {
  const language = instance.resolvedLanguage ?? instance.language;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Creates an initialised i18next instance: bundled resources (no network round trip before the first
 * paint), French by default and as fallback, language detected from the URL, storage, then the browser.
 */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  instance.use(LanguageDetector).init({
    resources,
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    load: 'languageOnly',
    // Resources are bundled, so initialise synchronously: the first render already has translations.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes output already.
    detection: {
      order: [...LANGUAGE_DETECTION_ORDER],
      lookupQuerystring: 'lng',
      caches: ['localStorage'],
      convertDetectedLanguage: toBaseLanguage,
    },
  });
  return instance;
}

/** Keeps `<html lang>` (read by screen readers, hyphenation, spell checkers) on the current language. */
export function syncDocumentLanguage(instance: I18n): () => void {
  const applyLanguage = () => {
    const language = getCurrentLanguage(instance);
    document.documentElement.lang = language;
    document.documentElement.dir = instance.dir(language);
  };
  applyLanguage();
  instance.on('languageChanged', applyLanguage);
  return () => instance.off('languageChanged', applyLanguage);
}

/** The application's instance. */
export const i18n = createI18n();
syncDocumentLanguage(i18n);
