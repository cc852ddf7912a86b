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

type NumberWord = { kind: 'unit' | 'teen' | 'ten' | 'hundred' | 'scale' | 'half'; value: number };

/** The teens a count never needs, for the numbers written out in full. */
const OTHER_TEENS: Record<string, number> = {
  treize: 13,
  thirteen: 13,
  quatorze: 14,
  fourteen: 14,
  seize: 16,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

/** The words of a number written out in full, French and English, by what they are in it. */
const SPELLED: Record<string, NumberWord> = {
  // The counts' words ("a" and "an" included, "single" not): one to nine are units, ten to nineteen teens.
  ...Object.fromEntries(
    Object.entries({ ...WORDS, ...ARTICLES, ...OTHER_TEENS })
      .filter(([word]) => word !== 'single')
      .map(([word, value]) => [word, { kind: value < 10 ? 'unit' : 'teen', value }]),
  ),
  ...Object.fromEntries(
    Object.entries({
      vingt: 20,
      vingts: 20,
      twenty: 20,
      trente: 30,
      thirty: 30,
      quarante: 40,
      forty: 40,
      cinquante: 50,
      fifty: 50,
      soixante: 60,
      septante: 70,
      huitante: 80,
      octante: 80,
      nonante: 90,
      sixty: 60,
      seventy: 70,
      eighty: 80,
      ninety: 90,
    }).map(([word, value]) => [word, { kind: 'ten', value }]),
  ),
  cent: { kind: 'hundred', value: 100 },
  cents: { kind: 'hundred', value: 100 },
  hundred: { kind: 'hundred', value: 100 },
  mille: { kind: 'scale', value: 1_000 },
  thousand: { kind: 'scale', value: 1_000 },
  million: { kind: 'scale', value: 1_000_000 },
  millions: { kind: 'scale', value: 1_000_000 },
  milliard: { kind: 'scale', value: 1_000_000_000 },
  milliards: { kind: 'scale', value: 1_000_000_000 },
  billion: { kind: 'scale', value: 1_000_000_000 },
  // "ten lakh", "two crore": India's hundred thousands and ten millions.
  lakh: { kind: 'scale', value: 100_000 },
  lakhs: { kind: 'scale', value: 100_000 },
  crore: { kind: 'scale', value: 10_000_000 },
  crores: { kind: 'scale', value: 10_000_000 },
  // "twelve grand": a thousand, said after an English number only (« un grand merci » is none).
  grand: { kind: 'scale', value: 1_000 },
  // "twelve k", « quinze k »: a thousand, said after a number in words only ("plan k" is none).
  k: { kind: 'scale', value: 1_000 },
  // "twelve and a half grand", « un million et demi ».
  half: { kind: 'half', value: 0.5 },
  demi: { kind: 'half', value: 0.5 },
};
/** Words that are all number words: « quinze », "forty-five", « vingt et un » (no article, no scale). */
export function isNumberWords(words: string): boolean {
  const parts = words.split(/[\s-]+/).filter((part) => part !== '');
  return (
    parts.length > 0 &&
    parts.every(
      (part, index) =>
        ((part === 'et' || part === 'and') && index > 0) ||
        (SPELLED[part] !== undefined &&
          !(part in ARTICLES) &&
          SPELLED[part]?.kind !== 'scale' &&
          SPELLED[part]?.kind !== 'half'),
    )
  );
}

/** What may follow a "grand" that is money: not a noun ("a grand total", "two grand halls"). */
const GRAND_ENDS =
  /^\s*(?:$|[.,;:!?)\n-]|(?:nzd|usd|cad|aud|gbp|sgd|dollars?|bucks?|pounds?|quid|euros?|for|on|in|a|an|per|each|max|tops|or|and|to|would|is|should|could|will|we|i|that|which|but|so|if|maybe|ish|up|upfront|all)\b)/;
/** The English words a "grand" may follow. */
const ENGLISH_NUMBER_WORD =
  /^(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|half)$/;
const SPELLED_RUN = new RegExp(
  String.raw`\b(?:${Object.keys(SPELLED).join('|')})(?:(?:[\s-]+(?:and|et)[\s-]+|[\s-]+)(?:${Object.keys(SPELLED).join('|')}))*\b`,
  'g',
);

