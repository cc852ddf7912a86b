import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { NavigationPendingIndicator } from '../route-pending';
import { useLanguageFromUrl } from '../use-language-from-url';

/** Wraps every screen: skip link first in tab order, scroll reset on navigation, pending indicator. */
export function RootLayout() {
  const { t } = useTranslation();
  useLanguageFromUrl();

  return (
    <>
      <SkipLink label={t('skipToContent')} />
      <NavigationPendingIndicator />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
