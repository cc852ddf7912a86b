import { Fragment } from 'react';

/**
 * A long unbroken value (an e-mail address, an id, a URL) that wraps at its natural joints, after "@", ".",
 * "-", "_" and "/", rather than at an arbitrary letter; only a part longer than the line still breaks anywhere.
 * The text is whole for screen readers and copying: `<wbr>` adds no character.
 */
export function BreakableText({ text, className }: { text: string; className?: string }) {
  const parts = text.split(/(?<=[@._/-])/);
  return (
    <span className={`[overflow-wrap:anywhere] ${className ?? ''}`.trim()}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
