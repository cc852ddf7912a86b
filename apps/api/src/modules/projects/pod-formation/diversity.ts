// Diversity rule of the three proposals (docs/pod-formation.md): a later team differs from every earlier one by
// at least PREFERRED_MIN_DIFFERENCE members (symmetric difference), or by one when no team can do better.

export const PREFERRED_MIN_DIFFERENCE = 2;
export const FALLBACK_MIN_DIFFERENCE = 1;

/** |a Δ b|: members in exactly one of the two teams. */
export function getTeamDifference(a: readonly string[], b: readonly string[]): number {
  const inA = new Set(a);
  const shared = new Set(b.filter((id) => inA.has(id))).size;
  return inA.size + new Set(b).size - 2 * shared;
}

/** Earlier teams as membership flags over the candidate indices, for quick checks inside the searches. */
export interface AvoidedTeams {
  flags: Uint8Array[];
  sizes: number[];
  minDifference: number;
}

/** `teams` hold candidate indices; a negative index is a member outside this candidate list (still counted). */
export function createAvoidedTeams(
  candidateCount: number,
  teams: readonly (readonly number[])[],
  minDifference: number,
): AvoidedTeams {
  const flags = teams.map((team) => {
    const flag = new Uint8Array(candidateCount);
    for (const i of team) if (i >= 0) flag[i] = 1;
    return flag;
  });
  return { flags, sizes: teams.map((team) => team.length), minDifference };
}

export function isDiverseEnough(avoided: AvoidedTeams, team: ArrayLike<number>, length: number): boolean {
  for (const [u, flag] of avoided.flags.entries()) {
    let shared = 0;
    for (let k = 0; k < length; k++) shared += flag[team[k] as number] as number;
    if (length + (avoided.sizes[u] as number) - 2 * shared < avoided.minDifference) return false;
  }
  return true;
}
