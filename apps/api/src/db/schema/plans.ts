import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { projects } from './projects.ts';

/**
 * A milestone of a staffed project's plan: a phase with its dates, deliverables and the member who leads it.
 * Drafted by Escouade when the team is complete, then edited by the client and the members.
 */
export const projectMilestones = pgTable(
  'project_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    deliverables: text('deliverables')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startDate: date('start_date').notNull(),
    dueDate: date('due_date').notNull(),
    /** Null while nobody leads it, or once its owner's account is erased. */
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'set null' }),
    /** The hours a week its owner gives it. */
    hoursPerWeek: numeric('hours_per_week', { precision: 4, scale: 1 }).notNull(),
    /** The skills it calls for, `{ skillId, name }` as written when drafted. */
    skills: jsonb('skills').notNull().default([]),
    /** Open, delivered (awaiting the client), changes requested, or accepted (then final). */
    deliveryStatus: text('delivery_status').notNull().default('open'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'project_milestones_delivery_status_check',
      sql`${t.deliveryStatus} in ('open', 'delivered', 'changes_requested', 'accepted')`,
    ),
    check('project_milestones_dates_check', sql`${t.dueDate} >= ${t.startDate}`),
    check('project_milestones_hours_check', sql`${t.hoursPerWeek} > 0 and ${t.hoursPerWeek} <= 60`),
    check('project_milestones_title_check', sql`length(${t.title}) between 1 and 120`),
    index('project_milestones_project_idx').on(t.projectId, t.startDate),
    index('project_milestones_owner_idx').on(t.ownerId),
  ],
);

/** A task inside a milestone: to do, in progress or done, with its assignee and due date. */
export const projectTasks = pgTable(
  'project_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => projectMilestones.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Null while nobody does it, or once its assignee's account is erased. */
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    dueDate: date('due_date'),
    status: text('status').notNull().default('todo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('project_tasks_status_check', sql`${t.status} in ('todo', 'in_progress', 'done')`),
    check('project_tasks_title_check', sql`length(${t.title}) between 1 and 200`),
    check('project_tasks_completed_check', sql`(${t.status} = 'done') = (${t.completedAt} is not null)`),
    index('project_tasks_milestone_idx').on(t.milestoneId, t.createdAt),
    index('project_tasks_project_idx').on(t.projectId),
    index('project_tasks_assignee_idx').on(t.assigneeId),
  ],
);

/**
 * What happened on a project after its team was complete: who (null for Escouade itself, or an erased
 * account) did what to which milestone or task, when. Append-only.
 */
export const projectActivity = pgTable(
  'project_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    /** The milestone's or task's title at the time. */
    subject: text('subject'),
    /** For a task moved: its new status. */
    status: text('status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_activity_project_created_at_idx').on(t.projectId, t.createdAt, t.id)],
);

/**
 * A member's hours a week promised to a project for its dates, booked when they accept their seat: team
 * formation counts them against the hours the member declares for overlapping dates.
 */
export const availabilityBookings = pgTable(
  'availability_bookings',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    hoursPerWeek: numeric('hours_per_week', { precision: 4, scale: 1 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    check('availability_bookings_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    index('availability_bookings_user_idx').on(t.userId, t.startDate),
  ],
);
