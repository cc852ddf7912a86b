import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/postgres-errors.ts';
import { AppError } from '../../errors.ts';
import { blockBetween } from '../profiles/blocks.service.ts';

// Whether a post may be read or answered by someone: what the feed leaves out is not reached by its id either.

export const postNotFound = () => new AppError('POST_NOT_FOUND', 'Post not found');
export const commentNotFound = () => new AppError('COMMENT_NOT_FOUND', 'Comment not found');

export async function assertPostExists(db: Database, postId: string): Promise<void> {
  await authorOfPost(db, postId);
}

/**
 * Whether the post is in a block between `reader` and its author, and whether it is withheld from `reader`:
 * hidden pending a moderator's review, or by a member leaving Escouade (its author still sees it).
 */
async function postAccess(
  db: Database,
  postId: string,
  readerId: string,
): Promise<{ blocked: boolean; withheld: boolean } | undefined> {
  const reader = sql`${readerId}::text`;
  const result = await db.execute<{ blocked: boolean; withheld: boolean }>(sql`
    select ${blockBetween(reader, sql`p.author_id`)} as blocked,
      p.author_id <> ${reader} and (p.hidden_at is not null
        or exists (select 1 from account_deletions d where d.user_id = p.author_id)) as withheld
    from pro_posts p where p.id = ${postId}`);
  return result.rows[0];
}

/**
 * Before a like or a comment, in one query: POST_NOT_FOUND when the post does not exist or is withheld from
 * the actor (`postAccess`), INTERACTION_BLOCKED when its author and the actor are in a block.
 */
export async function assertCanInteract(db: Database, postId: string, actorId: string): Promise<void> {
  const access = await postAccess(db, postId, actorId);
  if (!access || access.withheld) throw postNotFound();
  if (access.blocked) throw new AppError('INTERACTION_BLOCKED', 'One of the two users blocked the other');
}

/**
 * POST_NOT_FOUND when the post does not exist, when the reader and its author are in a block, or when it is
 * withheld from the reader (`postAccess`): what the feed leaves out is not read by its id either (its page,
 * its comments, its history).
 */
export async function assertPostVisibleTo(db: Database, postId: string, viewerId: string): Promise<void> {
  const access = await postAccess(db, postId, viewerId);
  if (!access || access.blocked || access.withheld) throw postNotFound();
}

async function authorOfPost(db: Database, postId: string): Promise<string> {
  const result = await db.execute<{ author_id: string }>(
    sql`select author_id from pro_posts where id = ${postId}`,
  );
  const [post] = result.rows;
  if (!post) throw postNotFound();
  return post.author_id;
}

/**
 * Runs a write that references a post checked a moment before: when its author deleted it in between, the
 * reference fails, and the answer is the post's absence, as if the check had come a moment later.
 */
export async function whilePostExists<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw postNotFound();
    throw error;
  }
}
