import { todayUtc } from '@escouade/contract/calendar-days';
import {
  MAX_MILESTONES,
  type CreateMilestoneInput,
  type Milestone,
  type Plan,
  type PlanSummary,
  type Task,
  type TaskStatus,
  type UpdateMilestoneInput,
} from '@escouade/contract/plans';
import type { Language } from '@escouade/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { utcText, utcTextToIso } from '../../db/keyset-cursor.ts';
import { AppError } from '../../errors.ts';
import { recordActivity } from '../projects/activity.ts';
import { assertWithinProject, isPlanEditable, lockForEditing } from './plan-access.ts';
import {
  isTeamMember,
  loadForReading,
  loadTeam,
  type TeamRow,
  viewerRoleOf,
} from '../projects/project-access.ts';
import { loadProject, type ProjectRecord } from '../projects/project-record.ts';
import { draftPlan, type DraftMilestone, type PlanSkill } from './plan-generator.ts';
import { loadDeliveries } from './delivery-records.ts';
import { assessHealth, isMilestoneLate } from './plan-health.ts';
import { projectWindow } from '../projects/project-window.ts';
import { memberLoad } from './weekly-load.ts';

interface MilestoneRow extends Record<string, unknown> {
  id: string;
  title: string;
  deliverables: string[];
  start_date: string;
  due_date: string;
  owner_id: string | null;
  hours_per_week: string;
  skills: { skillId: string; name: string }[];
  delivery_status: Milestone['deliveryStatus'];
  accepted_at_utc: string | null;
}

interface TaskRow extends Record<string, unknown> {
  id: string;
  milestone_id: string;
  title: string;
  assignee_id: string | null;
  due_date: string | null;
  status: TaskStatus;
  completed_at: Date | string | null;
}

/**
 * The plan Escouade drafts for a project whose team is complete, stored as its milestones. Runs in the
 * transaction that completes the team, so a staffed project never lacks its draft; does nothing when the plan
 * already has milestones. `actorId`: who asked for it again (null when Escouade drafts it at staffing).
 */
export async function draftProjectPlan(
  tx: Transaction,
  projectId: string,
  actorId: string | null = null,
): Promise<void> {
  const project = await loadProject(tx, projectId);
  if (!project) return;
  const existing = await tx.execute(
    sql`select 1 from project_milestones where project_id = ${projectId} limit 1`,
  );
  if (existing.rows.length > 0) return;
  const team = await loadTeam(tx, projectId);
  const catalogue = await loadSkillDetails(tx, project.brief?.skills ?? [], project.language);
  const window = projectWindow({
    startDate: project.start_date,
    deadline: project.deadline,
    lengthWeeks: project.brief?.lengthWeeks,
    daysPerWeek: project.brief?.effortDaysPerWeek ?? null,
    today: todayUtc(),
  });
  const milestones = draftPlan({
    language: project.language,
    ...window,
    skills: catalogue,
    members: team.map((member) => ({
      userId: member.user_id,
      skills: member.skills,
      declaredHoursPerWeek: member.declared_hours,
    })),
  });
  for (const milestone of milestones) await insertMilestone(tx, projectId, milestone);
  await recordActivity(tx, { projectId, actorId, kind: 'plan_drafted' });
}

export async function getPlan(
  db: Database,
  { actor, projectId }: { actor: Actor; projectId: string },
): Promise<Plan> {
  const { project, team } = await loadForReading(db, actor, projectId);
  return readPlan(db, project, team, actor);
}

/** Drafts the plan again from the brief, for a project whose plan has no milestone. */
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
    await draftProjectPlan(tx, projectId, actor.id);
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
    await recordActivity(tx, { projectId, actorId: actor.id, kind: 'milestone_added', subject: input.title });
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
    if (current.delivery_status === 'accepted') throw milestoneAccepted();
    const next = { ...toMilestoneFields(current), ...definedFields(input) };
    if (next.dueDate < next.startDate) throw datesOutOfOrder();
    // An owner who left the team may stay on a milestone nobody reassigned, but nobody new is given it.
    assertMilestoneFits(project, team, next, input.ownerId === undefined);
    await tx.execute(sql`
      update project_milestones set title = ${next.title}, deliverables = ${sql.param(next.deliverables)}::text[],
        start_date = ${next.startDate}, due_date = ${next.dueDate}, owner_id = ${next.ownerId},
        hours_per_week = ${next.hoursPerWeek}, updated_at = now()
      where id = ${milestoneId}`);
    await recordActivity(tx, {
      projectId,
      actorId: actor.id,
      kind: 'milestone_changed',
      subject: next.title,
    });
  });
  return getPlan(db, { actor, projectId });
}

