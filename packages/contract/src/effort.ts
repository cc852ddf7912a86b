// The effort a total budget is read against: each member works `daysPerWeek` days a week for the weeks
// between the start (or the day the brief is confirmed) and the deadline, or for the length the client gave
// the project when it set no deadline ("pendant 6 mois"), so a team costs the sum of its
// members' hourly rates times the hours per member. A total budget therefore allows, for the whole team,
// an hourly cost of amount ÷ hours per member. Zod-free: the brief editor computes the same figures live.
export const HOURS_PER_DAY = 7;
export const DEFAULT_DAYS_PER_WEEK = 3;
export const MIN_DAYS_PER_WEEK = 0.5;
export const MAX_DAYS_PER_WEEK = 5;
/** The choices offered in the brief editor, in half days. */
export const DAYS_PER_WEEK_OPTIONS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;
/** Without a deadline or a length, the project is assumed to last this long. */
export const DEFAULT_PROJECT_WEEKS = 12;
/** The longest length a brief may give its project: two years. */
export const MAX_PROJECT_WEEKS = 104;
const DAY_MS = 86_400_000;

export interface Effort {
  /** Whole weeks, at least 1. */
  weeks: number;
  /** Whether `weeks` comes from the client's deadline or length (otherwise it is DEFAULT_PROJECT_WEEKS). */
  isFromDates: boolean;
  daysPerWeek: number;
  hoursPerMember: number;
}

/**
 * `today`, `startDate` and `deadline` are calendar days ('2027-06-30'). A deadline sets the weeks; without
 * one, the project's length in weeks (`lengthWeeks`) does.
 */
export function estimateEffort(input: {
  startDate: string | null;
  deadline: string | null;
  lengthWeeks?: number | null;
  daysPerWeek?: number | null;
  today: string;
}): Effort {
  const daysPerWeek = clampDays(input.daysPerWeek ?? DEFAULT_DAYS_PER_WEEK);
  const from = Date.parse(`${input.startDate ?? input.today}T00:00:00Z`);
  const to = input.deadline ? Date.parse(`${input.deadline}T00:00:00Z`) : Number.NaN;
  const length = input.lengthWeeks;
  const hasLength = typeof length === 'number' && Number.isFinite(length) && length >= 1;
  const hasDates = Number.isFinite(from) && Number.isFinite(to);
  const weeks = hasDates
    ? Math.max(1, Math.round((to - from) / (7 * DAY_MS)))
    : hasLength
      ? Math.min(MAX_PROJECT_WEEKS, Math.round(length))
      : DEFAULT_PROJECT_WEEKS;
  return {
    weeks,
    isFromDates: hasDates || hasLength,
    daysPerWeek,
    hoursPerMember: weeks * daysPerWeek * HOURS_PER_DAY,
  };
}

/** A length said in months and days ("6 mois", "3 weeks") in whole weeks, at least one. */
export function weeksOfLength({ months, days }: { months: number; days: number }): number {
  return Math.max(1, Math.round((months * (365.25 / 12) + days) / 7));
}

/** The hourly cost the whole team may reach within a total budget. */
export function getTeamHourlyAllowance(amount: number, effort: Effort): number {
  return amount / effort.hoursPerMember;
}

/** A team's cost over the project: its hourly cost times each member's hours. */
export function getProjectCost(teamHourlyCost: number, effort: Effort): number {
  return teamHourlyCost * effort.hoursPerMember;
}

function clampDays(days: number): number {
  if (!Number.isFinite(days)) return DEFAULT_DAYS_PER_WEEK;
  return Math.min(MAX_DAYS_PER_WEEK, Math.max(MIN_DAYS_PER_WEEK, Math.round(days * 2) / 2));
}
