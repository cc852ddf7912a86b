import type { FollowState } from '@escouade/contract';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { follows, user } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { assertNoBlockBetween, lockPair } from './blocks.service.ts';
import { countFollowers } from './profiles.service.ts';
import { recordEvent } from '../events/events.ts';

/** Idempotent: following twice keeps one row and answers the same. INTERACTION_BLOCKED after a block. */
export async function followUser(
  db: Database,
  { actor, userId }: { actor: Actor; userId: string },
): Promise<FollowState> {
  if (actor.id === userId) throw new AppError('CANNOT_FOLLOW_SELF', 'You cannot follow yourself');
  await db.transaction(async (tx) => {
    // Under the pair's lock: a block of the same two people commits wholly before or after this follow.
    await lockPair(tx, actor.id, userId);
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!target) throw new AppError('PROFILE_NOT_FOUND', 'Profile not found');
    await assertNoBlockBetween(tx, actor.id, userId);
    const inserted = await tx
      .insert(follows)
      .values({ followerId: actor.id, followedId: userId })
      .onConflictDoNothing({ target: [follows.followerId, follows.followedId] })
      .returning({ id: follows.id });
    // Following again someone already followed tells them nothing new.
    if (inserted.length > 0) {
      await recordEvent(tx, { type: 'followed', followerId: actor.id, followedId: userId });
    }
  });
  return { followerCount: await countFollowers(db, userId), isFollowedByMe: true };
}

/** Idempotent: unfollowing someone not followed is not an error. */
export async function unfollowUser(
  db: Database,
  { actor, userId }: { actor: Actor; userId: string },
): Promise<FollowState> {
  await db.delete(follows).where(and(eq(follows.followerId, actor.id), eq(follows.followedId, userId)));
  return { followerCount: await countFollowers(db, userId), isFollowedByMe: false };
}
