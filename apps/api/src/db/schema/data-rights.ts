import { sql } from 'drizzle-orm';
import {
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

/**
 * A member's request for a copy of their data. A job builds the archive in the background (`building` under a
 * lease, so a run that dies leaves it claimable again), stores it, and the owner downloads it until it expires;
 * then the file goes and the row stays as `expired`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** 0 to 100, as the build goes through the kinds of data. */
    progress: smallint('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The archive in the object store, while it can be downloaded. */
    objectKey: text('object_key'),
    sizeBytes: integer('size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'data_exports_status_check',
      sql`${t.status} in ('pending', 'building', 'ready', 'failed', 'expired')`,
    ),
    check('data_exports_progress_check', sql`${t.progress} between 0 and 100`),
    // One archive in preparation per member at a time.
    uniqueIndex('data_exports_one_in_progress_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'building')`),
    index('data_exports_user_created_at_idx').on(t.userId, t.createdAt),
    index('data_exports_to_build_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending', 'building')`),
    index('data_exports_to_expire_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'ready'`),
  ],
);

/**
 * An account its owner asked to delete. From the request the member cannot sign in and is out of team
 * formation; at `dueAt` a job erases the account and everything personal. The link in the confirmation e-mail
 * (its token, stored hashed) cancels the deletion until then.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    cancelTokenHash: text('cancel_token_hash').notNull().unique(),
  },
  (t) => [index('account_deletions_due_at_idx').on(t.dueAt)],
);
