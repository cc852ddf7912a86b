import type { Comment, CommentsPage } from '@escouade/contract';
import { COMMENT_MAX_LENGTH } from '@escouade/contract/constants';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { afterPosition, keysetPage } from '../../db/keyset-page.ts';
import { AppError } from '../../errors.ts';
import { isShownTo } from '../profiles/blocks.service.ts';
import { decodeCursor, encodeCursor, utcText, utcTextToIso } from '../../db/keyset-cursor.ts';
import { recordEvent } from '../events/events.ts';
import { spendMentionBudget } from '../profiles/mention-budget.ts';
import { resolveMentions } from '../profiles/mentions.service.ts';
import {
  postNotFound,
  commentNotFound,
  assertPostExists,
  assertCanInteract,
  assertPostVisibleTo,
  whilePostExists,
} from './post-access.ts';
import { authorColumns, authorProfiles, toAuthor } from './post-authors.ts';
import { cursorOfRow } from './feed-pages.service.ts';

// The comments of a post: listed oldest first, written, deleted by their author or a moderator.

interface CommentRow extends Record<string, unknown> {
  id: string;
  post_id: string;
  content: string;
  created_at_utc: string;
  edited_at_utc: string | null;
  author_id: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  profession: string | null;
}

/**
 * Comments oldest first, keyset-paginated on (created_at, id); those of people the viewer blocked, muted or
 * was blocked by are left out, and a post whose author is in a block with the viewer is not found.
 */
export async function listComments(
  db: Database,
  {
    viewerId,
    postId,
    cursor,
    limit,
  }: { viewerId: string | undefined; postId: string; cursor?: string; limit: number },
): Promise<CommentsPage> {
  if (viewerId) await assertPostVisibleTo(db, postId, viewerId);
  else await assertPostExists(db, postId);
  const after = afterPosition(decodeCursor(cursor), {
    createdAt: sql`c.created_at`,
    id: sql`c.id`,
    order: 'oldest first',
  });
  const shown = viewerId ? sql`and ${isShownTo(sql`${viewerId}::text`, sql`c.user_id`)}` : sql``;
  // Hidden pending a moderator's review (enough members reported it).
  const notHidden = sql`and c.hidden_at is null`;
  const result = await db.execute<CommentRow>(sql`
    select ${commentColumns}
    from pro_post_comments c
    ${authorProfiles(sql`c.user_id`)}
    where c.post_id = ${postId} ${notHidden} ${shown} ${after}
    order by c.created_at, c.id
    limit ${limit + 1}`);
  const page = keysetPage(result.rows, limit, cursorOfRow);
  return {
    comments: page.rows.map((row) => toComment(row, viewerId)),
    nextCursor: page.next && encodeCursor(page.next),
  };
}

const commentColumns = sql`c.id, c.post_id, c.content, ${utcText(sql`c.created_at`)} as created_at_utc,
  ${utcText(sql`c.edited_at`)} as edited_at_utc, c.user_id as author_id, ${authorColumns}`;

/** INTERACTION_BLOCKED when the post's author and the commenter blocked one another. */
export async function createComment(
  db: Database,
  { actor, postId, content }: { actor: Actor; postId: string; content: string },
): Promise<{ comment: Comment; commentCount: number }> {
  await assertCanInteract(db, postId, actor.id);
  const mentions = await resolveMentions(db, content, { authorId: actor.id, maxLength: COMMENT_MAX_LENGTH });
  const id = await whilePostExists(() =>
    db.transaction(async (tx) => {
      const inserted = await tx.execute<{ id: string }>(
        sql`insert into pro_post_comments (post_id, user_id, content) values (${postId}, ${actor.id}, ${mentions.text}) returning id`,
      );
      const commentId = inserted.rows[0]!.id;
      await recordEvent(tx, { type: 'comment_posted', postId, commentId, userId: actor.id });
      if (mentions.userIds.length > 0) {
        await spendMentionBudget(tx, { authorId: actor.id, userIds: mentions.userIds });
        await recordEvent(tx, {
          type: 'mentioned',
          authorId: actor.id,
          userIds: mentions.userIds,
          postId,
          commentId,
        });
      }
      return commentId;
    }),
  );
  const result = await db.execute<CommentRow & { comment_count: number }>(sql`
    select ${commentColumns}, (select comment_count from pro_posts where id = ${postId}) as comment_count
    from pro_post_comments c
    ${authorProfiles(sql`c.user_id`)}
    where c.id = ${id}`);
  const [row] = result.rows;
  // Gone with its post, deleted since the comment was written.
  if (!row) throw postNotFound();
  return { comment: toComment(row, actor.id), commentCount: row.comment_count };
}

/** One comment as the post's comment list shows it; COMMENT_NOT_FOUND when it does not exist. */
export async function getComment(db: Database, commentId: string, viewerId: string): Promise<Comment> {
  const result = await db.execute<CommentRow>(sql`
    select ${commentColumns}
    from pro_post_comments c
    ${authorProfiles(sql`c.user_id`)}
    where c.id = ${commentId}`);
  const [row] = result.rows;
  if (!row) throw commentNotFound();
  return toComment(row, viewerId);
}

/** The author of a comment deletes it (admins through moderation). */
export async function deleteComment(
  db: Database,
  {
    actor,
    postId,
    commentId,
    isModeration = false,
  }: { actor: Actor; postId: string; commentId: string; isModeration?: boolean },
): Promise<{ commentCount: number; authorId: string; content: string }> {
  const found = await db.execute<{ user_id: string; content: string }>(
    sql`select user_id, content from pro_post_comments where id = ${commentId} and post_id = ${postId}`,
  );
  const [comment] = found.rows;
  if (!comment) throw commentNotFound();
  if (comment.user_id !== actor.id && !isModeration) {
    throw new AppError('FORBIDDEN', 'Only the author can delete this comment');
  }
  await db.execute(sql`delete from pro_post_comments where id = ${commentId}`);
  const counted = await db.execute<{ comment_count: number }>(
    sql`select comment_count from pro_posts where id = ${postId}`,
  );
  return {
    commentCount: counted.rows[0]?.comment_count ?? 0,
    authorId: comment.user_id,
    content: comment.content,
  };
}

function toComment(row: CommentRow, viewerId: string | undefined): Comment {
  return {
    id: row.id,
    postId: row.post_id,
    content: row.content,
    createdAt: utcTextToIso(row.created_at_utc),
    editedAt: row.edited_at_utc && utcTextToIso(row.edited_at_utc),
    author: toAuthor(row),
    isMine: row.author_id === viewerId,
  };
}
