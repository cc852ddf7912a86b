import type { Comment, Post, Revisions } from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import { COMMENT_MAX_LENGTH, type Language, POST_MAX_LENGTH } from '@escouade/contract/constants';
import { mentionedUserIds } from '@escouade/contract/mentions';
import type { Database, Transaction } from '../../db/client.ts';
import { type Cursor, utcText, utcTextToCursorTime, utcTextToIso } from '../../db/keyset-cursor.ts';
import { AppError } from '../../errors.ts';
import { recordEvent } from '../events/events.ts';
import { assertNoBlockBetween, blockBetween } from '../profiles/blocks.service.ts';
import { spendMentionBudget } from '../profiles/mention-budget.ts';
import { resolveMentions } from '../profiles/mentions.service.ts';
import { postLanguage } from './post-language.ts';
import { getComment } from './comments.service.ts';
import { getPost } from './feed-pages.service.ts';
import { assertPostVisibleTo, commentNotFound, postNotFound } from './post-access.ts';

/**
 * Authors correct what they wrote; the text it replaces is kept as a revision, so an edit cannot rewrite a
 * conversation (anyone who sees the item sees every version). Under the row's lock, so two edits at once are
 * ordered, each keeping the text the other replaced. The same text again changes nothing (no revision, no
 * "edited" mark). `edited` is the post's position when its text changed, for the search windows.
 */
export async function editPost(
  db: Database,
  { actor, postId, content }: { actor: Actor; postId: string; content: string },
): Promise<{ post: Post; edited: Cursor | undefined }> {
  const edited = await db.transaction(async (tx) => {
    const found = await tx.execute<{
      author_id: string;
      content: string;
      language: Language;
      created_at_utc: string;
    }>(
      sql`select author_id, content, language, ${utcText(sql`created_at`)} as created_at_utc
        from pro_posts where id = ${postId} for update`,
    );
    const [post] = found.rows;
    if (!post) throw postNotFound();
    if (post.author_id !== actor.id) throw new AppError('FORBIDDEN', 'Only the author can edit this post');
    const mentions = await resolveMentions(tx, content, { authorId: actor.id, maxLength: POST_MAX_LENGTH });
    if (post.content === mentions.text) return undefined;
    await tx.execute(
      replaceText(
        { table: sql`pro_posts`, history: sql`pro_post_revisions`, key: sql`post_id` },
        postId,
        mentions.text,
      ),
    );
    // The new text may be in the other language; when its words do not tell, it keeps the post's.
    const language = postLanguage(mentions.text, post.language);
    if (language !== post.language) {
      await tx.execute(sql`update pro_posts set language = ${language} where id = ${postId}`);
    }
    await notifyNewMentions(tx, post.content, mentions, { authorId: actor.id, postId });
    return { createdAt: utcTextToCursorTime(post.created_at_utc), id: postId };
  });
  return { post: await getPost(db, postId, actor.id), edited };
}

/** A comment's author edits it, as a post's author edits a post (see `editPost`). */
export async function editComment(
  db: Database,
  { actor, postId, commentId, content }: { actor: Actor; postId: string; commentId: string; content: string },
): Promise<Comment> {
  await db.transaction(async (tx) => {
    const found = await tx.execute<{ user_id: string; content: string; post_author_id: string }>(sql`
      select c.user_id, c.content, p.author_id as post_author_id
      from pro_post_comments c join pro_posts p on p.id = c.post_id
      where c.id = ${commentId} and c.post_id = ${postId}
      for update of c`);
    const [comment] = found.rows;
    if (!comment) throw commentNotFound();
    if (comment.user_id !== actor.id) {
      throw new AppError('FORBIDDEN', 'Only the author can edit this comment');
    }
    if (comment.content === content) return;
    // A block between the commenter and the post's author since it was written (either way): the comment may
    // still be deleted, not rewritten.
    await assertNoBlockBetween(tx, actor.id, comment.post_author_id);
    const mentions = await resolveMentions(tx, content, {
      authorId: actor.id,
      maxLength: COMMENT_MAX_LENGTH,
    });
    if (comment.content === mentions.text) return;
    await tx.execute(
      replaceText(
        { table: sql`pro_post_comments`, history: sql`pro_comment_revisions`, key: sql`comment_id` },
        commentId,
        mentions.text,
      ),
    );
    await notifyNewMentions(tx, comment.content, mentions, { authorId: actor.id, postId, commentId });
  });
  return getComment(db, commentId, actor.id);
}

