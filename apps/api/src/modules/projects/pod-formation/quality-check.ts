// Random instances small enough to brute-force, and the comparison of formPods with solveExactly; shared by
// bench/pod-quality.ts (hundreds of instances) and the Vitest suite (a few dozen).
import { solveExactly } from './exact.ts';
import { formPods } from './form-pods.ts';
import { POD_KINDS } from './objective.ts';
import { createRandom, pickIndex } from './random.ts';
import type { Candidate, CandidateAvailability, PodBrief, PodKind } from './types.ts';

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
  /** formPods' first proposal (best_coverage) over the unconstrained optimum of that variant. */
  headline: number;
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
  for (const [position, proposal] of proposals.entries()) {
    const avoid = proposals
      .slice(0, position)
      .map((earlier) => earlier.members.map((member) => byId.get(member.userId) as Candidate));
    const exact = solveExactly(instance.brief, instance.candidates, proposal.kind, { avoid });
    byKind[proposal.kind] = getRatio(proposal.objective, exact.objective);
  }
  return {
    headline: byKind[POD_KINDS[0] as PodKind] ?? 0,
    byKind,
    proposalCount: proposals.length,
    formMs,
  };
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
