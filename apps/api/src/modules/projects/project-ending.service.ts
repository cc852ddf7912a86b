import { type Project, CANCELLABLE_PROJECT_STATUSES } from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { releaseBookings } from './availability-bookings.ts';
import { recordActivity } from './activity.ts';
import { projectNotFound, lockOwnedProject, assertStatus } from './project-access.ts';
import { loadProject } from './project-record.ts';
import { recordEvent } from '../events/events.ts';
import { getProject } from './projects.service.ts';

// How a project ends before its delivery: cancelled by its client or an administrator, or ended with its client
// leaving Escouade unless its organisation keeps it.

export async function cancelProject(
  db: Database,
  { actor, projectId }: { actor: Actor; projectId: string },
): Promise<Project> {
  // Checked and written under the project's lock: a project delivered in the meantime is not cancelled.
  await db.transaction(async (tx) => {
    const project = await lockOwnedProject(tx, actor, projectId);
    assertStatus(project, CANCELLABLE_PROJECT_STATUSES);
    await endProject(tx, { id: projectId, status: project.status }, actor.id);
  });
  return getProject(db, { reader: { userId: actor.id }, projectId });
}

/**
 * An administrator ends a project in one of `statuses`, in the caller's transaction (which records it in the
 * audit log): the same end as its client's cancellation, the notices naming the administrator, and the client
 * told as well. PROJECT_NOT_FOUND for no such project, PROJECT_STATE_CONFLICT for one in another status.
 */
export async function cancelProjectAsAdministrator(
  tx: Transaction,
  {
    adminId,
    projectId,
    statuses,
  }: { adminId: string; projectId: string; statuses: readonly Project['status'][] },
): Promise<{ title: string; status: Project['status'] }> {
  const project = await loadProject(tx, projectId, { lock: true });
  if (!project) throw projectNotFound();
  assertStatus(project, statuses);
  await endProject(tx, { id: projectId, status: project.status }, adminId);
  return { title: project.title, status: project.status };
}

/**
 * Ends a project its caller has locked: cancelled, its pending invitations withdrawn (nobody can accept a seat
 * in it any more), its members' hours freed. The members and the professionals still invited hear of it.
 */
export async function endProject(
  tx: Transaction,
  project: { id: string; status: string },
  /** Who ended it, named in the notices; null when its client is leaving Escouade (see below). */
  clientId: string | null,
): Promise<void> {
  await tx.execute(
    sql`update projects set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = ${project.id}`,
  );
  await tx.execute(sql`
    update project_invitations set status = 'withdrawn', responded_at = now()
    where project_id = ${project.id} and status = 'pending'`);
  await releaseBookings(tx, project.id);
  // A project at work keeps its plan and thread, read-only; its history says who stopped it.
  if (project.status === 'staffed' || project.status === 'in_progress') {
    await recordActivity(tx, { projectId: project.id, actorId: clientId, kind: 'project_cancelled' });
  }
  await recordEvent(tx, { type: 'project_cancelled', projectId: project.id, clientId });
}

/**
 * A client leaving Escouade: the projects whose team is not complete yet end at once, with their proposals
 * and pending invitations, and the professionals invited are told; a staffed project stays for its team.
 * Locked in the order of their ids, each before its seats, as an answer to an invitation locks them.
 * The notices name no one: an administrator's deletion erases the account in the same transaction, and with it
 * every event not yet fanned out that names the person, which would leave those invited untold.
 */
export async function endDepartingClientProjects(tx: Transaction, clientId: string): Promise<void> {
  // A project of an organisation another member still belongs to is the organisation's: it goes on with them.
  const open = await tx.execute<{ id: string; status: string }>(sql`
    select id, status from projects
    where client_id = ${clientId} and status in ('draft', 'proposed', 'staffing')
      and not ${keptByOrganisation(clientId)}
    order by id for update`);
  for (const project of open.rows) {
    if (project.status === 'draft') {
      await tx.execute(
        sql`update projects set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = ${project.id}`,
      );
    } else {
      await endProject(tx, project, null);
    }
  }
}

/**
 * Whether the project `projects` (the row in scope) stays with its organisation when `clientId`, its creator,
 * leaves Escouade: another member of the organisation remains to act on it as its client.
 */
export function keptByOrganisation(clientId: string): SQL {
  return sql`(projects.organisation_id is not null and exists (
    select 1 from organisation_members kept
    where kept.organisation_id = projects.organisation_id and kept.user_id <> ${clientId}))`;
}
