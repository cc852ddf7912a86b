import type { Problem } from './objective.ts';

/**
 * Indices of the candidates dominated by fewer than `threshold` others. `y` dominates `x` when it is at least as
 * good on every skill level, capped experience, availability and rate (ties broken by index so that identical
 * candidates still order strictly). The objective is monotone in each of these, so a team holding a dominated
 * member and missing one of its dominators is never better than the team with the swap: dropping candidates
 * with at least `teamSize.max` dominators keeps an optimal team (docs/pod-formation.md).
 */
export function findUndominated(problem: Problem, threshold: number): number[] {
  const { candidateCount: n, skillCount, levels, experience, availability, rates } = problem;
  const kept: number[] = [];
  for (let x = 0; x < n; x++) {
    let dominators = 0;
    for (let y = 0; y < n && dominators < threshold; y++) {
      if (y !== x && dominates(y, x)) dominators++;
    }
    if (dominators < threshold) kept.push(x);
  }
  return kept;

  function dominates(y: number, x: number): boolean {
    let isStrict = false;
    const rateY = rates[y] as number;
    const rateX = rates[x] as number;
    if (rateY > rateX) return false;
    if (rateY < rateX) isStrict = true;
    const availabilityY = availability[y] as number;
    const availabilityX = availability[x] as number;
    if (availabilityY < availabilityX) return false;
    if (availabilityY > availabilityX) isStrict = true;
    const experienceY = experience[y] as number;
    const experienceX = experience[x] as number;
    if (experienceY < experienceX) return false;
    if (experienceY > experienceX) isStrict = true;
    for (let s = 0; s < skillCount; s++) {
      const levelY = levels[y * skillCount + s] as number;
      const levelX = levels[x * skillCount + s] as number;
      if (levelY < levelX) return false;
      if (levelY > levelX) isStrict = true;
    }
    return isStrict || y < x;
  }
}
