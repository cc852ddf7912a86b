import { type Effort, estimateEffort, getProjectCost } from '@escouade/contract/effort';
import {
  getAverageExperience,
  getProposalLabels,
  type ProposalLabel,
} from '@escouade/contract/proposal-labels';
import type { Budget, ConfirmBriefInput, Proposal, ProposalKind } from '@escouade/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { skills } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { todayUtc } from '@escouade/contract/calendar-days';
import { loadOwnedProject, lockOwnedProject, assertStatus } from './project-access.ts';
import type { StoredBrief, ValidBrief } from './project-record.ts';
import { projectWindow } from './project-window.ts';
import { formPods } from './pod-formation/form-pods.ts';
import { loadCandidates } from './pod-formation/load-candidates.ts';
import type { PodBrief, PodProposal } from './pod-formation/types.ts';
import { toPodBrief, getStoredEffort, toBudget } from './stored-brief.ts';

// The team proposals: formed when the client confirms the brief, listed with their labels, cost and budget.

/**
 * The client confirms the (edited) brief: the project takes its title, dates and budget, and three team
 * configurations are computed and stored. Confirming again (before choosing) recomputes them.
 *
 * Team formation takes a few hundred milliseconds and runs outside the transaction, on a status read before
 * it; the status is read again under the project's lock before anything is written, so a proposal chosen in
 * the meantime is never sent back to "proposed" (409 instead).
 */
export async function confirmBrief(
  db: Database,
  { actor, projectId, input }: { actor: Actor; projectId: string; input: ValidBrief },
): Promise<Proposal[]> {
  const project = await loadOwnedProject(db, actor, projectId);
  assertStatus(project, ['draft', 'proposed']);
  const skills = await resolveSkills(db, input.skills);
  const effort = estimateEffort({
    startDate: input.startDate,
    deadline: input.deadline,
    lengthWeeks: input.lengthWeeks,
    daysPerWeek: input.effortDaysPerWeek,
    today: new Date().toISOString().slice(0, 10),
  });
  const podBrief = toPodBrief(input, skills, effort);
  const window = projectWindow({
    startDate: input.startDate,
    deadline: input.deadline,
    lengthWeeks: input.lengthWeeks,
    daysPerWeek: input.effortDaysPerWeek,
    today: todayUtc(),
  });
  const candidates = await loadCandidates(db, podBrief, { clientId: actor.id, window });
  const proposals = formPods(podBrief, candidates);
  await db.transaction(async (tx) => {
    assertStatus(await lockOwnedProject(tx, actor, projectId), ['draft', 'proposed']);
    await tx.execute(sql`
      update projects set title = ${input.title}, description = ${input.description},
        budget_kind = ${input.budget?.kind ?? null},
        budget_amount = ${input.budget ? String(input.budget.kind === 'hourly' ? input.budget.maxHourlyTotal : input.budget.amount) : null},
        start_date = ${input.startDate}, deadline = ${input.deadline},
        brief = ${JSON.stringify({ ...input, skills: podBrief.skills, effort } satisfies StoredBrief)}::jsonb,
        status = 'proposed', updated_at = now()
      where id = ${projectId}`);
    await tx.execute(sql`delete from project_proposals where project_id = ${projectId}`);
    for (const proposal of proposals) {
      await tx.execute(sql`
        insert into project_proposals (project_id, kind, payload)
        values (${projectId}, ${proposal.kind}, ${JSON.stringify(proposal)}::jsonb)`);
    }
  });
  return listProposals(db, { actor, projectId });
}

