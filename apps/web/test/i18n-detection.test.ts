import { describe, expect, it } from 'vitest';
import {
  createI18n,
  getCurrentLanguage,
  LANGUAGE_DETECTION_ORDER,
  syncDocumentLanguage,
} from '../src/lib/i18n';
import { stubBrowserLanguages } from './support/browser-languages';

describe('language detection', () => {
  it('checks the sources in the documented order', () => {
    expect(LANGUAGE_DETECTION_ORDER).toEqual([
      'querystring',
      'cookie',
      'localStorage',
      'sessionStorage',
      'navigator',
      'htmlTag',
    ]);
  });

  it.each([
    [['fr-FR', 'fr'], 'fr'],
    [['fr-CA'], 'fr'],
    [['en-US', 'en'], 'en'],
    [['en-GB'], 'en'],
    [['de-DE', 'de'], 'fr'],
    [['de'], 'fr'],
    [['de-DE', 'en-GB'], 'en'],
  ] as const)('maps a browser asking for %j to %s', async (browserLanguages, expected) => {
    stubBrowserLanguages(browserLanguages);

    const i18n = createI18n();

    expect(i18n.language).toBe(expected);
    expect(getCurrentLanguage(i18n)).toBe(expected);
    await i18n.loadNamespaces('notFound');
    expect(i18n.t('notFound:title')).toBe(expected === 'fr' ? 'Page introuvable' : 'Page not found');
  });

  it('caches the detected language in localStorage and in the cookie the server reads', async () => {
    stubBrowserLanguages(['en-US']);
    const i18n = createI18n();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18next=en');

    await i18n.changeLanguage('fr');
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(document.cookie).toContain('i18next=fr');
  });

  it('prefers ?lng= over the stored choice and the browser', () => {
    stubBrowserLanguages(['fr-FR']);
    localStorage.setItem('i18nextLng', 'fr');
    window.history.replaceState(null, '', '/about?lng=en');

    expect(createI18n().language).toBe('en');
  });

  it('prefers the cookie over localStorage', () => {
    // the detector reads document.cookie; jsdom has no Cookie Store API.
    document.cookie = 'i18next=en; path=/';
    localStorage.setItem('i18nextLng', 'fr');

    expect(createI18n().language).toBe('en');
  });

  it('prefers the stored choice over the browser', () => {
    stubBrowserLanguages(['fr-FR']);
    localStorage.setItem('i18nextLng', 'en');

    expect(createI18n().language).toBe('en');
  });

  it('ignores an unsupported ?lng= value', () => {
    window.history.replaceState(null, '', '/?lng=xx');

    expect(createI18n().language).toBe('fr');
  });

  it('keeps <html lang> in sync with the language', async () => {
    const i18n = createI18n();
    syncDocumentLanguage(i18n);
    expect(document.documentElement).toHaveAttribute('lang', 'fr');

    await i18n.changeLanguage('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
