import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { projectMilestones } from './plans.ts';
import { projects } from './projects.ts';

/**
 * A member's week of hours on a project (the week starts on its Monday): a draft while they record it,
 * submitted to the client, approved (then locked, at the member's hourly rate of that day) or sent back with a
 * comment, which makes it a draft again.
 */
export const timesheetWeeks = pgTable(
  'timesheet_weeks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    weekOf: date('week_of').notNull(),
    status: text('status').notNull().default('draft'),
    /** Why the week's hours go above the member's booked hours; required when they do. */
    overBookingReason: text('over_booking_reason'),
    /** The client's comment when it sent the week back. */
    sentBackComment: text('sent_back_comment'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The member's hourly rate when the week was approved: what the hours are billed and owed at. */
    hourlyRateCents: integer('hourly_rate_cents'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('timesheet_weeks_status_check', sql`${t.status} in ('draft', 'submitted', 'approved')`),
    check('timesheet_weeks_monday_check', sql`extract(isodow from ${t.weekOf}) = 1`),
    check('timesheet_weeks_approved_check', sql`(${t.status} = 'approved') = (${t.approvedAt} is not null)`),
    uniqueIndex('timesheet_weeks_member_week_idx').on(t.projectId, t.memberId, t.weekOf),
    index('timesheet_weeks_member_idx').on(t.memberId),
  ],
);

/** Hours of one day of a week against one milestone of the plan. */
export const timesheetEntries = pgTable(
  'timesheet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    weekId: uuid('week_id')
      .notNull()
      .references(() => timesheetWeeks.id, { onDelete: 'cascade' }),
    /** Null once the milestone is deleted from the plan; its title stays. */
    milestoneId: uuid('milestone_id').references(() => projectMilestones.id, { onDelete: 'set null' }),
    milestoneTitle: text('milestone_title').notNull(),
    day: date('day').notNull(),
    hours: numeric('hours', { precision: 4, scale: 2 }).notNull(),
  },
  (t) => [
    check('timesheet_entries_hours_check', sql`${t.hours} > 0 and ${t.hours} <= 24`),
    uniqueIndex('timesheet_entries_day_idx').on(t.weekId, t.milestoneId, t.day),
  ],
);

/** What the agency paid a member for their work on a project, recorded by an administrator. Append-only. */
export const memberPayouts = pgTable(
  'member_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paidOn: date('paid_on').notNull(),
    reference: text('reference'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_payouts_amount_check', sql`${t.amountCents} > 0`),
    index('member_payouts_member_idx').on(t.memberId, t.projectId),
  ],
);
