import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-line bg-white text-ink hover:bg-brand-50',
  ghost: 'text-ink hover:bg-brand-50',
};

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  /** Render the single child (e.g. a router `Link`) with button styles instead of a `<button>`. */
  asChild?: boolean;
};

export function Button({ variant = 'primary', asChild = false, className, type, ...props }: ButtonProps) {
  const classes = clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-medium text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    VARIANT_CLASSES[variant],
    className,
  );
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
