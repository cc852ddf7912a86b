import type { Actor } from '../../auth/session.ts';
import { sql } from 'drizzle-orm';
import type { Queryable, Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isClientSide } from '../organisations/client-side.ts';
import { loadProject, type ProjectRecord } from './project-record.ts';
import type { Project } from '@escouade/contract';

// Who takes part in a project once its team is formed (its client side, the members whose seat is accepted), read by
// the plans, the thread, the deliveries and the reviews of the team at work; the project loaded or locked for an
// actor, its client side alone or its whole team (every module loads and locks a project through project-record.ts).

export interface TeamRow extends Record<string, unknown> {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  profession: string | null;
  avatar_url: string | null;
  declared_hours: number | null;
  skills: { skillId: string; level: number }[];
}

/** The members of the team: the professionals whose seat is accepted, with the skills they bring to it. */
export async function loadTeam(db: Queryable, projectId: string): Promise<TeamRow[]> {
  const result = await db.execute<TeamRow>(sql`
    select i.professional_id as user_id, pr.first_name, pr.last_name, pp.profession, pr.avatar_url,
      pp.hours_per_week as declared_hours, i.skills
    from project_invitations i
    left join profiles pr on pr.id = i.professional_id
    left join professional_profiles pp on pp.id = i.professional_id
    where i.project_id = ${projectId} and i.status = 'accepted' and i.professional_id is not null
    order by i.created_at, i.id`);
  return result.rows;
}

/**
 * The client (its organisation's members alike) and the members of the team see the project at work; to anyone
 * else it does not exist.
 */
export async function loadForReading(
  db: Queryable,
  actor: Actor,
  projectId: string,
): Promise<{ project: ProjectRecord; team: TeamRow[] }> {
  const [project, team] = await Promise.all([loadProject(db, projectId), loadTeam(db, projectId)]);
  if (!project || !isClientOrMember(project, team, actor)) throw projectNotFound();
  return { project, team };
}

/**
 * Who may read the thread and the project's files: the client, the members and, for moderation, the
 * administrators (who read, never write). To anyone else the project does not exist.
 */
export async function loadForThreadReading(
  db: Queryable,
  actor: Actor,
  projectId: string,
): Promise<{ project: ProjectRecord; team: TeamRow[] }> {
  const [project, team] = await Promise.all([loadProject(db, projectId), loadTeam(db, projectId)]);
  if (!project || (!isClientOrMember(project, team, actor) && actor.role !== 'admin'))
    throw projectNotFound();
  return { project, team };
}

/** The actor's part in the project; undefined for anyone else (an administrator reading). */
export function viewerRoleOf(
  project: ProjectRecord,
  team: TeamRow[],
  actor: Actor,
): 'client' | 'member' | undefined {
  if (isClientSide(project, actor)) return 'client';
  return isTeamMember(team, actor.id) ? 'member' : undefined;
}

export function isTeamMember(team: TeamRow[], userId: string | null): boolean {
  return userId !== null && team.some((member) => member.user_id === userId);
}

export function isClientOrMember(project: ProjectRecord, team: TeamRow[], actor: Actor): boolean {
  return isClientSide(project, actor) || isTeamMember(team, actor.id);
}

export function projectNotFound() {
  return new AppError('PROJECT_NOT_FOUND', 'Project not found');
}

/** The ids of the members whose seat is accepted. */
export async function acceptedMemberIds(db: Queryable, projectId: string): Promise<string[]> {
  const members = await db.execute<{ user_id: string }>(sql`
    select professional_id as user_id from project_invitations
    where project_id = ${projectId} and status = 'accepted' and professional_id is not null`);
  return members.rows.map((member) => member.user_id);
}

export async function loadOwnedProject(
  db: Database,
  actor: Actor,
  projectId: string,
): Promise<ProjectRecord> {
  const project = await loadProject(db, projectId);
  if (!project || !isClientSide(project, actor)) throw projectNotFound();
  return project;
}

/**
 * The project locked for the rest of the caller's transaction, with its team, for its client side or a member of
 * its team; to anyone else it does not exist. What changes a project at work (its plan among them) runs under it.
 */
export async function lockForTeamWork(
  tx: Transaction,
  actor: Actor,
  projectId: string,
): Promise<{ project: ProjectRecord; team: TeamRow[] }> {
  const project = await loadProject(tx, projectId, { lock: true });
  if (!project) throw projectNotFound();
  const team = await loadTeam(tx, projectId);
  if (!isClientOrMember(project, team, actor)) throw projectNotFound();
  return { project, team };
}

export async function lockOwnedProject(
  tx: Transaction,
  actor: Actor,
  projectId: string,
): Promise<ProjectRecord> {
  const project = await loadProject(tx, projectId, { lock: true });
  if (!project || !isClientSide(project, actor)) throw projectNotFound();
  return project;
}

export function assertStatus(project: ProjectRecord, allowed: readonly Project['status'][]) {
  if (!allowed.includes(project.status)) {
    throw new AppError('PROJECT_STATE_CONFLICT', `Not possible while the project is ${project.status}`);
  }
}