export async function listProposals(
  db: Database,
  { actor, projectId }: { actor: Actor; projectId: string },
): Promise<Proposal[]> {
  const project = await loadOwnedProject(db, actor, projectId);
  const effort = project.brief ? getStoredEffort(project.brief) : null;
  const budget = toBudget(project);
  const result = await db.execute<{
    id: string;
    kind: ProposalKind;
    payload: PodProposal;
    is_chosen: boolean;
    verified_member_ids: string[];
  }>(sql`
    select pp.id, pp.kind, pp.payload, pp.is_chosen,
      -- Whether each member's business is verified is read now, in the same round trip: a badge won or lost
      -- since the proposal was formed shows.
      array(select prof.id from professional_profiles prof
            where prof.verified_at is not null
              and prof.id in (select member->>'userId' from jsonb_array_elements(pp.payload->'members') member)
      ) as verified_member_ids
    from project_proposals pp where pp.project_id = ${projectId}
    order by array_position(array['best_coverage', 'best_value', 'most_senior'], pp.kind)`);
  // Labels are read from the figures of the proposals shown together, so none is ever contradicted.
  const labels = getProposalLabels(result.rows.map((row) => row.payload));
  const verified = new Set(result.rows.flatMap((row) => row.verified_member_ids));
  return result.rows.map((row, i) => ({
    ...toProposal(row.id, row.payload, row.is_chosen, labels[i] ?? [], verified),
    estimatedCost: effort ? Math.round(getProjectCost(row.payload.hourlyCost, effort)) : null,
    overBudgetBy: row.payload.withinBudget === false ? getBudgetOverrun(budget, row.payload, effort) : null,
  }));
}

/**
 * How far a team over budget goes beyond it, in the budget's own unit: euros over the project for a total
 * budget (the team's estimated cost minus the amount), euros an hour for an hourly ceiling. Rounded up, so
 * that a team over budget is never said to be over by nothing.
 */
function getBudgetOverrun(
  budget: Budget | null,
  proposal: PodProposal,
  effort: Effort | null,
): number | null {
  if (!budget) return null;
  const overrun =
    budget.kind === 'hourly'
      ? proposal.hourlyCost - budget.maxHourlyTotal
      : effort
        ? getProjectCost(proposal.hourlyCost, effort) - budget.amount
        : null;
  return overrun === null ? null : Math.max(1, Math.ceil(overrun));
}

async function resolveSkills(
  db: Database,
  requested: ConfirmBriefInput['skills'],
): Promise<PodBrief['skills']> {
  const ids = requested.map((skill) => skill.skillId);
  const rows = await db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(and(inArray(skills.id, ids), eq(skills.status, 'approved')));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return requested.map((skill) => {
    const name = names.get(skill.skillId);
    if (!name) throw new AppError('SKILL_NOT_FOUND', `Unknown skill ${skill.skillId}`);
    return { skillId: skill.skillId, name, minLevel: skill.minLevel, weight: skill.weight };
  });
}

function toProposal(
  id: string,
  payload: PodProposal,
  isChosen: boolean,
  labels: ProposalLabel[],
  verified: ReadonlySet<string>,
): Omit<Proposal, 'estimatedCost' | 'overBudgetBy'> {
  return {
    id,
    kind: payload.kind,
    labels,
    members: payload.members.map((member) => ({
      userId: member.userId,
      firstName: member.firstName,
      lastName: member.lastName,
      profession: member.profession,
      avatarUrl: member.avatarUrl,
      hourlyRate: member.hourlyRate,
      experienceYears: member.experienceYears,
      availability: member.availability,
      // Proposals made before reviews existed have no rating.
      ...(member.rating ? { rating: member.rating } : {}),
      verified: verified.has(member.userId),
      matchedSkills: member.matchedSkills,
    })),
    coverage: payload.coverage,
    uncoveredSkills: payload.coverage
      .filter((skill) => !skill.isCovered)
      .map(({ skillId, name, minLevel, bestLevel }) => ({ skillId, name, minLevel, bestLevel })),
    coverageScore: payload.coverageScore,
    hourlyCost: payload.hourlyCost,
    withinBudget: payload.withinBudget,
    averageExperienceYears: Math.round(getAverageExperience(payload) * 10) / 10,
    isChosen,
  };
}
