import { clsx } from 'clsx';
import { Link } from 'react-router';

/** The Escouade logo, decorative: the wordmark next to it carries the name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={clsx('shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="#4338ca" />
      <path d="M11 8h11v3.2h-7.4v3.3h6.6v3.2h-6.6v3.1H22V24H11z" fill="#fff" />
    </svg>
  );
}

/** The "Escouade" wordmark, linking to the given home (public home or dashboard). */
export function BrandLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-md font-bold text-ink text-lg tracking-tight"
    >
      <BrandMark className="size-8" />
      Escouade
    </Link>
  );
}
