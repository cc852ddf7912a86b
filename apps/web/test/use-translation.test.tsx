import { act, render, screen } from '@testing-library/react';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../src/lib/i18n';
import { useTranslation } from '../src/lib/use-translation';

function NotFoundTitle() {
  const { t } = useTranslation(['notFound', 'common']);
  return (
    <p>
      {t('title')} · {t('common:loading')}
    </p>
  );
}

function renderWith(i18n: I18n) {
  return render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>suspended</p>}>
        <NotFoundTitle />
      </Suspense>
    </I18nextProvider>,
  );
}

describe('useTranslation', () => {
  it('suspends until its namespace is downloaded, then translates with the first namespace by default', async () => {
    const i18n = createI18n();
    expect(i18n.hasResourceBundle('fr', 'notFound')).toBe(false);

    renderWith(i18n);

    expect(screen.getByText('suspended')).toBeInTheDocument();
    expect(await screen.findByText('Page introuvable · Chargement…')).toBeInTheDocument();
  });

  it('renders again in the new language when the language changes', async () => {
    const i18n = createI18n();
    await i18n.loadNamespaces('notFound');
    renderWith(i18n);
    expect(screen.getByText('Page introuvable · Chargement…')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));

    expect(screen.getByText('Page not found · Loading…')).toBeInTheDocument();
  });

  it('shows the keys rather than suspending forever when a namespace cannot be downloaded', async () => {
    // What a deployment that removed the translation chunk looks like to i18next: the backend fails.
    const failingBackend: BackendModule = {
      type: 'backend',
      init() {},
      read(_language, _namespace, callback) {
        callback(new Error('chunk gone'), false);
      },
    };
    const i18n = i18next.createInstance().use(failingBackend);
    await i18n.init({
      lng: 'fr',
      resources: { fr: { common: { loading: 'Chargement…' } } },
      partialBundledLanguages: true,
      ns: ['common'],
      defaultNS: 'common',
    });

    renderWith(i18n);

    expect(await screen.findByText('title · Chargement…')).toBeInTheDocument();
  });
});
