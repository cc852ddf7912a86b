// Numbers written as words, French and English, in normalised text (lower case, no accents): one table for the
// budget, the dates and the team size.

const WORDS: Record<string, number> = {
  un: 1,
  une: 1,
  one: 1,
  single: 1,
  deux: 2,
  two: 2,
  trois: 3,
  three: 3,
  quatre: 4,
  four: 4,
  cinq: 5,
  five: 5,
  six: 6,
  sept: 7,
  seven: 7,
  huit: 8,
  eight: 8,
  neuf: 9,
  nine: 9,
  dix: 10,
  ten: 10,
  onze: 11,
  eleven: 11,
  douze: 12,
  twelve: 12,
  quinze: 15,
  fifteen: 15,
};
/** "a" and "an" count one person or one month, but are no count in "a month" or "a member app". */
const ARTICLES: Record<string, number> = { a: 1, an: 1 };

/** A regular-expression alternative of the number words, with the articles or without. */
export function numberWordPattern({ withArticles }: { withArticles: boolean }): string {
  return Object.keys(withArticles ? { ...WORDS, ...ARTICLES } : WORDS).join('|');
}

/** Digits or a number word (articles included); 0 for anything else. */
export function toCount(word: string | undefined): number {
  if (!word) return 0;
  if (/^\d+$/.test(word)) return Number(word);
  return WORDS[word] ?? ARTICLES[word] ?? 0;
}
