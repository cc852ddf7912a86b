import type { Language } from '@escouade/contract/constants';
import { MONTH_NAMES } from '@escouade/contract/format';

/*
 * Dates as Intl formats them (CLDR data: `Intl.RelativeTimeFormat` with `numeric: 'auto'`, and
 * `Intl.DateTimeFormat` with `dateStyle: 'long', timeStyle: 'short'`), written out for the interface's two
 * languages. The first Intl date formatter a page creates loads the browser's locale data: 15 to 30 ms of
 * main thread on a mid-range phone, in the middle of the feed's first render. test/format-dates.test.ts
 * checks these functions against Intl itself.
 */

type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

/** The units of a relative date, largest first, with their length in seconds: the largest one reached wins. */
export const RELATIVE_TIME_UNITS: ReadonlyArray<[RelativeUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

type UnitPhrases = {
  /** [singular, plural] nouns; `ago` and `in` wrap "<count> <noun>". */
  names: readonly [string, string];
  /** Phrases CLDR uses instead of a number (`numeric: 'auto'`), by signed value. */
  named?: Readonly<Record<number, string>>;
};

type RelativePhrases = {
  now: string;
  ago: (amount: string) => string;
  in: (amount: string) => string;
  /** Whether a count takes the plural noun. */
  isPlural: (count: number) => boolean;
  units: Readonly<Record<RelativeUnit, UnitPhrases>>;
};

const RELATIVE_PHRASES: Readonly<Record<Language, RelativePhrases>> = {
  fr: {
    now: 'maintenant',
    ago: (amount) => `il y a ${amount}`,
    in: (amount) => `dans ${amount}`,
    isPlural: (count) => count >= 2,
    units: {
      year: { names: ['an', 'ans'], named: { [-1]: 'l’année dernière', 1: 'l’année prochaine' } },
      month: { names: ['mois', 'mois'], named: { [-1]: 'le mois dernier', 1: 'le mois prochain' } },
      week: {
        names: ['semaine', 'semaines'],
        named: { [-1]: 'la semaine dernière', 1: 'la semaine prochaine' },
      },
      day: {
        names: ['jour', 'jours'],
        named: { [-2]: 'avant-hier', [-1]: 'hier', 1: 'demain', 2: 'après-demain' },
      },
      hour: { names: ['heure', 'heures'] },
      minute: { names: ['minute', 'minutes'] },
    },
  },
  en: {
    now: 'now',
    ago: (amount) => `${amount} ago`,
    in: (amount) => `in ${amount}`,
    isPlural: (count) => count !== 1,
    units: {
      year: { names: ['year', 'years'], named: { [-1]: 'last year', 1: 'next year' } },
      month: { names: ['month', 'months'], named: { [-1]: 'last month', 1: 'next month' } },
      week: { names: ['week', 'weeks'], named: { [-1]: 'last week', 1: 'next week' } },
      day: { names: ['day', 'days'], named: { [-1]: 'yesterday', 1: 'tomorrow' } },
      hour: { names: ['hour', 'hours'] },
      minute: { names: ['minute', 'minutes'] },
    },
  },
};

/** "il y a 5 minutes", "hier", "3 weeks ago", "now"... in `language`. */
export function formatRelativeTime(date: Date | string, language: Language, now: number): string {
  const seconds = Math.round((new Date(date).getTime() - now) / 1000);
  const phrases = RELATIVE_PHRASES[language];
  for (const [unit, unitSeconds] of RELATIVE_TIME_UNITS) {
    if (Math.abs(seconds) < unitSeconds) continue;
    const value = Math.round(seconds / unitSeconds);
    const count = Math.abs(value);
    // Counts from 1,000 on need digit grouping: left to Intl (dates centuries away).
    if (count >= 1000) return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(value, unit);
    const { names, named } = phrases.units[unit];
    const namedPhrase = named?.[value];
    if (namedPhrase) return namedPhrase;
    const amount = `${count} ${names[phrases.isPlural(count) ? 1 : 0]}`;
    return value < 0 ? phrases.ago(amount) : phrases.in(amount);
  }
  return phrases.now;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "12 mars 2026", "March 12, 2026": a day, in local time. */
export function formatDay(date: Date | string, language: Language): string {
  const value = new Date(date);
  const [year, month, day] = [value.getFullYear(), MONTH_NAMES[language][value.getMonth()], value.getDate()];
  return language === 'fr' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

/** "12 mars 2026 à 14:05", "March 12, 2026 at 2:05 PM": the exact date, in local time, shown on hover. */
export function formatExactDate(date: Date | string, language: Language): string {
  const value = new Date(date);
  const [year, month, day] = [value.getFullYear(), MONTH_NAMES[language][value.getMonth()], value.getDate()];
  const [hours, minutes] = [value.getHours(), twoDigits(value.getMinutes())];
  if (language === 'fr') return `${day} ${month} ${year} à ${twoDigits(hours)}:${minutes}`;
  return `${month} ${day}, ${year} at ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