export async function deleteMilestone(
  db: Database,
  { actor, projectId, milestoneId }: { actor: Actor; projectId: string; milestoneId: string },
): Promise<Plan> {
  await db.transaction(async (tx) => {
    await lockForEditing(tx, actor, projectId);
    const found = await tx.execute<{ delivery_status: string; is_delivered: boolean }>(sql`
      select delivery_status,
        exists (select 1 from milestone_deliveries d where d.milestone_id = m.id) as is_delivered
      from project_milestones m where project_id = ${projectId} and id = ${milestoneId}`);
    const milestone = found.rows[0];
    if (!milestone) throw new AppError('MILESTONE_NOT_FOUND', 'No such milestone');
    if (milestone.delivery_status === 'accepted') throw milestoneAccepted();
    // A delivery is part of the project's record (its note, its files, the client's answer): the milestone that
    // carries one stays.
    if (milestone.is_delivered) {
      throw new AppError('MILESTONE_DELIVERED', 'A milestone with a delivery is not removed');
    }
    const deleted = await tx.execute<{ title: string }>(
      sql`delete from project_milestones where project_id = ${projectId} and id = ${milestoneId} returning title`,
    );
    const removed = deleted.rows[0]!;
    await recordActivity(tx, {
      projectId,
      actorId: actor.id,
      kind: 'milestone_removed',
      subject: removed.title,
    });
  });
  return getPlan(db, { actor, projectId });
}

type LoggedWeek = Plan['members'][number]['timeLogged'][number];

/**
 * Each member's weeks of recorded hours on the project, newest first: the hours they logged against the hours
 * booked for them that week (the booking's hours a week, for the days of the week it covers).
 */
async function loggedAgainstBooked(db: Queryable, projectId: string): Promise<Map<string, LoggedWeek[]>> {
  const result = await db.execute<{
    member_id: string;
    week_of: string;
    status: LoggedWeek['status'];
    logged: string;
    booked: string;
  }>(sql`
    select w.member_id, w.week_of::text as week_of, w.status,
      (select coalesce(sum(e.hours), 0) from timesheet_entries e where e.week_id = w.id)::text as logged,
      (select coalesce(sum(b.hours_per_week * (least(b.end_date, w.week_of + 6) - greatest(b.start_date, w.week_of) + 1)
          / 7.0), 0)
        from availability_bookings b where b.project_id = w.project_id and b.user_id = w.member_id
          and b.start_date <= w.week_of + 6 and b.end_date >= w.week_of)::text as booked
    from timesheet_weeks w where w.project_id = ${projectId} order by w.week_of desc`);
  const byMember = new Map<string, LoggedWeek[]>();
  for (const row of result.rows) {
    const week: LoggedWeek = {
      weekOf: row.week_of,
      status: row.status,
      loggedHours: Number(row.logged),
      bookedHours: Math.round(Number(row.booked) * 10) / 10,
    };
    byMember.set(row.member_id, [...(byMember.get(row.member_id) ?? []), week]);
  }
  return byMember;
}

/** The plan as its readers see it: milestones with their tasks and progress, the load, the health. */
export async function readPlan(
  db: Queryable,
  project: ProjectRecord,
  team: TeamRow[],
  actor: Actor,
): Promise<Plan> {
  const today = todayUtc();
  const [milestoneRows, taskRows, deliveries, timeLogged] = await Promise.all([
    db.execute<MilestoneRow>(
      sql`${selectMilestones} where project_id = ${project.id} order by start_date, due_date, created_at, id`,
    ),
    db.execute<TaskRow>(sql`
      select id, milestone_id, title, assignee_id, due_date::text as due_date, status, completed_at
      from project_tasks where project_id = ${project.id} order by created_at, id`),
    loadDeliveries(db, project.id),
    loggedAgainstBooked(db, project.id),
  ]);
  const tasksByMilestone = new Map<string, Task[]>();
  for (const row of taskRows.rows) {
    const task: Task = {
      id: row.id,
      milestoneId: row.milestone_id,
      title: row.title,
      assigneeId: row.assignee_id,
      dueDate: row.due_date,
      status: row.status,
      isOverdue: row.status !== 'done' && row.due_date !== null && row.due_date < today,
      completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    };
    tasksByMilestone.set(row.milestone_id, [...(tasksByMilestone.get(row.milestone_id) ?? []), task]);
  }
  const milestones: Milestone[] = milestoneRows.rows.map((row) => {
    const tasks = tasksByMilestone.get(row.id) ?? [];
    return {
      id: row.id,
      ...toMilestoneFields(row),
      skills: row.skills,
      isPastDeadline: project.deadline !== null && row.due_date > project.deadline,
      tasks,
      progress: { done: tasks.filter((task) => task.status === 'done').length, total: tasks.length },
      deliveryStatus: row.delivery_status,
      acceptedAt: row.accepted_at_utc ? utcTextToIso(row.accepted_at_utc) : null,
      deliveries: deliveries.get(row.id) ?? [],
    };
  });
  const endDate = milestones.reduce<string | null>(
    (last, milestone) => (last === null || milestone.dueDate > last ? milestone.dueDate : last),
    null,
  );
  const members = team.map((member) => ({
    userId: member.user_id,
    firstName: member.first_name,
    lastName: member.last_name,
    profession: member.profession,
    declaredHoursPerWeek: member.declared_hours,
    ...memberLoad(milestones, { userId: member.user_id, declaredHoursPerWeek: member.declared_hours }),
    timeLogged: (timeLogged.get(member.user_id) ?? []).slice(0, 8),
  }));
  const isEditable = isPlanEditable(project);
  const viewerRole = viewerRoleOf(project, team, actor) ?? 'member';
  return {
    projectId: project.id,
    startDate: milestones[0]?.startDate ?? project.start_date,
    deadline: project.deadline,
    endDate,
    milestones,
    members,
    progress: milestones.reduce(
      (sum, milestone) => ({
        done: sum.done + milestone.progress.done,
        total: sum.total + milestone.progress.total,
      }),
      { done: 0, total: 0 },
    ),
    health: assessHealth({
      today,
      deadline: project.deadline,
      endDate,
      milestones,
      overloadedMemberIds: members.filter((member) => member.isOverloaded).map((member) => member.userId),
    }),
    canEdit: isEditable,
    canDraft: isEditable && milestones.length === 0,
    viewerRole,
    canClose:
      isEditable &&
      viewerRole === 'client' &&
      milestones.length > 0 &&
      milestones.every((milestone) => milestone.deliveryStatus === 'accepted'),
  };
}