/** A number written out in words, where it is in the text (end exclusive). */
export interface SpelledNumber {
  value: number;
  start: number;
  end: number;
}

/**
 * The numbers written out in words that count hundreds or more ("trois cent cinquante mille", "twenty-five
 * thousand", "a million"), in normalised text. Words that cannot go on one number end it: "twenty, twenty-five
 * thousand" and "between twenty and twenty-five thousand" are two numbers, the second 25,000; "and" joins only
 * after a hundred or a thousand ("three hundred and fifty"), « et » only before un or onze (« vingt et un »).
 */
export function spelledNumbers(text: string): SpelledNumber[] {
  const numbers: SpelledNumber[] = [];
  for (const run of text.matchAll(SPELLED_RUN)) {
    let number: {
      start: number;
      end: number;
      total: number;
      current: number;
      last: NumberWord | null;
    } | null = null;
    const close = () => {
      if (number && number.total + number.current >= 100)
        numbers.push({ value: number.total + number.current, start: number.start, end: number.end });
      number = null;
    };
    for (const word of run[0].matchAll(/[a-z]+/g)) {
      const start = run.index + word.index;
      const end = start + word[0].length;
      const rest = run[0].slice(word.index + word[0].length);
      if (word[0] === 'and' || word[0] === 'et') {
        const next = /^[\s-]+([a-z]+)/.exec(rest)?.[1] ?? '';
        const joins =
          word[0] === 'and'
            ? number?.last?.kind === 'hundred' ||
              // "twenty k and thirty k" is two numbers.
              (number?.last?.kind === 'scale' && number.last !== SPELLED.k) ||
              // "twelve and a half grand", "one and a half million": a half, then what it is half of.
              (number !== null && /^[\s-]+a[\s-]+half[\s-]+(?:thousand|grand|million|billion)\b/.test(rest))
            : (number?.last?.kind === 'ten' && /^(?:un|une|onze)$/.test(next)) ||
              // « un million et demi »
              (number?.last?.kind === 'scale' && next === 'demi');
        if (!joins) close();
        continue;
      }
      const meaning = SPELLED[word[0]];
      // The "a" of "and a half" and of "half a million" counts nothing.
      if (word[0] === 'a' && number !== null && (/^[\s-]+half\b/.test(rest) || number.last?.kind === 'half'))
        continue;
      if (meaning?.kind === 'half') {
        if (!number) {
          // "half a million"
          if (/^[\s-]+a[\s-]+(?:thousand|grand|million|billion)\b/.test(rest))
            number = { start, end: start + word[0].length, total: 0, current: 0.5, last: meaning };
          continue;
        }
        const { last } = number;
        // After a scale (« un million et demi ») it is half of that scale; before one, half a unit of it.
        if (last?.kind === 'scale') number.total += last.value / 2;
        else number.current += 0.5;
        number.last = last?.kind === 'scale' ? last : meaning;
        number.end = start + word[0].length;
        continue;
      }
      if (word[0] === 'grand' || word[0] === 'k') {
        const previous = /([a-z]+)[\s-]+$/.exec(text.slice(Math.max(0, start - 12), start))?.[1] ?? '';
        const isNumberBefore =
          word[0] === 'grand'
            ? ENGLISH_NUMBER_WORD.test(previous)
            : isNumberWords(previous) && previous !== 'a';
        if (!number || !isNumberBefore || !GRAND_ENDS.test(text.slice(end, end + 20))) {
          close();
          continue;
        }
      }
      // « vingt pour cent » is a share.
      if (
        !meaning ||
        (/^cents?$/.test(word[0]) && /\b(?:pour|per)[\s-]$/.test(text.slice(Math.max(0, start - 5), start)))
      ) {
        close();
        continue;
      }
      // "a" and "an" count one only before a hundred or more: "a million", not "a month".
      if (meaning.kind === 'unit' && (word[0] === 'a' || word[0] === 'an')) {
        const next = /^[\s-]+([a-z]+)/.exec(run[0].slice(word.index + word[0].length))?.[1] ?? '';
        const nextMeaning = SPELLED[next];
        if (nextMeaning?.kind !== 'hundred' && nextMeaning?.kind !== 'scale') {
          close();
          continue;
        }
      }
      if (number && !continues(number.last, number.current, meaning, number.total, word[0])) close();
      // « cents » only counts hundreds after two to nine (« trois cents »): "ten cents" is money's small change.
      if (word[0] === 'cents' && !(number?.last?.kind === 'unit' && number.last.value >= 2)) {
        close();
        continue;
      }
      number ??= { start, end, total: 0, current: 0, last: null };
      const { last } = number;
      if (meaning.kind === 'hundred') number.current = (number.current || 1) * 100;
      else if (meaning.kind === 'scale') {
        number.total += (number.current || 1) * meaning.value;
        number.current = 0;
      } else if (meaning.kind === 'ten' && meaning.value === 20 && last?.kind === 'unit' && last.value === 4)
        number.current += 80 - 4; // « quatre-vingt(s) »
      else number.current += meaning.value;
      number.last = meaning;
      number.end = end;
    }
    close();
  }
  return numbers;
}

