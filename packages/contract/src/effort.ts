// The effort a total budget is read against: each member works `daysPerWeek` days a week for the weeks
// between the start (or the day the brief is confirmed) and the deadline, so a team costs the sum of its
// members' hourly rates times the hours per member. A total budget therefore allows, for the whole team,
// an hourly cost of amount ÷ hours per member. Zod-free: the brief editor computes the same figures live.
export const HOURS_PER_DAY = 7;
export const DEFAULT_DAYS_PER_WEEK = 3;
export const MIN_DAYS_PER_WEEK = 0.5;
export const MAX_DAYS_PER_WEEK = 5;
/** The choices offered in the brief editor, in half days. */
export const DAYS_PER_WEEK_OPTIONS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;
/** Without a deadline, the project is assumed to last this long. */
export const DEFAULT_PROJECT_WEEKS = 12;
const DAY_MS = 86_400_000;

export interface Effort {
  /** Whole weeks, at least 1. */
  weeks: number;
  /** Whether `weeks` comes from a deadline (otherwise it is DEFAULT_PROJECT_WEEKS). */
  isFromDates: boolean;
  daysPerWeek: number;
  hoursPerMember: number;
}

/** `today`, `startDate` and `deadline` are calendar days ('2027-06-30'). */
export function estimateEffort(input: {
  startDate: string | null;
  deadline: string | null;
  daysPerWeek?: number | null;
  today: string;
}): Effort {
  const daysPerWeek = clampDays(input.daysPerWeek ?? DEFAULT_DAYS_PER_WEEK);
  const from = Date.parse(`${input.startDate ?? input.today}T00:00:00Z`);
  const to = input.deadline ? Date.parse(`${input.deadline}T00:00:00Z`) : Number.NaN;
  const isFromDates = Number.isFinite(from) && Number.isFinite(to);
  const weeks = isFromDates ? Math.max(1, Math.round((to - from) / (7 * DAY_MS))) : DEFAULT_PROJECT_WEEKS;
  return { weeks, isFromDates, daysPerWeek, hoursPerMember: weeks * daysPerWeek * HOURS_PER_DAY };
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
