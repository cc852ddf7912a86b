import type { ReactNode } from 'react';

type SettingsSectionProps = {
  id: string;
  title: string;
  description: string;
  /** Beside the title, e.g. a status badge. */
  aside?: ReactNode;
  children: ReactNode;
};

/** One card of the account settings pages (security, data), named by its `<h2>`. */
export function SettingsSection({ id, title, description, aside, children }: SettingsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-ink text-xl">
          {title}
        </h2>
        {aside}
      </div>
      <p className="mt-1 text-ink-muted text-sm">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
