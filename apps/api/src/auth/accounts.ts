import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';

// An account's role, ban and sessions, as the administration and a member's departure change them, and the
// rule that some administrator who can sign in always remains.

/** The user row (`"user"`, unaliased) is not banned, or its ban has expired. */
export const IS_NOT_BANNED = sql`not (banned and (ban_expires is null or ban_expires > now()))`;

/**
 * The lock every change to who can administer takes (roles, bans, deletions, an admin's own departure), for
 * the rest of the transaction: such changes run one after the other and each sees the previous one's result.
 */
export async function lockAdminChanges(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('escouade:admin-user-changes'))`);
}

/** Whether an admin other than `userId` can still sign in: not banned, not leaving. Under `lockAdminChanges`. */
export async function hasAnotherUsableAdmin(tx: Transaction, userId: string): Promise<boolean> {
  const others = await tx.execute<{ id: string }>(sql`
    select id from "user" u where role = 'admin' and id <> ${userId} and ${IS_NOT_BANNED}
      and not exists (select 1 from account_deletions d where d.user_id = u.id)
    limit 1`);
  return others.rows.length > 0;
}

/** Sessions read the role from the database on every request, so the change applies at the next one. */
export async function setAccountRole(tx: Transaction, userId: string, role: string): Promise<void> {
  await tx.execute(sql`update "user" set role = ${role}, updated_at = now() where id = ${userId}`);
}

/**
 * The account's name is the person's display name (first and last name joined), kept with the profile's names so
 * that the session, which the sidebar reads, names the person.
 */
export async function setAccountName(tx: Transaction, userId: string, name: string): Promise<void> {
  await tx.execute(sql`update "user" set name = ${name}, updated_at = now() where id = ${userId}`);
}

/** A ban ends every session at once; sign-in is refused (BANNED_USER) until it expires or is lifted. */
export async function banAccount(
  tx: Transaction,
  userId: string,
  { reason, expires }: { reason: string | null; expires: string | null },
): Promise<void> {
  await tx.execute(sql`
    update "user" set banned = true, ban_reason = ${reason}, ban_expires = ${expires}::timestamptz, updated_at = now()
    where id = ${userId}`);
  await endSessions(tx, userId);
}

export async function unbanAccount(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`
    update "user" set banned = false, ban_reason = null, ban_expires = null, updated_at = now() where id = ${userId}`);
}

/** Signs the account out everywhere: its next request on any device finds no session. */
export async function endSessions(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`delete from session where user_id = ${userId}`);
}

/** The administrators not banned: who hears of a report or a skill to review. */
export async function activeAdminIds(tx: Transaction): Promise<string[]> {
  const admins = await tx.execute<{ id: string }>(
    sql`select id from "user" where role = 'admin' and coalesce(banned, false) = false`,
  );
  return admins.rows.map((admin) => admin.id);
}

/**
 * The account row goes, last of an erasure: its cascades take what the person still owns. Better Auth's tokens
 * (trusted devices, reset links) keep the user id as their value, and go first.
 */
export async function deleteAccount(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`delete from verification where value = ${userId}`);
  await tx.execute(sql`delete from "user" where id = ${userId}`);
}
