import { sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.ts';
import type { DomainEvent } from './events.ts';
import { headOf } from '@escouade/contract/whole-characters';

// The outbox as its one reader, the notifications' fan-out, takes from it: the events still to handle, oldest
// first; each forgotten once handled, or counted as failed and, after MAX_EVENT_ATTEMPTS, set aside.

/** An event that failed this many times is set aside, so that it no longer holds back the ones after it. */
export const MAX_EVENT_ATTEMPTS = 5;

/** How long an event set aside after failing every pass is kept for someone to look into (it was logged). */
const FAILED_EVENT_RETENTION = sql`interval '7 days'`;

export interface OutboxRow extends Record<string, unknown> {
  id: number;
  type: DomainEvent['type'];
  data: Record<string, unknown>;
  created_at: Date;
}

/** The next `limit` events to handle, oldest first. */
export async function pendingEvents(tx: Transaction, limit: number): Promise<OutboxRow[]> {
  const batch = await tx.execute<OutboxRow>(sql`
    select id, type, data, created_at from event_outbox
    where attempts < ${MAX_EVENT_ATTEMPTS} order by id limit ${limit}`);
  return batch.rows;
}

/** The event failed once more; it is tried again on a later pass until it has failed MAX_EVENT_ATTEMPTS times. */
export async function countFailedAttempt(tx: Transaction, id: number, error: unknown): Promise<void> {
  await tx.execute(sql`
    update event_outbox set attempts = attempts + 1, last_error = ${headOf(String(error), 500)}
    where id = ${id}`);
}

/** The events handled, gone from the outbox. */
export async function forgetEvents(tx: Transaction, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    sql`delete from event_outbox where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** When the oldest event still to handle was recorded, or null when none is waiting. */
export async function oldestPendingEventAt(db: Queryable): Promise<Date | null> {
  const result = await db.execute<{ oldest: Date | null }>(sql`
    select min(created_at) as oldest from event_outbox where attempts < ${MAX_EVENT_ATTEMPTS}`);
  return result.rows[0]?.oldest ?? null;
}

/** Drops the events set aside that nobody looked into; returns how many. */
export async function pruneFailedEvents(db: Queryable): Promise<number> {
  const failed = await db.execute(sql`
    delete from event_outbox
    where attempts >= ${MAX_EVENT_ATTEMPTS} and created_at < now() - ${FAILED_EVENT_RETENTION}`);
  return failed.rowCount ?? 0;
}
