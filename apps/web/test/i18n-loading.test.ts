import { describe, expect, it } from 'vitest';
import { createI18n, loadNamespaces } from '../src/lib/i18n';
import { stubBrowserLanguages } from './support/browser-languages';

describe('translation loading', () => {
  it('has the common namespace at once, in both languages', () => {
    const i18n = createI18n();

    expect(i18n.t('loading')).toBe('Chargement…');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'home')).toBe(false);
  });

  it('downloads a namespace in the current language only', async () => {
    stubBrowserLanguages(['en-GB']);
    const i18n = createI18n();

    await loadNamespaces(i18n, ['home', 'nav']);

    expect(i18n.t('home:startProject')).toBe('Start a project');
    expect(i18n.hasResourceBundle('en', 'home')).toBe(true);
    // English has every key, so it needs no French fallback (a test checks both languages match).
    expect(i18n.hasResourceBundle('fr', 'home')).toBe(false);
  });

  it('downloads the namespaces loaded so far in the new language before switching to it', async () => {
    const i18n = createI18n();
    await loadNamespaces(i18n, ['about']);

    await i18n.changeLanguage('en');

    expect(i18n.hasResourceBundle('en', 'about')).toBe(true);
    expect(i18n.t('about:team')).toBe('Our team');
  });

  it('falls back to French for a language Escouade does not offer', async () => {
    stubBrowserLanguages(['de-DE']);
    const i18n = createI18n();

    await loadNamespaces(i18n, ['nav']);

    expect(i18n.t('nav:login')).toBe('Connexion');
  });
});
