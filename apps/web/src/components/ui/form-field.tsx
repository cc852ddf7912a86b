import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

/** Border and focus styles shared by text inputs, selects and text areas (3:1 border contrast). */
export const fieldControlClasses =
  'block w-full min-h-11 rounded-md border border-line-strong bg-white px-3 py-2 text-base text-ink placeholder:text-ink-subtle aria-invalid:border-danger-700 sm:text-sm';

type FormFieldProps = {
  label: string;
  /** The translated error, shown under the control and announced with it. */
  error?: string | undefined;
  /** The id of a text elsewhere that describes the control too (a note on where its value comes from). */
  describedBy?: string | undefined;
  className?: string;
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
};

/** A label, its control and the control's error message, wired together for assistive technology. */
export function FormField({ label, error, describedBy, className, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined,
      })}
      {error && (
        <p id={errorId} className="text-danger-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
