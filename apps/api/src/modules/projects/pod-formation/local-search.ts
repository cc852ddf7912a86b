// Greedy construction + local search on one variant's objective (docs/pod-formation.md, "Algorithm"):
// best-improvement single moves (add, remove, swap), then compound moves (two seats at once) from a shortlist,
// then seeded perturbations. Teams breaking the diversity rule rank below every valid team.
import type { AvoidedTeams } from './diversity.ts';
import {
  combineTerms,
  getSkillCredit,
  MAX_SKILL_LEVEL,
  type Problem,
  type VariantWeights,
} from './objective.ts';
import { createRandom, pickIndex } from './random.ts';

/** Objectives are products of factors ≤ about 2.5; this offset puts every invalid team below every valid one. */
const INVALID_OFFSET = 1_000;
const EPSILON = 1e-12;
const PERTURBATIONS = 4;
/** Compound moves only draw newcomers from this many promising outsiders. */
const SHORTLIST_SIZE = 16;
const NONE = -1;

export interface SearchOptions {
  problem: Problem;
  weights: VariantWeights;
  minSize: number;
  maxSize: number;
  avoided: AvoidedTeams | null;
  /** The earlier proposals as candidate indices (negative: a member outside this pool). */
  avoidedTeams?: readonly (readonly number[])[];
  seed: number;
}

export interface SearchResult {
  team: number[];
  objective: number;
  isValid: boolean;
}

interface Scored {
  team: number[];
  score: number;
}

export function searchTeam(options: SearchOptions): SearchResult {
  const search = new TeamSearch(options);
  // Greedy from nobody, then from each skill's best specialist not already in a team found.
  let best = search.improve(search.construct([]));
  const reached = new Set(best.team);
  for (const anchor of search.getSkillAnchors()) {
    if (reached.has(anchor)) continue;
    const result = search.improve(search.construct([anchor]));
    for (const member of result.team) reached.add(member);
    if (result.score > best.score + EPSILON) best = result;
  }
  let found = search.improveDeeply(best.team);
  // The earlier proposals are often near-optimal for this variant too: search around each of them.
  for (const team of options.avoidedTeams ?? []) {
    if (team.length === 0 || team.some((member) => member < 0)) continue;
    const result = search.improveDeeply(team.slice(), true);
    if (result.score > found.score + EPSILON) found = result;
  }
  const random = createRandom(options.seed);
  const candidateCount = options.problem.candidateCount;
  // Kicks from the best team so far: replace about half of it with random outsiders, then search again.
  for (let round = 0; round < PERTURBATIONS && candidateCount > found.team.length; round++) {
    const team = found.team.slice();
    const replaced = Math.max(1, Math.ceil(team.length / 2));
    for (let r = 0; r < replaced; r++) {
      let candidate = pickIndex(random, candidateCount);
      while (team.includes(candidate)) candidate = (candidate + 1) % candidateCount;
      team[pickIndex(random, team.length)] = candidate;
    }
    const result = search.improveDeeply(team);
    if (result.score > found.score + EPSILON) found = result;
  }
  const isValid = found.score > -INVALID_OFFSET / 2;
  return {
    team: found.team.slice().sort((a, b) => a - b),
    objective: isValid ? found.score : found.score + INVALID_OFFSET,
    isValid,
  };
}

/**
 * Scores teams as "a base team plus up to two candidates": the base's per-skill best level and seniority,
 * cost and availability are computed once, so each move costs O(skills) instead of O(skills × members).
 */
class TeamSearch {
  private readonly baseLevels: Float64Array;
  private readonly baseSeniority: Float64Array;
  private baseCost = 0;
  private baseAvailability = 1;
  private baseLength = 0;
  private readonly baseShared: Int32Array;
  private readonly inTeam: Uint8Array;

  constructor(private readonly options: SearchOptions) {
    const { problem, avoided } = options;
    this.baseLevels = new Float64Array(problem.skillCount);
    this.baseSeniority = new Float64Array(problem.skillCount);
    this.baseShared = new Int32Array(avoided?.flags.length ?? 0);
    this.inTeam = new Uint8Array(problem.candidateCount);
  }

  /** For each required skill, the candidate scoring best alone among those meeting its minimum. */
  getSkillAnchors(): number[] {
    const { problem } = this.options;
    const anchors: number[] = [];
    this.setBase([]);
    for (let s = 0; s < problem.skillCount; s++) {
      let anchor = NONE;
      let anchorScore = -Infinity;
      for (let c = 0; c < problem.candidateCount; c++) {
        if ((problem.levels[c * problem.skillCount + s] as number) < (problem.minLevels[s] as number))
          continue;
        const score = this.scoreWith(c, NONE, true);
        if (score > anchorScore + EPSILON) {
          anchor = c;
          anchorScore = score;
        }
      }
      if (anchor !== NONE) anchors.push(anchor);
    }
    return anchors;
  }

