import { addDays } from '@escouade/contract/calendar-days';
import { MAX_DAYS_PAST_DEADLINE, PLAN_EDITABLE_STATUSES } from '@escouade/contract/plans';
import type { Language, ProjectStatus } from '@escouade/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

// Who may read and change a project's plan, and the project and team the plan's rules read.

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

/** Without a deadline, milestones and tasks may run this long after the project's first day. */
const MAX_DAYS_WITHOUT_DEADLINE = 2 * 366;

export interface PlanProject {
  id: string;
  client_id: string | null;
  status: ProjectStatus;
  language: Language;
  start_date: string | null;
  deadline: string | null;
  created_on: string;
  brief: {
    skills?: { skillId: string; name: string; weight: number }[];
    effortDaysPerWeek?: number;
  } | null;
}

export interface TeamRow extends Record<string, unknown> {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  profession: string | null;
  avatar_url: string | null;
  declared_hours: number | null;
  skills: { skillId: string; level: number }[];
}

export async function loadPlanProject(
  db: Queryable,
  projectId: string,
  forUpdate = false,
): Promise<PlanProject | undefined> {
  const result = await db.execute<PlanProject & Record<string, unknown>>(sql`
    select id, client_id, status, language, start_date::text as start_date, deadline::text as deadline,
      (created_at at time zone 'UTC')::date::text as created_on, brief
    from projects where id = ${projectId} ${forUpdate ? sql`for update` : sql``}`);
  return result.rows[0];
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

/** The client and the members of the team see the plan; to anyone else the project does not exist. */
export async function loadForReading(
  db: Queryable,
  actor: Actor,
  projectId: string,
): Promise<{ project: PlanProject; team: TeamRow[] }> {
  const [project, team] = await Promise.all([loadPlanProject(db, projectId), loadTeam(db, projectId)]);
  if (!project || !isClientOrMember(project, team, actor)) throw projectNotFound();
  return { project, team };
}

/**
 * Locks the project for one change of its plan (two changes of one plan run one after the other) and checks
 * that the actor may make it now: the client or a member, while the project is staffed or in progress.
 */
export async function lockForEditing(
  tx: Transaction,
  actor: Actor,
  projectId: string,
): Promise<{ project: PlanProject; team: TeamRow[] }> {
  const project = await loadPlanProject(tx, projectId, true);
  if (!project) throw projectNotFound();
  const team = await loadTeam(tx, projectId);
  if (!isClientOrMember(project, team, actor)) throw projectNotFound();
  if (!isPlanEditable(project)) {
    throw new AppError(
      'PROJECT_STATE_CONFLICT',
      `The plan cannot change while the project is ${project.status}`,
    );
  }
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
): Promise<{ project: PlanProject; team: TeamRow[] }> {
  const [project, team] = await Promise.all([loadPlanProject(db, projectId), loadTeam(db, projectId)]);
  if (!project || (!isClientOrMember(project, team, actor) && actor.role !== 'admin'))
    throw projectNotFound();
  return { project, team };
}

/** The actor's part in the project; undefined for anyone else (an administrator reading). */
export function viewerRoleOf(
  project: PlanProject,
  team: TeamRow[],
  actor: Actor,
): 'client' | 'member' | undefined {
  if (project.client_id === actor.id) return 'client';
  return isTeamMember(team, actor.id) ? 'member' : undefined;
}

export function isPlanEditable(project: PlanProject): boolean {
  return (PLAN_EDITABLE_STATUSES as readonly string[]).includes(project.status);
}

export function isTeamMember(team: TeamRow[], userId: string | null): boolean {
  return userId !== null && team.some((member) => member.user_id === userId);
}

function isClientOrMember(project: PlanProject, team: TeamRow[], actor: Actor): boolean {
  return project.client_id === actor.id || isTeamMember(team, actor.id);
}

/**
 * The days a milestone or a task may take: from the project's first day (its start date, or the day it was
 * created) to a year after its deadline (two years after its first day without one). Ending after the deadline
 * is allowed, and flagged.
 */
export function assertWithinProject(
  project: PlanProject,
  { startDate, dueDate }: { startDate: string | null; dueDate: string | null },
): void {
  const firstDay = project.start_date ?? project.created_on;
  const lastDay = project.deadline
    ? addDays(project.deadline, MAX_DAYS_PAST_DEADLINE)
    : addDays(firstDay, MAX_DAYS_WITHOUT_DEADLINE);
  if ((startDate !== null && startDate < firstDay) || (dueDate !== null && dueDate > lastDay)) {
    throw new AppError('MILESTONE_DATES_OUT_OF_RANGE', `Dates run from ${firstDay} to ${lastDay}`);
  }
}

export function projectNotFound() {
  return new AppError('PROJECT_NOT_FOUND', 'Project not found');
}
