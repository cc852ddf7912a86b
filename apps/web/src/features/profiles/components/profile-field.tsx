import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type ProfileFieldProps = {
  label: string;
  /** Marks the label with an asterisk (the control gets `aria-required`; the form explains the asterisk). */
  isRequired?: boolean;
  /** Help under the label, read with the control. */
  hint?: string | undefined;
  /** The translated error, shown under the control and read with it. */
  error?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, its control, an optional hint and the control's error, wired together for assistive technology. */
export function ProfileField({
  label,
  isRequired = false,
  hint,
  error,
  className,
  children,
}: ProfileFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {label}
        {isRequired && (
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="text-ink-muted text-xs">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': isRequired ? true : undefined,
      })}
      {error && (
        <p id={errorId} className="text-danger-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
