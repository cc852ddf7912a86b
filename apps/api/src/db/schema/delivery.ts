import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { projectMilestones } from './plans.ts';
import { projectProposals, projects } from './projects.ts';

/**
 * The project thread: messages between the client and the team once the team is complete. A message written by
 * an account since erased goes with the account.
 */
export const projectThreadMessages = pgTable(
  'project_thread_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** May be empty when the message carries attachments. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('project_thread_messages_body_check', sql`length(${t.body}) <= 4000`),
    index('project_thread_messages_project_created_at_idx').on(t.projectId, t.createdAt, t.id),
  ],
);

/**
 * The conversation between the client and one proposed team, before the client chooses and, for the chosen
 * team, while its members answer their invitations; readable afterwards by the same people. A message written
 * by an account since erased goes with the account; the conversations go with their proposal.
 */
export const proposalThreadMessages = pgTable(
  'proposal_thread_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => projectProposals.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** May be empty when the message carries attachments. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('proposal_thread_messages_body_check', sql`length(${t.body}) <= 4000`),
    index('proposal_thread_messages_proposal_created_at_idx').on(t.proposalId, t.createdAt, t.id),
  ],
);

/**
 * A member's delivery of a milestone, with its note, and the client's answer: accepted, or changes requested
 * with a comment. A milestone may be delivered again after changes were asked; each delivery is kept.
 */
export const milestoneDeliveries = pgTable(
  'milestone_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => projectMilestones.id, { onDelete: 'cascade' }),
    /** Null once the member's account is erased: the work stays with the project. */
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decision: text('decision'),
    decisionComment: text('decision_comment'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('milestone_deliveries_note_check', sql`length(${t.note}) between 1 and 2000`),
    check(
      'milestone_deliveries_decision_check',
      sql`${t.decision} is null or ${t.decision} in ('accepted', 'changes_requested')`,
    ),
    check('milestone_deliveries_decided_check', sql`(${t.decision} is null) = (${t.decidedAt} is null)`),
    index('milestone_deliveries_milestone_idx').on(t.milestoneId, t.createdAt),
    index('milestone_deliveries_project_idx').on(t.projectId),
  ],
);

/**
 * A file joined to a thread message (the project’s or a proposal’s) or to a delivery: an image (re-encoded) or a PDF (checked), stored under a
 * private key and served only to those who may read the project.
 */
export const projectAttachments = pgTable(
  'project_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => projectThreadMessages.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id').references(() => milestoneDeliveries.id, { onDelete: 'cascade' }),
    proposalMessageId: uuid('proposal_message_id').references(() => proposalThreadMessages.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** `attachments/<uuid>.webp|pdf` in the object store. */
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('project_attachments_kind_check', sql`${t.kind} in ('image', 'pdf')`),
    check(
      'project_attachments_owner_check',
      sql`num_nonnulls(${t.messageId}, ${t.deliveryId}, ${t.proposalMessageId}) = 1`,
    ),
    check('project_attachments_file_name_check', sql`length(${t.fileName}) between 1 and 200`),
    uniqueIndex('project_attachments_storage_key_unique').on(t.storageKey),
    index('project_attachments_message_idx').on(t.messageId),
    index('project_attachments_delivery_idx').on(t.deliveryId),
    index('project_attachments_proposal_message_idx').on(t.proposalMessageId),
  ],
);

/**
 * What one side of a delivered project says of the other: the client of each member, each member of the client.
 * Hidden until both of a pair have written theirs or the review period ends (`publishes_at`); then final. The
 * person reviewed may answer it once, publicly.
 */
export const projectReviews = pgTable(
  'project_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subjectId: text('subject_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    authorRole: text('author_role').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When both of the pair had written: published early. Otherwise the review period's end publishes it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The end of the review period: the project's delivery plus fourteen days. */
    publishesAt: timestamp('publishes_at', { withTimezone: true }).notNull(),
    response: text('response'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** When the person reviewed was told of it, once it showed. */
    subjectNotifiedAt: timestamp('subject_notified_at', { withTimezone: true }),
    /**
     * The client's agreement to show the review on the public pages, null without it (the default, and once
     * withdrawn); with the name as they chose it and, only if they said so, the project's budget.
     */
    publicConsentAt: timestamp('public_consent_at', { withTimezone: true }),
    publicName: text('public_name').notNull().default('initial'),
    publicBudget: boolean('public_budget').notNull().default(false),
  },
  (t) => [
    check('project_reviews_role_check', sql`${t.authorRole} in ('client', 'member')`),
    check('project_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('project_reviews_comment_check', sql`length(${t.comment}) between 1 and 2000`),
    check(
      'project_reviews_response_check',
      sql`${t.response} is null or length(${t.response}) between 1 and 2000`,
    ),
    check('project_reviews_public_name_check', sql`${t.publicName} in ('full', 'initial')`),
    check(
      'project_reviews_public_client_check',
      sql`${t.publicConsentAt} is null or ${t.authorRole} = 'client'`,
    ),
    check('project_reviews_not_self_check', sql`${t.authorId} <> ${t.subjectId}`),
    uniqueIndex('project_reviews_pair_unique').on(t.projectId, t.authorId, t.subjectId),
    index('project_reviews_subject_idx').on(t.subjectId, t.publishesAt),
    index('project_reviews_public_idx')
      .on(t.publishesAt)
      .where(sql`${t.publicConsentAt} is not null`),
  ],
);
