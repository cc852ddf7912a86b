import { useTranslation } from '../lib/use-translation';
import { useNavigation } from 'react-router';
import { BrandMark } from '../components/brand-link';
import { Spinner } from '../components/ui/spinner';

/**
 * Shown on first load while the code and translations of the URL are downloaded. It repeats, element for
 * element, the splash screen that index.html shows before any JavaScript has run, so the visitor sees the
 * brand at once and the hand-over from HTML to React does not flicker.
 */
export function RoutePendingFallback() {
  const { t } = useTranslation();
  return (
    <div className="relative flex min-h-dvh items-center justify-center">
      <div className="flex w-44 items-center gap-3 font-bold text-2xl text-ink tracking-tight">
        <BrandMark className="size-10" />
        Escouade
      </div>
      <Spinner label={t('loading')} className="absolute top-[calc(50%+2.75rem)] left-[calc(50%-0.625rem)]" />
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
