import { type CreateReportInput, REPORTS_TO_HIDE, type ReportTargetType } from '@escouade/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordEvent } from '../notifications/events.ts';

type Executor = Pick<Database, 'execute'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const targetNotFound = () => new AppError('REPORT_TARGET_NOT_FOUND', 'The reported item does not exist');

/** The reported item's row, locked for the report (the author, and for a comment its post). */
async function lockTarget(
  tx: Executor,
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
 * A member reports a post, a comment or a profile of someone else, once while the report is open. When
 * REPORTS_TO_HIDE different members have open reports on a post or a comment, it is hidden from members until a
 * moderator decides (the count and the hiding happen under the item's lock, so simultaneous reports cannot both
 * miss the threshold).
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
      const table = input.targetType === 'post' ? sql`pro_posts` : sql`pro_post_comments`;
      await tx.execute(sql`
        update ${table} set hidden_at = now()
        where id = ${input.targetId}::uuid and hidden_at is null
          and (select count(distinct reporter_id) from content_reports
               where target_type = ${input.targetType} and target_id = ${input.targetId} and status = 'open')
              >= ${REPORTS_TO_HIDE}`);
    }
    return { id: report.id };
  });
}
