import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Members' reports of a post, a comment or a profile. A report stays `open` until a moderator decides for its
 * item, which closes every open report on it at once. One open report per member and item.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** Who wrote the item (a profile's own id): the person a decision is about. */
    targetAuthorId: text('target_author_id').references(() => user.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').notNull().default('open'),
    /** The moderator's decision: dismiss, remove, warn or ban. */
    decision: text('decision'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_reports_target_type_check', sql`${t.targetType} in ('post', 'comment', 'profile')`),
    check(
      'content_reports_reason_check',
      sql`${t.reason} in ('spam', 'harassment', 'inappropriate', 'fake_profile', 'other')`,
    ),
    check('content_reports_status_check', sql`${t.status} in ('open', 'closed')`),
    check('content_reports_details_check', sql`length(${t.details}) <= 1000`),
    uniqueIndex('content_reports_one_open_per_reporter_idx')
      .on(t.targetType, t.targetId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    index('content_reports_open_target_idx')
      .on(t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('content_reports_reporter_idx').on(t.reporterId, t.createdAt),
    // A reporter warned or banned lately weighs nothing: found by the person the decision was about.
    index('content_reports_sanctioned_idx')
      .on(t.targetAuthorId, t.decidedAt)
      .where(sql`${t.decision} in ('warn', 'ban')`),
  ],
);
