import type { Language } from './constants.ts';

// How both apps write money and calendar days, so that the assistant's replies say a date or an amount exactly
// as the brief editor and the proposals show it. Intl formatters cost more to build than to use: one per
// language and kind.

const moneyFormats = new Map<string, Intl.NumberFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** '30 000 €' in French, '€30,000' in English; cents only when there are some. */
export function formatMoney(amount: number, language: string): string {
  const key = `${language}:${Number.isInteger(amount) ? 0 : 2}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** A calendar day ('2027-06-30') in words, the same wherever the reader is: '30 juin 2027', 'June 30, 2027'. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format.format(date);
}

/**
 * The months' names in each language, January first, as a date written out in words uses them (lower case in
 * French). The apps write some dates out themselves rather than through Intl: a printed document must read the
 * same whatever the ICU data of the machine that renders it, and the web app's first Intl date formatter costs
 * its first render the browser's locale data.
 */
export const MONTH_NAMES: Readonly<Record<Language, readonly string[]>> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
