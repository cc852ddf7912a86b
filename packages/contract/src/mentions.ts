// Mentions of people in a post, a comment or a project message. The text stores each one as
// `@[Name](userId)`: the person by id, with their name as it read when written (the server rewrites it from
// their profile). Zod-free: the web app's text rendering imports it.
import { headOf } from './whole-characters.ts';

/**
 * How many people an account may mention, stricter while it is new (created within NEW_USER_WINDOW_DAYS):
 * distinct people in one text, people mentioned in the last hour and in the last 24 hours (an edit counts
 * only the people it mentions for the first time), and mentions that may be e-mailed at once in 24 hours
 * (past it, they wait for the recipient's daily digest). A text past a limit is refused whole.
 */
export const MENTION_LIMITS = {
  new: { perText: 5, perHour: 10, perDay: 25, emailsPerDay: 10 },
  established: { perText: 10, perHour: 30, perDay: 100, emailsPerDay: 50 },
} as const;

/** The longest name a mention shows. */
const MENTION_NAME_MAX_LENGTH = 100;

// A name holds no bracket: a mention can then never contain, nor be built from, another one.
const MENTION = /@\[([^[\]\n]{1,100})\]\(([A-Za-z0-9_-]{1,64})\)/g;

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

/** A name as a mention can show it: no bracket nor line break, spaces collapsed, at most 100 characters. */
function mentionLabel(name: string): string {
  const label = name.replaceAll(/[[\]\s]+/g, ' ').trim();
  return headOf(label, MENTION_NAME_MAX_LENGTH).trimEnd();
}

/** How a mention is stored: the name loses what would end the token early. */
export function mentionToken(name: string, userId: string): string {
  return `@[${mentionLabel(name)}](${userId})`;
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
 * The text with each mention showing the name `nameOf` gives its person, and each mention of someone it gives
 * no name (unknown, or not to be linked) turned into plain text (`@Name`). Plain text can join the words around
 * it into a new mention (`@[@[Label](x)](id)` leaves `@[@Label](id)`): the rewrite runs again until nothing
 * changes, so every mention of the result, and only those, shows the real name of the person it links.
 */
export function mentionsWithNames(text: string, nameOf: (userId: string) => string | undefined): string {
  let current = text;
  // Each pass that changes something turns a mention into shorter plain text or writes a name for good:
  // it stops long before this bound, which is only a guard.
  for (let pass = 0; pass <= text.length; pass++) {
    const next = current.replaceAll(MENTION, (_whole, typed: string, userId: string) => {
      const name = nameOf(userId);
      const label = name === undefined ? '' : mentionLabel(name);
      return label ? `@[${label}](${userId})` : `@${typed}`;
    });
    if (next === current) return current;
    current = next;
  }
  return mentionsAsPlainText(current);
}
