import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

type PageHeaderProps = {
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
};

/** The top band of a content page: its single `<h1>` and an introduction. */
export function PageHeader({ title, intro, eyebrow }: PageHeaderProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-canvas">
      <div className="mx-auto w-full max-w-6xl px-4 pt-12 pb-10 sm:px-6 lg:pt-16 lg:pb-14">
        {eyebrow && (
          <p className="mb-3 font-semibold text-brand-700 text-sm uppercase tracking-wide">{eyebrow}</p>
        )}
        <PageTitle className="max-w-3xl">{title}</PageTitle>
        {intro && <p className="mt-4 max-w-2xl text-pretty text-ink-muted text-lg leading-8">{intro}</p>}
      </div>
    </div>
  );
}
