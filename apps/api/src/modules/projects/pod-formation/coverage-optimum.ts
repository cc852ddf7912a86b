// The highest weighted coverage any allowed team reaches in the pool, exactly, the cheapest such team winning
// ties: the proposal labelled "best coverage" is this team, so its label holds by construction.
//
// Coverage depends only on each member's levels capped at the required minimum, so a candidate whose capped
// levels are all matched by a cheaper (or equally priced, earlier) candidate is never needed: the search runs
// over the remaining "front", completing a team below the minimum size with the cheapest other candidates.
// A team of the front where some member adds nothing is never better than the same team without that member,
// so each member added must raise the coverage; an optimistic bound (the team plus everyone after it in the
// search order) prunes the rest. docs/pod-formation.md gives the argument in full.
import { getSkillCredit, type Problem } from './objective.ts';

const EPSILON = 1e-9;
/** A bound on the work per brief; far above what real pools need (tens of thousands of nodes at most). */
const MAX_NODES = 5_000_000;
/** Dinkelbach's method converges in a handful of steps; this only bounds a pathological case. */
const MAX_RATIO_ITERATIONS = 12;

export interface CoverageOptimum {
  /** Candidate indices, ascending. */
  team: number[];
  coverage: number;
  cost: number;
  /** False only when the search stopped at MAX_NODES (then the best team found so far). */
  isExact: boolean;
}

/**
 * The team of `size.min`–`size.max` candidates with the highest weighted coverage, within `maxCost` when a
 * team within it exists (null: no ceiling), the lowest cost breaking ties, then the lowest indices.
 */
export function findCoverageOptimum(
  problem: Problem,
  size: { min: number; max: number },
  maxCost: number | null,
): CoverageOptimum | null {
  if (maxCost !== null) {
    const withinBudget = searchTeams(problem, size, { maxCost, costWeight: 0, isAllowed: () => true });
    if (withinBudget) return withinBudget;
  }
  return searchTeams(problem, size, { maxCost: Infinity, costWeight: 0, isAllowed: () => true });
}

/**
 * The allowed team with the least hourly cost per unit of coverage among those built the same way (front
 * members completed by the cheapest others), by Dinkelbach's method: maximise coverage − λ · cost, set λ to
 * the ratio found, repeat until it stops improving. Exact without `isAllowed`; with it (the diversity rule),
 * the best team this construction reaches.
 */
export function findLowestCostPerCoverage(
  problem: Problem,
  size: { min: number; max: number },
  isAllowed: (team: readonly number[]) => boolean,
): CoverageOptimum | null {
  let found: CoverageOptimum | null = null;
  let costWeight = 0;
  for (let iteration = 0; iteration < MAX_RATIO_ITERATIONS; iteration++) {
    const team = searchTeams(problem, size, { maxCost: Infinity, costWeight, isAllowed });
    if (!team || team.coverage <= EPSILON) return found;
    if (found && team.cost / team.coverage >= found.cost / found.coverage - EPSILON) return found;
    found = team;
    costWeight = team.coverage / team.cost;
    if (!Number.isFinite(costWeight)) return found;
  }
  return found;
}

/**
 * The cheapest allowed team (built as in findLowestCostPerCoverage) covering at least `minCoverage`, more
 * coverage breaking ties.
 */
export function findCheapestCovering(
  problem: Problem,
  size: { min: number; max: number },
  minCoverage: number,
  isAllowed: (team: readonly number[]) => boolean,
): CoverageOptimum | null {
  // Costs are at most a few thousand per hour and coverage at most 1: this weight makes cost decide first.
  return searchTeams(problem, size, { maxCost: Infinity, costWeight: 1e6, isAllowed, minCoverage });
}

