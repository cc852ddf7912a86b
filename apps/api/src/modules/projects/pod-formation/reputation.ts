import type { RatingSummary } from '@escouade/contract/delivery';

// What the clients' published reviews add to team formation: a per-member factor on the objective, shrunk
// towards a prior so that a few reviews move it little and no reviews leave it neutral (see
// docs/pod-formation.md, "Reviews").

/** The rating a professional is assumed to have before any review: a good one. */
export const PRIOR_RATING = 4;
/** How many reviews the prior weighs: below this, a professional's own reviews count less than the prior. */
export const PRIOR_WEIGHT = 5;
/** ρ: how far the factor moves over the whole scale (a member rated 1 everywhere loses at most ρ·3/4, one rated 5 gains at most ρ/4). */
export const REPUTATION_WEIGHT = 0.2;

/** The shrunk rating, `(PRIOR_WEIGHT · PRIOR_RATING + Σ ratings) / (PRIOR_WEIGHT + n)`. */
export function shrunkRating(summary: RatingSummary | null | undefined): number {
  if (!summary || summary.count === 0 || summary.average === null) return PRIOR_RATING;
  return (PRIOR_WEIGHT * PRIOR_RATING + summary.average * summary.count) / (PRIOR_WEIGHT + summary.count);
}

/** The member's factor: 1 without reviews, between 1 − 0.15 and 1 + 0.05 with them. */
export function reputationFactor(summary: RatingSummary | null | undefined): number {
  return 1 + (REPUTATION_WEIGHT * (shrunkRating(summary) - PRIOR_RATING)) / 4;
}
