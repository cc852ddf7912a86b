import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { organisations } from './organisations.ts';

/** A client's project: drafted through the brief chat, then proposed, staffed, in progress, delivered (or cancelled). */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the client's account is erased: a project someone joined stays for its team, the client shown
     * as a former member; the client's other projects go with the account.
     */
    clientId: text('client_id').references(() => user.id, { onDelete: 'set null' }),
    /**
     * The client's organisation when the project was created: its members share the project with the client's
     * rights. Null for a client without one (and once the organisation is gone).
     */
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    language: text('language').notNull().default('fr'),
    budgetKind: text('budget_kind'),
    budgetAmount: numeric('budget_amount', { precision: 12, scale: 2 }),
    startDate: date('start_date'),
    deadline: date('deadline'),
    status: text('status').notNull().default('draft'),
    /** What the analyser understood so far (the chat's working copy). */
    draftBrief: jsonb('draft_brief'),
    /** The brief the client confirmed; proposals are computed from it. */
    brief: jsonb('brief'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its team completed, and when its first task started. */
    staffedAt: timestamp('staffed_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When the client closed it as delivered, or cancelled it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'projects_status_check',
      sql`${t.status} in ('draft', 'proposed', 'staffing', 'staffed', 'in_progress', 'delivered', 'cancelled')`,
    ),
    check('projects_language_check', sql`${t.language} in ('fr', 'en')`),
    check(
      'projects_budget_kind_check',
      sql`${t.budgetKind} is null or ${t.budgetKind} in ('total', 'hourly')`,
    ),
    check('projects_budget_amount_check', sql`${t.budgetAmount} is null or ${t.budgetAmount} >= 0`),
    check(
      'projects_dates_check',
      sql`${t.deadline} is null or ${t.startDate} is null or ${t.deadline} >= ${t.startDate}`,
    ),
    index('projects_client_created_at_idx').on(t.clientId, t.createdAt),
    index('projects_organisation_created_at_idx').on(t.organisationId, t.createdAt),
  ],
);

/** The brief chat, saved with the project. */
export const projectMessages = pgTable(
  'project_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('project_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
    index('project_messages_project_created_at_idx').on(t.projectId, t.createdAt),
  ],
);

/** The three team configurations proposed for a confirmed brief. */
export const projectProposals = pgTable(
  'project_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The proposal as computed (members, coverage, cost): what the client saw when choosing. */
    payload: jsonb('payload').notNull(),
    isChosen: boolean('is_chosen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_proposals_project_kind_unique').on(t.projectId, t.kind)],
);

/** A seat of the chosen team: one invitation to one professional. */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Null once the professional's account is erased: the seat stays in the team's history, unnamed. */
    professionalId: text('professional_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    /** The skills this member brings, as shown in the invitation. */
    skills: jsonb('skills').notNull().default([]),
    /** The invitation whose decline this one replaces, if any. */
    replacesId: uuid('replaces_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'project_invitations_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'replaced', 'left', 'withdrawn')`,
    ),
    // A professional holds at most one live seat per project.
    uniqueIndex('project_invitations_live_seat_unique')
      .on(t.projectId, t.professionalId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('project_invitations_professional_idx').on(t.professionalId, t.createdAt),
    index('project_invitations_project_idx').on(t.projectId),
  ],
);
