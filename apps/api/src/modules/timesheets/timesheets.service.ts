import { addDays } from '@escouade/contract/calendar-days';
import { displayName } from '@escouade/contract/people';
import {
  type ProjectTimesheets,
  type TimesheetEditor,
  type TimesheetInput,
  timesheetInputSchema,
  type TimesheetWeek,
} from '@escouade/contract/timesheets';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordEvent } from '../events/events.ts';
import { bookedHoursOfWeek } from '../projects/availability-bookings.ts';
import { isTeamMember, loadTeam, projectNotFound } from '../projects/project-access.ts';
import { loadProject, type ProjectRecord } from '../projects/project-record.ts';
import { isClientSide } from '../organisations/client-side.ts';

// A member's hours per day against the milestones of the project's plan, a week at a time. The week is a draft
// while they record it; they submit it; the project's client approves it (then it is locked, at the member's
// hourly rate of that moment) or sends it back with a comment, which makes it a draft again. A week's hours go
// above the member's booked hours for that week only with a reason.

/** Hours are compared to a twentieth: a booking of 12.5 h over three sevenths of a week still fits. */
const TOLERANCE = 0.05;

interface WeekRow extends Record<string, unknown> {
  id: string;
  project_id: string;
  member_id: string;
  first_name: string | null;
  last_name: string | null;
  week_of: string;
  status: 'draft' | 'submitted' | 'approved';
  over_booking_reason: string | null;
  sent_back_comment: string | null;
  submitted_at: Date | string | null;
  approved_at: Date | string | null;
}

interface EntryRow extends Record<string, unknown> {
  week_id: string;
  milestone_id: string | null;
  milestone_title: string;
  day: string;
  hours: string;
}

const WEEK_COLUMNS = sql`w.id, w.project_id, w.member_id, pr.first_name, pr.last_name, w.week_of::text as week_of,
  w.status, w.over_booking_reason, w.sent_back_comment, w.submitted_at, w.approved_at`;

