import { displayName } from '@escouade/contract/people';
import type { AdminOverview, AuditPage } from '@escouade/contract';
import { NEW_USER_WINDOW_DAYS } from '@escouade/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { keysetPage } from '../../db/keyset-page.ts';
import { mailAccounts } from '../../email/mail-accounts.ts';
import type { Mailer } from '../../email/mailer.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import { deleteComment } from '../feed/comments.service.ts';
import { deletePost } from '../feed/publishing.service.ts';
import { recordAudit } from './admin-users.service.ts';
import { recordEvent } from '../events/events.ts';
import { excerpt } from '../events/excerpt.ts';
import { headOf } from '@escouade/contract/whole-characters';

const EXCERPT_LENGTH = 280;

/** Removes any post; its author is told by e-mail, in their language. */
export async function moderatePost(
  db: Database,
  { images, mailer }: { images: ImageStore; mailer: Mailer },
  { actor, postId }: { actor: Actor; postId: string },
): Promise<void> {
  const removed = await deletePost(db, images, { actor, postId, isModeration: true });
  await recordAudit(db, {
    actor,
    action: 'post.delete',
    targetType: 'post',
    targetId: postId,
    before: { authorId: removed.authorId, content: removed.content },
  });
  await notifyAuthor(db, mailer, { authorId: removed.authorId, kind: 'post', content: removed.content });
}

export async function moderateComment(
  db: Database,
  { mailer }: { mailer: Mailer },
  { actor, postId, commentId }: { actor: Actor; postId: string; commentId: string },
): Promise<{ commentCount: number }> {
  const removed = await deleteComment(db, { actor, postId, commentId, isModeration: true });
  await recordAudit(db, {
    actor,
    action: 'comment.delete',
    targetType: 'comment',
    targetId: commentId,
    before: { postId, authorId: removed.authorId, content: removed.content },
  });
  await notifyAuthor(db, mailer, { authorId: removed.authorId, kind: 'comment', content: removed.content });
  return { commentCount: removed.commentCount };
}

async function notifyAuthor(
  db: Database,
  mailer: Mailer,
  { authorId, kind, content }: { authorId: string; kind: 'post' | 'comment'; content: string },
): Promise<void> {
  await recordEvent(db, { type: 'content_removed', authorId, kind, excerpt: excerpt(content) });
  await mailAccounts(db, mailer, {
    userIds: [authorId],
    template: 'content-removed',
    data: { kind, excerpt: headOf(content, EXCERPT_LENGTH) },
  });
}

/**
 * Newest first, keyset on the identity column; each target named as it reads today (a person, a project).
 * `target`: only the entries about it (a project's page shows what the administrators did to it).
 */
export async function listAuditEntries(
  db: Queryable,
  {
    cursor,
    limit,
    target,
  }: { cursor?: number | undefined; limit: number; target?: { type: string; id: string } },
): Promise<AuditPage> {
  const conditions = [
    ...(cursor ? [sql`a.id < ${cursor}`] : []),
    ...(target ? [sql`a.target_type = ${target.type} and a.target_id = ${target.id}`] : []),
  ];
  const before = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const result = await db.execute<{
    id: number;
    actor_id: string | null;
    actor_email: string;
    actor_first_name: string | null;
    actor_last_name: string | null;
    target_first_name: string | null;
    target_last_name: string | null;
    target_title: string | null;
    action: AuditPage['entries'][number]['action'];
    target_type: string;
    target_id: string;
    before: unknown;
    after: unknown;
    created_at: Date | string;
  }>(sql`
    select a.*, actor.first_name as actor_first_name, actor.last_name as actor_last_name,
      target.first_name as target_first_name, target.last_name as target_last_name,
      nullif(project.title, '') as target_title
    from admin_audit_log a
    left join profiles actor on actor.id = a.actor_id
    left join profiles target on a.target_type = 'user' and target.id = a.target_id
    left join projects project on a.target_type = 'project' and project.id::text = a.target_id
    ${before}
    order by a.id desc limit ${limit + 1}`);
  const page = keysetPage(result.rows, limit, (row) => Number(row.id));
  return {
    entries: page.rows.map((row) => ({
      id: Number(row.id),
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      actorName: displayName({ firstName: row.actor_first_name, lastName: row.actor_last_name }),
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      // A person by their name, a project by its title as it reads today.
      targetName:
        row.target_title ?? displayName({ firstName: row.target_first_name, lastName: row.target_last_name }),
      before: row.before,
      after: row.after,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    nextCursor: page.next,
  };
}

/** The overview's real figures: users, activity over 30 days against the 30 before, sign-ups per day. */
export async function getOverview(db: Database, now = new Date()): Promise<AdminOverview> {
  const window = `${NEW_USER_WINDOW_DAYS} days`;
  const at = now.toISOString();
  const result = await db.execute<{
    total_users: number;
    new_users: number;
    posts_last: number;
    posts_previous: number;
    comments_last: number;
    comments_previous: number;
  }>(sql`
    select
      (select count(*)::int from "user") as total_users,
      (select count(*)::int from "user" where created_at > ${at}::timestamptz - ${window}::interval) as new_users,
      (select count(*)::int from pro_posts where created_at > ${at}::timestamptz - ${window}::interval) as posts_last,
      (select count(*)::int from pro_posts where created_at > ${at}::timestamptz - 2 * ${window}::interval
         and created_at <= ${at}::timestamptz - ${window}::interval) as posts_previous,
      (select count(*)::int from pro_post_comments where created_at > ${at}::timestamptz - ${window}::interval) as comments_last,
      (select count(*)::int from pro_post_comments where created_at > ${at}::timestamptz - 2 * ${window}::interval
         and created_at <= ${at}::timestamptz - ${window}::interval) as comments_previous`);
  const daily = await db.execute<{ day: string; count: number }>(sql`
    with days as (
      select generate_series(
        date_trunc('day', ${at}::timestamptz at time zone 'UTC') - ${`${NEW_USER_WINDOW_DAYS - 1} days`}::interval,
        date_trunc('day', ${at}::timestamptz at time zone 'UTC'),
        interval '1 day') as day
    ),
    recent as (
      select date_trunc('day', created_at at time zone 'UTC') as day from "user"
      where created_at >= (select min(day) from days) at time zone 'UTC'
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, count(recent.day)::int as count
    from days left join recent on recent.day = days.day
    group by days.day order by days.day`);
  const figures = result.rows[0];
  return {
    users: { total: figures?.total_users ?? 0, newLast30Days: figures?.new_users ?? 0 },
    posts: { last30Days: figures?.posts_last ?? 0, previous30Days: figures?.posts_previous ?? 0 },
    comments: { last30Days: figures?.comments_last ?? 0, previous30Days: figures?.comments_previous ?? 0 },
    signupsPerDay: daily.rows.map((row) => ({ date: row.day, count: row.count })),
  };
}
