import type { ReportDecision, ReportGroup, ReportQueue, ReportTargetType } from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { utcText, utcTextToCursorTime, utcTextToIso } from '../../db/keyset-cursor.ts';
import { mailAccounts } from '../../email/mail-accounts.ts';
import type { Mailer } from '../../email/mailer.ts';
import { AppError } from '../../errors.ts';
import type { ImageStore } from '../../uploads/image-store.ts';
import { showAfterReview } from '../feed/hidden-items.ts';
import { closeOpenReports } from '../reports/reports.service.ts';
import { moderateComment, moderatePost } from './admin-content.service.ts';
import { banUser, recordAudit } from './admin-users.service.ts';

type QueueRow = {
  target_type: ReportTargetType;
  target_id: string;
  latest_at_utc: string;
  post_id: string | null;
  content: string | null;
  is_hidden: boolean;
  author: ReportGroup['author'];
  reports: ReportGroup['reports'];
};

/** The queue's position: the last group of a page, by its latest report, then its item. */
type QueueCursor = { at: string; type: string; id: string };

function encodeQueueCursor(cursor: QueueCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeQueueCursor(text: string | undefined): QueueCursor | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<QueueCursor>;
    if (
      typeof value.at === 'string' &&
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?\+00$/.test(value.at) &&
      typeof value.type === 'string' &&
      typeof value.id === 'string'
    ) {
      return { at: value.at, type: value.type, id: value.id };
    }
  } catch {
    // Falls through to the error below.
  }
  throw new AppError('INVALID_CURSOR', 'Invalid cursor');
}

const person = (id: SQL) => sql`(select json_build_object('id', u.id, 'firstName', pr.first_name,
    'lastName', pr.last_name, 'email', u.email)
  from "user" u left join profiles pr on pr.id = u.id where u.id = ${id})`;

/**
 * The moderation queue: every item with open reports, the most recently reported first, each with its text (a
 * post or a comment still there), its author and every open report (reason, words, reporter), newest first.
 * One query per page, keyset on (latest report, item).
 */
export async function listReportQueue(
  db: Database,
  { cursor, limit }: { cursor?: string | undefined; limit: number },
): Promise<ReportQueue> {
  const position = decodeQueueCursor(cursor);
  const after = position
    ? sql`where (g.latest_at, g.target_type, g.target_id) < (${position.at}::timestamptz, ${position.type}, ${position.id})`
    : sql``;
  const result = await db.execute<QueueRow>(sql`
    with groups as (
      select target_type, target_id, max(created_at) as latest_at, max(target_author_id) as author_id
      from content_reports where status = 'open'
      group by target_type, target_id
    )
    select g.target_type, g.target_id, ${utcText(sql`g.latest_at`)} as latest_at_utc,
      c.post_id::text as post_id,
      coalesce(p.content, c.content) as content,
      coalesce(p.hidden_at, c.hidden_at) is not null as is_hidden,
      ${person(sql`g.author_id`)} as author,
      (select json_agg(json_build_object('id', r.id, 'reason', r.reason, 'details', r.details,
          'reporter', ${person(sql`r.reporter_id`)},
          'createdAt', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
          order by r.created_at desc, r.id)
        from content_reports r
        where r.target_type = g.target_type and r.target_id = g.target_id and r.status = 'open') as reports
    from groups g
    left join pro_posts p on p.id = (case when g.target_type = 'post' then g.target_id::uuid end)
    left join pro_post_comments c on c.id = (case when g.target_type = 'comment' then g.target_id::uuid end)
    ${after}
    order by g.latest_at desc, g.target_type desc, g.target_id desc
    limit ${limit + 1}`);
  const rows = result.rows.slice(0, limit);
  const last = rows.at(-1);
  return {
    groups: rows.map((row) => ({
      targetType: row.target_type,
      targetId: row.target_id,
      postId: row.post_id,
      content: row.content,
      author: row.author,
      isHidden: row.is_hidden,
      latestAt: utcTextToIso(row.latest_at_utc),
      reports: row.reports,
    })),
    nextCursor:
      result.rows.length > limit && last
        ? encodeQueueCursor({
            at: utcTextToCursorTime(last.latest_at_utc),
            type: last.target_type,
            id: last.target_id,
          })
        : null,
  };
}

