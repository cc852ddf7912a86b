// Subpath import on purpose: the package root also re-exports the zod schemas, which would pull zod into
// the entry chunk of every page.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@escouade/contract/constants';
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import enCommon from '../locales/en/common.json';
import type frAbout from '../locales/fr/about.json';
import type frAccount from '../locales/fr/account.json';
import type frAboutPage from '../locales/fr/aboutPage.json';
import type frAdmin from '../locales/fr/admin.json';
import type frAdminArea from '../locales/fr/adminArea.json';
import type frAuth from '../locales/fr/auth.json';
import type frAuthErrors from '../locales/fr/authErrors.json';
import type frAuthPage from '../locales/fr/authPage.json';
import frCommon from '../locales/fr/common.json';
import type frShowcase from '../locales/fr/showcase.json';
import type frNotifications from '../locales/fr/notifications.json';
import type frContact from '../locales/fr/contact.json';
import type frContactPage from '../locales/fr/contactPage.json';
import type frDashboard from '../locales/fr/dashboard.json';
import type frErrors from '../locales/fr/errors.json';
import type frFooter from '../locales/fr/footer.json';
import type frHome from '../locales/fr/home.json';
import type frMeta from '../locales/fr/meta.json';
import type frNav from '../locales/fr/nav.json';
import type frNewsletter from '../locales/fr/newsletter.json';
import type frNotFound from '../locales/fr/notFound.json';
import type frProcessPage from '../locales/fr/processPage.json';
import type frAccessibilityPage from '../locales/fr/accessibilityPage.json';
import type frPrivacyPage from '../locales/fr/privacyPage.json';
import type frBilling from '../locales/fr/billing.json';
import type frFeed from '../locales/fr/feed.json';
import type frProfiles from '../locales/fr/profiles.json';
import type frProjects from '../locales/fr/projects.json';
import type frValidation from '../locales/fr/validation.json';
import { createLanguageDetector } from './language-detector';

export const SUPPORTED_LANGUAGES = LANGUAGES;
export type SupportedLanguage = Language;

/** The shape of every namespace, taken from the French files (a test checks English has the same keys). */
type Resources = {
  nav: typeof frNav;
  home: typeof frHome;
  about: typeof frAbout;
  contact: typeof frContact;
  auth: typeof frAuth;
  common: typeof frCommon;
  footer: typeof frFooter;
  processPage: typeof frProcessPage;
  aboutPage: typeof frAboutPage;
  accessibilityPage: typeof frAccessibilityPage;
  privacyPage: typeof frPrivacyPage;
  contactPage: typeof frContactPage;
  authPage: typeof frAuthPage;
  showcase: typeof frShowcase;
  errors: typeof frErrors;
  dashboard: typeof frDashboard;
  admin: typeof frAdmin;
  adminArea: typeof frAdminArea;
  notFound: typeof frNotFound;
  meta: typeof frMeta;
  validation: typeof frValidation;
  newsletter: typeof frNewsletter;
  authErrors: typeof frAuthErrors;
  account: typeof frAccount;
  profiles: typeof frProfiles;
  projects: typeof frProjects;
  feed: typeof frFeed;
  notifications: typeof frNotifications;
  billing: typeof frBilling;
};
export type Namespace = keyof Resources;

export const NAMESPACES = [
  'nav',
  'home',
  'about',
  'contact',
  'auth',
  'common',
  'footer',
  'processPage',
  'aboutPage',
  'accessibilityPage',
  'privacyPage',
  'contactPage',
  'authPage',
  'showcase',
  'errors',
  'dashboard',
  'admin',
  'adminArea',
  'notFound',
  'meta',
  'validation',
  'newsletter',
  'authErrors',
  'account',
  'profiles',
  'projects',
  'feed',
  'notifications',
  'billing',
] as const satisfies readonly Namespace[];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/**
 * `common` (loading label, skip link, language names, route error) ships in the entry chunk in both languages:
 * it is what the screen shows before anything else has loaded. Every other namespace is a separate chunk
 * per language, loaded on demand by the routes that need it (see `translationsLoader` in src/app).
 */
/**
 * The bundled resources, fresh for each instance: i18next adds the namespaces it downloads to the object it is
 * given, which would otherwise be shared by every instance of the page (and of a test run).
 */
const bundledResources = () => ({ fr: { common: frCommon }, en: { common: enCommon } });

// Lazy by default: each file becomes its own chunk, fetched only when `read` asks for it.
const localeModules = import.meta.glob<{ default: ResourceKey }>([
  '../locales/*/*.json',
  '!../locales/*/common.json',
]);

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loadModule = localeModules[`../locales/${language}/${namespace}.json`];
    if (!loadModule) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    loadModule().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAMETER, toBaseLanguage } from './language-detector';

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The language actually in use, narrowed to the supported ones (French when i18next knows none yet). */
export function getCurrentLanguage(instance: I18n): SupportedLanguage {
  const language = instance.resolvedLanguage ?? instance.language;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Creates an i18next instance: French by default, language detected from the URL, the cookie, then the browser
 * (synchronously, so `language` is known at once; see ./language-detector.ts), translations loaded per
 * namespace and language.
 */
export function createI18n(): I18n {
  return initI18n(i18next.createInstance());
}

function initI18n(instance: I18n): I18n {
  instance
    .use(createLanguageDetector())
    .use(lazyLocaleBackend)
    .init({
      resources: bundledResources(),
      // The bundled resources are partial: ask the backend for the other namespaces.
      partialBundledLanguages: true,
      ns: ['common'],
      defaultNS: 'common',
      // An unsupported browser language gets French. English needs no fallback (both languages have every
      // key, a test checks it), so an English visitor never downloads the French files.
      fallbackLng: { en: [], default: [DEFAULT_LANGUAGE] },
      supportedLngs: SUPPORTED_LANGUAGES,
      load: 'languageOnly',
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes output already.
      // The default separators, set explicitly: i18next then skips testing each key against a regular
      // expression in case it is a natural-language sentence (keys here never are), a third of a t() call.
      keySeparator: '.',
      nsSeparator: ':',
    });
  return instance;
}

/**
 * Loads the namespaces in the current language (and in the next ones: i18next reloads every namespace loaded
 * so far when the language changes). Rejects when a file could not be downloaded, e.g. a chunk removed by a
 * deployment, so the route shows its error page (with a reload link) rather than raw translation keys.
 */
export async function loadNamespaces(instance: I18n, namespaces: readonly Namespace[]): Promise<void> {
  await instance.loadNamespaces([...namespaces]);
  const language = getCurrentLanguage(instance);
  const missing = namespaces.filter((namespace) => !instance.hasResourceBundle(language, namespace));
  if (missing.length > 0)
    throw new Error(`Translations could not be loaded: ${language}/${missing.join(', ')}`);
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

/** The application's instance: main.tsx starts it with {@link startAppI18n}. */
export const i18n = i18next.createInstance();

/** Detects the language (see {@link createI18n}) and keeps `<html lang>` on it. */
export function startAppI18n(): void {
  initI18n(i18n);
  syncDocumentLanguage(i18n);
}
