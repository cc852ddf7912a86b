import { type Effort, estimateEffort } from '@escouade/contract/effort';
import type { Budget } from '@escouade/contract';
import { type DraftBrief, draftBriefSchema } from '@escouade/contract/projects';
import type { ProjectColumns, StoredBrief, ValidBrief } from './project-record.ts';
import type { PodBrief } from './pod-formation/types.ts';

// What is read of a project's stored brief: the draft (with the fields added since defaulted), its effort and
// budget, and what team formation is given of it.

/** A stored draft with the fields added since it was saved, defaulted. */
export function readStoredDraft(stored: DraftBrief): DraftBrief {
  const parsed = draftBriefSchema.safeParse(stored);
  return parsed.success
    ? parsed.data
    : {
        ...stored,
        inferred: stored.inferred ?? [],
        daysPerWeek: stored.daysPerWeek ?? null,
        lengthWeeks: stored.lengthWeeks ?? null,
        summary: stored.summary ?? null,
        evidence: stored.evidence ?? [],
        concerns: stored.concerns ?? [],
      };
}

export function toPodBrief(input: ValidBrief, skills: PodBrief['skills'], effort: Effort): PodBrief {
  return {
    skills,
    teamSize: input.teamSize,
    budget: toPodBudget(input.budget, effort),
    priority: input.priority,
  };
}

/**
 * A total budget pays every member's hours: the team's hourly cost (the sum of its rates) times the hours
 * each member works must fit it, so the hourly ceiling is the amount over the hours per member.
 */
function toPodBudget(budget: Budget | null, effort: Effort): PodBrief['budget'] {
  if (!budget) return null;
  if (budget.kind === 'hourly') return { kind: 'hourly', maxHourlyTotal: budget.maxHourlyTotal };
  return { kind: 'total', amount: budget.amount, estimatedHours: effort.hoursPerMember };
}

/** The effort stored with the brief; a brief confirmed before efforts were stored gets the default one. */
export function getStoredEffort(brief: StoredBrief): Effort {
  return (
    brief.effort ??
    estimateEffort({
      startDate: brief.startDate,
      deadline: brief.deadline,
      lengthWeeks: brief.lengthWeeks,
      daysPerWeek: brief.effortDaysPerWeek,
      today: brief.startDate ?? new Date().toISOString().slice(0, 10),
    })
  );
}

export function toBudget(row: ProjectColumns): Budget | null {
  if (!row.budget_kind || row.budget_amount === null) return null;
  const amount = Number(row.budget_amount);
  return row.budget_kind === 'hourly'
    ? { kind: 'hourly', maxHourlyTotal: amount }
    : { kind: 'total', amount };
}
