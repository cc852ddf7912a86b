// Mentions of people in a post, a comment or a project message. The text stores each one as
// `@[Name](userId)`: the person by id, with their name as it read when written (the server rewrites it from
// their profile). Zod-free: the web app's text rendering imports it.

/** At most this many people are mentioned in one text; the others stay plain text. */
export const MAX_MENTIONS = 10;

const MENTION = /@\[([^\]\n]{1,100})\]\(([A-Za-z0-9_-]{1,64})\)/g;

export type MentionSegment =
  { kind: 'text'; text: string } | { kind: 'mention'; name: string; userId: string };

/** The text cut into plain runs and mentions, in order. */
export function splitMentions(text: string): MentionSegment[] {
  const segments: MentionSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const start = match.index;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'mention', name: match[1]!, userId: match[2]! });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** How a mention is stored: the name loses what would end the token early. */
export function mentionToken(name: string, userId: string): string {
  return `@[${name.replaceAll(/[[\]\n]/g, ' ').trim()}](${userId})`;
}

/** The people mentioned, each once, in order of first mention. */
export function mentionedUserIds(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(MENTION), (match) => match[2]!))];
}

/** The text as read where no link can be made (an e-mail, an excerpt): `@Name`. */
export function mentionsAsPlainText(text: string): string {
  return text.replaceAll(MENTION, (_whole, name: string) => `@${name}`);
}

/**
 * Rewrites each mention with `rewrite(name, userId)`: a new token, or plain text for a person who may not be
 * mentioned.
 */
export function rewriteMentions(text: string, rewrite: (name: string, userId: string) => string): string {
  return text.replaceAll(MENTION, (_whole, name: string, userId: string) => rewrite(name, userId));
}
