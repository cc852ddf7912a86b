import { MAIN_CONTENT_ID } from './main-content';

/** First focusable element of the page: lets keyboard users jump past the header and navigation. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-brand-700 focus:shadow-lg"
    >
      {label}
    </a>
  );
}
