import { addDays, daysBetween, earlierDay, laterDay, mondayOf } from '@escouade/contract/calendar-days';
import { ASSUMED_HOURS_PER_WEEK } from '@escouade/contract/plans';

// The hours a week each member gives a plan: a milestone's weekly hours count for the days of a week it covers
// (three days of a week count three sevenths), so a milestone ending on a Wednesday and the next starting on the
// Thursday make one full week, not two.

export interface LoadMilestone {
  ownerId: string | null;
  startDate: string;
  dueDate: string;
  hoursPerWeek: number;
}

export interface MemberLoad {
  peakWeek: { weekOf: string; hours: number } | null;
  isOverloaded: boolean;
}

/** Hours are compared to a tenth: rounding never makes a full week look overloaded. */
const TOLERANCE = 0.05;

export function weeklyHours(milestones: LoadMilestone[], ownerId: string): Map<string, number> {
  const weeks = new Map<string, number>();
  for (const milestone of milestones) {
    if (milestone.ownerId !== ownerId || milestone.dueDate < milestone.startDate) continue;
    for (let week = mondayOf(milestone.startDate); week <= milestone.dueDate; week = addDays(week, 7)) {
      const from = laterDay(week, milestone.startDate);
      const to = earlierDay(addDays(week, 6), milestone.dueDate);
      const share = (daysBetween(from, to) + 1) / 7;
      weeks.set(week, (weeks.get(week) ?? 0) + milestone.hoursPerWeek * share);
    }
  }
  return weeks;
}

export function memberLoad(
  milestones: LoadMilestone[],
  member: { userId: string; declaredHoursPerWeek: number | null },
): MemberLoad {
  let peakWeek: MemberLoad['peakWeek'] = null;
  const weeks = [...weeklyHours(milestones, member.userId)].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [weekOf, hours] of weeks) {
    if (!peakWeek || hours > peakWeek.hours + TOLERANCE) peakWeek = { weekOf, hours };
  }
  const available = member.declaredHoursPerWeek ?? ASSUMED_HOURS_PER_WEEK;
  if (peakWeek) peakWeek = { ...peakWeek, hours: Math.round(peakWeek.hours * 10) / 10 };
  return { peakWeek, isOverloaded: peakWeek !== null && peakWeek.hours > available + TOLERANCE };
}
