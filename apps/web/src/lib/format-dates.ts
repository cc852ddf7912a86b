const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// Creating an Intl formatter costs far more than using one (a feed page formats two dates per post): one each
// per language, created on first use.
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();
const exactDateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<Format>(formats: Map<string, Format>, language: string, create: () => Format): Format {
  let format = formats.get(language);
  if (!format) {
    format = create();
    formats.set(language, format);
  }
  return format;
}

/** "il y a 5 minutes", "hier", "3 weeks ago", "now"... in `language`. */
export function formatRelativeTime(date: Date | string, language: string, now: number): string {
  const seconds = Math.round((new Date(date).getTime() - now) / 1000);
  const format = cached(
    relativeTimeFormats,
    language,
    () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
  );
  for (const [unit, unitSeconds] of UNITS) {
    if (Math.abs(seconds) >= unitSeconds) return format.format(Math.round(seconds / unitSeconds), unit);
  }
  return format.format(0, 'second');
}

/** "12 mars 2026 à 14:05": the exact date, shown on hover. */
export function formatExactDate(date: Date | string, language: string): string {
  const format = cached(
    exactDateFormats,
    language,
    () => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }),
  );
  return format.format(new Date(date));
}