/**
 * A moderator decides for a reported item, closing every open report on it:
 * - dismiss: no rule broken; a hidden item shows again;
 * - remove: the post or comment is deleted and its author told (not for a profile);
 * - warn: the item stays (shown again) and its author gets a warning;
 * - ban: the author is banned (sessions ended) and a reported post or comment removed.
 * Each reporter is then told the outcome in their language; the decision is in the audit log. The reports are
 * closed under their row locks first: two moderators deciding at once, the second finds nothing open.
 */
export async function decideReports(
  db: Database,
  { images, mailer }: { images: ImageStore; mailer: Mailer },
  {
    actor,
    targetType,
    targetId,
    decision,
  }: { actor: Actor; targetType: ReportTargetType; targetId: string; decision: ReportDecision },
): Promise<void> {
  if (targetType === 'profile' && decision === 'remove') {
    throw new AppError('DECISION_NOT_APPLICABLE', 'A profile cannot be removed; ban its owner instead');
  }
  if (decision === 'ban') {
    // Checked before any report is closed: a moderator reported for their own words cannot ban themselves.
    const author = await db.execute<{ target_author_id: string | null }>(sql`
      select target_author_id from content_reports
      where target_type = ${targetType} and target_id = ${targetId} and status = 'open' limit 1`);
    if (author.rows[0]?.target_author_id === actor.id) {
      throw new AppError('CANNOT_MODIFY_SELF', 'An administrator cannot ban themselves');
    }
  }
  const closed = await db.transaction(async (tx) => {
    const reports = await closeOpenReports(tx, { targetType, targetId, decision, decidedBy: actor.id });
    if (reports.length === 0) throw new AppError('NO_OPEN_REPORTS', 'No open report on this item');
    if (targetType !== 'profile' && (decision === 'dismiss' || decision === 'warn')) {
      await showAfterReview(tx, { kind: targetType, id: targetId });
    }
    if (decision === 'dismiss' || decision === 'warn') {
      await recordAudit(tx, {
        actor,
        action: decision === 'dismiss' ? 'report.dismiss' : 'report.warn',
        targetType,
        targetId,
        after: { reports: reports.length },
      });
    }
    return {
      reporterIds: [...new Set(reports.map((row) => row.reporter_id))],
      authorId: reports.find((row) => row.target_author_id)?.target_author_id ?? null,
    };
  });

  if (decision === 'ban' && closed.authorId) {
    await banUser(db, {
      actor,
      userId: closed.authorId,
      input: { reason: `Reports on ${targetType} ${targetId}` },
    });
  }
  if (decision === 'remove' || decision === 'ban')
    await removeContent(db, { images, mailer }, actor, targetType, targetId);
  if (decision === 'warn' && closed.authorId) {
    await mailAccounts(db, mailer, {
      userIds: [closed.authorId],
      template: 'moderation-warning',
      data: { kind: targetType, excerpt: await contentOf(db, targetType, targetId) },
    });
  }
  await mailAccounts(db, mailer, {
    userIds: closed.reporterIds,
    template: 'report-outcome',
    data: { kind: targetType, outcome: decision === 'dismiss' ? 'dismissed' : 'actioned' },
  });
}

async function removeContent(
  db: Database,
  deps: { images: ImageStore; mailer: Mailer },
  actor: Actor,
  targetType: ReportTargetType,
  targetId: string,
): Promise<void> {
  try {
    if (targetType === 'post') await moderatePost(db, deps, { actor, postId: targetId });
    if (targetType === 'comment') {
      const found = await db.execute<{ post_id: string }>(
        sql`select post_id from pro_post_comments where id = ${targetId}::uuid`,
      );
      const postId = found.rows[0]?.post_id;
      if (postId) await moderateComment(db, deps, { actor, postId, commentId: targetId });
    }
  } catch (error) {
    // Deleted by its author in the meantime: nothing left to remove.
    if (error instanceof AppError && (error.code === 'POST_NOT_FOUND' || error.code === 'COMMENT_NOT_FOUND'))
      return;
    throw error;
  }
}

async function contentOf(db: Database, targetType: ReportTargetType, targetId: string): Promise<string> {
  if (targetType === 'profile') return '';
  const table = targetType === 'post' ? sql`pro_posts` : sql`pro_post_comments`;
  const result = await db.execute<{ content: string }>(
    sql`select content from ${table} where id = ${targetId}::uuid`,
  );
  return result.rows[0]?.content ?? '';
}
