// A reply that quotes the message it answers ("> Budget around €15,000.") says what changed in its own lines:
// what the client writes now outranks what the quoted message said.
import { FORWARDED } from './clauses.ts';

/** Where each quoted line ("> …", "  >> …") runs in `text`. */
export function quotedLineSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const line of text.matchAll(/^[ \t]*>[^\n]*/gm)) {
    spans.push({ start: line.index, end: line.index + line[0].length });
  }
  return spans;
}

/**
 * The items the newer text says, when it says any: those outside the quoted lines; otherwise all of them (a reply
 * that only forwards, or says "the budget stands", leaves the quoted words in force).
 */
export function saidSinceTheQuote<T extends { start: number }>(items: readonly T[], text: string): T[] {
  const quoted = quotedLineSpans(text);
  if (quoted.length === 0) return [...items];
  const isQuoted = (item: T) => quoted.some((span) => item.start >= span.start && item.start < span.end);
  // Under a forwarded message's marker the lines are another exchange's (a supplier's reply to the client, its
  // own quote below it): only what the sender writes above the marker is newer.
  const forwarded = /^[^\n]*$/gm;
  let senderEnd = text.length;
  for (const line of text.matchAll(forwarded)) {
    if (FORWARDED.test(line[0])) {
      senderEnd = line.index;
      break;
    }
  }
  const newer = items.filter((item) => !isQuoted(item) && item.start < senderEnd);
  return newer.length > 0 ? newer : [...items];
}
