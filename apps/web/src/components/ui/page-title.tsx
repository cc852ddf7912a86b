import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';

/**
 * The page's single `<h1>`. With a `ref`, it can take the focus (a page moves it there when the element that
 * had it goes away).
 */
export function PageTitle({
  children,
  className,
  ref,
}: {
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLHeadingElement>;
}) {
  return (
    <h1
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className={clsx(
        'text-balance font-bold text-3xl text-ink tracking-tight focus:outline-none sm:text-4xl',
        className,
      )}
    >
      {children}
    </h1>
  );
}
