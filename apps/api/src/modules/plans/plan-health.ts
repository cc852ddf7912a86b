import { daysBetween } from '@escouade/contract/calendar-days';
import { AT_RISK_GAP, type Health, type HealthReason, type TaskStatus } from '@escouade/contract/plans';

// How a project stands, from its dates and the work done, with the reasons in a form the interface says in
// words. A milestone delivered or accepted is handed over: it is neither late nor behind, whatever its tasks say.
// Late: a milestone whose end has passed with work left, or a task past its date. At risk: a milestone
// whose time runs out faster than its tasks get done, a plan that ends after the deadline, a member with more
// work than hours. On track otherwise. Pure: `today` is given.

export interface HealthMilestone {
  title: string;
  startDate: string;
  dueDate: string;
  tasks: { title: string; dueDate: string | null; status: TaskStatus }[];
  /** Delivered (awaiting the client) or accepted: handed over, so neither late nor behind. */
  deliveryStatus?: 'open' | 'delivered' | 'changes_requested' | 'accepted';
}

const MAX_REASONS = 5;

const isHandedOver = (milestone: HealthMilestone) =>
  milestone.deliveryStatus === 'delivered' || milestone.deliveryStatus === 'accepted';

/** A milestone whose end has passed with work left, not handed over: what makes a plan late. */
export function isMilestoneLate(milestone: HealthMilestone, today: string): boolean {
  if (isHandedOver(milestone)) return false;
  const finished = milestone.tasks.filter((task) => task.status === 'done').length;
  const isComplete = milestone.tasks.length > 0 && finished === milestone.tasks.length;
  return milestone.dueDate < today && !isComplete;
}

export function assessHealth(input: {
  today: string;
  deadline: string | null;
  endDate: string | null;
  milestones: HealthMilestone[];
  overloadedMemberIds: string[];
}): Health {
  const late: HealthReason[] = [];
  const atRisk: HealthReason[] = [];
  let done = 0;
  let total = 0;
  for (const milestone of input.milestones) {
    const finished = milestone.tasks.filter((task) => task.status === 'done').length;
    done += finished;
    total += milestone.tasks.length;
    if (isHandedOver(milestone)) continue;
    if (isMilestoneLate(milestone, input.today)) {
      late.push({
        code: 'milestone_overdue',
        title: milestone.title,
        dueDate: milestone.dueDate,
        done: finished,
        total: milestone.tasks.length,
      });
      continue;
    }
    for (const task of milestone.tasks) {
      if (task.status !== 'done' && task.dueDate !== null && task.dueDate < input.today) {
        late.push({ code: 'task_overdue', title: task.title, dueDate: task.dueDate });
      }
    }
    if (
      milestone.startDate <= input.today &&
      input.today <= milestone.dueDate &&
      milestone.tasks.length > 0
    ) {
      const length = daysBetween(milestone.startDate, milestone.dueDate) + 1;
      const elapsed = (daysBetween(milestone.startDate, input.today) + 1) / length;
      const share = finished / milestone.tasks.length;
      if (elapsed - share >= AT_RISK_GAP) {
        atRisk.push({
          code: 'milestone_behind',
          title: milestone.title,
          elapsedPercent: Math.round(elapsed * 100),
          donePercent: Math.round(share * 100),
        });
      }
    }
  }
  if (input.deadline && input.endDate && input.endDate > input.deadline) {
    atRisk.push({ code: 'plan_past_deadline', endDate: input.endDate, deadline: input.deadline });
  }
  for (const userId of input.overloadedMemberIds) atRisk.push({ code: 'member_overloaded', userId });

  if (late.length > 0) return { status: 'late', reasons: [...late, ...atRisk].slice(0, MAX_REASONS) };
  if (atRisk.length > 0) return { status: 'at_risk', reasons: atRisk.slice(0, MAX_REASONS) };
  return { status: 'on_track', reasons: [{ code: 'on_track', done, total }] };
}
