import { sql } from 'drizzle-orm';
import {
  bigint,
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

/** Messages sent from the public contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull().default('fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'contact_messages_subject_check',
      sql`${t.subject} in ('information', 'devis', 'support', 'partnership', 'other')`,
    ),
    index('contact_messages_created_at_idx').on(t.createdAt),
  ],
);

/** Newsletter subscriptions with double opt-in. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    status: text('status').notNull().default('pending'),
    locale: text('locale').notNull().default('fr'),
    /**
     * SHA-256 of the confirmation token: a leaked table confirms no one. Unsubscribe links carry an HMAC of
     * the subscription id instead, so every mail can include one without storing it.
     */
    confirmTokenHash: text('confirm_token_hash'),
    /** Confirmation links expire a week after this. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    // Addresses are stored lower-cased, so this is unique case-insensitively.
    uniqueIndex('newsletter_subscriptions_email_unique').on(t.email),
    check('newsletter_subscriptions_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check(
      'newsletter_subscriptions_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
    index('newsletter_subscriptions_confirm_token_idx').on(t.confirmTokenHash),
  ],
);

/** Every admin action, append-only. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    /** Kept so the log still names the actor after their account is deleted. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_at_idx').on(t.createdAt, t.id),
    // A reporter banned lately weighs nothing: their bans found by the account.
    index('admin_audit_log_bans_idx')
      .on(t.targetId, t.createdAt)
      .where(sql`${t.action} = 'user.ban'`),
  ],
);

/**
 * Outgoing e-mails. Every message is written here first and sent by a worker with retries, so a failing
 * SMTP server delays mail but never loses it. Without SMTP the rows are the development mailbox.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers (Reply-To, List-Unsubscribe), kept for every retry. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('email_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_at_idx').on(t.createdAt),
  ],
);
