import type { ReactNode } from 'react';

/**
 * A wide table's frame, which scrolls sideways when the screen is narrower than the table (a phone): focusable
 * and named, so that it can be scrolled with the keyboard and a screen reader says what it holds.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // Scrollable: keyboard users reach and scroll it too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2 ${className}`}
    >
      {children}
    </div>
  );
}
