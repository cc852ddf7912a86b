import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { proPostComments, proPosts } from './feed.ts';
import { projectProposals, projects } from './projects.ts';

/**
 * What happened, written in the same transaction as the change itself and turned into notifications and live
 * events after the commit by the fan-out job. The request that caused it writes one row whatever the number of
 * people concerned; a crash between the commit and the fan-out leaves the row here, to be handled on the next
 * pass. A row is deleted once handled.
 */
export const eventOutbox = pgTable(
  'event_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Failed passes: an event that keeps failing is set aside (and logged) rather than block the others. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('event_outbox_pending_idx')
      .on(t.id)
      .where(sql`${t.attempts} < 5`),
  ],
);

/**
 * One line of a person's notifications. Events that repeat share a line while it is unread (`group_key`:
 * the likes of one post, the new followers...): the people behind it are in notification_actors. A line
 * about a post, a comment or a project goes with it (foreign keys): no notification outlives its subject.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    groupKey: text('group_key').notNull(),
    postId: uuid('post_id').references(() => proPosts.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    /** A line about a proposal's conversation goes with the proposal; its people are those who read it. */
    proposalId: uuid('proposal_id').references(() => projectProposals.id, { onDelete: 'cascade' }),
    /** What it is about as it read then: a post's opening words, a project's or a milestone's title. */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the group last grew: the list's order. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * Not e-mailed at once though its type is set so: a mention by someone the recipient never dealt with, or
     * past its author's daily e-mail budget. It goes in the recipient's next daily digest instead.
     */
    heldForDigest: boolean('held_for_digest').notNull().default(false),
  },
  (t) => [
    // New events join the unread line of their group; once read, the next event starts a new line.
    uniqueIndex('notifications_unread_group_unique')
      .on(t.recipientId, t.groupKey)
      .where(sql`${t.readAt} is null`),
    index('notifications_recipient_updated_idx').on(t.recipientId, t.updatedAt, t.id),
    index('notifications_post_idx').on(t.postId),
    index('notifications_project_idx').on(t.projectId),
    index('notifications_proposal_idx').on(t.proposalId),
  ],
);

/** The people behind a notification line, newest first; a comment's line keeps the comment (gone with it). */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorId: text('actor_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => proPostComments.id, { onDelete: 'cascade' }),
    actedAt: timestamp('acted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.actorId] }),
    index('notification_actors_actor_idx').on(t.actorId),
    index('notification_actors_comment_idx').on(t.commentId),
  ],
);

/**
 * The events of the live streams, kept a day so that a stream reconnecting with `Last-Event-ID` replays what it
 * missed. Only the fan-out job writes here, one transaction at a time, so ids become visible in order and a
 * stream that has seen id N has seen every event before it. `user_id` null: an event for every stream.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_events_user_idx').on(t.userId, t.id),
    check('live_events_type_check', sql`${t.type} in ('notification', 'feed_post', 'thread_message')`),
  ],
);

/**
 * How a person wants to hear of each type by e-mail, when not the default: at once, in the daily digest, or
 * not at all. A type without a row follows the default of its type.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    email: text('email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check(
      'notification_preferences_email_check',
      sql`${t.email} in ('immediately', 'daily_digest', 'never')`,
    ),
  ],
);

/** When each person's last daily digest covered up to: the next one lists what came after. */
export const notificationDigests = pgTable('notification_digests', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  coveredUntil: timestamp('covered_until', { withTimezone: true }).notNull(),
});

/**
 * Who mentioned whom, and when: the ledger of each account's mention budget (people mentioned in an hour and in
 * a day). Written with the text that mentions them, under a lock per author; kept a day.
 */
export const mentionsSent = pgTable(
  'mentions_sent',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mentionedId: text('mentioned_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mentions_sent_author_idx').on(t.authorId, t.createdAt),
    index('mentions_sent_mentioned_idx').on(t.mentionedId),
    index('mentions_sent_created_at_idx').on(t.createdAt),
  ],
);
