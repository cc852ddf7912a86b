// The objective of docs/pod-formation.md, evaluated on a compact numeric form of the brief and the candidates
// so that the local search and the exact solver can score hundreds of thousands of teams quickly.
import { MAX_TEAM_SIZE, MIN_TEAM_SIZE } from '@escouade/contract/projects';
import { reputationFactor } from './reputation.ts';
import type { Candidate, PodBrief, PodKind } from './types.ts';

/** An unknown hourly rate counts as this much: above the median, so a missing rate never looks cheap. */
export const DEFAULT_HOURLY_RATE = 80;
/** Without a budget, the price term compares the team's cost with this rate per seat of `teamSize.max`. */
export const REFERENCE_MEMBER_RATE = 70;
export { MAX_TEAM_SIZE, MIN_TEAM_SIZE };
export const MAX_SKILL_LEVEL = 5;
/** Years of experience beyond this add nothing. */
export const EXPERIENCE_CAP_YEARS = 20;
/** A skill held below its minimum earns at most this share of its weight. */
export const PARTIAL_CREDIT = 0.5;
export const AVAILABILITY_FACTORS = { available: 1, busy: 0.85, away: 0.5 } as const;

export const POD_KINDS: readonly PodKind[] = ['best_coverage', 'best_value', 'most_senior'];

export interface VariantWeights {
  /** α: bonus per unit of seniority. */
  seniority: number;
  /** δ: bonus per unit of depth (levels above the minimum). */
  depth: number;
  /** β: steepness of the budget penalty. */
  budget: number;
  /** λ: weight of the price term. */
  price: number;
  /** σ: share of the value lost per member beyond `teamSize.min`. */
  sizePenalty: number;
  /** κ: exponent of the availability factors. */
  availabilityExponent: number;
}

const BASE_WEIGHTS: Record<PodKind, Omit<VariantWeights, 'sizePenalty' | 'availabilityExponent'>> = {
  best_coverage: { seniority: 0.1, depth: 0.1, budget: 3, price: 0.1 },
  best_value: { seniority: 0.05, depth: 0.05, budget: 4, price: 1 },
  most_senior: { seniority: 0.8, depth: 0.4, budget: 2, price: 0.05 },
};
const SIZE_PENALTY = 0.03;

export function getVariantWeights(priority: PodBrief['priority'], kind: PodKind): VariantWeights {
  const base = BASE_WEIGHTS[kind];
  const weights: VariantWeights = { ...base, sizePenalty: SIZE_PENALTY, availabilityExponent: 1 };
  if (priority === 'cost') {
    weights.price *= 2;
    weights.budget *= 1.5;
  } else if (priority === 'seniority') {
    weights.seniority *= 1.5;
    weights.depth *= 1.5;
  } else if (priority === 'speed') {
    weights.availabilityExponent = 2;
    weights.sizePenalty *= 2;
  }
  return weights;
}

/** The brief and a list of candidates as flat arrays; candidate `i`, skill `s` sits at `i * skillCount + s`. */
export interface Problem {
  candidateCount: number;
  skillCount: number;
  /** Brief weights normalised to sum to 1. */
  skillWeights: Float64Array;
  minLevels: Float64Array;
  levels: Float64Array;
  /** min(years, cap) / cap · min(1, level / minLevel). */
  seniority: Float64Array;
  rates: Float64Array;
  /** Member factors, availability × reputation (not yet raised to κ). */
  availability: Float64Array;
  /** Capped years, for the dominance test. */
  experience: Float64Array;
  /** Hourly budget the cost is compared with; null without a (usable) budget. */
  budgetReference: number | null;
  priceReference: number;
  /** The size penalty counts members beyond this. */
  sizeReference: number;
}

export function clampTeamSize(brief: PodBrief): { min: number; max: number } {
  const min = clamp(Math.round(brief.teamSize.min), MIN_TEAM_SIZE, MAX_TEAM_SIZE);
  const max = clamp(Math.round(brief.teamSize.max), MIN_TEAM_SIZE, MAX_TEAM_SIZE);
  return { min, max: Math.max(min, max) };
}

/** The hourly ceiling implied by the budget; a budget that cannot be compared (no hours, ≤ 0) counts as none. */
export function getBudgetReference(budget: PodBrief['budget']): number | null {
  if (!budget) return null;
  const reference = budget.kind === 'hourly' ? budget.maxHourlyTotal : budget.amount / budget.estimatedHours;
  return Number.isFinite(reference) && reference > 0 ? reference : null;
}

export function getEffectiveRate(candidate: Candidate): number {
  const rate = candidate.hourlyRate;
  return rate !== null && Number.isFinite(rate) && rate >= 0 ? rate : DEFAULT_HOURLY_RATE;
}

