import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Requests to be verified as a business: a subject (a professional's account, or an organisation, by its id as
 * text) with the SIRET it gave and its registration document (a PDF under `verifications/`, never served to
 * anyone but the administrators), decided by an administrator. One request of a subject waits at a time.
 */
export const businessVerifications = pgTable(
  'business_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Who asked (the professional; for an organisation, the member who did); null once their account is erased. */
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    siret: text('siret').notNull(),
    /** What the business registry said of the SIRET when asked: `{ name, found }`. */
    registry: jsonb('registry').notNull(),
    documentKey: text('document_key').notNull(),
    documentName: text('document_name').notNull(),
    documentSize: integer('document_size').notNull(),
    status: text('status').notNull().default('pending'),
    /** Why it was rejected, shown to the requester as the administrator wrote it. */
    reason: text('reason'),
    reviewerId: text('reviewer_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'business_verifications_subject_type_check',
      sql`${t.subjectType} in ('professional', 'organisation')`,
    ),
    check('business_verifications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      'business_verifications_decision_check',
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null)
          and (${t.status} = 'rejected') = (${t.reason} is not null)`,
    ),
    check('business_verifications_siret_check', sql`${t.siret} ~ '^[0-9]{14}$'`),
    uniqueIndex('business_verifications_one_pending_idx')
      .on(t.subjectType, t.subjectId)
      .where(sql`${t.status} = 'pending'`),
    index('business_verifications_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('business_verifications_queue_idx').on(t.status, t.createdAt),
  ],
);
