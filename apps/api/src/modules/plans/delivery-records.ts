import type { Delivery } from '@escouade/contract/delivery';
import { sql } from 'drizzle-orm';
import { utcText, utcTextToIso } from '../../db/keyset-cursor.ts';
import { loadAttachments } from './attachments.ts';
import type { Queryable } from '../../db/client.ts';

/** The deliveries of a project's milestones, each with its files, by milestone, oldest first. */
export async function loadDeliveries(db: Queryable, projectId: string): Promise<Map<string, Delivery[]>> {
  const rows = await db.execute<{
    id: string;
    milestone_id: string;
    author_id: string | null;
    first_name: string | null;
    last_name: string | null;
    avatar_url: string | null;
    note: string;
    created_at_utc: string;
    decision: Delivery['decision'];
    decision_comment: string | null;
    decided_at_utc: string | null;
  }>(sql`
    select d.id, d.milestone_id, d.author_id, p.first_name, p.last_name, p.avatar_url, d.note,
      ${utcText(sql`d.created_at`)} as created_at_utc, d.decision, d.decision_comment,
      case when d.decided_at is null then null else ${utcText(sql`d.decided_at`)} end as decided_at_utc
    from milestone_deliveries d left join profiles p on p.id = d.author_id
    where d.project_id = ${projectId}
    order by d.created_at, d.id`);
  const attachments = await loadAttachments(
    db,
    projectId,
    'delivery_id',
    rows.rows.map((row) => row.id),
  );
  const byMilestone = new Map<string, Delivery[]>();
  for (const row of rows.rows) {
    const delivery: Delivery = {
      id: row.id,
      author: row.author_id
        ? { id: row.author_id, firstName: row.first_name, lastName: row.last_name, avatarUrl: row.avatar_url }
        : null,
      note: row.note,
      attachments: attachments.get(row.id) ?? [],
      createdAt: utcTextToIso(row.created_at_utc),
      decision: row.decision,
      decisionComment: row.decision_comment,
      decidedAt: row.decided_at_utc ? utcTextToIso(row.decided_at_utc) : null,
    };
    byMilestone.set(row.milestone_id, [...(byMilestone.get(row.milestone_id) ?? []), delivery]);
  }
  return byMilestone;
}