  /** Adds the best candidate until the minimum size, then while adding improves. */
  construct(start: number[]): number[] {
    const { minSize, maxSize, problem } = this.options;
    const team = start.slice();
    let current = team.length >= minSize ? this.scoreTeam(team) : -Infinity;
    while (team.length < maxSize) {
      this.setBase(team);
      let best = NONE;
      let bestScore = -Infinity;
      for (let c = 0; c < problem.candidateCount; c++) {
        if (this.inTeam[c]) continue;
        const score = this.scoreWith(c, NONE, team.length + 1 < minSize);
        if (score > bestScore + EPSILON) {
          best = c;
          bestScore = score;
        }
      }
      if (best === NONE || (team.length >= minSize && bestScore <= current + EPSILON)) break;
      team.push(best);
      current = bestScore;
    }
    return team;
  }

  /** Best-improvement single moves (add, remove, swap) until none improves. */
  improve(start: number[]): Scored {
    const { minSize, maxSize, problem } = this.options;
    const team = start.slice();
    let current = this.scoreTeam(team);
    for (;;) {
      let bestScore = current + EPSILON;
      let moveOut = NONE;
      let moveIn = NONE;
      const length = team.length;
      if (length < maxSize) {
        this.setBase(team);
        for (let c = 0; c < problem.candidateCount; c++) {
          if (this.inTeam[c]) continue;
          const score = this.scoreWith(c, NONE);
          if (score > bestScore) {
            bestScore = score;
            moveOut = NONE;
            moveIn = c;
          }
        }
      }
      for (let k = 0; k < length; k++) {
        this.setBase(team, k);
        if (length > minSize) {
          const score = this.scoreWith(NONE, NONE);
          if (score > bestScore) {
            bestScore = score;
            moveOut = k;
            moveIn = NONE;
          }
        }
        for (let c = 0; c < problem.candidateCount; c++) {
          if (this.inTeam[c]) continue;
          const score = this.scoreWith(c, NONE);
          if (score > bestScore) {
            bestScore = score;
            moveOut = k;
            moveIn = c;
          }
        }
      }
      if (moveOut === NONE && moveIn === NONE) return { team, score: current };
      if (moveOut === NONE) team.push(moveIn);
      else if (moveIn === NONE) team.splice(moveOut, 1);
      else team[moveOut] = moveIn;
      current = bestScore;
    }
  }

  /**
   * Single moves, then compound ones (remove up to two members and add up to two outsiders of a shortlist),
   * which escape the local optima where two seats must change at once; repeated until neither improves.
   */
  improveDeeply(start: number[], fromAvoidedTeam = false): Scored {
    const { minSize, maxSize } = this.options;
    // From an earlier proposal (invalid by definition), the first step weighs single and compound moves
    // together: the best valid team nearby may add two members where a single move could only swap one.
    let { team, score } = fromAvoidedTeam
      ? { team: start, score: this.scoreTeam(start) }
      : this.improve(start);
    let isFirstStep = fromAvoidedTeam;
    for (;;) {
      const shortlist = this.getShortlist(team);
      const length = team.length;
      let bestScore = score + EPSILON;
      let bestTeam: number[] | null = null;
      for (let a = NONE; a < length; a++) {
        for (let b = a < 0 ? NONE : a + 1; b < length; b++) {
          if (b === NONE && a !== NONE) continue;
          const removed = (a === NONE ? 0 : 1) + (b === NONE ? 0 : 1);
          this.setBase(team, a, b);
          for (let i = NONE; i < shortlist.length; i++) {
            for (let j = i < 0 ? NONE : i + 1; j < shortlist.length; j++) {
              if (j === NONE && i !== NONE) continue;
              const added = (i === NONE ? 0 : 1) + (j === NONE ? 0 : 1);
              // Single moves were exhausted by improve().
              if (removed <= 1 && added <= 1 && !isFirstStep) continue;
              const newLength = length - removed + added;
              if (newLength < minSize || newLength > maxSize) continue;
              const first = i === NONE ? NONE : (shortlist[i] as number);
              const second = j === NONE ? NONE : (shortlist[j] as number);
              const value = this.scoreWith(first, second);
              if (value > bestScore) {
                bestScore = value;
                bestTeam = team.filter((_, k) => k !== a && k !== b);
                if (first !== NONE) bestTeam.push(first);
                if (second !== NONE) bestTeam.push(second);
              }
            }
          }
        }
      }
      isFirstStep = false;
      if (!bestTeam) return { team, score };
      ({ team, score } = this.improve(bestTeam));
    }
  }

