// What a proposal's label promises, read from the figures shown beside it, among the proposals shown
// together: "best coverage" covers the most, "best value" costs the least per unit of weighted coverage,
// "most senior" has the most years of experience on average, "lowest cost" costs the least per hour. A
// proposal earns every label its figures justify (none, one or several), so no label is ever contradicted by
// the numbers next to it, whatever search produced the teams. Zod-free: the web app computes nothing here
// but imports the names.
export const PROPOSAL_LABELS = ['best_coverage', 'best_value', 'most_senior', 'lowest_cost'] as const;
export type ProposalLabel = (typeof PROPOSAL_LABELS)[number];

/** Figures closer than this are equal: they are shown rounded, and must not split a tie by float noise. */
const EPSILON = 1e-9;

export interface ProposalFigures {
  /** Weighted coverage, 0–1. */
  coverageScore: number;
  hourlyCost: number;
  members: readonly { experienceYears: number | null }[];
}

/** Hourly cost per unit of weighted coverage (the hourly cost of a team scaled to full coverage). */
export function getCostPerCoverage(proposal: ProposalFigures): number {
  return proposal.coverageScore > EPSILON ? proposal.hourlyCost / proposal.coverageScore : Infinity;
}

/** The members' average years of experience, an unknown figure counting as none. */
export function getAverageExperience(proposal: ProposalFigures): number {
  if (proposal.members.length === 0) return 0;
  const total = proposal.members.reduce((sum, member) => sum + (member.experienceYears ?? 0), 0);
  return total / proposal.members.length;
}

/**
 * For each proposal (same order), the labels it earns among `proposals`: a label goes to every proposal whose
 * figure is the best of the set (ties share it), and to none when all of them tie, since it then tells them
 * apart in nothing. A single proposal is the best coverage the pool allows (the first one always is).
 */
export function getProposalLabels(proposals: readonly ProposalFigures[]): ProposalLabel[][] {
  if (proposals.length === 1) return [['best_coverage']];
  const best = (score: (proposal: ProposalFigures) => number) => {
    const scores = proposals.map(score);
    const top = Math.max(...scores);
    const isTop = scores.map(
      (value) => Number.isFinite(top) && value >= top - EPSILON * Math.max(1, Math.abs(top)),
    );
    return isTop.every(Boolean) ? isTop.map(() => false) : isTop;
  };
  const earned: Record<ProposalLabel, boolean[]> = {
    best_coverage: best((proposal) => proposal.coverageScore),
    best_value: best((proposal) => -getCostPerCoverage(proposal)),
    most_senior: best(getAverageExperience),
    lowest_cost: best((proposal) => -proposal.hourlyCost),
  };
  return proposals.map((_, i) => PROPOSAL_LABELS.filter((label) => earned[label][i]));
}
