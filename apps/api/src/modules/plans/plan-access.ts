import { addDays, laterDay, todayUtc } from '@escouade/contract/calendar-days';
import { MAX_DAYS_PAST_DEADLINE, PLAN_EDITABLE_STATUSES } from '@escouade/contract/plans';
import type { Actor } from '../../auth/session.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { lockForTeamWork, type TeamRow } from '../projects/project-access.ts';
import type { ProjectRecord } from '../projects/project-record.ts';

// Who may change a project's plan, and when; the days its milestones and tasks may take.

/** Without a deadline, milestones and tasks may run this long after the project's first day. */
const MAX_DAYS_WITHOUT_DEADLINE = 2 * 366;

/**
 * Locks the project for one change of its plan (two changes of one plan run one after the other) and checks
 * that the actor may make it now: the client or a member, while the project is staffed or in progress.
 */
export async function lockForEditing(
  tx: Transaction,
  actor: Actor,
  projectId: string,
): Promise<{ project: ProjectRecord; team: TeamRow[] }> {
  const { project, team } = await lockForTeamWork(tx, actor, projectId);
  if (!isPlanEditable(project)) {
    throw new AppError(
      'PROJECT_STATE_CONFLICT',
      `The plan cannot change while the project is ${project.status}`,
    );
  }
  return { project, team };
}

export function isPlanEditable(project: ProjectRecord): boolean {
  return (PLAN_EDITABLE_STATUSES as readonly string[]).includes(project.status);
}

/**
 * The days a milestone or a task may take: from the project's first day (its start date, or the day it was
 * created) to a year after its deadline; without one, two years after its first day, or a year after the end of
 * the length its brief gives counted from today, whichever is later (a plan drafted today runs that length from
 * today). Ending after the deadline is allowed, and flagged.
 */
export function assertWithinProject(
  project: ProjectRecord,
  { startDate, dueDate }: { startDate: string | null; dueDate: string | null },
): void {
  const firstDay = project.start_date ?? project.created_on;
  const lengthWeeks = project.brief?.lengthWeeks;
  const lengthEnd = lengthWeeks
    ? addDays(laterDay(firstDay, todayUtc()), lengthWeeks * 7 + MAX_DAYS_PAST_DEADLINE)
    : firstDay;
  const lastDay = project.deadline
    ? addDays(project.deadline, MAX_DAYS_PAST_DEADLINE)
    : laterDay(addDays(firstDay, MAX_DAYS_WITHOUT_DEADLINE), lengthEnd);
  if ((startDate !== null && startDate < firstDay) || (dueDate !== null && dueDate > lastDay)) {
    throw new AppError('MILESTONE_DATES_OUT_OF_RANGE', `Dates run from ${firstDay} to ${lastDay}`);
  }
}
