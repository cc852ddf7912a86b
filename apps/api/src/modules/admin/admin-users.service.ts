import type {
  AdminAction,
  AdminUser,
  AdminUsersPage,
  BanUserInput,
  ChangeRoleInput,
} from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import type { EraseAccount } from '../../erasure.ts';
import { AppError } from '../../errors.ts';
import {
  banAccount,
  hasAnotherUsableAdmin,
  IS_NOT_BANNED,
  lockAdminChanges,
  setAccountRole,
  unbanAccount,
} from '../../auth/accounts.ts';
import { decodeCursor, encodeCursor } from '../../db/keyset-cursor.ts';
import { afterPosition, keysetPage } from '../../db/keyset-page.ts';

/** Better Auth ids: letters, digits, dashes and underscores. */
const USER_ID = /^[\w-]{1,64}$/;

interface UserRow extends Record<string, unknown> {
  id: string;
  email: string;
  role: string;
  email_verified: boolean;
  created_at: Date | string | null;
  created_at_exact: string;
  banned: boolean;
  ban_reason: string | null;
  ban_expires: Date | string | null;
  full_name: string | null;
}

const USER_COLUMNS = sql`u.id, u.email, u.role, u.email_verified, u.created_at, u.created_at::text as created_at_exact,
  u.banned, u.ban_reason, u.ban_expires,
  nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '') as full_name`;

/**
 * Users newest first, 50 a page, with the total of the search. `q` matches any part of the e-mail or the
 * name (accents ignored) or the role.
 */
export async function listUsers(
  db: Database,
  { q, cursor, limit }: { q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<AdminUsersPage> {
  const search = q?.trim() ? searchFilter(q.trim()) : sql`true`;
  const after = afterPosition(decodeCursor(cursor, USER_ID), {
    createdAt: sql`u.created_at`,
    id: sql`u.id`,
    order: 'newest first',
    idType: 'text',
  });
  const [page, total] = await Promise.all([
    db.execute<UserRow>(sql`
      select ${USER_COLUMNS}
      from "user" u left join profiles p on p.id = u.id
      where ${search} ${after}
      order by u.created_at desc, u.id desc
      limit ${limit + 1}`),
    db.execute<{ total: number }>(sql`
      select count(*)::int as total from "user" u left join profiles p on p.id = u.id where ${search}`),
  ]);
  const users = keysetPage(page.rows, limit, (row) => ({ createdAt: row.created_at_exact, id: row.id }));
  return {
    users: users.rows.map(toAdminUser),
    total: total.rows[0]?.total ?? 0,
    nextCursor: users.next && encodeCursor(users.next),
  };
}

function searchFilter(query: string): SQL {
  const pattern = `%${escapeLike(query.toLowerCase())}%`;
  return sql`(lower(u.email) like ${pattern}
    or lower(u.role) like ${pattern}
    or lower(f_unaccent(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))) like lower(f_unaccent(${pattern})))`;
}

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.full_name,
    role: row.role || 'user',
    emailVerified: row.email_verified,
    createdAt: row.created_at ? new Date(row.created_at).toISOString() : null,
    banned: row.banned,
    banReason: row.ban_reason,
    banExpires: row.ban_expires ? new Date(row.ban_expires).toISOString() : null,
  };
}

/** A user whose ban, if any, has ended: what a session needs to be honoured. */

/**
 * Starts a change of a user's role, ban or account. One lock for all of them: two admins acting on each other
 * at the same moment are served one after the other, and the second sees the first's change. The acting admin
 * is checked again under that lock (their session was read before): one banned or demoted meanwhile is
 * refused.
 */
async function beginUserChange(tx: Transaction, actor: Actor): Promise<void> {
  await lockAdminChanges(tx);
  const acting = await tx.execute(
    sql`select 1 from "user" where id = ${actor.id} and role = 'admin' and ${IS_NOT_BANNED}`,
  );
  if (acting.rows.length === 0) {
    throw new AppError('FORBIDDEN', 'Only an administrator can do this');
  }
}

