import { addDays, laterDay, todayUtc } from '@escouade/contract/calendar-days';
import { estimateEffort, HOURS_PER_DAY } from '@escouade/contract/effort';
import {
  MAX_DAYS_PAST_DEADLINE,
  MAX_MILESTONES,
  PLAN_EDITABLE_STATUSES,
  type CreateMilestoneInput,
  type Milestone,
  type Plan,
  type UpdateMilestoneInput,
} from '@escouade/contract/plans';
import type { Language, ProjectStatus } from '@escouade/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { draftPlan, type DraftMilestone, type PlanSkill } from './plan-generator.ts';
import { memberLoad } from './weekly-load.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Queryable = Database | Transaction;

/** Without a deadline, milestones may run this long after the project's first day. */
const MAX_DAYS_WITHOUT_DEADLINE = 2 * 366;

interface PlanProject {
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

interface MilestoneRow extends Record<string, unknown> {
  id: string;
  title: string;
  deliverables: string[];
  start_date: string;
  due_date: string;
  owner_id: string | null;
  hours_per_week: string;
  skills: { skillId: string; name: string }[];
}

interface TeamRow extends Record<string, unknown> {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  profession: string | null;
  declared_hours: number | null;
  skills: { skillId: string; level: number }[];
}

type Editor = 'client' | 'member';

/**
 * The plan Escouade drafts for a project whose team is complete, stored as its milestones. Runs in the
 * transaction that completes the team, so a staffed project never lacks its draft; does nothing when the plan
 * already has milestones.
 */
export async function draftProjectPlan(tx: Transaction, projectId: string): Promise<void> {
  const project = await loadPlanProject(tx, projectId);
  if (!project) return;
  const existing = await tx.execute(
    sql`select 1 from project_milestones where project_id = ${projectId} limit 1`,
  );
  if (existing.rows.length > 0) return;
  const [team, catalogue] = await Promise.all([
    loadTeam(tx, projectId),
    loadSkillDetails(tx, project.brief?.skills ?? [], project.language),
  ]);
  const today = todayUtc();
  const startDate = laterDay(project.start_date ?? today, today);
  const effort = estimateEffort({
    startDate,
    deadline: null,
    daysPerWeek: project.brief?.effortDaysPerWeek ?? null,
    today,
  });
  const endDate =
    project.deadline && project.deadline >= startDate
      ? project.deadline
      : addDays(startDate, effort.weeks * 7 - 1);
  const milestones = draftPlan({
    language: project.language,
    startDate,
    endDate,
    hoursPerWeek: effort.daysPerWeek * HOURS_PER_DAY,
    skills: catalogue,
    members: team.map((member) => ({
      userId: member.user_id,
      skills: member.skills,
      declaredHoursPerWeek: member.declared_hours,
    })),
  });
  for (const milestone of milestones) await insertMilestone(tx, projectId, milestone);
}

/** The client and the members of the team see the plan; to anyone else the project does not exist. */
export async function getPlan(
  db: Database,
  { actor, projectId }: { actor: Actor; projectId: string },
): Promise<Plan> {
  const project = await loadPlanProject(db, projectId);
  if (!project) throw projectNotFound();
  const team = await loadTeam(db, projectId);
  if (!editorOf(project, team, actor)) throw projectNotFound();
  return readPlan(db, project, team);
}

/** Drafts the plan again from the brief, for a staffed project whose plan has no milestone. */
export async function requestPlanDraft(
  db: Database,
  { actor, projectId }: { actor: Actor; projectId: string },
): Promise<Plan> {
  await db.transaction(async (tx) => {
    await lockForEditing(tx, actor, projectId);
    const existing = await tx.execute(
      sql`select 1 from project_milestones where project_id = ${projectId} limit 1`,
    );
    if (existing.rows.length > 0) {
      throw new AppError('PROJECT_STATE_CONFLICT', 'The plan has milestones already');
    }
    await draftProjectPlan(tx, projectId);
  });
  return getPlan(db, { actor, projectId });
}

export async function createMilestone(
  db: Database,
  { actor, projectId, input }: { actor: Actor; projectId: string; input: CreateMilestoneInput },
): Promise<Plan> {
  await db.transaction(async (tx) => {
    const { project, team } = await lockForEditing(tx, actor, projectId);
    const count = await tx.execute<{ count: number }>(
      sql`select count(*)::int as count from project_milestones where project_id = ${projectId}`,
    );
    if ((count.rows[0]?.count ?? 0) >= MAX_MILESTONES) {
      throw new AppError('MILESTONE_LIMIT_REACHED', `A plan holds at most ${MAX_MILESTONES} milestones`);
    }
    assertMilestoneFits(project, team, input);
    await insertMilestone(tx, projectId, {
      title: input.title,
      deliverables: input.deliverables,
      startDate: input.startDate,
      dueDate: input.dueDate,
      ownerId: input.ownerId,
      hoursPerWeek: input.hoursPerWeek,
      skills: [],
    });
  });
  return getPlan(db, { actor, projectId });
}

export async function updateMilestone(
  db: Database,
  {
    actor,
    projectId,
    milestoneId,
    input,
  }: { actor: Actor; projectId: string; milestoneId: string; input: UpdateMilestoneInput },
): Promise<Plan> {
  await db.transaction(async (tx) => {
    const { project, team } = await lockForEditing(tx, actor, projectId);
    const found = await tx.execute<MilestoneRow>(
      sql`${selectMilestones} where project_id = ${projectId} and id = ${milestoneId} for update`,
    );
    const current = found.rows[0];
    if (!current) throw new AppError('MILESTONE_NOT_FOUND', 'No such milestone');
    const next = { ...toMilestoneFields(current), ...definedFields(input) };
    if (next.dueDate < next.startDate) {
      throw new AppError('VALIDATION_FAILED', 'The request is invalid', {
        issues: [{ path: ['body', 'dueDate'], code: 'custom', message: 'deadlineBeforeStart' }],
      });
    }
    // An owner who left the team may stay on a milestone nobody reassigned, but nobody new is given it.
    const keepsFormerOwner = input.ownerId === undefined;
    assertMilestoneFits(project, team, next, keepsFormerOwner);
    await tx.execute(sql`
      update project_milestones set title = ${next.title}, deliverables = ${sql.param(next.deliverables)}::text[],
        start_date = ${next.startDate}, due_date = ${next.dueDate}, owner_id = ${next.ownerId},
        hours_per_week = ${next.hoursPerWeek}, updated_at = now()
      where id = ${milestoneId}`);
  });
  return getPlan(db, { actor, projectId });
}

export async function deleteMilestone(
  db: Database,
  { actor, projectId, milestoneId }: { actor: Actor; projectId: string; milestoneId: string },
): Promise<Plan> {
  await db.transaction(async (tx) => {
    await lockForEditing(tx, actor, projectId);
    const deleted = await tx.execute(
      sql`delete from project_milestones where project_id = ${projectId} and id = ${milestoneId} returning id`,
    );
    if (deleted.rows.length === 0) throw new AppError('MILESTONE_NOT_FOUND', 'No such milestone');
  });
  return getPlan(db, { actor, projectId });
}

async function readPlan(db: Queryable, project: PlanProject, team: TeamRow[]): Promise<Plan> {
  const result = await db.execute<MilestoneRow>(
    sql`${selectMilestones} where project_id = ${project.id} order by start_date, due_date, created_at, id`,
  );
  const milestones: Milestone[] = result.rows.map((row) => ({
    id: row.id,
    ...toMilestoneFields(row),
    skills: row.skills,
    isPastDeadline: project.deadline !== null && row.due_date > project.deadline,
  }));
  const isEditable = (PLAN_EDITABLE_STATUSES as readonly string[]).includes(project.status);
  return {
    projectId: project.id,
    startDate: milestones[0]?.startDate ?? project.start_date,
    deadline: project.deadline,
    endDate: milestones.reduce<string | null>(
      (last, milestone) => (last === null || milestone.dueDate > last ? milestone.dueDate : last),
      null,
    ),
    milestones,
    members: team.map((member) => ({
      userId: member.user_id,
      firstName: member.first_name,
      lastName: member.last_name,
      profession: member.profession,
      declaredHoursPerWeek: member.declared_hours,
      ...memberLoad(milestones, { userId: member.user_id, declaredHoursPerWeek: member.declared_hours }),
    })),
    canEdit: isEditable,
    canDraft: isEditable && milestones.length === 0,
  };
}

/**
 * Locks the project for one change of its plan (two edits of one plan run one after the other) and checks
 * that the actor may make it now.
 */
async function lockForEditing(
  tx: Transaction,
  actor: Actor,
  projectId: string,
): Promise<{ project: PlanProject; team: TeamRow[] }> {
  const project = await loadPlanProject(tx, projectId, true);
  if (!project) throw projectNotFound();
  const team = await loadTeam(tx, projectId);
  if (!editorOf(project, team, actor)) throw projectNotFound();
  if (!(PLAN_EDITABLE_STATUSES as readonly string[]).includes(project.status)) {
    throw new AppError(
      'PROJECT_STATE_CONFLICT',
      `The plan cannot change while the project is ${project.status}`,
    );
  }
  return { project, team };
}

function editorOf(project: PlanProject, team: TeamRow[], actor: Actor): Editor | null {
  if (project.client_id === actor.id) return 'client';
  return team.some((member) => member.user_id === actor.id) ? 'member' : null;
}

/**
 * A milestone is led by a member of the team (or by nobody) and fits the project: it starts no earlier than
 * the project's first day and ends at most a year after its deadline (two years after its start without one).
 * Ending after the deadline is allowed, and flagged.
 */
function assertMilestoneFits(
  project: PlanProject,
  team: TeamRow[],
  milestone: { startDate: string; dueDate: string; ownerId: string | null },
  keepsFormerOwner = false,
) {
  const isMember = team.some((member) => member.user_id === milestone.ownerId);
  if (milestone.ownerId !== null && !isMember && !keepsFormerOwner) {
    throw new AppError('MILESTONE_OWNER_NOT_IN_TEAM', 'The owner is not a member of the team');
  }
  const firstDay = project.start_date ?? project.created_on;
  const lastDay = project.deadline
    ? addDays(project.deadline, MAX_DAYS_PAST_DEADLINE)
    : addDays(firstDay, MAX_DAYS_WITHOUT_DEADLINE);
  if (milestone.startDate < firstDay || milestone.dueDate > lastDay) {
    throw new AppError('MILESTONE_DATES_OUT_OF_RANGE', `Milestones run from ${firstDay} to ${lastDay}`);
  }
}

async function insertMilestone(tx: Transaction, projectId: string, milestone: DraftMilestone) {
  await tx.execute(sql`
    insert into project_milestones
      (project_id, title, deliverables, start_date, due_date, owner_id, hours_per_week, skills)
    values (${projectId}, ${milestone.title}, ${sql.param(milestone.deliverables)}::text[], ${milestone.startDate},
      ${milestone.dueDate}, ${milestone.ownerId}, ${milestone.hoursPerWeek},
      ${JSON.stringify(milestone.skills)}::jsonb)`);
}

const selectMilestones = sql`
  select id, title, deliverables, start_date::text as start_date, due_date::text as due_date, owner_id,
    hours_per_week::text as hours_per_week, skills
  from project_milestones`;

function toMilestoneFields(row: MilestoneRow) {
  return {
    title: row.title,
    deliverables: row.deliverables,
    startDate: row.start_date,
    dueDate: row.due_date,
    ownerId: row.owner_id,
    hoursPerWeek: Number(row.hours_per_week),
  };
}

function definedFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

async function loadPlanProject(
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
async function loadTeam(db: Queryable, projectId: string): Promise<TeamRow[]> {
  const result = await db.execute<TeamRow>(sql`
    select i.professional_id as user_id, pr.first_name, pr.last_name, pp.profession,
      pp.hours_per_week as declared_hours, i.skills
    from project_invitations i
    left join profiles pr on pr.id = i.professional_id
    left join professional_profiles pp on pp.id = i.professional_id
    where i.project_id = ${projectId} and i.status = 'accepted' and i.professional_id is not null
    order by i.created_at, i.id`);
  return result.rows;
}

/** The brief's skills with their category and their name in the project's language. */
async function loadSkillDetails(
  db: Queryable,
  briefSkills: { skillId: string; name: string; weight: number }[],
  language: Language,
): Promise<PlanSkill[]> {
  if (briefSkills.length === 0) return [];
  const ids = briefSkills.map((skill) => skill.skillId);
  const rows = await db.execute<{ id: string; name: string; category: string | null }>(sql`
    select id, ${language === 'en' ? sql`coalesce(name_en, name)` : sql`name`} as name, category
    from skills where id = any(${sql.param(ids)}::uuid[])`);
  const byId = new Map(rows.rows.map((row) => [row.id, row]));
  return briefSkills.map((skill) => ({
    skillId: skill.skillId,
    name: byId.get(skill.skillId)?.name ?? skill.name,
    weight: skill.weight,
    category: byId.get(skill.skillId)?.category ?? null,
  }));
}

function projectNotFound() {
  return new AppError('PROJECT_NOT_FOUND', 'Project not found');
}
