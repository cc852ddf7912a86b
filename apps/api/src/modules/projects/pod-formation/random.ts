/** A small seeded PRNG (mulberry32): the same seed gives the same sequence on every platform. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An integer in [0, bound). */
export function pickIndex(random: () => number, bound: number): number {
  return Math.min(bound - 1, Math.floor(random() * bound));
}
