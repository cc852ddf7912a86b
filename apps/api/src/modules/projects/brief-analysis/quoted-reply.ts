// A reply that quotes the message it answers ("> Budget around €15,000."), or passes on a colleague's request under a
// forwarded message's marker, and says that something changed ("a few things have changed", « petit changement »,
// "make it 4 months instead of 6") or now stands approved ("budget has been approved at CAD 30K") says it in its
// own lines: what the sender writes now outranks what the older message said, item for item of the same kind.
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
 * A covering note above a forwarded message says a change in fewer words than a reply does: not "now" or « plus de
 * détails », which any note says.
 */
const FORWARD_CHANGE_SAID =
  /\b(?:instead|rather than|au lieu|plutot que|revis\w*|revu|revue|updated?|mis a jour|correction|no longer|reduit\w*|reduced|increased|augmentee?|approved (?:at|for)|approuvee? (?:a|pour)|validee? (?:a|pour)|arbitree? a|signed off at|confirmed at|confirmee? a|ramenee? a|cut to|brought down to|that was before|c'etait avant|finalement)\b/;
/** The reply's own words say something changed, or was approved at a figure since. */
const CHANGE_SAID =
  /\b(?:chang\w*|instead|rather than|au lieu|plutot|finalement|desormais|now|maintenant|no longer|any more|anymore|plus de|redescend\w*|remont\w*|revis\w*|updated?|mis a jour|correction|make it|make that|on passe|passons|reduit\w*|reduc\w*|reduce[ds]?|increase[ds]?|augment\w*|won't|will not|gone|drop\w*|abandon\w*|oubliez|forget|scratch|approved (?:at|for)|approuvee? (?:a|pour)|validee? (?:a|pour)|arbitree? a|signed off at|confirmed at|confirmee? a)\b/;

/**
 * The items the newer text says, when it says a change and says items of that kind: those outside the quoted
 * lines (and above a forwarded message's marker); otherwise all of them (a reply that only forwards, says "the
 * budget stands", or asks for upkeep beside the quoted budget leaves the quoted words in force).
 */
export function saidSinceTheQuote<T extends { start: number }>(
  items: readonly T[],
  text: string,
  kindOf: (item: T) => string = () => '',
): T[] {
  const quoted = quotedLineSpans(text);
  const isQuoted = (item: T) => quoted.some((span) => item.start >= span.start && item.start < span.end);
  // Under a forwarded message's marker the lines are another exchange's (a supplier's reply to the client, its
  // own quote below it, the colleague's request the sender passes on): only what the sender writes above the
  // marker is newer.
  let senderEnd = text.length;
  for (const line of text.matchAll(/^[^\n]*$/gm)) {
    if (FORWARDED.test(line[0])) {
      senderEnd = line.index;
      break;
    }
  }
  if (quoted.length === 0 && senderEnd === text.length) return [...items];
  const isNewer = (item: T) => !isQuoted(item) && item.start < senderEnd;
  const newerText = text
    .slice(0, senderEnd)
    .split('\n')
    .filter((line) => !/^[ \t]*>/.test(line))
    .join('\n');
  if (!(quoted.length > 0 ? CHANGE_SAID : FORWARD_CHANGE_SAID).test(newerText)) return [...items];
  const newerKinds = new Set(items.filter(isNewer).map(kindOf));
  return items.filter((item) => isNewer(item) || !newerKinds.has(kindOf(item)));
}
