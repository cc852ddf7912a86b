// Three POD proposals from a brief and a pool of candidates; docs/pod-formation.md explains the objective,
// the diversity rule and the algorithm.
import { getUsableCandidates, resolveTeamSize } from './candidates.ts';
import { createAvoidedTeams, FALLBACK_MIN_DIFFERENCE, PREFERRED_MIN_DIFFERENCE } from './diversity.ts';
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
  MIN_TEAM_SIZE,
  POD_KINDS,
  type Problem,
  selectCandidates,
} from './objective.ts';
import type { Candidate, PodBrief, PodKind, PodMember, PodProposal } from './types.ts';

const DEFAULT_SEED = 1;

/**
 * Up to three proposals, in the order best_coverage, best_value, most_senior: exactly three whenever three
 * teams satisfying the diversity rule (or at least distinct) exist. Deterministic for a given seed, whatever
 * the order of `candidates`.
 */
export function formPods(
  brief: PodBrief,
  candidates: Candidate[],
  options: { seed?: number } = {},
): PodProposal[] {
  const usable = getUsableCandidates(brief, candidates);
  if (brief.skills.length === 0 || usable.length < MIN_TEAM_SIZE) return [];
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
  const chosen: number[][] = [];
  const proposals: PodProposal[] = [];
  for (const [position, kind] of POD_KINDS.entries()) {
    const weights = getVariantWeights(brief.priority, kind);
    const team = findTeam(pools, chosen, (pool, avoided, avoidedTeams) =>
      searchTeam({
        problem: pool.problem,
        weights,
        minSize: size.min,
        maxSize: size.max,
        avoided,
        avoidedTeams,
        seed: seed + position * 7_919,
      }),
    );
    if (!team) break;
    chosen.push(team);
    proposals.push(createProposal(brief, usable, full, kind, team));
  }
  return proposals;
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
