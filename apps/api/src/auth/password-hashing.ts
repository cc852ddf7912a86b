import os from 'node:os';
import { APIError } from 'better-auth/api';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

const RETRY_AFTER_SECONDS = 2;

/**
 * Better Auth's own scrypt hashing, a bounded number at a time. Each hash takes tens of milliseconds of CPU
 * and 32 MiB; Node would otherwise run four at once (its thread pool), so a flood of sign-in attempts with
 * wrong passwords (each hashed, even for unknown addresses) would take every core from the rest of the site.
 * Half the cores hash; a short queue waits; past it, 503 with Retry-After.
 */
export function createPasswordHashing({
  concurrency = Math.max(1, Math.floor(os.availableParallelism() / 2)),
  maxQueued = 32,
}: { concurrency?: number; maxQueued?: number } = {}) {
  const run = createConcurrencyLimit(concurrency, maxQueued);
  return {
    hash: (password: string) => run(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => run(() => verifyPassword(data)),
  };
}

/** Runs at most `concurrency` tasks at once; a finishing task hands its slot to the oldest waiting one. */
export function createConcurrencyLimit(concurrency: number, maxQueued: number) {
  let running = 0;
  const queue: Array<() => void> = [];

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
    try {
      return await task();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