/**
 * The plan in figures, as the administrators oversee it: read as its team reads it, so that both see the same
 * health; the health only while the team is at work (a delivered or cancelled project's dates no longer run).
 */
export async function readPlanSummary(
  db: Queryable,
  project: ProjectRecord,
  team: TeamRow[],
  actor: Actor,
): Promise<PlanSummary> {
  const plan = await readPlan(db, project, team, actor);
  const today = todayUtc();
  const isAtWork = project.status === 'staffed' || project.status === 'in_progress';
  return {
    health: isAtWork ? plan.health : null,
    progress: plan.progress,
    milestones: {
      total: plan.milestones.length,
      accepted: plan.milestones.filter((milestone) => milestone.deliveryStatus === 'accepted').length,
      late: plan.milestones.filter((milestone) => isMilestoneLate(milestone, today)).length,
    },
    members: plan.members.map(({ userId, firstName, lastName }) => ({ userId, firstName, lastName })),
  };
}

/** A milestone is led by a member of the team (or by nobody), within the days the project allows. */
function assertMilestoneFits(
  project: ProjectRecord,
  team: TeamRow[],
  milestone: { startDate: string; dueDate: string; ownerId: string | null },
  keepsFormerOwner = false,
) {
  if (milestone.ownerId !== null && !isTeamMember(team, milestone.ownerId) && !keepsFormerOwner) {
    throw new AppError('MILESTONE_OWNER_NOT_IN_TEAM', 'The owner is not a member of the team');
  }
  assertWithinProject(project, milestone);
}

export function milestoneAccepted() {
  return new AppError('MILESTONE_ACCEPTED', 'An accepted milestone no longer changes');
}

export function datesOutOfOrder() {
  return new AppError('VALIDATION_FAILED', 'The request is invalid', {
    issues: [{ path: ['body', 'dueDate'], code: 'custom', message: 'deadlineBeforeStart' }],
  });
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
    hours_per_week::text as hours_per_week, skills, delivery_status,
    case when accepted_at is null then null else ${utcText(sql`accepted_at`)} end as accepted_at_utc
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

export function definedFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The brief's skills with their category and their name in the project's language. */
async function loadSkillDetails(
  db: Queryable,
  briefSkills: { skillId: string; name: string; weight: number; minLevel: number }[],
  language: Language,
): Promise<PlanSkill[]> {
  if (briefSkills.length === 0) return [];
  const rows = await db.execute<{ id: string; name: string; category: string | null }>(sql`
    select id, ${language === 'en' ? sql`coalesce(name_en, name)` : sql`name`} as name, category
    from skills where id = any(${sql.param(briefSkills.map((skill) => skill.skillId))}::uuid[])`);
  const byId = new Map(rows.rows.map((row) => [row.id, row]));
  return briefSkills.map((skill) => ({
    skillId: skill.skillId,
    name: byId.get(skill.skillId)?.name ?? skill.name,
    weight: skill.weight,
    minLevel: skill.minLevel,
    category: byId.get(skill.skillId)?.category ?? null,
  }));
}
