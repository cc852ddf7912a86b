import { clsx } from 'clsx';
import { cloneElement, type ComponentProps, isValidElement, type ReactElement } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'danger';

const VARIANT_CLASSES: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-line bg-white text-ink hover:bg-brand-50',
  ghost: 'text-ink hover:bg-brand-50',
  // On a brand-coloured background.
  inverse: 'bg-white text-brand-800 hover:bg-brand-50',
  // An action that destroys something (deleting an account, removing content).
  danger: 'bg-danger-700 text-white hover:bg-danger-800',
};

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  /** Render the single child (e.g. a router `Link`) with button styles instead of a `<button>`. */
  asChild?: boolean;
};

export function buttonClasses(variant: ButtonVariant = 'primary', className?: string): string {
  return clsx(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-medium text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    VARIANT_CLASSES[variant],
    className,
  );
}

export function Button({
  variant = 'primary',
  asChild = false,
  className,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = buttonClasses(variant, className);
  // A hand-written slot rather than Radix's: this component is in the entry chunk of every page.
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...props, className: clsx(classes, child.props.className) });
  }
  return (
    <button type={type ?? 'button'} className={classes} {...props}>
      {children}
    </button>
  );
}
