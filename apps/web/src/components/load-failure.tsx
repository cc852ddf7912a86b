import { clsx } from 'clsx';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from '../lib/use-translation';
import { Button } from './ui/button';

type LoadFailureProps = {
  /** What could not be loaded, and why. */
  message: string;
  /** The button's words when they say more than « Réessayer » / "Try again". */
  retryLabel?: string;
  onRetry: () => void;
  /** In a tinted box, where it stands in a list's place; plain text in a panel or a section. */
  boxed?: boolean;
  className?: string;
};

/**
 * A list, a section or a page that could not load: the reason, announced at once, and a button to try again.
 * Every screen's "could not load" state is this one block.
 */
export function LoadFailure({ message, retryLabel, onRetry, boxed = false, className }: LoadFailureProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className={clsx(
        boxed
          ? 'flex flex-wrap items-center justify-between gap-3 rounded-md border border-danger-200 bg-danger-50 p-4'
          : 'flex flex-col items-start gap-3',
        className,
      )}
    >
      <p className={clsx('text-danger-700', boxed && 'font-medium text-sm')}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {retryLabel ?? t('retry')}
      </Button>
    </div>
  );
}
