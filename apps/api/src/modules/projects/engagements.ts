import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/**
 * Whether a professional is engaged: an invitation waiting for their answer, or a seat they accepted in a project
 * not yet delivered or cancelled. Such a professional must stay one (the client counts on them).
 */
export async function hasActiveEngagements(db: Queryable, professionalId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from project_invitations i join projects p on p.id = i.project_id
    where i.professional_id = ${professionalId} and i.status in ('pending', 'accepted')
      and p.status not in ('delivered', 'cancelled')
    limit 1`);
  return result.rows.length > 0;
}
