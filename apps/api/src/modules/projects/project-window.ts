import { addDays, laterDay } from '@escouade/contract/calendar-days';
import { estimateEffort, HOURS_PER_DAY } from '@escouade/contract/effort';

/**
 * The days a project's team works and the hours a week it asks of each member: from its start date (today if
 * that has passed or none was given) to its deadline, or over the brief's length (twelve weeks by default)
 * without one or with one already past; the brief's days a week × 7 hours. The plan's draft, the members'
 * bookings and team formation all read the project this way.
 */
export function projectWindow({
  startDate,
  deadline,
  lengthWeeks,
  daysPerWeek,
  today,
}: {
  startDate: string | null;
  deadline: string | null;
  /** The project's length in weeks, when its brief gave one. */
  lengthWeeks: number | null | undefined;
  daysPerWeek: number | null;
  today: string;
}): { startDate: string; endDate: string; hoursPerWeek: number } {
  const start = laterDay(startDate ?? today, today);
  const effort = estimateEffort({ startDate: start, deadline: null, lengthWeeks, daysPerWeek, today });
  const endDate = deadline && deadline >= start ? deadline : addDays(start, effort.weeks * 7 - 1);
  return { startDate: start, endDate, hoursPerWeek: effort.daysPerWeek * HOURS_PER_DAY };
}
