import { clsx } from 'clsx';

type SpinnerProps = {
  /** Announced to assistive technology; the ring itself is decorative. */
  label: string;
  size?: 'sm' | 'lg';
  className?: string;
};

/** A loading indicator announced politely by screen readers (`role="status"`). */
export function Spinner({ label, size = 'sm', className }: SpinnerProps) {
  return (
    <div role="status" className={clsx('inline-flex items-center gap-3 text-ink-muted', className)}>
      <span
        aria-hidden="true"
        className={clsx(
          'inline-block animate-spin rounded-full border-brand-100 border-t-brand-700',
          size === 'lg' ? 'size-10 border-4' : 'size-5 border-2',
        )}
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
