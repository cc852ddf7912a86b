import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createI18n, getCurrentLanguage, syncDocumentLanguage } from '../src/lib/i18n';
import { stubBrowserLanguages } from './support/browser-languages';

describe('language detection', () => {
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

  it('keeps the language in the cookie the server reads', async () => {
    stubBrowserLanguages(['en-US']);
    const i18n = createI18n();
    expect(document.cookie).toContain('i18next=en');

    await i18n.changeLanguage('fr');
    expect(document.cookie).toContain('i18next=fr');
  });

  it('starts without touching localStorage or sessionStorage', () => {
    // A page's first access to storage is a synchronous round trip to the browser process.
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    document.cookie = 'i18next=en; path=/';

    expect(createI18n().language).toBe('en');
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
  });

  it('writes the cookie for a year when the language changes, and renews it once the page is idle', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    document.cookie = 'i18next=en; path=/';
    const cookieWrites = spyOnCookieWrites();

    const i18n = createI18n();
    expect(i18n.language).toBe('en');
    expect(cookieWrites).not.toHaveBeenCalled(); // Nothing during start-up...
    vi.advanceTimersByTime(5000);
    expect(cookieWrites).toHaveBeenCalledTimes(1); // ...then once, for another year.
    expect(cookieWrites).toHaveBeenLastCalledWith('i18next=en; Path=/; Max-Age=31536000; SameSite=Lax');

    await i18n.changeLanguage('fr');
    expect(cookieWrites).toHaveBeenLastCalledWith('i18next=fr; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it.each(['?lng=cimode', '?lng=xx'])('ignores %s, and does not keep it', (query) => {
    stubBrowserLanguages(['en-GB']);
    window.history.replaceState(null, '', `/${query}`);

    expect(createI18n().language).toBe('en');
    expect(document.cookie).toContain('i18next=en');
  });

  it('ignores a language cookie the interface does not offer', () => {
    stubBrowserLanguages(['de-DE']);
    document.cookie = 'i18next=cimode; path=/';

    expect(createI18n().language).toBe('fr');
    expect(document.cookie).toContain('i18next=fr');
  });

  it('prefers ?lng= over the cookie and the browser, and remembers it', () => {
    stubBrowserLanguages(['fr-FR']);
    document.cookie = 'i18next=fr; path=/';
    window.history.replaceState(null, '', '/about?lng=en');

    expect(createI18n().language).toBe('en');
    expect(document.cookie).toContain('i18next=en');
  });

  it('prefers the cookie over the browser', () => {
    stubBrowserLanguages(['fr-FR']);
    document.cookie = 'i18next=en; path=/';

    expect(createI18n().language).toBe('en');
  });

  it('ignores an unsupported cookie value', () => {
    stubBrowserLanguages(['en-GB']);
    document.cookie = 'i18next=de; path=/';

    expect(createI18n().language).toBe('en');
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

/** Records what is written to document.cookie, and still writes it. */
function spyOnCookieWrites() {
  const cookieWrites = vi.fn();
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    cookieWrites(value);
    descriptor?.set?.call(document, value);
  });
  return cookieWrites;
}
