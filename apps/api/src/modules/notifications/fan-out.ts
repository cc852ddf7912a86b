import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client.ts';
import type { ScheduledJob } from '../../jobs/scheduled-jobs.ts';
import type { LiveDraft, NotificationDraft } from '../events/recipients.ts';
import type { RecipientsOfEvent } from './event-recipients.ts';
import type { DomainEvent } from '../events/events.ts';
import {
  countFailedAttempt,
  forgetEvents,
  type OutboxRow,
  pendingEvents,
  pruneFailedEvents,
} from '../events/outbox.ts';
import { unreadCounts, writeNotification } from './notification-store.ts';

export const FAN_OUT_JOB = 'notification-fan-out';
/** Events handled per transaction. */
const BATCH_SIZE = 50;
/** One fan-out at a time across every instance: live event ids then become visible in the order they were given. */
const FAN_OUT_LOCK = sql`hashtext('escouade:notification-fan-out')`;

/** A notification line just written, for the e-mails sent once the transaction commits. */
export interface WrittenNotification {
  id: string;
  isNew: boolean;
  draft: NotificationDraft;
}

export interface FanOutDeps {
  db: Database;
  /** Who hears of each event (`createRecipients`, from every module's part). */
  recipientsOf: RecipientsOfEvent;
  logger: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Wakes the live streams of every instance once new live events are committed. */
  publishLive: () => Promise<void>;
  /** After the commit: e-mails due now for the lines written. */
  afterCommit?: (written: WrittenNotification[]) => Promise<void>;
}

/**
 * Turns recorded events into notifications and live events, oldest first. Every instance runs it (on a timer,
 * and when an event's commit wakes it); the advisory lock lets one work at a time and the others pass. Each
 * event is handled in a savepoint: one that fails is counted and retried later, the batch goes on.
 */
export function createFanOutJob(deps: FanOutDeps): ScheduledJob & { wake(): void } {
  async function handleBatch(): Promise<number | 'busy'> {
    const written: WrittenNotification[] = [];
    let liveCount = 0;
    const handled = await deps.db.transaction(async (tx) => {
      const locked = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${FAN_OUT_LOCK}) as locked`,
      );
      if (!locked.rows[0]?.locked) return 'busy' as const;
      const batch = await pendingEvents(tx, BATCH_SIZE);
      if (batch.length === 0) return 0;
      const done: number[] = [];
      for (const row of batch) {
        try {
          const result = await tx.transaction((savepoint) => handleEvent(savepoint, row, deps.recipientsOf));
          written.push(...result.written);
          liveCount += result.liveCount;
          done.push(row.id);
        } catch (error) {
          deps.logger.error({ err: error, eventId: row.id, eventType: row.type }, 'event fan-out failed');
          await countFailedAttempt(tx, row.id, error);
        }
      }
      await forgetEvents(tx, done);
      return batch.length;
    });
    if (handled === 'busy') return handled;
    if (liveCount > 0)
      await deps
        .publishLive()
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'live wake-up failed'));
    if (written.length > 0 && deps.afterCommit) {
      await deps
        .afterCommit(written)
        .catch((error: unknown) => deps.logger.error({ err: error }, 'notification e-mails failed'));
    }
    return handled;
  }

  /** Handles everything recorded so far; `busy` when another instance (or run) held the lock. */
  async function drain(): Promise<{ handled: number; busy: boolean }> {
    let handled = 0;
    for (;;) {
      const pass = await handleBatch();
      if (pass === 'busy') return { handled, busy: true };
      if (pass === 0) return { handled, busy: false };
      handled += pass;
    }
  }

  let isWaking = false;
  let wakeAgain = false;
  /**
   * Called when an event's commit is announced: drains now, once at a time in this process (wake-ups that
   * arrive meanwhile make one more pass). When another holder of the lock is finishing, its last look may
   * have come before this event's commit: one more try shortly after makes sure the event is not left for
   * the timer.
   */
  function wake(): void {
    if (isWaking) {
      wakeAgain = true;
      return;
    }
    isWaking = true;
    void (async () => {
      let wasBusy = false;
      try {
        do {
          wakeAgain = false;
          wasBusy = (await drain()).busy;
        } while (wakeAgain);
      } catch (error) {
        deps.logger.error({ err: error }, 'event fan-out failed');
      } finally {
        isWaking = false;
      }
      if (wasBusy) setTimeout(wake, 250).unref();
    })();
  }

  return { name: FAN_OUT_JOB, intervalMs: 2_000, run: async () => (await drain()).handled, wake };
}

async function handleEvent(
  tx: Transaction,
  row: OutboxRow,
  recipientsOf: RecipientsOfEvent,
): Promise<{ written: WrittenNotification[]; liveCount: number }> {
  const event = { type: row.type, ...row.data } as DomainEvent;
  const fanned = await recipientsOf(tx, event, row.id);
  const at = new Date(row.created_at);
  const written: WrittenNotification[] = [];
  for (const draft of fanned.notifications) {
    written.push({ ...(await writeNotification(tx, draft, at)), draft });
  }
  // Every person whose bell changed hears their new count.
  const touched = [...new Set([...written.map((line) => line.draft.recipientId), ...(fanned.touched ?? [])])];
  const counts = await unreadCounts(tx, touched);
  const live: LiveDraft[] = [
    ...fanned.live,
    ...touched.map((userId): LiveDraft => ({
      userId,
      type: 'notification',
      data: { unreadCount: counts.get(userId) ?? 0 },
    })),
  ];
  if (live.length > 0) {
    const values = sql.join(
      live.map((entry) => sql`(${entry.userId}::text, ${entry.type}, ${JSON.stringify(entry.data)}::jsonb)`),
      sql`, `,
    );
    await tx.execute(sql`insert into live_events (user_id, type, data) values ${values}`);
  }
  return { written, liveCount: live.length };
}

/** How long live events are kept for reconnecting streams to replay. */
const LIVE_EVENT_RETENTION = sql`interval '1 day'`;

/** Drops the live events no reconnection will ask for any more, and the failed events nobody looked into. */
export function createLiveEventsPruneJob(db: Database): ScheduledJob {
  return {
    name: 'live-events-prune',
    intervalMs: 60 * 60 * 1000,
    async run() {
      const live = await db.execute(
        sql`delete from live_events where created_at < now() - ${LIVE_EVENT_RETENTION}`,
      );
      return (live.rowCount ?? 0) + (await pruneFailedEvents(db));
    },
  };
}
