import { todayUtc } from '@escouade/contract/calendar-days';
import { ASSUMED_HOURS_PER_WEEK } from '@escouade/contract/plans';
import { sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { projectWindow } from './project-window.ts';

// Accepting a seat books the member for the project's days at the hours a week its brief asks; team formation
// reads those bookings against the hours each candidate declares for the days of the new project.

type Availability = 'available' | 'busy' | 'away';
const RANK: Record<Availability, number> = { available: 0, busy: 1, away: 2 };

/** Books `userId` on the project's days (see `projectWindow`); booking again changes nothing. */
export async function bookSeat(tx: Transaction, projectId: string, userId: string): Promise<void> {
  const found = await tx.execute<{
    start_date: string | null;
    deadline: string | null;
    days_per_week: number | null;
    length_weeks: number | null;
  }>(sql`
    select start_date::text as start_date, deadline::text as deadline,
      (brief ->> 'effortDaysPerWeek')::float8 as days_per_week, (brief ->> 'lengthWeeks')::int as length_weeks
    from projects where id = ${projectId}`);
  const project = found.rows[0];
  if (!project) return;
  const window = projectWindow({
    startDate: project.start_date,
    deadline: project.deadline,
    lengthWeeks: project.length_weeks,
    daysPerWeek: project.days_per_week,
    today: todayUtc(),
  });
  await tx.execute(sql`
    insert into availability_bookings (project_id, user_id, start_date, end_date, hours_per_week)
    values (${projectId}, ${userId}, ${window.startDate}, ${window.endDate}, ${Math.min(60, window.hoursPerWeek)})
    on conflict do nothing`);
}

/** Frees one member's hours on a project they leave. */
export async function releaseSeat(tx: Queryable, projectId: string, userId: string): Promise<void> {
  await tx.execute(
    sql`delete from availability_bookings where project_id = ${projectId} and user_id = ${userId}`,
  );
}

/** A project that will not run frees its members' hours. */
export async function releaseBookings(tx: Queryable, projectId: string): Promise<void> {
  await tx.execute(sql`delete from availability_bookings where project_id = ${projectId}`);
}

/** The hours a week each of `userIds` is booked on other projects during `window` (bookings that overlap it). */
export async function bookedHours(
  db: Pick<Database, 'execute'>,
  userIds: string[],
  window: { startDate: string; endDate: string },
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute<{ user_id: string; hours: number }>(sql`
    select user_id, sum(hours_per_week)::float8 as hours from availability_bookings
    where user_id = any(${sql.param(userIds)}::text[])
      and start_date <= ${window.endDate} and end_date >= ${window.startDate}
    group by user_id`);
  return new Map(result.rows.map((row) => [row.user_id, Number(row.hours)]));
}

/**
 * A candidate's availability for a new project once their bookings are counted: with no hours left in those
 * weeks, away; with fewer left than the project asks, busy at best; otherwise as they said.
 */
export function availabilityAfterBookings(
  stated: Availability,
  {
    declaredHoursPerWeek,
    bookedHoursPerWeek,
    neededHoursPerWeek,
  }: {
    declaredHoursPerWeek: number | null;
    bookedHoursPerWeek: number;
    neededHoursPerWeek: number;
  },
): Availability {
  const left = (declaredHoursPerWeek ?? ASSUMED_HOURS_PER_WEEK) - bookedHoursPerWeek;
  const fromHours: Availability = left <= 0 ? 'away' : left < neededHoursPerWeek ? 'busy' : 'available';
  return RANK[fromHours] > RANK[stated] ? fromHours : stated;
}

/**
 * The hours `userId` is booked on the project in the week starting `weekOf` (a Monday): the booking's hours a
 * week, for the days of the week it covers (three days count three sevenths), to a tenth of an hour.
 */
export async function bookedHoursOfWeek(
  db: Pick<Database, 'execute'>,
  projectId: string,
  userId: string,
  weekOf: string,
): Promise<number> {
  const result = await db.execute<{ hours: number | null }>(sql`
    select sum(hours_per_week * (least(end_date, ${weekOf}::date + 6) - greatest(start_date, ${weekOf}::date) + 1)
      / 7.0)::float8 as hours
    from availability_bookings
    where project_id = ${projectId} and user_id = ${userId}
      and start_date <= ${weekOf}::date + 6 and end_date >= ${weekOf}::date`);
  return Math.round(Number(result.rows[0]?.hours ?? 0) * 10) / 10;
}
