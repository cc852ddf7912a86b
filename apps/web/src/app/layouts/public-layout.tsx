import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandLink } from '../../components/brand-link';
import { LanguageSwitcher } from '../../components/language-switcher';

/** Marketing pages: header, the page's own `<main>`, footer. */
export function PublicLayout() {
  const { t } = useTranslation('footer');
  const currentYear = new Date().getFullYear();

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-line border-b bg-white">
        <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
          <BrandLink to="/" />
          <LanguageSwitcher />
        </div>
      </header>
      <Outlet />
      <footer className="border-line border-t bg-white">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 text-ink-muted text-sm sm:px-6">
          <p>{t('copyright', { year: currentYear })}</p>
        </div>
      </footer>
    </div>
  );
}
