import { clsx } from 'clsx';
import { useMemo } from 'react';
import { splitLinks } from '../lib/linkify';

type PostTextProps = {
  text: string;
  /** Read after each link by assistive technology, e.g. "(opens in a new tab)". */
  newTabLabel: string;
  className?: string;
};

/**
 * A post's or comment's text exactly as typed: line breaks kept, web addresses made into links that open in a
 * new tab without giving it access to this page. React renders it as text, so markup shows as typed.
 */
export function PostText({ text, newTabLabel, className }: PostTextProps) {
  const segments = useMemo(() => splitLinks(text), [text]);
  return (
    <p className={clsx('whitespace-pre-wrap text-ink [overflow-wrap:anywhere]', className)}>
      {segments.map((segment, index) =>
        segment.type === 'link' ? (
          <a
            // Segments never move: their index is a stable key.
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {segment.text}
            <span className="sr-only">{` ${newTabLabel}`}</span>
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
