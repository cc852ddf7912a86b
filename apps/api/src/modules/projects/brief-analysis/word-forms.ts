// The forms a word takes in a brief: conjugated, plural, feminine ("développeuse", "photographes"), in either
// language whatever the brief's (franglais: "un dev front", "du reporting"), and mistyped. The stems come from
// the Snowball stemmers for French and English, applied to folded words (no accents, lower case) on both sides:
// the catalogue's names and the client's words meet on the same stems.
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import { NOT_PLURALS } from '../../../text/words.ts';

const frenchStems = new Map<string, string>();
const englishStems = new Map<string, string>();

/** Cached: a brief repeats its words, and the catalogue's are stemmed once. */
export function frenchStem(word: string): string {
  let stem = frenchStems.get(word);
  if (stem === undefined) {
    stem = word.length <= 3 || NOT_PLURALS.has(word) ? word : frenchStemmer(word);
    if (frenchStems.size < 50_000) frenchStems.set(word, stem);
  }
  return stem;
}

export function englishStem(word: string): string {
  let stem = englishStems.get(word);
  if (stem === undefined) {
    stem = word.length <= 3 || NOT_PLURALS.has(word) ? word : englishStemmer(word);
    if (englishStems.size < 50_000) englishStems.set(word, stem);
  }
  return stem;
}

/** Words shorter than this are read exactly: "react" mistyped is more often another word than React. */
export const MIN_TYPO_LENGTH = 7;

/**
 * The known words of a vocabulary within one edit (insertion, deletion, substitution, swap of neighbours) of a
 * word, found through their one-letter deletions: a lookup costs the word's length, not the vocabulary's size.
 */
export class TypoIndex {
  private readonly byDeletion = new Map<string, Set<string>>();
  private readonly words = new Set<string>();

  /** Words shorter than `minLength` are neither indexed nor put right. */
  constructor(private readonly minLength = MIN_TYPO_LENGTH) {}

  add(word: string): void {
    if (word.length < this.minLength - 1 || this.words.has(word)) return;
    this.words.add(word);
    for (const variant of [word, ...deletions(word)]) {
      const known = this.byDeletion.get(variant) ?? new Set();
      known.add(word);
      this.byDeletion.set(variant, known);
    }
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  /** The one known word a typo stands for, or null (none, or more than one: ambiguous). */
  correct(word: string): string | null {
    const candidates = this.neighbours(word);
    return candidates.length === 1 ? (candidates[0] ?? null) : null;
  }

  /** Every known word one slip away. */
  neighbours(word: string): string[] {
    if (word.length < this.minLength || this.words.has(word) || /\d/.test(word) || REAL_WORDS.has(word))
      return [];
    const candidates = new Set<string>();
    for (const variant of [word, ...deletions(word)]) {
      for (const known of this.byDeletion.get(variant) ?? []) {
        if (known !== word && isOneEditAway(word, known)) candidates.add(known);
      }
    }
    return [...candidates];
  }
}

/**
 * Words one slip away from another word or a name, both real: "compliant" is no slip for "complaint", nor
 * "dairy" for "diary".
 */
const REAL_WORDS = new Set([
  // A learning platform, not the design tool one letter away.
  'canvas',
  'compliant',
  'complaint',
  'dairy',
  'diary',
  'casual',
  'causal',
  'marital',
  'martial',
  'united',
  'untied',
  'quite',
  'quiet',
  'angel',
  'angle',
  'trial',
  'trail',
  // Words a letter left out or swapped away from a skill's name: "two persons" are no Personas, a farmer no
  // Framer, « jeter » no JMeter.
  'persons',
  'farmer',
  'farmers',
  'jeter',
]);

function deletions(word: string): string[] {
  return Array.from({ length: word.length }, (_, at) => word.slice(0, at) + word.slice(at + 1));
}

/**
 * The slips of the keyboard that rarely make another word: a swap of neighbouring letters ("javascirpt"), a
 * letter left out inside the word ("comptabilte"), a letter doubled ("marketting"). A letter changed for
 * another ("precision", "prevision"; "blended", "blender") or added ("patient", "patent"; "language",
 * "langage") usually is another word, and the first and last letters are kept ("market" is not "Marketo").
 */
export function isOneEditAway(written: string, known: string): boolean {
  if (written === known || written[0] !== known[0]) return false;
  if (written.length === known.length) {
    const differences = [...written].flatMap((letter, at) => (letter === known[at] ? [] : [at]));
    const [first, second] = differences;
    return (
      differences.length === 2 &&
      first !== undefined &&
      second === first + 1 &&
      written[first] === known[second] &&
      written[second] === known[first]
    );
  }
  if (written.length === known.length - 1) {
    // A letter left out, not the last one.
    for (let at = 1; at < known.length - 1; at += 1) {
      if (known.slice(0, at) + known.slice(at + 1) === written) return true;
    }
    return false;
  }
  if (written.length === known.length + 1) {
    // A letter doubled.
    for (let at = 1; at < written.length; at += 1) {
      if (written[at] === written[at - 1] && written.slice(0, at) + written.slice(at + 1) === known)
        return true;
    }
  }
  return false;
}
