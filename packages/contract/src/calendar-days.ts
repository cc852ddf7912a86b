// Calendar days written `YYYY-MM-DD`, computed in UTC so that no time zone moves a day. Zod-free: the web app's
// timeline uses the same arithmetic as the API's plan.
const DAY_MS = 86_400_000;

function toTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return new Date(toTime(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (0 for the same day, negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = (new Date(toTime(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export function laterDay(a: string, b: string): string {
  return a > b ? a : b;
}

export function earlierDay(a: string, b: string): string {
  return a < b ? a : b;
}

/** Today in UTC, as the API's dates are. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The agency's day, in France: the day its invoices are dated, and the earliest a payment of them can be. Near
 * midnight it is not the UTC day (at 23:30 UTC it is already tomorrow in Paris).
 */
export function dayInFrance(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