function isoOrNull(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

async function entriesOf(db: Queryable, weekIds: string[]): Promise<Map<string, EntryRow[]>> {
  const byWeek = new Map<string, EntryRow[]>();
  if (weekIds.length === 0) return byWeek;
  const result = await db.execute<EntryRow>(sql`
    select week_id, milestone_id, milestone_title, day::text as day, hours::text as hours
    from timesheet_entries where week_id = any(${sql.param(weekIds)}::uuid[])
    order by day, milestone_title`);
  for (const row of result.rows) byWeek.set(row.week_id, [...(byWeek.get(row.week_id) ?? []), row]);
  return byWeek;
}

function toWeek(row: WeekRow, entries: EntryRow[], bookedHours: number): TimesheetWeek {
  const list = entries.map((entry) => ({
    milestoneId: entry.milestone_id,
    milestoneTitle: entry.milestone_title,
    day: entry.day,
    hours: Number(entry.hours),
  }));
  return {
    id: row.id,
    projectId: row.project_id,
    memberId: row.member_id,
    memberName: displayName({ firstName: row.first_name, lastName: row.last_name }),
    weekOf: row.week_of,
    status: row.status,
    bookedHours,
    loggedHours: sumHours(list),
    overBookingReason: row.over_booking_reason,
    sentBackComment: row.sent_back_comment,
    submittedAt: isoOrNull(row.submitted_at),
    approvedAt: isoOrNull(row.approved_at),
    entries: list,
  };
}

function sumHours(entries: { hours: number }[]): number {
  return Math.round(entries.reduce((total, entry) => total + entry.hours, 0) * 100) / 100;
}

async function readWeek(
  db: Queryable,
  where: { projectId: string; memberId: string; weekOf: string } | { id: string },
  { lock = false }: { lock?: boolean } = {},
): Promise<WeekRow | undefined> {
  const condition =
    'id' in where
      ? sql`w.id = ${where.id}`
      : sql`w.project_id = ${where.projectId} and w.member_id = ${where.memberId} and w.week_of = ${where.weekOf}`;
  const result = await db.execute<WeekRow>(sql`
    select ${WEEK_COLUMNS} from timesheet_weeks w left join profiles pr on pr.id = w.member_id
    where ${condition} ${lock ? sql`for update of w` : sql``}`);
  return result.rows[0];
}

/** The project for one of its team's members; to anyone else it does not exist. */
async function loadForMember(db: Queryable, actor: Actor, projectId: string): Promise<ProjectRecord> {
  const [project, team] = await Promise.all([loadProject(db, projectId), loadTeam(db, projectId)]);
  if (!project || !isTeamMember(team, actor.id)) throw projectNotFound();
  return project;
}

interface MilestoneRow extends Record<string, unknown> {
  id: string;
  title: string;
  start_date: string;
  due_date: string;
}

/** The plan's milestones whose dates cover a day of the week. */
async function milestonesOfWeek(db: Queryable, projectId: string, weekOf: string): Promise<MilestoneRow[]> {
  const result = await db.execute<MilestoneRow>(sql`
    select id, title, start_date::text as start_date, due_date::text as due_date from project_milestones
    where project_id = ${projectId} and start_date <= ${addDays(weekOf, 6)} and due_date >= ${weekOf}
    order by start_date, created_at, id`);
  return result.rows;
}

/** A member's week on the project, with the milestones they may log hours against. */
export async function getMemberWeek(
  db: Queryable,
  actor: Actor,
  { projectId, weekOf }: { projectId: string; weekOf: string },
): Promise<TimesheetEditor> {
  const project = await loadForMember(db, actor, projectId);
  const [row, milestones, bookedHours, names] = await Promise.all([
    readWeek(db, { projectId, memberId: actor.id, weekOf }),
    milestonesOfWeek(db, projectId, weekOf),
    bookedHoursOfWeek(db, projectId, actor.id, weekOf),
    db.execute<{ first_name: string | null; last_name: string | null }>(
      sql`select first_name, last_name from profiles where id = ${actor.id}`,
    ),
  ]);
  const entries = row ? ((await entriesOf(db, [row.id])).get(row.id) ?? []) : [];
  const blank: WeekRow = {
    id: '',
    project_id: projectId,
    member_id: actor.id,
    first_name: names.rows[0]?.first_name ?? null,
    last_name: names.rows[0]?.last_name ?? null,
    week_of: weekOf,
    status: 'draft',
    over_booking_reason: null,
    sent_back_comment: null,
    submitted_at: null,
    approved_at: null,
  };
  const week = toWeek(row ?? blank, entries, bookedHours);
  return {
    week: { ...week, id: row ? row.id : null },
    projectTitle: project.title,
    milestones: milestones.map((milestone) => ({
      id: milestone.id,
      title: milestone.title,
      startDate: milestone.start_date,
      dueDate: milestone.due_date,
    })),
  };
}

function refuseUnlessDraft(row: WeekRow | undefined): void {
  if (row?.status === 'approved') {
    throw new AppError('TIMESHEET_LOCKED', 'An approved week is locked');
  }
  if (row?.status === 'submitted') {
    throw new AppError('TIMESHEET_SUBMITTED', 'The week awaits the client’s answer');
  }
}

/** The reason is required when the week's hours go above the hours booked for it. */
function checkBooking(loggedHours: number, bookedHours: number, reason: string | null): void {
  if (loggedHours > bookedHours + TOLERANCE && !reason) {
    throw new AppError('OVER_BOOKING_REASON_REQUIRED', 'The week goes above the hours booked for it', {
      bookedHours,
      loggedHours,
    });
  }
}

/**
 * Saves the member's hours of the week, all of them at once (a day and milestone left out is cleared). The week's
 * row is locked, so that a submission or an approval cannot slip between the check and the write.
 */
export async function saveMemberWeek(
  db: Database,
  actor: Actor,
  { projectId, weekOf, input }: { projectId: string; weekOf: string; input: TimesheetInput },
): Promise<TimesheetEditor> {
  const { entries, overBookingReason } = timesheetInputSchema.parse(input);
  await db.transaction(async (tx) => {
    await loadForMember(tx, actor, projectId);
    await tx.execute(sql`
      insert into timesheet_weeks (project_id, member_id, week_of) values (${projectId}, ${actor.id}, ${weekOf})
      on conflict (project_id, member_id, week_of) do nothing`);
    const row = await readWeek(tx, { projectId, memberId: actor.id, weekOf }, { lock: true });
    if (!row) throw projectNotFound();
    refuseUnlessDraft(row);
    const lastDay = addDays(weekOf, 6);
    const seen = new Set<string>();
    for (const entry of entries) {
      const key = `${entry.milestoneId}:${entry.day}`;
      if (entry.day < weekOf || entry.day > lastDay || seen.has(key)) {
        throw invalidEntry('day', entry.day);
      }
      seen.add(key);
    }
    const milestoneIds = [...new Set(entries.map((entry) => entry.milestoneId))];
    const titles = new Map<string, string>();
    if (milestoneIds.length > 0) {
      const found = await tx.execute<{ id: string; title: string }>(sql`
        select id, title from project_milestones
        where project_id = ${projectId} and id = any(${sql.param(milestoneIds)}::uuid[])`);
      for (const milestone of found.rows) titles.set(milestone.id, milestone.title);
    }
    const unknown = milestoneIds.find((id) => !titles.has(id));
    if (unknown) throw invalidEntry('milestoneId', unknown);
    const bookedHours = await bookedHoursOfWeek(tx, projectId, actor.id, weekOf);
    checkBooking(sumHours(entries), bookedHours, overBookingReason);
    await tx.execute(sql`delete from timesheet_entries where week_id = ${row.id}`);
    if (entries.length > 0) {
      await tx.execute(sql`
        insert into timesheet_entries (week_id, milestone_id, milestone_title, day, hours)
        select ${row.id}, e.milestone_id, e.title, e.day, e.hours
        from unnest(${sql.param(entries.map((entry) => entry.milestoneId))}::uuid[],
          ${sql.param(entries.map((entry) => titles.get(entry.milestoneId) ?? ''))}::text[],
          ${sql.param(entries.map((entry) => entry.day))}::date[],
          ${sql.param(entries.map((entry) => entry.hours))}::numeric[]) as e(milestone_id, title, day, hours)`);
    }
    await tx.execute(sql`
      update timesheet_weeks set over_booking_reason = ${overBookingReason || null}, updated_at = now()
      where id = ${row.id}`);
  });
  return getMemberWeek(db, actor, { projectId, weekOf });
}

function invalidEntry(path: 'day' | 'milestoneId', value: string): AppError {
  return new AppError('TIMESHEET_MILESTONE_INVALID', 'Hours go on a milestone of the plan, in the week', {
    issues: [{ path: `entries.${path}`, code: 'custom', message: value }],
  });
}

/** The member submits the week to the client; it must hold hours, and say why it goes above its booking. */
export async function submitMemberWeek(
  db: Database,
  actor: Actor,
  { projectId, weekOf }: { projectId: string; weekOf: string },
): Promise<TimesheetEditor> {
  await db.transaction(async (tx) => {
    await loadForMember(tx, actor, projectId);
    const row = await readWeek(tx, { projectId, memberId: actor.id, weekOf }, { lock: true });
    refuseUnlessDraft(row);
    const entries = row ? ((await entriesOf(tx, [row.id])).get(row.id) ?? []) : [];
    if (!row || entries.length === 0) throw new AppError('TIMESHEET_EMPTY', 'A week with no hours');
    const logged = sumHours(entries.map((entry) => ({ hours: Number(entry.hours) })));
    checkBooking(logged, await bookedHoursOfWeek(tx, projectId, actor.id, weekOf), row.over_booking_reason);
    await tx.execute(sql`
      update timesheet_weeks set status = 'submitted', submitted_at = now(), updated_at = now()
      where id = ${row.id}`);
    await recordEvent(tx, { type: 'timesheet_submitted', timesheetId: row.id, projectId });
  });
  return getMemberWeek(db, actor, { projectId, weekOf });
}

/**
 * The weeks of the project: its client sees the weeks submitted and approved, a member their own weeks, an
 * administrator every week. To anyone else the project does not exist.
 */
export async function listProjectTimesheets(
  db: Queryable,
  actor: Actor,
  projectId: string,
): Promise<ProjectTimesheets> {
  const [project, team] = await Promise.all([loadProject(db, projectId), loadTeam(db, projectId)]);
  if (!project) throw projectNotFound();
  const viewerRole = isClientSide(project, actor)
    ? 'client'
    : isTeamMember(team, actor.id)
      ? 'member'
      : actor.role === 'admin'
        ? 'admin'
        : undefined;
  if (!viewerRole) throw projectNotFound();
  const filter =
    viewerRole === 'member'
      ? sql`and w.member_id = ${actor.id}`
      : viewerRole === 'client'
        ? sql`and w.status <> 'draft'`
        : sql``;
  const result = await db.execute<WeekRow>(sql`
    select ${WEEK_COLUMNS} from timesheet_weeks w left join profiles pr on pr.id = w.member_id
    where w.project_id = ${projectId} ${filter}
    order by w.week_of desc, pr.first_name, w.member_id limit 200`);
  const entries = await entriesOf(
    db,
    result.rows.map((row) => row.id),
  );
  const weeks = await Promise.all(
    result.rows.map(async (row) =>
      toWeek(
        row,
        entries.get(row.id) ?? [],
        await bookedHoursOfWeek(db, projectId, row.member_id, row.week_of),
      ),
    ),
  );
  return { viewerRole, weeks };
}

/** The submitted week, locked, for the project's client; to anyone else it does not exist. */
async function lockForClient(tx: Transaction, actor: Actor, timesheetId: string): Promise<WeekRow> {
  const row = await readWeek(tx, { id: timesheetId }, { lock: true });
  const project = row ? await loadProject(tx, row.project_id) : undefined;
  if (!row || !project || !isClientSide(project, actor)) {
    throw new AppError('TIMESHEET_NOT_FOUND', 'No such timesheet');
  }
  if (row.status === 'approved') throw new AppError('TIMESHEET_LOCKED', 'An approved week is locked');
  if (row.status !== 'submitted') {
    throw new AppError('TIMESHEET_NOT_SUBMITTED', 'Only a submitted week is answered');
  }
  return row;
}

/**
 * The client approves the week: it is locked from then on, and its hours are owed to the member (and billed, on
 * a time-and-materials project) at the member's hourly rate of this moment.
 */
export async function approveWeek(db: Database, actor: Actor, timesheetId: string): Promise<TimesheetWeek> {
  const row = await db.transaction(async (tx) => {
    const week = await lockForClient(tx, actor, timesheetId);
    await tx.execute(sql`
      update timesheet_weeks set status = 'approved', approved_at = now(), sent_back_comment = null,
        hourly_rate_cents = (select round(hourly_rate * 100)::int from professional_profiles where id = ${week.member_id}),
        updated_at = now()
      where id = ${timesheetId}`);
    await recordEvent(tx, {
      type: 'timesheet_answered',
      timesheetId,
      answer: 'approved',
      clientId: actor.id,
    });
    return week;
  });
  return readAnswered(db, row);
}

/** The client sends the week back with a comment: a draft again, for the member to correct and submit. */
export async function sendBackWeek(
  db: Database,
  actor: Actor,
  { timesheetId, comment }: { timesheetId: string; comment: string },
): Promise<TimesheetWeek> {
  const row = await db.transaction(async (tx) => {
    const week = await lockForClient(tx, actor, timesheetId);
    await tx.execute(sql`
      update timesheet_weeks set status = 'draft', submitted_at = null, sent_back_comment = ${comment},
        updated_at = now()
      where id = ${timesheetId}`);
    await recordEvent(tx, {
      type: 'timesheet_answered',
      timesheetId,
      answer: 'sent_back',
      clientId: actor.id,
    });
    return week;
  });
  return readAnswered(db, row);
}

async function readAnswered(db: Queryable, before: WeekRow): Promise<TimesheetWeek> {
  const row = (await readWeek(db, { id: before.id })) ?? before;
  const entries = (await entriesOf(db, [row.id])).get(row.id) ?? [];
  return toWeek(row, entries, await bookedHoursOfWeek(db, row.project_id, row.member_id, row.week_of));
}

/** The hours each member logged on the project, per week: what the plan's workload sets against its bookings. */
export async function loggedHoursByWeek(
  db: Queryable,
  projectId: string,
): Promise<{ memberId: string; weekOf: string; hours: number; status: string }[]> {
  const result = await db.execute<{ member_id: string; week_of: string; hours: string; status: string }>(sql`
    select w.member_id, w.week_of::text as week_of, coalesce(sum(e.hours), 0)::text as hours, w.status
    from timesheet_weeks w left join timesheet_entries e on e.week_id = w.id
    where w.project_id = ${projectId} group by w.id order by w.week_of`);
  return result.rows.map((row) => ({
    memberId: row.member_id,
    weekOf: row.week_of,
    hours: Number(row.hours),
    status: row.status,
  }));
}
