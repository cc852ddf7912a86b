import { type SQL, sql } from 'drizzle-orm';
import { headOf } from '@escouade/contract/whole-characters';

/** Words past this many are ignored: a longer search only narrows what these already find. */
const MAX_WORDS = 8;
/** The last word matches as a prefix from this length: "dév" finds "développeur", "d" would find everything. */
const MIN_PREFIX_LENGTH = 3;
// Dots and hyphens inside a word keep it whole, as PostgreSQL's parser does ("Node.js", "full-stack").
const WORD = /[\p{L}\p{N}]+(?:[.-][\p{L}\p{N}]+)*/gu;

/**
 * The words of what someone typed, ready for `to_tsquery`: letters and digits (joined by a dot or a hyphen
 * inside a word) only, so no input can inject tsquery operators or end the quotes around a word. Single letters are left out; `null` when nothing searchable remains (punctuation only).
 */
export interface SearchTerms {
  words: string[];
}

export function toSearchTerms(input: string): SearchTerms | null {
  const words = [...input.normalize('NFC').matchAll(WORD)]
    .map(([word]) => headOf(word, 64))
    .filter((word) => word.length > 1 || /\p{N}/u.test(word))
    .slice(0, MAX_WORDS);
  return words.length > 0 ? { words } : null;
}

/**
 * A query for texts indexed with `search_document` (migration 0014): every word required, stemmed as French or
 * as English, so "développeurs" finds a French post about a "développeur" and "developing" an English one about
 * "developers"; accents folded by the configurations. With `typing`, the last word also matches the start of a
 * word as written ("paiem" finds "paiement", whose stem "pai" it does not start). A word either language
 * ignores ("de", "the") is left out.
 */
export function documentQuery(terms: SearchTerms, options: { typing: boolean }): SQL {
  return sql`(${sql.join(wordQueries(terms, options), sql` && `)})`;
}

/** `documentQuery`'s part for each word: what a text must hold for that word (empty for a stop word). */
export function wordQueries({ words }: SearchTerms, { typing }: { typing: boolean }): SQL[] {
  return words.map((word, index) => {
    const term = `'${word}'`;
    const french = sql`to_tsquery('escouade_fr', ${term})`;
    const english = sql`to_tsquery('escouade_en', ${term})`;
    // The same lexeme twice would only double the planner's estimate of how many texts match, and steer it
    // away from the index for a rare word: each alternative is written once.
    const stemmed = sql`case when ${french} = ${english} then ${french} else ${french} || ${english} end`;
    const isPrefix = typing && index === words.length - 1 && word.length >= MIN_PREFIX_LENGTH;
    const asWritten = sql`to_tsquery('escouade_names', ${term})`;
    const prefix = sql`to_tsquery('escouade_names', ${`${term}:*`})`;
    const matches = isPrefix
      ? sql`case when ${french} = ${english} and ${french} = ${asWritten} then ${prefix} else ${stemmed} || ${prefix} end`
      : stemmed;
    return sql`(case when numnode(${french}) = 0 or numnode(${english}) = 0 then ''::tsquery else ${matches} end)`;
  });
}

/** A query for names: every word folded, never stemmed, the last one also as the start of a name. */
export function namesQuery(terms: SearchTerms): SQL {
  return sql`to_tsquery('escouade_names', ${namesQueryText(terms)})`;
}

/**
 * `namesQuery`'s text, for `to_tsquery('escouade_names', …)`: every word required, the last one as the start
 * of a name. With `weight`, each word must be found among the lexemes of that weight (a document made of
 * weighted parts, as the people search's).
 */
export function namesQueryText(terms: SearchTerms, weight = ''): string {
  const prefix = lastWordIsPrefix(terms);
  const last = terms.words.length - 1;
  return terms.words
    .map((word, index) =>
      index === last && prefix ? `'${word}':*${weight}` : `'${word}'${weight && `:${weight}`}`,
    )
    .join(' & ');
}

/** Whether a search's last word, typed so far, also matches the start of a word (long enough to). */
export function lastWordIsPrefix({ words }: SearchTerms): boolean {
  return (words.at(-1)?.length ?? 0) >= MIN_PREFIX_LENGTH;
}

/**
 * ts_headline's markers around the words it highlights: control characters, removed from the text first, so
 * a marker in the result is always one PostgreSQL put there.
 */
const MARK_START = '\u0002';
/** What starts a marked word in a headline: its absence says nothing was marked. */
export const HEADLINE_MARK = MARK_START;
const MARK_END = '\u0003';

/** `ts_headline` over the whole text, each match between the two markers `matchedWords` reads. */
export function headlineWithMarkers(configuration: SQL, text: SQL, query: SQL): SQL {
  return sql`ts_headline(${configuration}, translate(${text}, ${MARK_START + MARK_END}, ''), ${query},
    ${`HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`})`;
}

/** A post's marked words are at most this many, each at most this long (longer ones are not marked). */
export const MATCHED_WORDS_AT_MOST = 20;
export const MATCHED_WORD_LENGTH_AT_MOST = 100;

/**
 * The distinct words `headlineWithMarkers` marked, as written in the text. Each is a string of its own: a
 * piece cut from the headline keeps the whole headline (the post's text) alive in V8, and search windows keep
 * these words in memory.
 */
export function matchedWords(headline: string | null): string[] {
  if (!headline) return [];
  const words = new Set<string>();
  // Each marked word follows a start marker and ends at the next end marker.
  for (const marked of headline.split(MARK_START).slice(1)) {
    const [word] = marked.split(MARK_END, 1);
    if (word && word.length <= MATCHED_WORD_LENGTH_AT_MOST) words.add(word);
    if (words.size === MATCHED_WORDS_AT_MOST) break;
  }
  return [...words].map((word) => Buffer.from(word, 'utf8').toString('utf8'));
}