/** Locks the target for the rest of the transaction; refuses acting on oneself. */
async function lockTarget(tx: Transaction, actor: Actor, userId: string): Promise<AdminUser> {
  if (userId === actor.id) {
    throw new AppError('CANNOT_MODIFY_SELF', 'You cannot modify your own account');
  }
  await beginUserChange(tx, actor);
  const result = await tx.execute<UserRow>(sql`
    select ${USER_COLUMNS} from "user" u left join profiles p on p.id = u.id
    where u.id = ${userId} for update of u`);
  const [row] = result.rows;
  if (!row) throw new AppError('USER_NOT_FOUND', 'User not found');
  return toAdminUser(row);
}

/**
 * Some admin who can still sign in must remain: removing, demoting or banning the target must leave at least
 * one other admin who is not banned. Called under the lock of `beginUserChange`.
 */
async function assertNotLastAdmin(tx: Transaction, target: AdminUser): Promise<void> {
  if (target.role !== 'admin') return;
  if (!(await hasAnotherUsableAdmin(tx, target.id))) {
    throw new AppError('LAST_ADMIN', 'The last administrator cannot be removed or demoted');
  }
}

export async function recordAudit(
  tx: Transaction | Database,
  entry: {
    actor: Actor;
    action: AdminAction;
    targetType: string;
    targetId: string;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into admin_audit_log (actor_id, actor_email, action, target_type, target_id, before, after)
    values (${entry.actor.id}, ${entry.actor.email}, ${entry.action}, ${entry.targetType}, ${entry.targetId},
      ${entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
      ${entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb)`);
}

/** Deletes a user at once, erased as a member's own deletion erases them at the end of its grace period. */
export async function deleteUser(
  db: Database,
  eraseAccount: EraseAccount,
  { actor, userId }: { actor: Actor; userId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, userId);
    await assertNotLastAdmin(tx, target);
    await eraseAccount(tx, userId);
    await recordAudit(tx, {
      actor,
      action: 'user.delete',
      targetType: 'user',
      targetId: userId,
      // What the account was, not who: the person is erased.
      before: { role: target.role },
    });
  });
}

export async function promoteUser(
  db: Database,
  { actor, userId }: { actor: Actor; userId: string },
): Promise<AdminUser> {
  return setRole(db, { actor, userId, role: 'admin', action: 'user.promote' });
}

export async function changeUserRole(
  db: Database,
  { actor, userId, role }: { actor: Actor; userId: string; role: ChangeRoleInput['role'] },
): Promise<AdminUser> {
  return setRole(db, { actor, userId, role, action: 'user.role' });
}

/** Sessions read the role from the database on every request, so the change applies at the next one. */
async function setRole(
  db: Database,
  { actor, userId, role, action }: { actor: Actor; userId: string; role: string; action: AdminAction },
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, userId);
    if (role !== 'admin') await assertNotLastAdmin(tx, target);
    await setAccountRole(tx, userId, role);
    const after = { ...target, role };
    await recordAudit(tx, {
      actor,
      action,
      targetType: 'user',
      targetId: userId,
      before: { role: target.role },
      after: { role },
    });
    return after;
  });
}

/** A ban ends every session at once; sign-in is refused (BANNED_USER) until it expires or is lifted. */
export async function banUser(
  db: Database,
  { actor, userId, input }: { actor: Actor; userId: string; input: BanUserInput },
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, userId);
    await assertNotLastAdmin(tx, target);
    const reason = input.reason ?? null;
    const expires = input.expiresAt ?? null;
    await banAccount(tx, userId, { reason, expires });
    const after = {
      ...target,
      banned: true,
      banReason: reason,
      banExpires: expires ? new Date(expires).toISOString() : null,
    };
    await recordAudit(tx, {
      actor,
      action: 'user.ban',
      targetType: 'user',
      targetId: userId,
      before: { banned: target.banned, banReason: target.banReason, banExpires: target.banExpires },
      after: { banned: true, banReason: after.banReason, banExpires: after.banExpires },
    });
    return after;
  });
}

export async function unbanUser(
  db: Database,
  { actor, userId }: { actor: Actor; userId: string },
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, userId);
    await unbanAccount(tx, userId);
    await recordAudit(tx, {
      actor,
      action: 'user.unban',
      targetType: 'user',
      targetId: userId,
      before: { banned: target.banned, banReason: target.banReason, banExpires: target.banExpires },
      after: { banned: false },
    });
    return { ...target, banned: false, banReason: null, banExpires: null };
  });
}
