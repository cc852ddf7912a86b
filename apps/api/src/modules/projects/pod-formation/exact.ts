// Brute force over every team of allowed size, for checking the heuristic on small instances (≤ 30
// candidates: at most C(30,6) = 593,775 teams of six). Same objective, same diversity rule as formPods.
import { getUsableCandidates, hasEnoughCandidates, resolveTeamSize } from './candidates.ts';
import {
  type AvoidedTeams,
  createAvoidedTeams,
  FALLBACK_MIN_DIFFERENCE,
  PREFERRED_MIN_DIFFERENCE,
} from './diversity.ts';
import {
  combineTerms,
  createProblem,
  getCoverage,
  getSkillCredit,
  getVariantWeights,
  MAX_SKILL_LEVEL,
  type Problem,
  type VariantWeights,
} from './objective.ts';
import type { Candidate, PodBrief, PodKind } from './types.ts';

export const MAX_EXACT_CANDIDATES = 30;

/**
 * The best team for `variant`. With `avoid` (earlier proposals), only teams satisfying the diversity rule
 * against them count, the fallback difference applying only when no team satisfies the preferred one.
 */
export function solveExactly(
  brief: PodBrief,
  candidates: Candidate[],
  variant: PodKind = 'best_coverage',
  options: { avoid?: Candidate[][] } = {},
): { team: Candidate[]; objective: number } {
  const usable = getUsableCandidates(brief, candidates);
  if (usable.length > MAX_EXACT_CANDIDATES) {
    throw new RangeError(`solveExactly handles at most ${MAX_EXACT_CANDIDATES} usable candidates`);
  }
  if (brief.skills.length === 0 || !hasEnoughCandidates(brief, usable.length))
    return { team: [], objective: 0 };
  const problem = createProblem(brief, usable);
  const weights = getVariantWeights(brief.priority, variant);
  const size = resolveTeamSize(brief, usable.length);
  const positionOf = new Map(usable.map((candidate, i) => [candidate.userId, i]));
  const avoid = (options.avoid ?? []).map((team) =>
    team.map((member) => positionOf.get(member.userId) ?? -1),
  );
  const differences = avoid.length === 0 ? [0] : [PREFERRED_MIN_DIFFERENCE, FALLBACK_MIN_DIFFERENCE];
  for (const minDifference of differences) {
    const avoided = avoid.length === 0 ? null : createAvoidedTeams(usable.length, avoid, minDifference);
    const best = enumerateTeams(problem, weights, size, avoided);
    if (best) return { team: best.team.map((i) => usable[i] as Candidate), objective: best.objective };
  }
  return { team: [], objective: 0 };
}

function enumerateTeams(
  problem: Problem,
  weights: VariantWeights,
  size: { min: number; max: number },
  avoided: AvoidedTeams | null,
): { team: number[]; objective: number } | null {
  const { candidateCount: n, skillCount: S, levels, seniority, rates, availability } = problem;
  // Per-skill best level and seniority of the team so far, one row per depth.
  const bestLevels = new Float64Array((size.max + 1) * S);
  const bestSeniority = new Float64Array((size.max + 1) * S);
  const shared = avoided ? avoided.flags.map(() => new Int32Array(size.max + 1)) : [];
  const team = new Int32Array(size.max);
  let best: { team: number[]; objective: number } | null = null;

  const visit = (start: number, depth: number, cost: number, available: number) => {
    if (depth >= size.min && isAllowed(depth)) {
      const objective = scoreState(depth, cost, available);
      if (!best || objective > best.objective + 1e-12) {
        best = { team: Array.from(team.subarray(0, depth)), objective };
      }
    }
    if (depth === size.max) return;
    const row = depth * S;
    const next = row + S;
    // Stop when too few candidates remain to reach the minimum size.
    for (let c = start; c <= n - Math.max(1, size.min - depth); c++) {
      team[depth] = c;
      for (let s = 0; s < S; s++) {
        const level = levels[c * S + s] as number;
        const senior = seniority[c * S + s] as number;
        bestLevels[next + s] = Math.max(bestLevels[row + s] as number, level);
        bestSeniority[next + s] = Math.max(bestSeniority[row + s] as number, senior);
      }
      for (const [u, flags] of avoided?.flags.entries() ?? []) {
        const counts = shared[u] as Int32Array;
        counts[depth + 1] = (counts[depth] as number) + (flags[c] as number);
      }
      visit(c + 1, depth + 1, cost + (rates[c] as number), available * (availability[c] as number));
    }
  };

  const isAllowed = (depth: number): boolean => {
    if (!avoided) return true;
    for (const [u, counts] of shared.entries()) {
      const difference = depth + (avoided.sizes[u] as number) - 2 * (counts[depth] as number);
      if (difference < avoided.minDifference) return false;
    }
    return true;
  };

  const scoreState = (depth: number, cost: number, available: number): number => {
    const row = depth * S;
    let coverage = 0;
    let depthTerm = 0;
    let senioritySum = 0;
    for (let s = 0; s < S; s++) {
      const weight = problem.skillWeights[s] as number;
      const level = bestLevels[row + s] as number;
      coverage += weight * getSkillCredit(level, problem.minLevels[s] as number);
      depthTerm += (weight * level) / MAX_SKILL_LEVEL;
      senioritySum += weight * (bestSeniority[row + s] as number);
    }
    return combineTerms(problem, weights, coverage, depthTerm, senioritySum, cost, available, depth);
  };

  visit(0, 0, 0, 1);
  return best;
}

/**
 * The highest weighted coverage of any team of allowed size, by enumeration: among the teams within the
 * budget when there is one and some team fits it, else among all. Independent of coverage-optimum.ts, which
 * it checks.
 */
export function solveCoverageExactly(
  brief: PodBrief,
  candidates: Candidate[],
): { coverage: number; cost: number } | null {
  const usable = getUsableCandidates(brief, candidates);
  if (usable.length > MAX_EXACT_CANDIDATES) {
    throw new RangeError(`solveCoverageExactly handles at most ${MAX_EXACT_CANDIDATES} usable candidates`);
  }
  if (brief.skills.length === 0 || !hasEnoughCandidates(brief, usable.length)) return null;
  const problem = createProblem(brief, usable);
  const size = resolveTeamSize(brief, usable.length);
  let withinBudget: { coverage: number; cost: number } | null = null;
  let overall: { coverage: number; cost: number } | null = null;
  const keep = (best: typeof overall, coverage: number, cost: number) =>
    !best || coverage > best.coverage + 1e-9 || (coverage > best.coverage - 1e-9 && cost < best.cost - 1e-9)
      ? { coverage, cost }
      : best;
  const team: number[] = [];
  const visit = (start: number, cost: number) => {
    if (team.length >= size.min) {
      const coverage = getCoverage(problem, team);
      overall = keep(overall, coverage, cost);
      if (problem.budgetReference !== null && cost <= problem.budgetReference + 1e-9) {
        withinBudget = keep(withinBudget, coverage, cost);
      }
    }
    if (team.length === size.max) return;
    for (let c = start; c < usable.length; c++) {
      team.push(c);
      visit(c + 1, cost + (problem.rates[c] as number));
      team.pop();
    }
  };
  visit(0, 0);
  return withinBudget ?? overall;
}
