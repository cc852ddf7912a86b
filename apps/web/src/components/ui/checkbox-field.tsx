import type { ComponentProps } from 'react';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & { label: string };

/** A checkbox and its label, the whole row clickable (44 px high). */
export function CheckboxField({ label, ...inputProps }: CheckboxFieldProps) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-ink text-sm">
      <input {...inputProps} type="checkbox" className="size-6 shrink-0 accent-brand-700" />
      {label}
    </label>
  );
}
