import { clsx } from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

type FormAlertProps = {
  tone: 'error' | 'success';
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * A message about the whole form. Errors are announced at once (`role="alert"`), successes politely
 * (`role="status"`); both are focusable so a page can move focus to them.
 */
export function FormAlert({ tone, children, className, ref }: FormAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex gap-3 rounded-md border p-4 text-sm outline-none',
        tone === 'error' ? 'border-danger-200 bg-danger-50' : 'border-success-200 bg-success-50',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={clsx('mt-0.5 size-5 shrink-0', tone === 'error' ? 'text-danger-700' : 'text-success-800')}
      />
      <div className="min-w-0 flex-1 text-ink">{children}</div>
    </div>
  );
}
