// Three POD proposals from a brief and a pool of candidates; docs/pod-formation.md explains the objective,
// the diversity rule and the algorithm.
import { getUsableCandidates, hasEnoughCandidates, resolveTeamSize } from './candidates.ts';
import {
  createAvoidedTeams,
  FALLBACK_MIN_DIFFERENCE,
  isDiverseEnough,
  PREFERRED_MIN_DIFFERENCE,
} from './diversity.ts';
import { findCheapestCovering, findCoverageOptimum, findLowestCostPerCoverage } from './coverage-optimum.ts';
import { findUndominated } from './dominance.ts';
import { searchTeam } from './local-search.ts';
import {
  createProblem,
  evaluateTeam,
  getCoverage,
  getEffectiveRate,
  getBudgetReference,
  getSkillCredit,
  getVariantWeights,
  POD_KINDS,
  type Problem,
  selectCandidates,
} from './objective.ts';
import { getProposalLabels, PROPOSAL_LABELS, type ProposalLabel } from '@escouade/contract/proposal-labels';
import type { Candidate, PodBrief, PodKind, PodMember, PodProposal } from './types.ts';

const DEFAULT_SEED = 1;
/** Searches per later kind before it is left out for earning no label beside the earlier proposals. */
const LABEL_ATTEMPTS = 3;
const COVERAGE_EPSILON = 1e-9;
/** The labels a later search is for: its team is shown only if it holds one of them alone. */
const KIND_LABELS: Record<PodKind, readonly ProposalLabel[]> = {
  best_coverage: ['best_coverage'],
  best_value: ['best_value', 'lowest_cost'],
  most_senior: ['most_senior'],
};
/** The economical alternative covers at least this share of the best coverage. */
const ECONOMICAL_COVERAGE_SHARE = 0.75;

/**
 * Up to three proposals, searched in the order best_coverage, best_value, most_senior: the first is the exact
 * coverage optimum (coverage-optimum.ts), and each one shown earns a label from its figures beside the others
 * (getProposalLabels). Deterministic for a given seed, whatever the order of `candidates`.
 */
export function formPods(
  brief: PodBrief,
  candidates: Candidate[],
  options: { seed?: number } = {},
): PodProposal[] {
  const usable = getUsableCandidates(brief, candidates);
  if (brief.skills.length === 0 || !hasEnoughCandidates(brief, usable.length)) return [];
  const size = resolveTeamSize(brief, usable.length);
  const full = createProblem(brief, usable);
  // +2: room for the two earlier teams the diversity rule may rule out.
  const kept = findUndominated(full, size.max + 2);
  const pools: { problem: Problem; indices: number[] }[] = [
    { problem: full, indices: usable.map((_, i) => i) },
  ];
  if (kept.length < usable.length && kept.length >= size.max) {
    pools.unshift({ problem: selectCandidates(full, kept), indices: kept });
  }

  const seed = options.seed ?? DEFAULT_SEED;
  // Best coverage is exact: the highest coverage any allowed team reaches, within budget when one can be.
  const optimum = findCoverageOptimum(full, size, full.budgetReference);
  if (!optimum) return [];
  const chosen: number[][] = [optimum.team];
  const proposals: PodProposal[] = [createProposal(brief, usable, full, 'best_coverage', optimum.team)];
  for (const [position, kind] of POD_KINDS.entries()) {
    if (kind === 'best_coverage') continue;
    const weights = getVariantWeights(brief.priority, kind);
    // A team not holding, alone, a label its search is for is no real alternative: searched around, then
    // left out.
    const rejected: number[][] = [];
    const earnsLabel = (team: number[]) => {
      const proposal = createProposal(brief, usable, full, kind, team);
      // Only a team over the budget can cover more than the optimum within it: never the best coverage.
      if (proposal.coverageScore > optimum.coverage + COVERAGE_EPSILON) return false;
      const candidates = [...proposals, proposal];
      const labels = getProposalLabels(candidates);
      if (!hasOwnLabel(labels, candidates.length - 1, KIND_LABELS[kind])) return false;
      chosen.push(team);
      proposals.push(proposal);
      return true;
    };
    for (let attempt = 0; attempt < LABEL_ATTEMPTS; attempt++) {
      const team = findTeam(pools, [...chosen, ...rejected], (pool, avoided, avoidedTeams) =>
        searchTeam({
          problem: pool.problem,
          weights,
          minSize: size.min,
          maxSize: size.max,
          avoided,
          avoidedTeams,
          seed: seed + position * 7_919 + attempt * 104_729,
        }),
      );
      if (!team) break;
      if (earnsLabel(team)) break;
      rejected.push(team);
      // The cheapest best coverage is often the best value too; the value search then looks straight for
      // a team costing less per unit of coverage.
      if (kind === 'best_value' && attempt === 0) {
        const cheaper = findDiverseTeam(full, chosen, (isAllowed) =>
          findLowestCostPerCoverage(full, size, isAllowed),
        );
        if (cheaper && earnsLabel(cheaper)) break;
        // Failing that, the cheapest team still covering most of what the best one does: a real saving.
        const economical = findDiverseTeam(full, chosen, (isAllowed) =>
          findCheapestCovering(full, size, optimum.coverage * ECONOMICAL_COVERAGE_SHARE, isAllowed),
        );
        if (economical && earnsLabel(economical)) break;
      }
    }
  }
  return withoutUnlabelled(proposals);
}