/** An edit tells only the people it mentions for the first time, and spends the author's budget for them. */
async function notifyNewMentions(
  tx: Transaction,
  before: string,
  mentions: { userIds: string[] },
  source: { authorId: string; postId: string; commentId?: string },
): Promise<void> {
  const already = new Set(mentionedUserIds(before));
  const userIds = mentions.userIds.filter((id) => !already.has(id));
  if (userIds.length === 0) return;
  await spendMentionBudget(tx, { authorId: source.authorId, userIds });
  await recordEvent(tx, { type: 'mentioned', userIds, ...source });
}

/**
 * One statement copies the current text into the history and replaces it. The time is the clock's when the
 * statement runs, after the row's lock was granted, not the transaction's start: edits that waited for one
 * another then carry times in the order they were applied, and the history reads in that order.
 */
function replaceText(item: { table: SQL; history: SQL; key: SQL }, id: string, content: string): SQL {
  return sql`
    with stamp as (select clock_timestamp() as at),
    kept as (
      insert into ${item.history} (${item.key}, content, written_at, replaced_at)
      select t.id, t.content, coalesce(t.edited_at, t.created_at), stamp.at from ${item.table} t, stamp
      where t.id = ${id}
    )
    update ${item.table} set content = ${content}, edited_at = (select at from stamp) where id = ${id}`;
}

/**
 * Every version of a post, the current one first (at most MAX_REVISIONS_SHOWN). POST_NOT_FOUND when it does
 * not exist, or is not shown to the reader (`assertPostVisibleTo`).
 */
export async function listPostRevisions(
  db: Database,
  { postId, viewerId }: { postId: string; viewerId: string },
): Promise<Revisions> {
  await assertPostVisibleTo(db, postId, viewerId);
  return readRevisions(
    db,
    sql`select content, coalesce(edited_at, created_at) as written_at from pro_posts where id = ${postId}`,
    sql`select content, written_at from pro_post_revisions where post_id = ${postId}`,
    postNotFound,
  );
}

/** Every version of a comment, the current one first. COMMENT_NOT_FOUND when it is not under this post. */
export async function listCommentRevisions(
  db: Database,
  { postId, commentId, viewerId }: { postId: string; commentId: string; viewerId: string },
): Promise<Revisions> {
  await assertPostVisibleTo(db, postId, viewerId);
  // As in the list: a comment hidden pending a moderator's review is its author's only, and one by someone in
  // a block with the reader, or leaving Escouade, is not shown.
  const viewer = sql`${viewerId}::text`;
  return readRevisions(
    db,
    sql`select content, coalesce(edited_at, created_at) as written_at from pro_post_comments
      where id = ${commentId} and post_id = ${postId} and (hidden_at is null or user_id = ${viewer})
        and not ${blockBetween(viewer, sql`user_id`)}
        and (user_id = ${viewer} or not exists (
          select 1 from account_deletions d where d.user_id = pro_post_comments.user_id))`,
    sql`select content, written_at from pro_comment_revisions where comment_id = ${commentId}`,
    commentNotFound,
  );
}

/** The most versions a history answers: the current text and the latest earlier ones. */
export const MAX_REVISIONS_SHOWN = 50;

async function readRevisions(
  db: Database,
  current: SQL,
  earlier: SQL,
  notFound: () => AppError,
): Promise<Revisions> {
  // The current text leads with `is_current`; without it, a version could sort after an earlier one written
  // in the same microsecond.
  const result = await db.execute<{ content: string; written_at_utc: string }>(sql`
    with item as (${current})
    select content, ${utcText(sql`written_at`)} as written_at_utc
    from (select true as is_current, * from item
          union all
          select false, * from (${earlier}) as earlier where exists (select 1 from item)) as versions
    order by is_current desc, written_at desc
    limit ${MAX_REVISIONS_SHOWN}`);
  if (result.rows.length === 0) throw notFound();
  return {
    revisions: result.rows.map((row) => ({
      content: row.content,
      writtenAt: utcTextToIso(row.written_at_utc),
    })),
  };
}
