import { createHash, randomBytes } from 'node:crypto';
import {
  DELETION_GRACE_DAYS,
  PATHS,
  type RequestAccountDeletionInput,
  type ScheduledDeletion,
  withQuery,
} from '@escouade/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import type { EraseAccount } from '../../erasure.ts';
import { endDeparture } from '../projects/projects.erasure.ts';
import { AppError } from '../../errors.ts';
import type { ScheduledJob } from '../../jobs/scheduled-jobs.ts';
import { verifySecondFactor } from '../../auth/account-security.ts';
import { endSessions, hasAnotherUsableAdmin, lockAdminChanges } from '../../auth/accounts.ts';

export const ERASE_ACCOUNTS_JOB = 'erase-deleted-accounts';
const DAY_MS = 24 * 60 * 60_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A member asks to delete their account, proving it is them (password, and a second-factor code when it is
 * on). Their sessions end at once and sign-in is refused; the account is erased after the grace period unless
 * the link e-mailed now cancels it. The last admin who can still sign in cannot leave.
 */
export async function requestAccountDeletion(
  db: Database,
  auth: Auth,
  mailer: Mailer,
  {
    actor,
    input,
    headers,
    appUrl,
  }: { actor: Actor; input: RequestAccountDeletionInput; headers: Headers; appUrl: string },
): Promise<ScheduledDeletion> {
  const found = await db.execute<{
    two_factor_enabled: boolean;
    password: string | null;
    locale: string;
  }>(sql`
    select u.two_factor_enabled, u.locale,
      (select a.password from account a where a.user_id = u.id and a.provider_id = 'credential' limit 1) as password
    from "user" u where u.id = ${actor.id}`);
  const account = found.rows[0];
  if (!account) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  const context = await auth.$context;
  const isPasswordRight =
    account.password !== null &&
    (await context.password.verify({ hash: account.password, password: input.password }));
  if (!isPasswordRight) throw new AppError('WRONG_PASSWORD', 'This is not the account’s password');
  if (account.two_factor_enabled) {
    if (!input.code) {
      throw new AppError('TWO_FACTOR_CODE_REQUIRED', 'A code from the authenticator app is needed as well');
    }
    await verifySecondFactor(auth, { code: input.code, headers });
  }

  const token = randomBytes(32).toString('base64url');
  const scheduled = await db.transaction(async (tx) => {
    // The account row first: a sign-in finishing at this moment checks for the deletion under the same lock.
    await tx.execute(sql`select 1 from "user" where id = ${actor.id} for update`);
    if (actor.role === 'admin') {
      await lockAdminChanges(tx);
      if (!(await hasAnotherUsableAdmin(tx, actor.id))) {
        throw new AppError('LAST_ADMIN_CANNOT_LEAVE', 'Make someone else administrator before leaving');
      }
    }
    const inserted = await tx.execute<{ due_at: Date | string }>(sql`
      insert into account_deletions (user_id, due_at, cancel_token_hash)
      values (${actor.id}, now() + make_interval(days => ${DELETION_GRACE_DAYS}), ${hashToken(token)})
      on conflict (user_id) do nothing
      returning due_at`);
    await endSessions(tx, actor.id);
    // Seats not yet answered are declined, and projects still forming their team end, at once: the same
    // departure an administrator's deletion runs with its erasure.
    await endDeparture(tx, actor.id);
    const [row] = inserted.rows;
    if (row) return { dueAt: new Date(row.due_at).toISOString(), isNew: true };
    // A second request racing the first: the first's e-mail and date stand.
    const existing = await tx.execute<{ due_at: Date | string }>(
      sql`select due_at from account_deletions where user_id = ${actor.id}`,
    );
    return {
      dueAt: new Date(existing.rows[0]?.due_at ?? Date.now() + DELETION_GRACE_DAYS * DAY_MS).toISOString(),
      isNew: false,
    };
  });
  if (scheduled.isNew) {
    await mailer.send({
      to: actor.email,
      locale: account.locale === 'en' ? 'en' : 'fr',
      template: 'account-deletion-scheduled',
      data: {
        cancelUrl: `${appUrl}${withQuery(PATHS.accountDeletion, { token })}`,
        dueAt: scheduled.dueAt,
      },
    });
  }
  return { dueAt: scheduled.dueAt };
}

/** The e-mailed link's button: the account is kept and its owner can sign in again. */
export async function cancelAccountDeletion(db: Database, token: string): Promise<void> {
  const cancelled = await db.execute(sql`
    delete from account_deletions where cancel_token_hash = ${hashToken(token)} and due_at > now()`);
  if ((cancelled.rowCount ?? 0) === 0) {
    throw new AppError(
      'DELETION_LINK_INVALID',
      'This link is unknown, already used, or the account is erased',
    );
  }
}

/** Whether a deletion is pending for this account: it may not sign in meanwhile. */
export async function isDeletionPending(db: Database, userId: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from account_deletions where user_id = ${userId}`);
  return result.rows.length > 0;
}

/**
 * Erases the accounts whose grace period is over, one transaction each. The deletion row is claimed with
 * `skip locked` (another instance passes over it) and a cancellation racing the erasure waits for it, then
 * finds nothing to cancel.
 */
export function createAccountErasureJob({
  db,
  eraseAccount,
  logger,
}: {
  db: Database;
  eraseAccount: EraseAccount;
  logger: Pick<FastifyBaseLogger, 'error'>;
}): ScheduledJob {
  return {
    name: ERASE_ACCOUNTS_JOB,
    intervalMs: 10 * 60_000,
    async run(now) {
      let erased = 0;
      // An account whose erasure fails (a store that does not answer) is tried again next run; meanwhile it
      // must not hold back the others.
      const failed: string[] = [];
      for (;;) {
        let userId: string | undefined;
        try {
          userId = await db.transaction(async (tx) => {
            // The account row is locked with the deletion, skipping either when someone else holds it (an
            // admin deleting the same account): the two never wait on each other in opposite orders.
            const due = await tx.execute<{ user_id: string }>(sql`
              select d.user_id from account_deletions d join "user" u on u.id = d.user_id
              where d.due_at <= ${now} and d.user_id <> all(${sql.param(failed)}::text[])
              order by d.due_at limit 1 for update of d, u skip locked`);
            const found = due.rows[0]?.user_id;
            if (found !== undefined) await eraseAccount(tx, found);
            return found;
          });
        } catch (error) {
          const stuck = await db.execute<{ user_id: string }>(sql`
            select d.user_id from account_deletions d
            where d.due_at <= ${now} and d.user_id <> all(${sql.param(failed)}::text[])
            order by d.due_at limit 1`);
          const stuckId = stuck.rows[0]?.user_id;
          logger.error({ err: error, userId: stuckId }, 'account erasure failed');
          if (stuckId === undefined) return erased;
          failed.push(stuckId);
          continue;
        }
        if (userId === undefined) return erased;
        erased += 1;
      }
    },
  };
}
