// Text normalisation shared by every rule: lower case, no accents, one kind of apostrophe and space, and a
// light stemmer applied identically to the catalogue and to the client's words (consistency matters more
// than linguistic accuracy).

export interface Token {
  /** As written (for case-sensitive names such as "Go" or "AI"). */
  raw: string;
  /** Lower case, without accents. */
  norm: string;
  stem: string;
  /** Sentences end at . ! ? ; : or a line break; clauses also at commas and brackets. */
  sentence: number;
  clause: number;
  /** First token of its sentence: a capital letter there says nothing. */
  isSentenceStart: boolean;
  /** Where the word is in the text given to `tokenize` (end exclusive): to quote the client's own words. */
  start: number;
  end: number;
}

/**
 * Printable ASCII and line breaks, without the backtick: lower case is all its normalisation (nothing to decompose
 * or replace).
 */
const PLAIN_ASCII = /^[ -_a-~\t\n\r]*$/;

export function normalizeText(text: string): string {
  return PLAIN_ASCII.test(text) ? text.toLowerCase() : foldUnicode(text);
}

/** The whole normalisation, for any text: accents removed, one kind of apostrophe, space and dash. */
export function foldUnicode(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[\u00a0\u202f\u2009\u2007]/g, ' ')
    .replace(/[–—−]/g, '-');
}

const TOKEN_PATTERN = /[\p{L}\p{N}]+[#+]*/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let sentence = 0;
  let clause = 0;
  let previousEnd = 0;
  // Whether the sentence so far holds only numbers: the word after a list's number ("4.4 Go-live of…", "2) Swift
  // codes") starts the sentence as a capital there says.
  let isNumberedSoFar = true;
  let isListNumber = false;
  const formsByWord = new Map<string, { norm: string; stem: string }>();
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const start = match.index;
    const gap = text.slice(previousEnd, start);
    const isNewSentence = tokens.length > 0 && endsSentence(gap);
    if (isNewSentence) {
      sentence += 1;
      clause += 1;
      isNumberedSoFar = true;
      isListNumber = false;
    } else if (tokens.length > 0 && /[,()[\]]/.test(gap) && !isThousandsComma(gap, tokens.at(-1), match[0])) {
      clause += 1;
    }
    // "1. Swift", "2) Go", "4.4 Go-live": a number marked as a list's, not a count ("3 Go developers").
    if (isNumberedSoFar && tokens.length > 0 && /[.)\]]/.test(gap)) isListNumber = true;
    // A text says the same words again and again: each is folded and stemmed once.
    let forms = formsByWord.get(match[0]);
    if (!forms) {
      const norm = normalizeText(match[0]);
      forms = { norm, stem: stemWord(norm) };
      formsByWord.set(match[0], forms);
    }
    tokens.push({
      raw: match[0],
      norm: forms.norm,
      stem: forms.stem,
      sentence,
      clause,
      isSentenceStart:
        tokens.length === 0 || isNewSentence || (isNumberedSoFar && isListNumber && !/^\d/.test(match[0])),
      start,
      end: start + match[0].length,
    });
    previousEnd = start + match[0].length;
    isNumberedSoFar &&= /^\d+$/.test(match[0]);
  }
  return tokens;
}

// "NZ$9,500 to move our shop": a comma between thousands is part of the amount, not a clause's end.
function isThousandsComma(gap: string, previous: Token | undefined, word: string): boolean {
  return gap === ',' && /^\d{1,3}$/.test(previous?.raw ?? '') && /^\d{3}$/.test(word);
}

// A dot glued to the next word ("Node.js", "15.000") does not end a sentence.
function endsSentence(gap: string): boolean {
  return /[!?;:\n]|\.\s/.test(gap);
}

/** Plural and feminine endings (FR/EN) only: "réseaux sociaux" → "reseau social", "stories" → "story". */
/** Words that end like a plural and are names of their own: "canvas", a learning platform, is not two Canvas. */
// Words whose last S is their own: "canvas", the ASVS standard (« deux ASV » are veterinary assistants).
export const NOT_PLURALS: ReadonlySet<string> = new Set(['canvas', 'asvs']);

export function stemWord(word: string): string {
  if (NOT_PLURALS.has(word)) return word;
  let stem = word;
  if (stem.length > 4 && stem.endsWith('eaux')) stem = stem.slice(0, -1);
  else if (stem.length > 4 && stem.endsWith('aux')) stem = `${stem.slice(0, -3)}al`;
  else if (stem.length > 4 && stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (stem.length > 3 && /[sx]$/.test(stem) && !/(ss|us|is|os)$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.length > 4 && /[^e]e+$/.test(stem)) stem = stem.replace(/e+$/, '');
  return stem;
}

/** One key per spelling of a phrase: "Node.js", "node js" and "nodejs" all give "nodejs". */
export function compactKey(words: readonly string[]): string {
  return words.join('');
}

export function splitWords(text: string): string[] {
  return [...normalizeText(text).matchAll(TOKEN_PATTERN)].map((match) => match[0]);
}
