import os from 'node:os';
import { APIError } from 'better-auth/api';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

const RETRY_AFTER_SECONDS = 2;

/**
 * Better Auth's own scrypt hashing, a bounded number at a time and with a bounded share of the CPU. Each hash
 * takes about 90 ms of CPU and 32 MiB; Node would otherwise run four at once (its thread pool), so a flood of
 * sign-in attempts with wrong passwords (each hashed, even for unknown addresses) would take every core from
 * the rest of the site. Half the cores hash, each for at most `maxCpuShare` of its time (after a hash that took
 * t ms, its slot rests t × (1 / share − 1) ms: a quarter of the machine by default); a short queue waits; past
 * it, 503 with Retry-After.
 */
export function createPasswordHashing({
  concurrency = Math.max(1, Math.floor(os.availableParallelism() / 2)),
  maxQueued = 32,
  maxCpuShare = 0.5,
}: { concurrency?: number; maxQueued?: number; maxCpuShare?: number } = {}) {
  const run = createConcurrencyLimit(concurrency, maxQueued, { restRatio: 1 / maxCpuShare - 1 });
  return {
    hash: (password: string) => run(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => run(() => verifyPassword(data)),
  };
}

/**
 * Runs at most `concurrency` tasks at once; a finishing task hands its slot to the oldest waiting one, after
 * resting `restRatio` times the task's duration (0: at once).
 */
export function createConcurrencyLimit(
  concurrency: number,
  maxQueued: number,
  { restRatio = 0 }: { restRatio?: number } = {},
) {
  let running = 0;
  const queue: Array<() => void> = [];
  const releaseSlot = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < concurrency) {
      running += 1;
    } else if (queue.length < maxQueued) {
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      throw new APIError(
        'SERVICE_UNAVAILABLE',
        { code: 'SERVICE_UNAVAILABLE', message: 'The server is busy, please try again shortly' },
        { 'retry-after': String(RETRY_AFTER_SECONDS) },
      );
    }
    const startedAt = performance.now();
    try {
      return await task();
    } finally {
      const restMs = (performance.now() - startedAt) * restRatio;
      if (restMs > 0) setTimeout(releaseSlot, restMs).unref();
      else releaseSlot();
    }
  };
}
