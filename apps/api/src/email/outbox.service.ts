import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/site.ts';
import { AppError } from '../errors.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type OutboxMessage = typeof emailOutbox.$inferSelect;
export type NewOutboxMessage = typeof emailOutbox.$inferInsert;

/** What a delivery attempt needs from a claimed row. */
export type ClaimedMessage = Pick<
  OutboxMessage,
  'id' | 'toAddress' | 'subject' | 'html' | 'text' | 'headers' | 'attempts'
>;

const claimedColumns = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  html: emailOutbox.html,
  text: emailOutbox.text,
  headers: emailOutbox.headers,
  attempts: emailOutbox.attempts,
};

export async function insertOutboxMessage(db: Database, values: NewOutboxMessage): Promise<ClaimedMessage> {
  const [row] = await db.insert(emailOutbox).values(values).returning(claimedColumns);
  if (!row) throw new Error('email_outbox insert returned no row');
  return row;
}

/**
 * Claims the oldest due pending message by pushing its `nextAttemptAt` to `leaseUntil`, in one statement.
 * `SKIP LOCKED` lets concurrent workers (other API instances) pass over a row being claimed instead of
 * waiting for it, and once committed the lease hides the row from them until the attempt is recorded. If this
 * process dies mid-attempt, the row becomes due again when the lease expires: mail is delayed, never lost.
 *
 * The subquery must be a scalar `id = (...)`, evaluated once: with `id IN (...)` PostgreSQL may rescan it for
 * each row, and every rescan skips the row just claimed and returns the next one, so one call claimed them all.
 */
export async function claimNextDueMessage(
  db: Database,
  { now, leaseUntil }: { now: Date; leaseUntil: Date },
): Promise<ClaimedMessage | undefined> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: leaseUntil })
    .where(and(sql`${emailOutbox.id} = (${due})`, eq(emailOutbox.status, 'pending')))
    .returning(claimedColumns);
  return row;
}

export async function markMessageSent(
  db: Database,
  { id, attempts, now }: { id: string; attempts: number; now: Date },
) {
  await db.update(emailOutbox).set({ status: 'sent', attempts, sentAt: now }).where(eq(emailOutbox.id, id));
}

export async function recordDeliveryFailure(
  db: Database,
  failure: { id: string; attempts: number; error: string; nextAttemptAt: Date; isFinal: boolean },
) {
  await db
    .update(emailOutbox)
    .set({
      status: failure.isFinal ? 'failed' : 'pending',
      attempts: failure.attempts,
      lastError: failure.error,
      nextAttemptAt: failure.nextAttemptAt,
    })
    .where(eq(emailOutbox.id, failure.id));
}

/** Newest first; `to` matches case-insensitively, as mail servers do. */
export async function listOutboxMessages(
  db: Database,
  { to, limit }: { to?: string | undefined; limit: number },
): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(to ? sql`lower(${emailOutbox.toAddress}) = lower(${to})` : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

/** Throws NOT_FOUND for an unknown id, including one that is not even a UUID. */
export async function getOutboxMessage(db: Database, id: string): Promise<OutboxMessage> {
  // PostgreSQL rejects a malformed uuid with an error; for the caller it is simply an unknown id.
  const row = UUID_PATTERN.test(id)
    ? (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]
    : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Email message not found');
  return row;
}
