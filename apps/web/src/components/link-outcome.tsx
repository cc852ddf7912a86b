import { CircleAlert, CircleCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { MainContent } from './ui/main-content';
import { PageTitle } from './ui/page-title';

export type LinkOutcomeState = 'pending' | 'success' | 'invalid' | 'error';

type LinkOutcomeProps = {
  state: LinkOutcomeState;
  title: string;
  /** Said as it changes (a status): what the link is doing, then what it did or why it could not. */
  message: string;
  /** The icon while the link's request is on its way. */
  pendingIcon: LucideIcon;
  /** The ways on: back home, to the settings, try again. */
  children?: ReactNode;
};

/**
 * The page an e-mailed link opens (confirm, unsubscribe): an icon of the outcome, the page's title, and the
 * outcome in words, announced when it arrives.
 */
export function LinkOutcome({ state, title, message, pendingIcon, children }: LinkOutcomeProps) {
  const Icon = { pending: pendingIcon, success: CircleCheck, invalid: CircleAlert, error: CircleAlert }[
    state
  ];
  return (
    <MainContent className="flex items-center justify-center px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto flex max-w-xl flex-col items-center text-center">
        <span
          aria-hidden="true"
          className={
            state === 'success'
              ? 'rounded-full bg-success-50 p-4 text-success-800'
              : state === 'pending'
                ? 'rounded-full bg-brand-50 p-4 text-brand-700'
                : 'rounded-full bg-danger-50 p-4 text-danger-700'
          }
        >
          <Icon className={state === 'pending' ? 'size-8 motion-safe:animate-pulse' : 'size-8'} />
        </span>
        <PageTitle className="mt-6">{title}</PageTitle>
        <p role="status" className="mt-4 text-pretty text-ink-muted text-lg">
          {message}
        </p>
        {children}
      </div>
    </MainContent>
  );
}
