import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { createConcurrencyLimit, createPasswordHashing } from '../src/auth/password-hashing.ts';

describe('password hashing', () => {
  it("hashes and verifies with Better Auth's scrypt", async () => {
    const hashing = createPasswordHashing();
    const hash = await hashing.hash('correct horse battery');
    expect(await hashing.verify({ hash, password: 'correct horse battery' })).toBe(true);
    expect(await hashing.verify({ hash, password: 'wrong horse battery' })).toBe(false);
  });

  it('runs a bounded number at a time, queues a few more and refuses the rest with 503', async () => {
    const run = createConcurrencyLimit(2, 3);
    let running = 0;
    let mostAtOnce = 0;
    const task = async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await sleep(20);
      running -= 1;
      return 'done';
    };
    const results = await Promise.allSettled(Array.from({ length: 7 }, () => run(task)));
    expect(mostAtOnce).toBe(2);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(2);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 503,
      body: { code: 'SERVICE_UNAVAILABLE' },
    });
    // The queue drains: later calls run again.
    expect(await run(task)).toBe('done');
  });

  it('keeps each slot idle for as long as its last task ran, at a CPU share of one half', async () => {
    // Each task starts once the previous one ran (40 ms) and rested as long (40 ms more).
    expect(await startTimesOfThreeTasks({ restRatio: 1 })).toEqual([0, 80, 160]);
  });

  it('hands the slot over at once without a rest ratio', async () => {
    expect(await startTimesOfThreeTasks({})).toEqual([0, 40, 80]);
  });
});

/** When each of three 40 ms tasks started, in ms after the first, through a limit of one at a time. */
async function startTimesOfThreeTasks(options: { restRatio?: number }): Promise<number[]> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
  try {
    const run = createConcurrencyLimit(1, 10, options);
    const starts: number[] = [];
    const task = async () => {
      starts.push(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 40));
    };
    const done = Promise.all([run(task), run(task), run(task)]);
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    return starts.map((start) => start - (starts[0] ?? 0));
  } finally {
    vi.useRealTimers();
  }
}
