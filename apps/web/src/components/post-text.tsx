import { splitMentions } from '@escouade/contract/mentions';
import { publicProfilePath } from '@escouade/contract/paths';
import { clsx } from 'clsx';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { splitLinks } from '../lib/linkify';

type PostTextProps = {
  text: string;
  /** Words a search matched, as written in the text: each occurrence is marked. */
  highlights?: readonly string[] | undefined;
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
export function PostText({ text, highlights, newTabLabel, className }: PostTextProps) {
  const highlightKey = highlights?.join('\u0000') ?? '';
  const parts = useMemo(() => {
    const pattern = wordsPattern(highlightKey ? highlightKey.split('\u0000') : []);
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
            <span key={nodes.length}>{pattern ? markWords(piece.text, pattern) : piece.text}</span>
          ),
        );
      }
    }
    return nodes;
  }, [text, newTabLabel, highlightKey]);
  return <p className={clsx('whitespace-pre-wrap text-ink [overflow-wrap:anywhere]', className)}>{parts}</p>;
}

/** The words whole (not inside a longer word), longest first so that "API" does not cut "APIs" short. */
function wordsPattern(words: readonly string[]): RegExp | null {
  const escaped = words
    .filter((word) => word.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (escaped.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

/** `text` with each match of `pattern` in a <mark>, as text nodes: nothing in it is read as markup. */
function markWords(text: string, pattern: RegExp): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(
      <mark key={match.index} className="rounded-sm bg-amber-100 px-0.5 font-medium text-ink">
        {match[0]}
      </mark>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
