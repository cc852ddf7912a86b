import { AVAILABILITY_FACTORS, clampTeamSize, MAX_SKILL_LEVEL } from './objective.ts';
import type { Candidate, PodBrief } from './types.ts';

/**
 * The candidates the algorithm may propose, each once, sorted by id so the result never depends on the order
 * the database returned them in: an availability other than available/busy/away (`not_looking`) is dropped
 * here again, and so is anybody who meets none of the required skills at its level. A seat goes only to
 * someone who brings a skill as the client asked for it: a person below every required level would fill a
 * seat the client pays for without covering anything, and a skill nobody meets stays uncovered, in words,
 * on the proposal.
 */
export function getUsableCandidates(brief: PodBrief, candidates: readonly Candidate[]): Candidate[] {
  const minLevels = new Map<string, number>();
  for (const skill of brief.skills) {
    // As the objective reads them (createProblem): rounded, within 1–5.
    const minLevel = Math.min(MAX_SKILL_LEVEL, Math.max(1, Math.round(skill.minLevel) || 1));
    minLevels.set(skill.skillId, Math.min(minLevel, minLevels.get(skill.skillId) ?? minLevel));
  }
  const seen = new Set<string>();
  const usable: Candidate[] = [];
  for (const candidate of candidates) {
    if (seen.has(candidate.userId)) continue;
    seen.add(candidate.userId);
    if (!Object.hasOwn(AVAILABILITY_FACTORS, candidate.availability)) continue;
    if (!meetsARequiredSkill(candidate, minLevels)) continue;
    usable.push(candidate);
  }
  return usable.sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
}

/**
 * A team asked for two or more people is never cut down to one for want of candidates: below this, a
 * shortfall gives no proposal rather than a solo.
 */
const SHORTFALL_MIN_TEAM_SIZE = 2;

/** Whether the usable candidates can make any team the brief allows (see `resolveTeamSize`). */
export function hasEnoughCandidates(brief: PodBrief, candidateCount: number): boolean {
  return candidateCount >= Math.min(clampTeamSize(brief).min, SHORTFALL_MIN_TEAM_SIZE);
}

/**
 * The brief's size within 1–6. With fewer candidates than the minimum, the requested size is out of reach
 * anyway: any team of two (one when one was asked for) up to everybody may be proposed, so that there are
 * still alternatives to choose from.
 */
export function resolveTeamSize(brief: PodBrief, candidateCount: number): { min: number; max: number } {
  const size = clampTeamSize(brief);
  if (candidateCount < size.min) {
    return { min: Math.min(size.min, SHORTFALL_MIN_TEAM_SIZE), max: candidateCount };
  }
  return { min: size.min, max: Math.min(size.max, candidateCount) };
}

function meetsARequiredSkill(candidate: Candidate, minLevels: ReadonlyMap<string, number>): boolean {
  return candidate.skills.some((skill) => {
    const minLevel = minLevels.get(skill.skillId);
    return minLevel !== undefined && Math.round(skill.level) >= minLevel;
  });
}
