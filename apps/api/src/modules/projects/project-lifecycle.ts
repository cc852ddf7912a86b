import { sql } from 'drizzle-orm';
import { recordActivity } from './activity.ts';
import type { Transaction } from '../../db/client.ts';
import type { ProjectRecord } from './project-record.ts';

// The project's status after its team is complete: staffed → in progress (the first work started or delivered)
// → delivered (closed by the client once every milestone is accepted). Each change runs under the project's lock.

/** The first work started or delivered moves a staffed project to in progress. */
export async function startIfStaffed(
  tx: Transaction,
  project: ProjectRecord,
  actorId: string,
): Promise<void> {
  if (project.status !== 'staffed') return;
  await tx.execute(
    sql`update projects set status = 'in_progress', started_at = now(), updated_at = now() where id = ${project.id}`,
  );
  project.status = 'in_progress';
  await recordActivity(tx, { projectId: project.id, actorId, kind: 'project_started' });
}

/**
 * Closes the project as delivered, and frees the hours its members had booked past today: they may be proposed
 * for other projects from tomorrow.
 */
export async function markDelivered(tx: Transaction, project: ProjectRecord, actorId: string): Promise<void> {
  await tx.execute(sql`
    update projects set status = 'delivered', delivered_at = now(), updated_at = now(),
      started_at = coalesce(started_at, now())
    where id = ${project.id}`);
  await tx.execute(sql`
    update availability_bookings
    set end_date = greatest(start_date, least(end_date, (now() at time zone 'UTC')::date))
    where project_id = ${project.id}`);
  project.status = 'delivered';
  await recordActivity(tx, { projectId: project.id, actorId, kind: 'project_delivered' });
}
