import { describe, expect, it } from 'vitest';
import { createJobRunner, type ScheduledJob } from '../src/jobs/scheduled-jobs.ts';

const quietLogger = { info() {}, error() {} };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('scheduled jobs', () => {
  it('never overlaps two runs of one job in a process, and passes each run its time', async () => {
    const gate = deferred();
    const calls: string[] = [];
    let active = 0;
    let maxActive = 0;
    const job: ScheduledJob = {
      name: 'slow-job',
      intervalMs: 60_000,
      async run(now) {
        active += 1;
        maxActive = Math.max(maxActive, active);
        calls.push(now.toISOString());
        await gate.promise;
        active -= 1;
        return 1;
      },
    };
    const runner = createJobRunner({ jobs: [job], logger: quietLogger });
    const first = runner.runNow('slow-job', new Date('2026-01-01T00:00:00Z'));
    const second = runner.runNow('slow-job', new Date('2026-01-02T00:00:00Z'));
    gate.resolve();
    await expect(Promise.all([first, second])).resolves.toEqual([1, 1]);
    expect(maxActive).toBe(1);
    expect(calls).toEqual(['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z']);
  });

  it('keeps running a job after one of its runs failed, and logs the failure', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const job: ScheduledJob = {
      name: 'flaky-job',
      intervalMs: 5,
      async run() {
        runs += 1;
        if (runs === 1) throw new Error('database went away');
        return 0;
      },
    };
    const runner = createJobRunner({
      jobs: [job],
      logger: { info() {}, error: (entry: unknown) => errors.push(entry) },
    });
    runner.start();
    await expect.poll(() => runs, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    await runner.stop();
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(after);
    expect(errors).toHaveLength(1);
  });

  it('refuses an unknown job name and two jobs of one name', async () => {
    const job: ScheduledJob = { name: 'a', intervalMs: 1_000, run: async () => 0 };
    const runner = createJobRunner({ jobs: [job], logger: quietLogger });
    await expect(runner.runNow('b')).rejects.toThrow('no scheduled job named b');
    expect(() => createJobRunner({ jobs: [job, job], logger: quietLogger })).toThrow('share a name');
  });
});