/** The team `find` returns among those the diversity rule allows beside `chosen`, preferably by two members. */
function findDiverseTeam(
  problem: Problem,
  chosen: readonly number[][],
  find: (isAllowed: (team: readonly number[]) => boolean) => { team: number[] } | null,
): number[] | null {
  for (const minDifference of [PREFERRED_MIN_DIFFERENCE, FALLBACK_MIN_DIFFERENCE]) {
    const avoided = createAvoidedTeams(problem.candidateCount, chosen, minDifference);
    const found = find((team) => isDiverseEnough(avoided, team, team.length));
    if (found) return found.team;
  }
  return null;
}

/**
 * Drops the later proposals holding no label of their own (one that no other proposal shares), until each
 * one left has one: a team only tying the others, or worse, is no alternative. The first one always stays.
 */
function withoutUnlabelled(proposals: PodProposal[]): PodProposal[] {
  let shown = proposals;
  for (;;) {
    const labels = getProposalLabels(shown);
    const kept = shown.filter((_, i) => i === 0 || hasOwnLabel(labels, i));
    if (kept.length === shown.length) return shown;
    shown = kept;
  }
}

/** Whether proposal `index` holds one of `among` that no other proposal shares. */
function hasOwnLabel(
  labels: readonly (readonly ProposalLabel[])[],
  index: number,
  among: readonly ProposalLabel[] = PROPOSAL_LABELS,
): boolean {
  return (labels[index] ?? []).some(
    (label) => among.includes(label) && labels.every((others, j) => j === index || !others.includes(label)),
  );
}

/** The objective of docs/pod-formation.md for this team (team size bounds are the caller's business). */
export function scoreTeam(brief: PodBrief, team: Candidate[], variant: PodKind = 'best_coverage'): number {
  if (brief.skills.length === 0 || team.length === 0) return 0;
  const problem = createProblem(brief, team);
  return evaluateTeam(
    problem,
    getVariantWeights(brief.priority, variant),
    team.map((_, i) => i),
  );
}

type PoolSearch = (
  pool: { problem: Problem; indices: number[] },
  avoided: ReturnType<typeof createAvoidedTeams> | null,
  avoidedTeams: number[][],
) => { team: number[]; isValid: boolean };

/** Tries the pruned pool then the full one, with the preferred diversity then the fallback. */
function findTeam(
  pools: { problem: Problem; indices: number[] }[],
  chosen: number[][],
  search: PoolSearch,
): number[] | null {
  const differences = chosen.length === 0 ? [0] : [PREFERRED_MIN_DIFFERENCE, FALLBACK_MIN_DIFFERENCE];
  for (const minDifference of differences) {
    for (const pool of pools) {
      const positionOf = new Map(pool.indices.map((index, position) => [index, position]));
      const avoidedTeams = chosen.map((team) => team.map((index) => positionOf.get(index) ?? -1));
      const avoided =
        chosen.length === 0
          ? null
          : createAvoidedTeams(pool.problem.candidateCount, avoidedTeams, minDifference);
      const result = search(pool, avoided, avoidedTeams);
      if (result.isValid) return result.team.map((position) => pool.indices[position] as number);
    }
  }
  return null;
}

function createProposal(
  brief: PodBrief,
  usable: Candidate[],
  problem: Problem,
  kind: PodKind,
  team: number[],
): PodProposal {
  const weights = getVariantWeights(brief.priority, kind);
  const members = team.map((index) => usable[index] as Candidate);
  const hourlyCost = roundCents(members.reduce((sum, member) => sum + getEffectiveRate(member), 0));
  const budgetReference = getBudgetReference(brief.budget);
  const coverage = brief.skills.map((skill, s) => {
    let bestLevel = 0;
    for (const index of team) {
      bestLevel = Math.max(bestLevel, problem.levels[index * problem.skillCount + s] as number);
    }
    return {
      skillId: skill.skillId,
      name: skill.name,
      minLevel: problem.minLevels[s] as number,
      bestLevel: bestLevel > 0 ? bestLevel : null,
      isCovered: bestLevel >= (problem.minLevels[s] as number),
    };
  });
  return {
    kind,
    members: sortMembers(
      members.map((member) => toPodMember(brief, member)),
      problem,
      team,
    ),
    coverage,
    coverageScore: getCoverage(problem, team),
    hourlyCost,
    withinBudget: budgetReference === null ? null : hourlyCost <= budgetReference + 1e-9,
    objective: evaluateTeam(problem, weights, team),
  };
}

function toPodMember(brief: PodBrief, candidate: Candidate): PodMember {
  const levels = new Map<string, number>();
  for (const skill of candidate.skills) {
    levels.set(skill.skillId, Math.max(skill.level, levels.get(skill.skillId) ?? 0));
  }
  const matchedSkills = brief.skills.flatMap((skill) => {
    const level = levels.get(skill.skillId) ?? 0;
    return level >= 1
      ? [{ skillId: skill.skillId, name: skill.name, level, meetsMinimum: level >= skill.minLevel }]
      : [];
  });
  return { ...candidate, matchedSkills };
}

/** The members bringing the most weighted coverage first, then by id. */
function sortMembers(members: PodMember[], problem: Problem, team: number[]): PodMember[] {
  const contribution = (position: number) => {
    const index = team[position] as number;
    let total = 0;
    for (let s = 0; s < problem.skillCount; s++) {
      total +=
        (problem.skillWeights[s] as number) *
        getSkillCredit(
          problem.levels[index * problem.skillCount + s] as number,
          problem.minLevels[s] as number,
        );
    }
    return total;
  };
  return members
    .map((member, position) => ({ member, contribution: contribution(position) }))
    .sort(
      (a, b) =>
        b.contribution - a.contribution ||
        (a.member.userId < b.member.userId ? -1 : a.member.userId > b.member.userId ? 1 : 0),
    )
    .map(({ member }) => member);
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
