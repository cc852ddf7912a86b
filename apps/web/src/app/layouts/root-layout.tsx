import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { useSyncUserLocale } from '../../lib/auth-session';
import { NavigationPendingIndicator, RoutePendingFallback } from '../route-pending';

/**
 * Wraps every screen: skip link first in tab order, scroll reset on navigation, pending indicator. A signed-in
 * user's e-mail language follows the interface on every page, the public ones included (the language switcher
 * is in their header).
 */
export function RootLayout() {
  const { t } = useTranslation();
  useSyncUserLocale();

  return (
    <>
      <SkipLink label={t('skipToContent')} />
      <NavigationPendingIndicator />
      {/* Route loaders load each page's translations first; this only catches a namespace a loader forgot. */}
      <Suspense fallback={<RoutePendingFallback />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
