import type { FollowState } from '@escouade/contract';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { follows, user } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { countFollowers } from './profiles.service.ts';

/** Idempotent: following twice keeps one row and answers the same. */
export async function followUser(
  db: Database,
  { actor, userId }: { actor: Actor; userId: string },
): Promise<FollowState> {
  if (actor.id === userId) throw new AppError('CANNOT_FOLLOW_SELF', 'You cannot follow yourself');
  const [target] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!target) throw new AppError('PROFILE_NOT_FOUND', 'Profile not found');
  await db
    .insert(follows)
    .values({ followerId: actor.id, followedId: userId })
    .onConflictDoNothing({ target: [follows.followerId, follows.followedId] });
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
