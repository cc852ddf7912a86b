import {
  type CreateReportInput,
  NEW_USER_WINDOW_DAYS,
  REPORT_WEIGHT_TO_HIDE,
  REPORTER_HISTORY_DAYS,
  REPORTER_HISTORY_MIN,
  REPORTER_PROBATION_DAYS,
  type ReportDecision,
  type ReportTargetType,
} from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordEvent } from '../events/events.ts';
import { hideForReview } from '../feed/hidden-items.ts';
import { blockBetween } from '../profiles/blocks.service.ts';


const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const targetNotFound = () => new AppError('REPORT_TARGET_NOT_FOUND', 'The reported item does not exist');

/** The reported item's row, locked for the report (the author, and for a comment its post). */
async function lockTarget(
  tx: Queryable,
  targetType: ReportTargetType,
  targetId: string,
): Promise<{ authorId: string }> {
  if (targetType !== 'profile' && !UUID.test(targetId)) throw targetNotFound();
  const query = {
    post: sql`select author_id from pro_posts where id = ${targetId}::uuid for update`,
    comment: sql`select user_id as author_id from pro_post_comments where id = ${targetId}::uuid for update`,
    profile: sql`select id as author_id from "user" where id = ${targetId} for share`,
  }[targetType];
  const result = await tx.execute<{ author_id: string }>(query);
  const [row] = result.rows;
  if (!row) throw targetNotFound();
  return { authorId: row.author_id };
}

/**
 * What the open report `r` (joined to its reporter `u`) weighs towards hiding its item (REPORT_WEIGHT_TO_HIDE
 * says the rule): nothing from a new or unconfirmed account, from someone a moderator warned or banned lately,
 * from someone in a block with the item's author (or, for a comment, its post's author: they cannot see it), or
 * from someone whose recent decided reports were mostly dismissed; double from someone whose reports were
 * mostly upheld. `postAuthor` is the author of the comment's post, or null.
 */
function reporterWeight(postAuthor: SQL): SQL {
  const days = (count: number) => sql`${`${count} days`}::interval`;
  return sql`case
    when u.created_at > now() - ${days(NEW_USER_WINDOW_DAYS)} or not u.email_verified
      or ${blockBetween(sql`u.id`, sql`r.target_author_id`)}
      or (${postAuthor}::text is not null and ${blockBetween(sql`u.id`, postAuthor)})
      or exists (select 1 from content_reports sanction
                 where sanction.target_author_id = u.id and sanction.decision in ('warn', 'ban')
                   and sanction.decided_at > now() - ${days(REPORTER_PROBATION_DAYS)})
      or exists (select 1 from admin_audit_log ban
                 where ban.action = 'user.ban' and ban.target_id = u.id
                   and ban.created_at > now() - ${days(REPORTER_PROBATION_DAYS)})
    then 0
    else (select case
            when history.dismissed >= ${REPORTER_HISTORY_MIN} and history.dismissed * 2 > history.decided then 0
            when history.upheld >= ${REPORTER_HISTORY_MIN} and history.upheld >= history.dismissed * 2 then 2
            else 1 end
          from (select count(*) filter (where past.decision = 'dismiss') as dismissed,
                       count(*) filter (where past.decision in ('remove', 'warn', 'ban')) as upheld,
                       count(*) as decided
                from content_reports past
                where past.reporter_id = u.id and past.status = 'closed'
                  and past.decided_at > now() - ${days(REPORTER_HISTORY_DAYS)}) history)
  end`;
}

/**
 * A member reports a post, a comment or a profile of someone else, once while the report is open. When the
 * open reports on a post or a comment weigh REPORT_WEIGHT_TO_HIDE (`reporterWeight`), it is hidden from members
 * until a moderator decides; below that it stays shown, and waits in the moderators' queue like every report.
 * The weighing and the hiding happen under the item's lock, so simultaneous reports cannot both miss the
 * threshold. A profile is never hidden by reports.
 */
export async function createReport(
  db: Database,
  { actor, input }: { actor: Actor; input: CreateReportInput },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const { authorId } = await lockTarget(tx, input.targetType, input.targetId);
    if (authorId === actor.id) throw new AppError('CANNOT_REPORT_OWN', 'You cannot report your own content');
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into content_reports (target_type, target_id, target_author_id, reporter_id, reason, details)
      values (${input.targetType}, ${input.targetId}, ${authorId}, ${actor.id}, ${input.reason},
        ${input.details || null})
      on conflict (target_type, target_id, reporter_id) where status = 'open' do nothing
      returning id`);
    const [report] = inserted.rows;
    if (!report) throw new AppError('REPORT_ALREADY_OPEN', 'You already reported this; it awaits review');
    await recordEvent(tx, { type: 'report_filed', reportId: report.id });
    if (input.targetType !== 'profile') {
      const postAuthor =
        input.targetType === 'comment'
          ? sql`(select p.author_id from pro_posts p join pro_post_comments c on c.post_id = p.id
                 where c.id = ${input.targetId}::uuid)`
          : sql`null`;
      await hideForReview(
        tx,
        { kind: input.targetType, id: input.targetId },
        sql`(select coalesce(sum(${reporterWeight(postAuthor)}), 0)
             from content_reports r join "user" u on u.id = r.reporter_id
             where r.target_type = ${input.targetType} and r.target_id = ${input.targetId}
               and r.status = 'open') >= ${REPORT_WEIGHT_TO_HIDE}`,
      );
    }
    return { id: report.id };
  });
}

/**
 * Closes every open report on an item with a moderator's decision, under the reports' row locks: of two
 * moderators deciding at once, the second finds nothing open (an empty list).
 */
export async function closeOpenReports(
  tx: Transaction,
  {
    targetType,
    targetId,
    decision,
    decidedBy,
  }: { targetType: ReportTargetType; targetId: string; decision: ReportDecision; decidedBy: string },
): Promise<{ reporter_id: string; target_author_id: string | null }[]> {
  const result = await tx.execute<{ reporter_id: string; target_author_id: string | null }>(sql`
    update content_reports set status = 'closed', decision = ${decision}, decided_by = ${decidedBy},
      decided_at = now()
    where id in (select id from content_reports
                 where target_type = ${targetType} and target_id = ${targetId} and status = 'open'
                 for update)
    returning reporter_id, target_author_id`);
  return result.rows;
}
