/** Short date of the users list (year, short month, day), in the interface language. */
export function formatShortDate(iso: string | null, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** Date and time of an audit entry, in the interface language and the viewer's time zone. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A `YYYY-MM-DD` day of the sign-ups chart (a UTC day on the server), e.g. "21 nov." or "Nov 21". */
export function formatDay(day: string, language: string, month: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(language, { month, day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

export type PeriodChange = { kind: 'new' } | { kind: 'unchanged' } | { kind: 'up' | 'down'; percent: string };

/**
 * The change of a count against the previous period: "+12 %" / "−8 %" (a true minus sign), `new` when there
 * was nothing before, `unchanged` when equal.
 */
export function describePeriodChange(current: number, previous: number, language: string): PeriodChange {
  if (current === previous) return { kind: 'unchanged' };
  if (previous === 0) return { kind: 'new' };
  const ratio = (current - previous) / previous;
  const percent = new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'always',
  })
    .format(ratio)
    .replace('-', '\u2212');
  return { kind: ratio > 0 ? 'up' : 'down', percent };
}