/** Whether a number word can follow the ones before it in the same number. */
function continues(
  last: NumberWord | null,
  current: number,
  next: NumberWord,
  total: number,
  word: string,
): boolean {
  if (!last) return true;
  switch (next.kind) {
    case 'unit':
      // « dix-sept », « quatre-vingt-dix-neuf »
      return last.kind !== 'unit' && (last.kind !== 'teen' || (last.value === 10 && next.value >= 7));
    case 'teen':
      // « soixante-dix », « quatre-vingt-douze »
      return last.kind !== 'unit' && last.kind !== 'teen' && (last.kind !== 'ten' || current % 20 === 0);
    case 'ten':
      return (
        (last.kind === 'unit' && last.value === 4 && next.value === 20) ||
        last.kind === 'hundred' ||
        last.kind === 'scale'
      );
    case 'hundred':
      // "two hundred", "fifteen hundred" (English only: « quinze cents » is no number), « mille cent ».
      return (
        current < 100 &&
        (last.kind === 'unit' || last.kind === 'scale' || (last.kind === 'teen' && word === 'hundred'))
      );
    case 'scale':
      // "a million two hundred thousand": a smaller scale after a larger; never the same twice.
      return total === 0 || next.value < smallestScaleIn(total);
    case 'half':
      return false; // Read where it is met, before this is asked.
  }
}

function smallestScaleIn(total: number): number {
  for (const scale of [1_000_000_000, 1_000_000, 1_000]) if (total % scale === 0) return scale;
  return 1;
}

// The days of the month as dates write them in words: English ordinals ("the fifth of January", "the twenty-first
// of May"), French cardinals (« le vingt-sept février », « le premier mars »).
const ENGLISH_ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const FRENCH_DAYS = [
  'premier',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix sept',
  'dix huit',
  'dix neuf',
  'vingt',
];
const UNITS_AFTER_TWENTY = { en: ENGLISH_ORDINALS.slice(0, 9), fr: FRENCH_DAYS.slice(1, 9) };
/** Each day word with its number, 1 to 31, its parts one space apart ("twenty first", "vingt et un"). */
const DAY_WORDS = new Map<string, number>([
  ...ENGLISH_ORDINALS.map((word, at) => [word, at + 1] as const),
  ...UNITS_AFTER_TWENTY.en.map((word, at) => [`twenty ${word}`, at + 21] as const),
  ['thirtieth', 30],
  ['thirty first', 31],
  ...FRENCH_DAYS.map((word, at) => [word, at + 1] as const),
  ['vingt et un', 21],
  ...UNITS_AFTER_TWENTY.fr.map((word, at) => [`vingt ${word}`, at + 22] as const),
  ['trente', 30],
  ['trente et un', 31],
]);

/** A regular-expression alternative of the days of the month in words, hyphens or spaces between their parts. */
export function dayOfMonthWordPattern(): string {
  return [...DAY_WORDS.keys()]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replaceAll(' ', '[- ]'))
    .join('|');
}

/** The day (1 to 31) a word or words of `dayOfMonthWordPattern` name; undefined for anything else. */
export function dayOfMonth(words: string | undefined): number | undefined {
  return words === undefined ? undefined : DAY_WORDS.get(words.replace(/[- ]+/g, ' '));
}
