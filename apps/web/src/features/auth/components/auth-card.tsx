import type { ReactNode } from 'react';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';

type AuthCardProps = {
  title: string;
  intro?: string | undefined;
  children: ReactNode;
  /** Links under the card (to sign in, to register...). */
  footer?: ReactNode;
};

/** The frame of every sign-in, sign-up and password screen: one card with the page's single `<h1>`. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <MainContent className="mx-auto w-full max-w-md px-4 pt-6 pb-12 sm:pt-10">
      <div className="rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <PageTitle>{title}</PageTitle>
        {intro && <p className="mt-2 text-ink-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-ink-muted text-sm">{footer}</div>}
    </MainContent>
  );
}

/** A text link inside the auth screens, underlined so it is not told apart by colour alone. */
export const authLinkClasses =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 hover:no-underline';
