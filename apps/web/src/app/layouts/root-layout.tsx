import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { NavigationPendingIndicator, RoutePendingFallback } from '../route-pending';

/** Wraps every screen: skip link first in tab order, scroll reset on navigation, pending indicator. */
export function RootLayout() {
  const { t } = useTranslation();

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
