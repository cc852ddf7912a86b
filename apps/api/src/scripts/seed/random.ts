// A seeded PRNG so a given `--seed` always yields the same people, posts and graph (Math.random cannot be seeded).

/** FNV-1a over a string, then an avalanche step: turns `seed:label:n` into a well-mixed 32-bit seed. */
export function deriveSeed(...parts: (string | number)[]): number {
  const text = parts.join(':');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** mulberry32: tiny, fast, and good enough for test data (not for anything secret). */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks a key of `weights` with probability proportional to its weight. */
  pickWeighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K {
    let total = 0;
    for (const [, weight] of weights) total += weight;
    let target = this.next() * total;
    for (const [key, weight] of weights) {
      target -= weight;
      if (target < 0) return key;
    }
    return (weights[weights.length - 1] as readonly [K, number])[0];
  }

  /** Exponential with mean 1: multiplied into a mean, it spreads counts while keeping the average. */
  exponential(): number {
    return -Math.log(1 - this.next());
  }

  /** Pareto with the given shape, scaled to mean 1 (shape must exceed 1): a few large values, many small. */
  pareto(shape: number): number {
    const scale = (shape - 1) / shape;
    return scale / (1 - this.next()) ** (1 / shape);
  }

  /** Rounds up with probability equal to the fractional part, so sums of many draws keep their mean. */
  roundStochastic(value: number): number {
    const floor = Math.floor(value);
    return floor + (this.next() < value - floor ? 1 : 0);
  }
}

/**
 * Samples indices in proportion to weights by binary search over the running sums: O(log n) per draw, which
 * keeps millions of likes and follows fast on 100k users.
 */
export class WeightedSampler {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(weights: ArrayLike<number>) {
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    for (let i = 0; i < weights.length; i++) {
      sum += weights[i] as number;
      this.cumulative[i] = sum;
    }
    this.total = sum;
  }

  get size(): number {
    return this.cumulative.length;
  }

  sample(random: Random): number {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/**
 * A UUID built from the seed, the run, the table and a counter: deterministic, unique across runs and seeds,
 * and increasing within a run, so primary-key indexes grow at their right edge instead of splitting pages.
 * Layout: `sssssssss-tttt-4rrr-8rrr-cccccccccccc` (version 4 and RFC 4122 variant nibbles kept valid).
 */
export function createSeedUuid(seed: number, run: number, table: number, counter: number): string {
  const runHex = (run & 0xffffff).toString(16).padStart(6, '0');
  return `${(seed >>> 0).toString(16).padStart(8, '0')}-${table.toString(16).padStart(4, '0')}-4${runHex.slice(0, 3)}-8${runHex.slice(3)}-${counter.toString(16).padStart(12, '0')}`;
}
