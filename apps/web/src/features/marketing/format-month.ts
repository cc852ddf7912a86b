/** « novembre 2026 » / "November 2026": the public pages date a project or a review to the month. */
export function formatMonth(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** « 12,5 % » / "12.5%". */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}
