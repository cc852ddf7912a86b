import { mentionsAsPlainText } from '@escouade/contract/mentions';
import { headOf } from '@escouade/contract/whole-characters';

/** The opening words of a post or comment that a notification quotes. */
const EXCERPT_LENGTH = 120;

/** A text's opening words on one line, mentions as names, cut at EXCERPT_LENGTH with an ellipsis. */
export function excerpt(text: string): string {
  const flat = mentionsAsPlainText(text).replaceAll(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${headOf(flat, EXCERPT_LENGTH - 1).trimEnd()}…`;
}
