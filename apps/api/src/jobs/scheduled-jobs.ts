import type { FastifyBaseLogger } from 'fastify';

/**
 * Work the API does on a clock rather than in a request: erase accounts whose grace period is over, publish
 * reviews, send the daily digests, build data exports. Every instance runs every job, so a job must be safe
 * to run concurrently with itself: it claims its rows (`for update skip locked`, or a conditional
 * `update ... returning`) and leaves them in a state a second run passes over. A run that dies half-way must
 * leave its work claimable again (a lease that expires, as the e-mail outbox does), never lost.
 */
export interface ScheduledJob {
  /** Kebab-case, unique: it names the job in logs and in `runNow`. */
  readonly name: string;
  /** Time between the end of a run and the start of the next. */
  readonly intervalMs: number;
  /** One pass over the work due at `now`; returns how many items it handled (for the log). */
  run(now: Date): Promise<number>;
}

export interface JobRunner {
  /** Starts each job's timer (unref'd: jobs never keep the process alive). */
  start(): void;
  /** Stops the timers and waits for the runs in progress. */
  stop(): Promise<void>;
  /** Runs one job at once, after any run of it in progress (tests, and scripts that cannot wait). */
  runNow(name: string, now?: Date): Promise<number>;
}

export function createJobRunner({
  jobs,
  logger,
  now = () => new Date(),
}: {
  jobs: readonly ScheduledJob[];
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now?: () => Date;
}): JobRunner {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size !== jobs.length) throw new Error('two scheduled jobs share a name');
  const timers = new Map<string, NodeJS.Timeout>();
  // One run at a time per job in this process: a slow run is never overlapped by the next tick.
  const running = new Map<string, Promise<number>>();
  let isStopping = false;

  function runOnce(job: ScheduledJob, at: Date): Promise<number> {
    const previous = running.get(job.name) ?? Promise.resolve(0);
    const run = previous
      .catch(() => 0)
      .then(() => job.run(at))
      .then((count) => {
        if (count > 0) logger.info({ job: job.name, count }, 'scheduled job ran');
        return count;
      })
      .finally(() => {
        if (running.get(job.name) === run) running.delete(job.name);
      });
    running.set(job.name, run);
    return run;
  }

  function schedule(job: ScheduledJob): void {
    if (isStopping) return;
    const timer = setTimeout(() => {
      runOnce(job, now())
        .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'scheduled job failed'))
        .finally(() => schedule(job));
    }, job.intervalMs);
    timer.unref();
    timers.set(job.name, timer);
  }

  return {
    start() {
      isStopping = false;
      for (const job of jobs) if (!timers.has(job.name)) schedule(job);
    },
    async stop() {
      isStopping = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running.values()]);
    },
    runNow(name, at = now()) {
      const job = byName.get(name);
      if (!job) return Promise.reject(new Error(`no scheduled job named ${name}`));
      return runOnce(job, at);
    },
  };
}