export function createProblem(brief: PodBrief, candidates: readonly Candidate[]): Problem {
  const skillCount = brief.skills.length;
  const candidateCount = candidates.length;
  const rawWeights = brief.skills.map((skill) =>
    Number.isFinite(skill.weight) && skill.weight > 0 ? skill.weight : 0,
  );
  const totalWeight = rawWeights.reduce((sum, weight) => sum + weight, 0);
  const skillWeights = Float64Array.from(rawWeights, (weight) =>
    totalWeight > 0 ? weight / totalWeight : 1 / skillCount,
  );
  const minLevels = Float64Array.from(brief.skills, (skill) =>
    clamp(Math.round(skill.minLevel), 1, MAX_SKILL_LEVEL),
  );
  const levels = new Float64Array(candidateCount * skillCount);
  const seniority = new Float64Array(candidateCount * skillCount);
  const rates = new Float64Array(candidateCount);
  const availability = new Float64Array(candidateCount);
  const experience = new Float64Array(candidateCount);

  for (const [i, candidate] of candidates.entries()) {
    const years = clamp(candidate.experienceYears ?? 0, 0, EXPERIENCE_CAP_YEARS);
    experience[i] = years;
    rates[i] = getEffectiveRate(candidate);
    // The member factor: availability and reputation, both per member and in (0, 1.1].
    availability[i] =
      (AVAILABILITY_FACTORS[candidate.availability] ?? 0) * reputationFactor(candidate.rating);
    const levelBySkill = new Map<string, number>();
    for (const skill of candidate.skills) {
      const level = clamp(Math.round(skill.level), 0, MAX_SKILL_LEVEL);
      levelBySkill.set(skill.skillId, Math.max(level, levelBySkill.get(skill.skillId) ?? 0));
    }
    for (const [s, required] of brief.skills.entries()) {
      const level = levelBySkill.get(required.skillId) ?? 0;
      levels[i * skillCount + s] = level;
      seniority[i * skillCount + s] =
        (years / EXPERIENCE_CAP_YEARS) * Math.min(1, level / (minLevels[s] as number));
    }
  }

  const size = clampTeamSize(brief);
  const budgetReference = getBudgetReference(brief.budget);
  return {
    candidateCount,
    skillCount,
    skillWeights,
    minLevels,
    levels,
    seniority,
    rates,
    availability,
    experience,
    budgetReference,
    priceReference: budgetReference ?? REFERENCE_MEMBER_RATE * size.max,
    sizeReference: size.min,
  };
}

/** Keeps the candidates at `indices` (in that order), sharing the brief's arrays. */
export function selectCandidates(problem: Problem, indices: readonly number[]): Problem {
  const { skillCount } = problem;
  const pickRows = (source: Float64Array) => {
    const target = new Float64Array(indices.length * skillCount);
    for (const [k, i] of indices.entries()) {
      target.set(source.subarray(i * skillCount, (i + 1) * skillCount), k * skillCount);
    }
    return target;
  };
  const pick = (source: Float64Array) => Float64Array.from(indices, (i) => source[i] as number);
  return {
    ...problem,
    candidateCount: indices.length,
    levels: pickRows(problem.levels),
    seniority: pickRows(problem.seniority),
    rates: pick(problem.rates),
    availability: pick(problem.availability),
    experience: pick(problem.experience),
  };
}

/** Weighted coverage of the team at the required levels, 0–1 (the proposal's `coverageScore`). */
export function getCoverage(problem: Problem, team: ArrayLike<number>, length = team.length): number {
  const { skillCount, levels, minLevels, skillWeights } = problem;
  let coverage = 0;
  for (let s = 0; s < skillCount; s++) {
    let best = 0;
    for (let k = 0; k < length; k++) {
      const level = levels[(team[k] as number) * skillCount + s] as number;
      if (level > best) best = level;
    }
    coverage += (skillWeights[s] as number) * getSkillCredit(best, minLevels[s] as number);
  }
  return coverage;
}

export function getSkillCredit(bestLevel: number, minLevel: number): number {
  return bestLevel >= minLevel ? 1 : (PARTIAL_CREDIT * bestLevel) / minLevel;
}

/** The objective of the team made of the candidates `team[0 .. length)`. */
export function evaluateTeam(
  problem: Problem,
  weights: VariantWeights,
  team: ArrayLike<number>,
  length = team.length,
): number {
  const { skillCount, levels, seniority, minLevels, skillWeights, rates, availability } = problem;
  let coverage = 0;
  let depth = 0;
  let senioritySum = 0;
  for (let s = 0; s < skillCount; s++) {
    let best = 0;
    let senior = 0;
    for (let k = 0; k < length; k++) {
      const at = (team[k] as number) * skillCount + s;
      const level = levels[at] as number;
      if (level > best) best = level;
      const value = seniority[at] as number;
      if (value > senior) senior = value;
    }
    const weight = skillWeights[s] as number;
    coverage += weight * getSkillCredit(best, minLevels[s] as number);
    depth += (weight * best) / MAX_SKILL_LEVEL;
    senioritySum += weight * senior;
  }
  let cost = 0;
  let available = 1;
  for (let k = 0; k < length; k++) {
    cost += rates[team[k] as number] as number;
    available *= availability[team[k] as number] as number;
  }
  return combineTerms(problem, weights, coverage, depth, senioritySum, cost, available, length);
}

/** The product of docs/pod-formation.md from the team's aggregated terms. */
export function combineTerms(
  problem: Problem,
  weights: VariantWeights,
  coverage: number,
  depth: number,
  seniority: number,
  cost: number,
  availabilityProduct: number,
  length: number,
): number {
  const value = coverage * (1 + weights.seniority * seniority + weights.depth * depth);
  const overshoot = problem.budgetReference === null ? 0 : Math.max(0, cost / problem.budgetReference - 1);
  const budgetFactor = overshoot > 0 ? Math.exp(-weights.budget * overshoot) : 1;
  const priceFactor = 1 / (1 + (weights.price * cost) / problem.priceReference);
  const availabilityFactor =
    weights.availabilityExponent === 1
      ? availabilityProduct
      : availabilityProduct ** weights.availabilityExponent;
  const extraMembers = length - problem.sizeReference;
  const sizeFactor = extraMembers > 0 ? (1 - weights.sizePenalty) ** extraMembers : 1;
  return value * budgetFactor * priceFactor * availabilityFactor * sizeFactor;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));
}
