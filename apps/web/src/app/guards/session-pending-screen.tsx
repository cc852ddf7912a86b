import { useTranslation } from '../../lib/use-translation';
import { Spinner } from '../../components/ui/spinner';

/** Shown while the first session check runs: neither the page nor a redirect yet. */
export function SessionPendingScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-1 items-center justify-center">
      <Spinner label={t('loading')} size="lg" />
    </div>
  );
}
