// The shapes of team formation; the objective is explained in docs/pod-formation.md.

export interface RequiredSkill {
  skillId: string;
  name: string;
  /** 1–5. */
  minLevel: number;
  /** Importance, > 0 (typically 1–5). */
  weight: number;
}

export interface PodBrief {
  skills: RequiredSkill[];
  /** Within 1–6. */
  teamSize: { min: number; max: number };
  budget:
    | { kind: 'hourly'; maxHourlyTotal: number }
    | { kind: 'total'; amount: number; estimatedHours: number }
    | null;
  priority: 'balanced' | 'speed' | 'cost' | 'seniority';
}

import type { RatingSummary } from '@escouade/contract/delivery';

export type CandidateAvailability = 'available' | 'busy' | 'away';

export interface Candidate {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  profession: string | null;
  avatarUrl: string | null;
  hourlyRate: number | null;
  experienceYears: number | null;
  /** `not_looking` never reaches the algorithm. */
  availability: CandidateAvailability;
  /** Only the skills relevant to the brief. */
  skills: { skillId: string; level: number }[];
  /** The clients' published reviews of them; absent or count 0 without any. */
  rating?: RatingSummary;
}

export interface PodMember extends Candidate {
  matchedSkills: { skillId: string; name: string; level: number; meetsMinimum: boolean }[];
}

export type PodKind = 'best_coverage' | 'best_value' | 'most_senior';

export interface PodProposal {
  /** Three genuinely different configurations. */
  kind: PodKind;
  members: PodMember[];
  coverage: {
    skillId: string;
    name: string;
    minLevel: number;
    bestLevel: number | null;
    isCovered: boolean;
  }[];
  /** Weighted coverage, 0–1. */
  coverageScore: number;
  /** Sum of the members' hourly rates, an unknown rate counting as DEFAULT_HOURLY_RATE. */
  hourlyCost: number;
  /** null without a budget. */
  withinBudget: boolean | null;
  /** The objective of docs/pod-formation.md for this kind. */
  objective: number;
}
