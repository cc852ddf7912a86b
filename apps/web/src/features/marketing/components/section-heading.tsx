import { clsx } from 'clsx';

type SectionHeadingProps = {
  id: string;
  title: string;
  intro?: string;
  className?: string;
};

/** A section's `<h2>` and its one-line introduction. */
export function SectionHeading({ id, title, intro, className }: SectionHeadingProps) {
  return (
    <div className={clsx('max-w-2xl', className)}>
      <h2 id={id} className="text-balance font-bold text-2xl text-ink tracking-tight sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-pretty text-ink-muted text-lg leading-8">{intro}</p>}
    </div>
  );
}
