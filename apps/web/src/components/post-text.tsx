import { splitMentions } from '@escouade/contract/mentions';
import { publicProfilePath } from '@escouade/contract/paths';
import { clsx } from 'clsx';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { splitLinks } from '../lib/linkify';

type PostTextProps = {
  text: string;
  /** Read after each link by assistive technology, e.g. "(opens in a new tab)". */
  newTabLabel: string;
  className?: string;
};

const linkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * A post's, comment's or message's text exactly as typed: line breaks kept, web addresses made into links that
 * open in a new tab without giving it access to this page, people mentioned made into links to their profile.
 * React renders it as text, so markup shows as typed.
 */
export function PostText({ text, newTabLabel, className }: PostTextProps) {
  const parts = useMemo(() => {
    const nodes: ReactNode[] = [];
    for (const segment of splitMentions(text)) {
      // Segments never move: their position is a stable key.
      if (segment.kind === 'mention') {
        nodes.push(
          <Link key={nodes.length} to={publicProfilePath(segment.userId)} className={linkClasses}>
            @{segment.name}
          </Link>,
        );
        continue;
      }
      for (const piece of splitLinks(segment.text)) {
        nodes.push(
          piece.type === 'link' ? (
            <a
              key={nodes.length}
              href={piece.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className={linkClasses}
            >
              {piece.text}
              <span className="sr-only">{` ${newTabLabel}`}</span>
            </a>
          ) : (
            <span key={nodes.length}>{piece.text}</span>
          ),
        );
      }
    }
    return nodes;
  }, [text, newTabLabel]);
  return <p className={clsx('whitespace-pre-wrap text-ink [overflow-wrap:anywhere]', className)}>{parts}</p>;
}
