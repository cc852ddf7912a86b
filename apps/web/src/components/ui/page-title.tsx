import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The page's single `<h1>`. */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 className={clsx('text-balance font-bold text-3xl text-ink tracking-tight sm:text-4xl', className)}>
      {children}
    </h1>
  );
}
