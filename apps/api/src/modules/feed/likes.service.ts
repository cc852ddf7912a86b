import type { LikeState } from '@escouade/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { recordEvent } from '../events/events.ts';
import { postNotFound, assertCanInteract, assertPostVisibleTo, whilePostExists } from './post-access.ts';

// A post liked and unliked, once per member.

/** Idempotent: liking twice keeps one like. INTERACTION_BLOCKED between the reader and the author. */
export async function likePost(
  db: Database,
  { actor, postId }: { actor: Actor; postId: string },
): Promise<LikeState> {
  await assertCanInteract(db, postId, actor.id);
  await whilePostExists(() =>
    db.transaction(async (tx) => {
      const liked = await tx.execute(
        sql`insert into pro_post_likes (post_id, user_id) values (${postId}, ${actor.id})
            on conflict do nothing returning post_id`,
      );
      // Liking again what one likes already tells the author nothing new.
      if (liked.rows.length > 0) await recordEvent(tx, { type: 'post_liked', postId, userId: actor.id });
    }),
  );
  return readLikeState(db, postId, true);
}

export async function unlikePost(
  db: Database,
  { actor, postId }: { actor: Actor; postId: string },
): Promise<LikeState> {
  await assertPostVisibleTo(db, postId, actor.id);
  await db.execute(sql`delete from pro_post_likes where post_id = ${postId} and user_id = ${actor.id}`);
  return readLikeState(db, postId, false);
}

async function readLikeState(db: Database, postId: string, likedByMe: boolean): Promise<LikeState> {
  const result = await db.execute<{ like_count: number }>(
    sql`select like_count from pro_posts where id = ${postId}`,
  );
  const [row] = result.rows;
  if (!row) throw postNotFound();
  return { likeCount: row.like_count, likedByMe };
}