function searchTeams(
  problem: Problem,
  size: { min: number; max: number },
  options: {
    maxCost: number;
    costWeight: number;
    isAllowed: (team: readonly number[]) => boolean;
    minCoverage?: number;
  },
): CoverageOptimum | null {
  const { maxCost, costWeight, isAllowed, minCoverage = 0 } = options;
  const { candidateCount: n, skillCount: S, levels, minLevels, skillWeights, rates } = problem;
  const { availability, experience } = problem;
  if (n < size.min || size.max < 1) return null;
  const credit = (i: number, s: number) =>
    getSkillCredit(levels[i * S + s] as number, minLevels[s] as number);

  // Cheapest first; at equal rates, the more available, then the more experienced (the ties' order).
  const byPrice = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) =>
      (rates[a] as number) - (rates[b] as number) ||
      (availability[b] as number) - (availability[a] as number) ||
      (experience[b] as number) - (experience[a] as number) ||
      a - b,
  );
  // The front: nobody whose credits are all matched by someone cheaper, or as cheap and at least as
  // available and experienced.
  const front: number[] = [];
  for (const i of byPrice) {
    const isMatched = front.some((k) => {
      if (
        rates[k] === rates[i] &&
        ((availability[k] as number) < (availability[i] as number) ||
          (experience[k] as number) < (experience[i] as number))
      ) {
        return false;
      }
      for (let s = 0; s < S; s++) if (credit(k, s) < credit(i, s) - EPSILON) return false;
      return true;
    });
    if (!isMatched) front.push(i);
  }
  const soloCoverage = (i: number) => {
    let total = 0;
    for (let s = 0; s < S; s++) total += (skillWeights[s] as number) * credit(i, s);
    return total;
  };
  front.sort(
    (a, b) => soloCoverage(b) - soloCoverage(a) || (rates[a] as number) - (rates[b] as number) || a - b,
  );
  const m = front.length;
  // suffixCredit[p * S + s]: the best credit on skill s among front[p..].
  const suffixCredit = new Float64Array((m + 1) * S);
  for (let p = m - 1; p >= 0; p--) {
    for (let s = 0; s < S; s++) {
      suffixCredit[p * S + s] = Math.max(
        suffixCredit[(p + 1) * S + s] as number,
        credit(front[p] as number, s),
      );
    }
  }

  let best: Found | null = null;
  let nodes = 0;
  const core: number[] = [];
  const inCore = new Uint8Array(n);
  // teamCredit[d * S + s]: the core's best credit on skill s with d members.
  const teamCredit = new Float64Array((size.max + 1) * S);

  const consider = (depth: number, coreCost: number) => {
    const team = core.slice(0, depth);
    let cost = coreCost;
    for (const i of byPrice) {
      if (team.length >= size.min) break;
      if (inCore[i]) continue;
      team.push(i);
      cost += rates[i] as number;
    }
    if (team.length < size.min || cost > maxCost + EPSILON) return;
    team.sort((a, b) => a - b);
    if (!isAllowed(team)) return;
    const coverage = coverageOf(team);
    if (coverage < minCoverage - EPSILON) return;
    const score = coverage - costWeight * cost;
    let available = 1;
    let years = 0;
    for (const i of team) {
      available *= availability[i] as number;
      years += experience[i] as number;
    }
    const found = { team, coverage, cost, score, available, years };
    if (!best || isBetter(found, best)) best = found;
  };

  const coverageOf = (team: number[]) => {
    let total = 0;
    for (let s = 0; s < S; s++) {
      let value = 0;
      for (const i of team) value = Math.max(value, credit(i, s));
      total += (skillWeights[s] as number) * value;
    }
    return total;
  };

  const visit = (start: number, depth: number, coreCost: number) => {
    nodes++;
    if (depth > 0) consider(depth, coreCost);
    if (depth === size.max || nodes > MAX_NODES) return;
    for (let p = start; p < m; p++) {
      const row = depth * S;
      let bound = 0;
      for (let s = 0; s < S; s++) {
        bound +=
          (skillWeights[s] as number) *
          Math.max(teamCredit[row + s] as number, suffixCredit[p * S + s] as number);
      }
      // Coverage only falls along the order, and cost only grows with the team: bounds on what is left.
      if (best && costWeight === 0 && bound < best.score - EPSILON) return;
      const i = front[p] as number;
      const cost = coreCost + (rates[i] as number);
      if (cost > maxCost + EPSILON) continue;
      if (bound < minCoverage - EPSILON) continue;
      const scoreBound = bound - costWeight * cost;
      if (best && scoreBound < best.score - EPSILON) continue;
      if (best && scoreBound <= best.score + EPSILON && cost > best.cost + EPSILON) continue;
      let gain = 0;
      const next = row + S;
      for (let s = 0; s < S; s++) {
        const value = Math.max(teamCredit[row + s] as number, credit(i, s));
        gain += (skillWeights[s] as number) * (value - (teamCredit[row + s] as number));
        teamCredit[next + s] = value;
      }
      if (gain <= EPSILON) continue;
      core[depth] = i;
      inCore[i] = 1;
      visit(p + 1, depth + 1, cost);
      inCore[i] = 0;
    }
  };

  visit(0, 0, 0);
  const found = best as Found | null;
  return found
    ? { team: found.team, coverage: found.coverage, cost: found.cost, isExact: nodes <= MAX_NODES }
    : null;
}

interface Found {
  team: number[];
  coverage: number;
  cost: number;
  /** coverage − costWeight · cost. */
  score: number;
  /** The product of the availability factors. */
  available: number;
  /** Capped years of experience, summed. */
  years: number;
}

/** Score, then cost, then availability, then experience, then the lowest indices. */
function isBetter(found: Found, best: Found): boolean {
  const { team } = found;
  for (const [value, bestValue] of [
    [found.score, best.score],
    [-found.cost, -best.cost],
    [found.available, best.available],
    [found.years, best.years],
  ] as const) {
    if (value > bestValue + EPSILON) return true;
    if (value < bestValue - EPSILON) return false;
  }
  for (let k = 0; k < Math.min(team.length, best.team.length); k++) {
    if (team[k] !== best.team[k]) return (team[k] as number) < (best.team[k] as number);
  }
  return team.length < best.team.length;
}
