import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** Target of the skip link; every page renders exactly one. */
export const MAIN_CONTENT_ID = 'main';

type MainContentProps = {
  children: ReactNode;
  className?: string;
};

/** The page's `<main>` landmark, focusable by script so the skip link moves keyboard focus into it. */
export function MainContent({ children, className }: MainContentProps) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={clsx('flex-1', className)}>
      {children}
    </main>
  );
}
