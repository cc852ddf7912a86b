import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { Spinner } from '../components/ui/spinner';

/** Shown on first load while the lazy layout and page modules of the URL are downloaded. */
export function RoutePendingFallback() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={t('loading')} size="lg" />
    </div>
  );
}

/** Shown during client-side navigations while the next page's code (and later its data) loads. */
export function NavigationPendingIndicator() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;

  return (
    <div className="pointer-events-none fixed top-3 right-3 z-50 rounded-full bg-white p-2 shadow-md">
      <Spinner label={t('loading')} />
    </div>
  );
}