  /** The outsiders making the best team when added, or swapped in for one member. */
  private getShortlist(team: number[]): number[] {
    const { problem } = this.options;
    const value = new Float64Array(problem.candidateCount).fill(-Infinity);
    for (let k = NONE; k < team.length; k++) {
      this.setBase(team, k);
      for (let c = 0; c < problem.candidateCount; c++) {
        if (this.inTeam[c]) continue;
        value[c] = Math.max(value[c] as number, this.scoreWith(c, NONE, true));
      }
    }
    const outsiders: number[] = [];
    for (let c = 0; c < problem.candidateCount; c++) if (!this.inTeam[c]) outsiders.push(c);
    outsiders.sort((a, b) => (value[b] as number) - (value[a] as number) || a - b);
    return outsiders.slice(0, SHORTLIST_SIZE);
  }

  private scoreTeam(team: number[]): number {
    if (team.length === 0) return -Infinity;
    this.setBase(team, team.length - 1);
    return this.scoreWith(team[team.length - 1] as number, NONE);
  }

  /** The base becomes `team` without the members at positions `skipA` and `skipB`; marks the whole team. */
  private setBase(team: readonly number[], skipA = NONE, skipB = NONE): void {
    const { problem, avoided } = this.options;
    const S = problem.skillCount;
    this.baseLevels.fill(0);
    this.baseSeniority.fill(0);
    this.baseShared.fill(0);
    this.inTeam.fill(0);
    let cost = 0;
    let availability = 1;
    let length = 0;
    for (let k = 0; k < team.length; k++) {
      const member = team[k] as number;
      this.inTeam[member] = 1;
      if (k === skipA || k === skipB) continue;
      length++;
      cost += problem.rates[member] as number;
      availability *= problem.availability[member] as number;
      for (let s = 0; s < S; s++) {
        const level = problem.levels[member * S + s] as number;
        if (level > (this.baseLevels[s] as number)) this.baseLevels[s] = level;
        const seniority = problem.seniority[member * S + s] as number;
        if (seniority > (this.baseSeniority[s] as number)) this.baseSeniority[s] = seniority;
      }
      if (avoided) {
        for (let u = 0; u < avoided.flags.length; u++) {
          this.baseShared[u] =
            (this.baseShared[u] as number) + ((avoided.flags[u] as Uint8Array)[member] as number);
        }
      }
    }
    this.baseCost = cost;
    this.baseAvailability = availability;
    this.baseLength = length;
  }

  /** The score of the base plus `first` and `second` (NONE for nobody); `ignoreSize` for partial teams. */
  private scoreWith(first: number, second: number, ignoreSize = false): number {
    const { problem, weights, avoided, minSize } = this.options;
    const S = problem.skillCount;
    const { levels, seniority } = problem;
    let coverage = 0;
    let depth = 0;
    let senioritySum = 0;
    for (let s = 0; s < S; s++) {
      let level = this.baseLevels[s] as number;
      let senior = this.baseSeniority[s] as number;
      if (first !== NONE) {
        level = Math.max(level, levels[first * S + s] as number);
        senior = Math.max(senior, seniority[first * S + s] as number);
      }
      if (second !== NONE) {
        level = Math.max(level, levels[second * S + s] as number);
        senior = Math.max(senior, seniority[second * S + s] as number);
      }
      const weight = problem.skillWeights[s] as number;
      coverage += weight * getSkillCredit(level, problem.minLevels[s] as number);
      depth += (weight * level) / MAX_SKILL_LEVEL;
      senioritySum += weight * senior;
    }
    let cost = this.baseCost;
    let availability = this.baseAvailability;
    let length = this.baseLength;
    if (first !== NONE) {
      cost += problem.rates[first] as number;
      availability *= problem.availability[first] as number;
      length++;
    }
    if (second !== NONE) {
      cost += problem.rates[second] as number;
      availability *= problem.availability[second] as number;
      length++;
    }
    if (length === 0) return -Infinity;
    const objective = combineTerms(
      problem,
      weights,
      coverage,
      depth,
      senioritySum,
      cost,
      availability,
      length,
    );
    let isValid = ignoreSize || length >= minSize;
    if (isValid && avoided) {
      for (let u = 0; u < avoided.flags.length; u++) {
        const flags = avoided.flags[u] as Uint8Array;
        let shared = this.baseShared[u] as number;
        if (first !== NONE) shared += flags[first] as number;
        if (second !== NONE) shared += flags[second] as number;
        if (length + (avoided.sizes[u] as number) - 2 * shared < avoided.minDifference) {
          isValid = false;
          break;
        }
      }
    }
    return isValid ? objective : objective - INVALID_OFFSET;
  }
}
