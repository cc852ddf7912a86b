// Random instances small enough to brute-force, and the comparison of formPods with the exact solvers; shared by
// bench/pod-quality.ts (hundreds of instances) and the Vitest suite (a few dozen).
import { getProposalLabels, type ProposalLabel } from '@escouade/contract/proposal-labels';
import { solveCoverageExactly, solveExactly } from './exact.ts';
import { formPods } from './form-pods.ts';
import { createRandom, pickIndex } from './random.ts';
import type { Candidate, CandidateAvailability, PodBrief, PodKind, PodProposal } from './types.ts';

export interface Instance {
  brief: PodBrief;
  candidates: Candidate[];
}

export interface InstanceOptions {
  minCandidates?: number;
  maxCandidates?: number;
}

const PRIORITIES: readonly PodBrief['priority'][] = ['balanced', 'speed', 'cost', 'seniority'];

export function createRandomInstance(seed: number, options: InstanceOptions = {}): Instance {
  const random = createRandom(seed);
  const integer = (min: number, max: number) => min + pickIndex(random, max - min + 1);
  const skillCount = integer(2, 6);
  const skills = Array.from({ length: skillCount }, (_, s) => ({
    skillId: `skill-${s}`,
    name: `Skill ${s}`,
    minLevel: integer(1, 5),
    weight: integer(1, 5),
  }));
  const min = integer(2, 4);
  const teamSize = { min, max: integer(min, 6) };
  const budgetKind = pickIndex(random, 3);
  const budget: PodBrief['budget'] =
    budgetKind === 0
      ? null
      : budgetKind === 1
        ? { kind: 'hourly', maxHourlyTotal: integer(80, 400) }
        : (() => {
            const estimatedHours = integer(100, 1_000);
            return { kind: 'total', amount: estimatedHours * integer(80, 400), estimatedHours };
          })();
  const brief: PodBrief = {
    skills,
    teamSize,
    budget,
    priority: PRIORITIES[pickIndex(random, PRIORITIES.length)] as PodBrief['priority'],
  };

  const count = integer(options.minCandidates ?? 6, options.maxCandidates ?? 30);
  const candidates = Array.from({ length: count }, (_, i): Candidate => {
    const experienceYears = integer(0, 30);
    const held = new Set<number>();
    const heldCount = integer(1, Math.min(3, skillCount));
    while (held.size < heldCount) held.add(pickIndex(random, skillCount));
    const roll = random();
    const availability: CandidateAvailability = roll < 0.5 ? 'available' : roll < 0.85 ? 'busy' : 'away';
    return {
      userId: `user-${String(i).padStart(2, '0')}`,
      firstName: `First ${i}`,
      lastName: `Last ${i}`,
      profession: null,
      avatarUrl: null,
      hourlyRate: random() < 0.05 ? null : Math.round(30 + experienceYears * 2.5 + random() * 60),
      experienceYears,
      availability,
      skills: [...held].map((s) => ({ skillId: `skill-${s}`, level: integer(1, 5) })),
    };
  });
  return { brief, candidates };
}

export interface InstanceQuality {
  /** The best coverage among the proposals over the exact coverage optimum (1 when they are equal). */
  headline: number;
  /** Labels contradicted by the figures of another proposal shown with them. */
  contradictions: number;
  /** For each proposal, its objective over the optimum of its variant under the same diversity rule. */
  byKind: Partial<Record<PodKind, number>>;
  proposalCount: number;
  formMs: number;
}

export function measureInstance(instance: Instance, seed: number): InstanceQuality {
  const started = performance.now();
  const proposals = formPods(instance.brief, instance.candidates, { seed });
  const formMs = performance.now() - started;
  const byId = new Map(instance.candidates.map((candidate) => [candidate.userId, candidate]));
  const byKind: InstanceQuality['byKind'] = {};
  const optimum = solveCoverageExactly(instance.brief, instance.candidates);
  const bestShown = Math.max(0, ...proposals.map((proposal) => proposal.coverageScore));
  const labels = getProposalLabels(proposals);
  const labelledBest = proposals.filter((_, i) => labels[i]?.includes('best_coverage'));
  const isOptimal = (coverage: number) => optimum !== null && Math.abs(coverage - optimum.coverage) < 1e-9;
  // 1 when equal; otherwise the smaller over the larger (a shown team covering more than the optimum within
  // budget is as wrong as one covering less).
  const headline =
    optimum === null
      ? proposals.length === 0
        ? 1
        : 0
      : labelledBest.every((proposal) => isOptimal(proposal.coverageScore)) && isOptimal(bestShown)
        ? 1
        : Math.min(getRatio(bestShown, optimum.coverage), getRatio(optimum.coverage, bestShown));
  for (const [position, proposal] of proposals.entries()) {
    const avoid = proposals
      .slice(0, position)
      .map((earlier) => earlier.members.map((member) => byId.get(member.userId) as Candidate));
    const exact = solveExactly(instance.brief, instance.candidates, proposal.kind, { avoid });
    byKind[proposal.kind] = getRatio(proposal.objective, exact.objective);
  }
  return {
    headline,
    contradictions: countContradictions(proposals, labels),
    byKind,
    proposalCount: proposals.length,
    formMs,
  };
}

/**
 * Each label checked against the other proposals' figures, computed here from the members and costs rather
 * than with the functions that awarded the labels.
 */
export function countContradictions(
  proposals: readonly PodProposal[],
  labels: readonly (readonly ProposalLabel[])[],
): number {
  const perCoverage = (proposal: PodProposal) =>
    proposal.coverageScore > 0 ? proposal.hourlyCost / proposal.coverageScore : Infinity;
  const years = (proposal: PodProposal) =>
    proposal.members.reduce((sum, member) => sum + (member.experienceYears ?? 0), 0) /
    Math.max(1, proposal.members.length);
  const claims: Record<ProposalLabel, (labelled: PodProposal, other: PodProposal) => boolean> = {
    best_coverage: (labelled, other) => other.coverageScore <= labelled.coverageScore + 1e-9,
    best_value: (labelled, other) => perCoverage(other) >= perCoverage(labelled) - 1e-6,
    most_senior: (labelled, other) => years(other) <= years(labelled) + 1e-9,
    lowest_cost: (labelled, other) => other.hourlyCost >= labelled.hourlyCost - 1e-9,
  };
  let contradictions = 0;
  for (const [i, labelled] of proposals.entries()) {
    for (const label of labels[i] ?? []) {
      for (const other of proposals) {
        if (other !== labelled && !claims[label](labelled, other)) contradictions++;
      }
    }
  }
  return contradictions;
}

export interface QualitySummary {
  instances: number;
  average: number;
  minimum: number;
  optimumHits: number;
}

/** Ratios equal to 1 within float noise count as hits. */
export function summariseRatios(ratios: readonly number[]): QualitySummary {
  return {
    instances: ratios.length,
    average: ratios.reduce((sum, ratio) => sum + ratio, 0) / Math.max(1, ratios.length),
    minimum: ratios.reduce((min, ratio) => Math.min(min, ratio), Infinity),
    optimumHits: ratios.filter((ratio) => ratio >= 1 - 1e-9).length,
  };
}

function getRatio(found: number, optimum: number): number {
  if (optimum <= 0) return found >= optimum ? 1 : 0;
  return found / optimum;
}
