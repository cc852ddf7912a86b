import { MONTH_NAMES } from '@escouade/contract/format';
import type { DocumentLanguage } from './document-model.ts';

// Amounts, numbers and dates as a printed document writes them, written out rather than left to Intl so that
// a document reads the same whatever the ICU data of the machine that renders it. French: « 1 234,56 € »
// (narrow no-break space between thousands, no-break space before the sign), « 1er décembre 2026 ».
// English: « €1,234.56 », « 1 December 2026 ».

export const NO_BREAK_SPACE = '\u00a0';
export const NARROW_NO_BREAK_SPACE = '\u202f';

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** A decimal number with the language's separators: fr « 1 234,5 », en « 1,234.5 ». */
export function formatNumber(
  value: number,
  language: DocumentLanguage,
  decimals: { min: number; max: number },
): string {
  const sign = value < 0 ? '-' : '';
  const fixed = Math.abs(value).toFixed(decimals.max);
  const [whole = '0', fraction = ''] = fixed.split('.');
  let kept = fraction.replace(/0+$/, '');
  if (kept.length < decimals.min) kept = fraction.slice(0, decimals.min);
  const [group, point] = language === 'fr' ? [NARROW_NO_BREAK_SPACE, ','] : [',', '.'];
  return `${sign}${groupThousands(whole, group)}${kept ? point + kept : ''}`;
}

/**
 * An amount of cents in euros: fr « 1 234,56 € », en « €1,234.56 »; negative with a leading minus. `wholeEuros`
 * leaves out the cents of a round amount (« 40 € », a share capital).
 */
export function formatAmount(
  cents: number,
  language: DocumentLanguage,
  options: { wholeEuros?: boolean } = {},
): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const whole = String(Math.trunc(magnitude / 100));
  const fraction =
    options.wholeEuros && magnitude % 100 === 0 ? '' : String(magnitude % 100).padStart(2, '0');
  return language === 'fr'
    ? `${sign}${groupThousands(whole, NARROW_NO_BREAK_SPACE)}${fraction ? `,${fraction}` : ''}${NO_BREAK_SPACE}€`
    : `${sign}€${groupThousands(whole, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** A rate in percent: fr « 5,5 % », en « 5.5% ». */
export function formatPercent(ratePercent: number, language: DocumentLanguage): string {
  const number = formatNumber(ratePercent, language, { min: 0, max: 2 });
  return language === 'fr' ? `${number}${NARROW_NO_BREAK_SPACE}%` : `${number}%`;
}

/** A quantity with up to 4 decimals: fr « 7,5 », en « 7.5 ». */
export function formatQuantity(quantity: number, language: DocumentLanguage): string {
  return formatNumber(quantity, language, { min: 0, max: 4 });
}

function parseDay(day: string): { year: number; month: number; date: number } {
  const [year, month, date] = day.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 1, date: date ?? 1 };
}

/** A calendar day `YYYY-MM-DD`: fr « 26 novembre 2026 », « 1er décembre 2026 »; en « 26 November 2026 ». */
export function formatDate(day: string, language: DocumentLanguage): string {
  const { year, month, date } = parseDay(day);
  const monthName = MONTH_NAMES[language][month - 1];
  const dayText = language === 'fr' && date === 1 ? '1er' : String(date);
  return `${dayText}${NO_BREAK_SPACE}${monthName} ${year}`;
}

/** A period: fr « du 1er au 30 novembre 2026 », en « 1 November 2026 to 30 November 2026 ». */
export function formatPeriod(period: { start: string; end: string }, language: DocumentLanguage): string {
  if (period.start === period.end) return formatDate(period.start, language);
  if (language === 'en') return `${formatDate(period.start, 'en')} to ${formatDate(period.end, 'en')}`;
  const start = parseDay(period.start);
  const end = parseDay(period.end);
  const startText =
    start.year !== end.year
      ? formatDate(period.start, 'fr')
      : start.month !== end.month
        ? formatDate(period.start, 'fr').replace(/ \d{4}$/, '')
        : start.date === 1
          ? '1er'
          : String(start.date);
  return `du ${startText} au ${formatDate(period.end, 'fr')}`;
}

/**
 * A moment written with its offset, as in 2026-11-26T14:32:05+01:00, shown at the clock time it was recorded with:
 * fr « 26 novembre 2026 à 14:32:05 (UTC+01:00) », en « 26 November 2026 at 14:32:05 (UTC+01:00) ».
 */
export function formatDateTime(isoDateTime: string, language: DocumentLanguage): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:\d{2})$/.exec(isoDateTime);
  if (!match) throw new RangeError(`Not a date and time with an offset: ${isoDateTime}`);
  const [, day = '', time = '', offset = ''] = match;
  const zone = offset === 'Z' ? 'UTC' : `UTC${offset}`;
  return `${formatDate(day, language)} ${language === 'fr' ? 'à' : 'at'} ${time} (${zone})`;
}

/** A SIREN or SIRET in the groups it is read in: « 123 456 789 », « 123 456 789 00012 ». */
export function formatSiren(identifier: string): string {
  const groups = identifier.length === 14 ? [identifier.slice(0, 9), identifier.slice(9)] : [identifier];
  const first = groups[0]?.replace(/(\d{3})(?=\d)/g, `$1${NO_BREAK_SPACE}`) ?? '';
  return groups.length > 1 ? `${first}${NO_BREAK_SPACE}${groups[1]}` : first;
}
