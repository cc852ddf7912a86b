import type { PeopleIKeepAway, RelationState } from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { utcText, utcTextToIso } from '../../db/keyset-cursor.ts';
import { AppError } from '../../errors.ts';

/**
 * Blocking and muting. A block works both ways and is not told to the person blocked: the two stop following
 * each other, and neither can follow, comment on or like the other's posts, nor be proposed in the other's
 * projects; each one's posts and comments leave the other's feed. A mute only hides the muted person's posts
 * and comments from the muter's feed.
 */

/**
 * Serialises the follow and block writes of one pair of people (whoever acts): a follow made while a block of
 * the same pair commits could otherwise survive it, a state that no order of the two requests leaves.
 */
export async function lockPair(tx: Queryable, a: string, b: string): Promise<void> {
  const [first, second] = a < b ? [a, b] : [b, a];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pair:${first}:${second}`}, 0))`);
}

/** A condition true when one of the two people blocked the other. */
export function blockBetween(a: SQL, b: SQL): SQL {
  return sql`(exists (select 1 from user_blocks ub where ub.blocker_id = ${a} and ub.blocked_id = ${b})
    or exists (select 1 from user_blocks ub where ub.blocker_id = ${b} and ub.blocked_id = ${a}))`;
}

/**
 * A condition true when what `author` wrote may show in `reader`'s feed and comment lists: no block between
 * them, not muted by the reader, and the author is not leaving (an account whose deletion is pending shows
 * nothing until it is erased, or comes back if the deletion is cancelled). `author` is a column that is never
 * null. The reader's mutes are read once per statement and looked up in memory (a reader mutes a few people);
 * pending deletions, which may be many, are probed by primary key per row.
 */
export function isShownTo(reader: SQL, author: SQL): SQL {
  return sql`not ${blockBetween(reader, author)}
    and ${author} not in (select um.muted_id from user_mutes um where um.muter_id = ${reader})
    and not exists (select 1 from account_deletions ad where ad.user_id = ${author})`;
}

/** INTERACTION_BLOCKED when one of the two people blocked the other. */
export async function assertNoBlockBetween(db: Queryable, a: string, b: string): Promise<void> {
  if (a === b) return;
  const result = await db.execute<{ blocked: boolean }>(
    sql`select ${blockBetween(sql`${a}::text`, sql`${b}::text`)} as blocked`,
  );
  if (result.rows[0]?.blocked) {
    throw new AppError('INTERACTION_BLOCKED', 'One of the two users blocked the other');
  }
}

/** Idempotent. Ends the follows between the two, both ways, in the same transaction. */
export async function blockUser(
  db: Database,
  { actor, userId }: { actor: Actor; userId: string },
): Promise<RelationState> {
  if (actor.id === userId) throw new AppError('CANNOT_BLOCK_SELF', 'You cannot block yourself');
  await db.transaction(async (tx) => {
    await lockPair(tx, actor.id, userId);
    await assertUserExists(tx, userId);
    await tx.execute(
      sql`insert into user_blocks (blocker_id, blocked_id) values (${actor.id}, ${userId}) on conflict do nothing`,
    );
    await tx.execute(sql`delete from follows
      where (follower_id = ${actor.id} and followed_id = ${userId})
         or (follower_id = ${userId} and followed_id = ${actor.id})`);
  });
  return readRelation(db, actor.id, userId);
}

/** Idempotent; the follows the block ended are not restored. */
export async function unblockUser(
  db: Database,
  { actor, userId }: { actor: Actor; userId: string },
): Promise<RelationState> {
  await db.execute(sql`delete from user_blocks where blocker_id = ${actor.id} and blocked_id = ${userId}`);
  return readRelation(db, actor.id, userId);
}

/** Idempotent. */
export async function muteUser(
  db: Database,
  { actor, userId }: { actor: Actor; userId: string },
): Promise<RelationState> {
  if (actor.id === userId) throw new AppError('CANNOT_BLOCK_SELF', 'You cannot mute yourself');
  await assertUserExists(db, userId);
  await db.execute(
    sql`insert into user_mutes (muter_id, muted_id) values (${actor.id}, ${userId}) on conflict do nothing`,
  );
  return readRelation(db, actor.id, userId);
}

/** Idempotent. */
export async function unmuteUser(
  db: Database,
  { actor, userId }: { actor: Actor; userId: string },
): Promise<RelationState> {
  await db.execute(sql`delete from user_mutes where muter_id = ${actor.id} and muted_id = ${userId}`);
  return readRelation(db, actor.id, userId);
}

/** The people I blocked and the people I muted, most recent first, with what the settings page shows. */
export async function listPeopleIKeepAway(db: Database, actor: Actor): Promise<PeopleIKeepAway> {
  const result = await db.execute<{
    kind: 'block' | 'mute';
    user_id: string;
    first_name: string | null;
    last_name: string | null;
    profession: string | null;
    avatar_url: string | null;
    since_utc: string;
  }>(sql`
    select kind, x.user_id, pr.first_name, pr.last_name, pp.profession, pr.avatar_url,
      ${utcText(sql`x.created_at`)} as since_utc
    from (
      select 'block' as kind, blocked_id as user_id, created_at from user_blocks where blocker_id = ${actor.id}
      union all
      select 'mute', muted_id, created_at from user_mutes where muter_id = ${actor.id}
    ) x
    left join profiles pr on pr.id = x.user_id
    left join professional_profiles pp on pp.id = x.user_id
    order by x.created_at desc, x.user_id`);
  const toPerson = (row: (typeof result.rows)[number]) => ({
    id: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    profession: row.profession,
    avatarUrl: row.avatar_url,
    since: utcTextToIso(row.since_utc),
  });
  return {
    blocked: result.rows.filter((row) => row.kind === 'block').map(toPerson),
    muted: result.rows.filter((row) => row.kind === 'mute').map(toPerson),
  };
}

async function readRelation(db: Queryable, actorId: string, userId: string): Promise<RelationState> {
  const result = await db.execute<{ is_blocked_by_me: boolean; is_muted_by_me: boolean }>(sql`
    select
      exists (select 1 from user_blocks where blocker_id = ${actorId} and blocked_id = ${userId}) as is_blocked_by_me,
      exists (select 1 from user_mutes where muter_id = ${actorId} and muted_id = ${userId}) as is_muted_by_me`);
  const [row] = result.rows;
  return { isBlockedByMe: row?.is_blocked_by_me ?? false, isMutedByMe: row?.is_muted_by_me ?? false };
}

async function assertUserExists(db: Queryable, userId: string): Promise<void> {
  const result = await db.execute(sql`select 1 from "user" where id = ${userId}`);
  if (result.rows.length === 0) throw new AppError('PROFILE_NOT_FOUND', 'Profile not found');
}
