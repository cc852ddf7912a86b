import { Link } from 'react-router';

/** The "Escouade" wordmark, linking to the given home (public home or dashboard). */
export function BrandLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-2 rounded-md font-bold text-ink text-lg tracking-tight"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" fill="currentColor" className="text-brand-700" />
        <path d="M11 8h11v3.2h-7.4v3.3h6.6v3.2h-6.6v3.1H22V24H11z" fill="#fff" />
      </svg>
      Escouade
    </Link>
  );
}
