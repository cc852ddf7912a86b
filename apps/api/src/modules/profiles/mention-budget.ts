import { NEW_USER_WINDOW_DAYS } from '@escouade/contract';
import { MENTION_LIMITS } from '@escouade/contract/mentions';
import { sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ScheduledJob } from '../../jobs/scheduled-jobs.ts';

// An account's mentions tell other people, in the app and by e-mail, sent as Escouade: each account has a
// budget of people it mentions (MENTION_LIMITS), smaller while it is new, so that a fresh account cannot turn
// mentions into a mailing service.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Whether the account was created within the new-member window, as SQL on the user row `u`. */
export const isNewAccount = sql`u.created_at > now() - ${`${NEW_USER_WINDOW_DAYS} days`}::interval`;

/** The limits that apply to an account. */
export async function mentionLimitsOf(db: Queryable, authorId: string) {
  const result = await db.execute<{ is_new: boolean }>(
    sql`select ${isNewAccount} as is_new from "user" u where u.id = ${authorId}`,
  );
  return result.rows[0]?.is_new === false ? MENTION_LIMITS.established : MENTION_LIMITS.new;
}

/**
 * Records that `authorId` mentions `userIds` in the text being written by the caller's transaction, or throws
 * MENTION_LIMIT_REACHED (with the limit, its period and when it frees up) when that would take the account past
 * its hourly or daily budget: the whole text is then refused, and the author keeps it to send later or with
 * fewer mentions. A lock per author orders their texts written at once, so none of them slips past the count.
 */
export async function spendMentionBudget(
  tx: Transaction,
  { authorId, userIds }: { authorId: string; userIds: readonly string[] },
): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('escouade:mentions'), hashtext(${authorId}))`);
  const limits = await mentionLimitsOf(tx, authorId);
  const spent = await tx.execute<{ age_ms: number }>(sql`
    select extract(epoch from now() - created_at) * 1000 as age_ms from mentions_sent
    where author_id = ${authorId} and created_at > now() - interval '1 day'
    order by created_at`);
  const ages = spent.rows.map((row) => Number(row.age_ms));
  for (const { period, limit, windowMs } of [
    { period: 'hour', limit: limits.perHour, windowMs: HOUR_MS },
    { period: 'day', limit: limits.perDay, windowMs: DAY_MS },
  ] as const) {
    // Oldest first: the mentions that must leave the window before this text fits in it.
    const inWindow = ages.filter((age) => age < windowMs);
    const excess = inWindow.length + userIds.length - limit;
    if (excess <= 0) continue;
    const freedBy = inWindow[excess - 1] ?? 0;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowMs - freedBy) / 1000));
    throw new AppError('MENTION_LIMIT_REACHED', `At most ${limit} people mentioned per ${period}`, {
      limit,
      period,
      retryAfterSeconds,
    });
  }
  await tx.execute(sql`
    insert into mentions_sent (author_id, mentioned_id)
    select ${authorId}, mentioned from unnest(${sql.param([...userIds])}::text[]) as mentioned`);
}

/** Forgets, every hour, the mentions older than the longest budget period. */
export function createMentionLedgerPruneJob(db: Database): ScheduledJob {
  return {
    name: 'mention-ledger-prune',
    intervalMs: HOUR_MS,
    async run() {
      const pruned = await db.execute(
        sql`delete from mentions_sent where created_at < now() - interval '1 day'`,
      );
      return pruned.rowCount ?? 0;
    },
  };
}
