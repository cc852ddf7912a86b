import type { Language, MyProjects, Project } from '@escouade/contract';
import { CANCELLABLE_PROJECT_STATUSES } from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Actor, unauthenticated } from '../../auth/session.ts';
import { type Reader, readerQuery } from '../../auth/session-reader.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { releaseBookings } from './availability-bookings.ts';
import { recordActivity } from './activity.ts';
import { projectNotFound, lockOwnedProject, assertStatus } from './project-access.ts';
import { clientSideSql, organisationOfNewProject } from '../organisations/client-side.ts';
import { loadProject, PROJECT_COLUMNS, type ProjectColumns } from './project-record.ts';
import { skillNamesIn, withSkillNames } from '../profiles/skill-names.ts';
import { recordEvent } from '../events/events.ts';
import { readStoredDraft, getStoredEffort, toBudget } from './stored-brief.ts';
import { type InvitationRow, invitationsQuery, selectInvitations, toInvitation } from './invitation-rows.ts';
import { type MessageRow, toMessage } from './brief-chat.service.ts';

export async function createProject(
  db: Database,
  { actor, language }: { actor: Actor; language: 'fr' | 'en' },
): Promise<Project> {
  const result = await db.execute<{ id: string }>(
    sql`insert into projects (client_id, organisation_id, language)
        values (${actor.id}, ${organisationOfNewProject(actor)}, ${language}) returning id`,
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error('insert into projects returned no row');
  return getProject(db, { reader: { userId: actor.id }, projectId: id });
}

/** Who, besides its owner, may read a project: a professional invited to its team, whatever they answered. */
const SEES_THE_PROJECT = sql`('pending', 'accepted', 'declined', 'left')`;

/**
 * The owner (the client, and every member of the project's organisation) sees everything; a professional invited to the team sees the project and its team, not the chat.
 * Anyone else gets PROJECT_NOT_FOUND: a project's existence is not revealed to other clients.
 * One statement checks the reader's session (for a `reader` known by its token), reads the project, checks
 * the reader's access, and gathers the chat and the team: one round trip. With `language`, it also names the
 * skills of the brief and the team in that language (`withSkillNames`). UNAUTHENTICATED when the token has
 * no valid session.
 */
export async function getProject(
  db: Database,
  { reader, projectId, language }: { reader: Reader; projectId: string; language?: Language },
): Promise<Project> {
  const { rows } = await db.execute<
    | { viewer_id: string; id: null }
    | (ProjectColumns & {
        viewer_id: string;
        is_owner: boolean;
        messages: MessageRow[];
        team: InvitationRow[];
        skill_names: Record<string, string> | null;
      })
  >(sql`
    with viewer as (${readerQuery(reader)}),
    project as (
      select ${PROJECT_COLUMNS}, ${clientSideSql('p', sql`v.id`)} as is_owner
      from viewer v join projects p on p.id = ${projectId} and (${clientSideSql('p', sql`v.id`)} or exists (
        select 1 from project_invitations i
        where i.project_id = p.id and i.professional_id = v.id and i.status in ${SEES_THE_PROJECT}))
    ),
    messages as (
      select coalesce(jsonb_agg(jsonb_build_object('id', m.id, 'role', m.role, 'content', m.content,
          'created_at', m.created_at) order by m.created_at, m.id), '[]'::jsonb) as rows
      from project p join project_messages m on m.project_id = p.id
      where p.is_owner
    ),
    team as (
      select coalesce(jsonb_agg(to_jsonb(i) order by i.created_at, i.id), '[]'::jsonb) as rows
      from project viewed cross join lateral (
        ${invitationsQuery(sql`i.project_id = viewed.id and i.status <> 'replaced'`)}
      ) i
    )
    select v.id as viewer_id, found.*
    from viewer v left join (
      select p.*, messages.rows as messages, team.rows as team,
        ${language ? skillNamesIn([sql`p.draft_brief`, sql`p.brief`, sql`team.rows`], language) : sql`null`} as skill_names
      from project p cross join messages cross join team
    ) found on true`);
  const [row] = rows;
  if (!row) throw unauthenticated();
  // A reader who may not see the project (or there is none) has their row, with the project's columns null.
  if (row.id === null) throw projectNotFound();
  const isOwner = row.is_owner;
  const project: Project = {
    id: row.id,
    title: row.title,
    description: row.description,
    language: row.language,
    status: row.status,
    budget: toBudget(row),
    startDate: row.start_date,
    deadline: row.deadline,
    // Drafts saved before the assistant told stated from inferred fields, or showed its evidence, lack them.
    draftBrief: isOwner && row.draft_brief ? readStoredDraft(row.draft_brief) : null,
    brief: row.brief,
    effort: row.brief ? getStoredEffort(row.brief) : null,
    isOwner,
    messages: row.messages.map(toMessage),
    team: row.team.map(toInvitation),
    createdAt: new Date(row.created_at).toISOString(),
    staffedAt: isoOrNull(row.staffed_at),
    startedAt: isoOrNull(row.started_at),
    deliveredAt: isoOrNull(row.delivered_at),
    cancelledAt: isoOrNull(row.cancelled_at),
  };
  return row.skill_names ? withSkillNames(project, row.skill_names) : project;
}

function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

export async function listMyProjects(db: Database, actor: Actor): Promise<MyProjects> {
  const [projects, invitations] = await Promise.all([
    db.execute<{ id: string; title: string; status: Project['status']; created_at: Date | string }>(
      sql`select p.id, p.title, p.status, p.created_at from projects p where ${clientSideSql('p', actor.id)}
          order by p.created_at desc limit 100`,
    ),
    selectInvitations(db, sql`i.professional_id = ${actor.id} and i.status <> 'replaced'`),
  ]);
  return {
    projects: projects.rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    invitations,
  };
}

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
