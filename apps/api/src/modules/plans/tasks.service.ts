import {
  MAX_TASKS_PER_MILESTONE,
  type CreateTaskInput,
  type Plan,
  type TaskStatus,
  type UpdateTaskInput,
} from '@escouade/contract/plans';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordActivity } from '../projects/activity.ts';
import { assertWithinProject, lockForEditing } from './plan-access.ts';
import { isTeamMember, type TeamRow } from '../projects/project-access.ts';
import { type ProjectRecord } from '../projects/project-record.ts';
import { definedFields, getPlan, milestoneAccepted } from './plans.service.ts';
import { startIfStaffed } from '../projects/project-lifecycle.ts';

// Tasks inside a plan's milestones, moved from to do to in progress to done by the client and the members. The
// first task started or done starts the project (staffed → in progress).

interface TaskRow extends Record<string, unknown> {
  id: string;
  milestone_id: string;
  title: string;
  assignee_id: string | null;
  due_date: string | null;
  status: TaskStatus;
}

export async function createTask(
  db: Database,
  {
    actor,
    projectId,
    milestoneId,
    input,
  }: { actor: Actor; projectId: string; milestoneId: string; input: CreateTaskInput },
): Promise<Plan> {
  await db.transaction(async (tx) => {
    const { project, team } = await lockForEditing(tx, actor, projectId);
    await assertMilestoneOpen(tx, projectId, milestoneId);
    const count = await tx.execute<{ count: number }>(
      sql`select count(*)::int as count from project_tasks where milestone_id = ${milestoneId}`,
    );
    if ((count.rows[0]?.count ?? 0) >= MAX_TASKS_PER_MILESTONE) {
      throw new AppError('TASK_LIMIT_REACHED', `A milestone holds at most ${MAX_TASKS_PER_MILESTONE} tasks`);
    }
    const task = {
      title: input.title,
      assigneeId: input.assigneeId ?? null,
      dueDate: input.dueDate ?? null,
      status: input.status ?? 'todo',
    };
    assertTaskFits(project, team, task);
    await tx.execute(sql`
      insert into project_tasks (project_id, milestone_id, title, assignee_id, due_date, status, completed_at)
      values (${projectId}, ${milestoneId}, ${task.title}, ${task.assigneeId}, ${task.dueDate}, ${task.status},
        ${task.status === 'done' ? sql`now()` : sql`null`})`);
    await recordActivity(tx, { projectId, actorId: actor.id, kind: 'task_added', subject: task.title });
    await startIfFirstWork(tx, project, actor, task.status);
  });
  return getPlan(db, { actor, projectId });
}

export async function updateTask(
  db: Database,
  {
    actor,
    projectId,
    taskId,
    input,
  }: { actor: Actor; projectId: string; taskId: string; input: UpdateTaskInput },
): Promise<Plan> {
  await db.transaction(async (tx) => {
    const { project, team } = await lockForEditing(tx, actor, projectId);
    const found = await tx.execute<TaskRow>(sql`
      select id, milestone_id, title, assignee_id, due_date::text as due_date, status
      from project_tasks where project_id = ${projectId} and id = ${taskId} for update`);
    const current = found.rows[0];
    if (!current) throw new AppError('TASK_NOT_FOUND', 'No such task');
    await assertMilestoneOpen(tx, projectId, current.milestone_id);
    const next = {
      milestoneId: current.milestone_id,
      title: current.title,
      assigneeId: current.assignee_id,
      dueDate: current.due_date,
      status: current.status,
      ...definedFields(input),
    };
    if (next.milestoneId !== current.milestone_id) await assertMilestoneOpen(tx, projectId, next.milestoneId);
    // An assignee who left the team may stay on a task nobody reassigned, but nobody new is given it.
    assertTaskFits(project, team, next, input.assigneeId === undefined);
    await tx.execute(sql`
      update project_tasks set milestone_id = ${next.milestoneId}, title = ${next.title},
        assignee_id = ${next.assigneeId}, due_date = ${next.dueDate}, status = ${next.status},
        completed_at = case when ${next.status} = 'done' then coalesce(completed_at, now()) end,
        updated_at = now()
      where id = ${taskId}`);
    const isMove = next.status !== current.status;
    await recordActivity(tx, {
      projectId,
      actorId: actor.id,
      kind: isMove ? 'task_moved' : 'task_changed',
      subject: next.title,
      status: isMove ? next.status : null,
    });
    await startIfFirstWork(tx, project, actor, next.status);
  });
  return getPlan(db, { actor, projectId });
}

export async function deleteTask(
  db: Database,
  { actor, projectId, taskId }: { actor: Actor; projectId: string; taskId: string },
): Promise<Plan> {
  await db.transaction(async (tx) => {
    await lockForEditing(tx, actor, projectId);
    const found = await tx.execute<{ milestone_id: string }>(
      sql`select milestone_id from project_tasks where project_id = ${projectId} and id = ${taskId}`,
    );
    const task = found.rows[0];
    if (!task) throw new AppError('TASK_NOT_FOUND', 'No such task');
    await assertMilestoneOpen(tx, projectId, task.milestone_id);
    const deleted = await tx.execute<{ title: string }>(
      sql`delete from project_tasks where id = ${taskId} returning title`,
    );
    const removed = deleted.rows[0]!;
    await recordActivity(tx, { projectId, actorId: actor.id, kind: 'task_removed', subject: removed.title });
  });
  return getPlan(db, { actor, projectId });
}

/**
 * The milestone exists in this project and is not accepted: an accepted milestone is final, its tasks included
 * (none added, changed, moved in or out, or removed). Read under the project's lock, which the acceptance takes
 * too, so that no task write lands after an acceptance it did not see.
 */
async function assertMilestoneOpen(tx: Transaction, projectId: string, milestoneId: string): Promise<void> {
  const found = await tx.execute<{ delivery_status: string }>(
    sql`select delivery_status from project_milestones where project_id = ${projectId} and id = ${milestoneId}`,
  );
  const milestone = found.rows[0];
  if (!milestone) throw new AppError('MILESTONE_NOT_FOUND', 'No such milestone');
  if (milestone.delivery_status === 'accepted') throw milestoneAccepted();
}

function assertTaskFits(
  project: ProjectRecord,
  team: TeamRow[],
  task: { assigneeId: string | null; dueDate: string | null },
  keepsFormerAssignee = false,
) {
  if (task.assigneeId !== null && !isTeamMember(team, task.assigneeId) && !keepsFormerAssignee) {
    throw new AppError('TASK_ASSIGNEE_NOT_IN_TEAM', 'The assignee is not a member of the team');
  }
  assertWithinProject(project, { startDate: task.dueDate, dueDate: task.dueDate });
}

/** The first task started or done moves a staffed project to in progress (under the project's lock). */
async function startIfFirstWork(tx: Transaction, project: ProjectRecord, actor: Actor, status: TaskStatus) {
  if (status !== 'todo') await startIfStaffed(tx, project, actor.id);
}
