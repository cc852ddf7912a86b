import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../../errors.ts';
import type { AnalysisRequest, AnalysisResponse, AnalysisWorkerData } from './analysis-worker.ts';
import type { AnalyserLogger, AnalysisInput, AnalysisTurn, BriefAnalyser, CatalogueSkill } from './types.ts';

/**
 * The rules analyser, run by worker threads. A turn costs the rules up to several hundred milliseconds of CPU
 * on the longest messages (the analysed window is bounded, see conversation-window.ts, not the work inside
 * it), and on the main thread that was time every other request waited: eight such turns at once held health
 * checks for more than a second. Here the main thread only posts the turn and reads the answer.
 *
 * Bounded: `size` threads (half the cores, at least one), `maxQueued` turns waiting; past that, or after
 * waiting `maxWaitMs`, a turn is refused as ASSISTANT_BUSY (503, with the seconds to wait); a turn that runs
 * longer than `maxRunMs` is stopped (its thread ended and replaced) and refused the same way. Threads start
 * with the first turn, or all at once with `startThreads`, and end with `close`.
 *
 * A thread's first turn used to cost it a second or more (compiling the rules, indexing a catalogue of hundreds
 * of skills): on a loaded machine that passed `maxRunMs`, the thread was replaced by one as cold, and every turn
 * was refused in turn. So a thread reads two conversations with the latest catalogue the pool has seen before it
 * says it is ready (a thread that is not ready within `maxStartMs` is replaced), and a turn's time counts from
 * when its thread has indexed the turn's catalogue (`maxIndexMs` bounds that part): a catalogue an admin just
 * changed is indexed once per thread, outside the bound of the rules' run.
 */
export interface AnalysisPool extends BriefAnalyser {
  /** Whether a turn would be refused now: every thread busy and the queue full. */
  isSaturated(): boolean;
  /** Seconds a refused client should wait before trying again. */
  readonly retryAfterSeconds: number;
  /** Threads alive (for tests and logs). */
  readonly workerCount: number;
  /**
   * Starts every thread now, warmed with `catalogue`, so that the first turns do not wait for a thread to start
   * nor to index the catalogue (a server calls it with the catalogue it holds).
   */
  startThreads(catalogue?: CatalogueSkill[]): void;
  /** Ends the threads; turns waiting or running are refused. */
  close(): Promise<void>;
}

export interface AnalysisPoolOptions {
  size?: number;
  maxQueued?: number;
  maxWaitMs?: number;
  maxRunMs?: number;
  /** How long a turn's thread may take to index a catalogue it has not seen, before the turn's run counts. */
  maxIndexMs?: number;
  /** How long a new thread may take to warm up and say it is ready before it is replaced. */
  maxStartMs?: number;
  logger?: AnalyserLogger;
  /**
   * The module each thread runs, when not analysis-worker beside this one: tests give one whose turns take as
   * long as they are told, so that the queue and the bounds are tested without depending on how fast the rules
   * are.
   */
  workerEntry?: URL;
}

interface Job {
  input: AnalysisInput;
  resolve: (result: { turn: AnalysisTurn; chunks: string[] }) => void;
  reject: (error: unknown) => void;
  waitTimer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  /** Once the thread has loaded the analyser: a turn's time is counted from then. */
  isReady: boolean;
  startTimer?: NodeJS.Timeout;
  job?: Job & { id: number; runTimer: NodeJS.Timeout };
}

/** How long a turn's rules may run once its catalogue is indexed, unless a pool is given another bound. */
export const DEFAULT_MAX_RUN_MS = 3_000;

export function createAnalysisPool({
  size = Math.max(1, Math.floor(os.availableParallelism() / 2)),
  maxQueued = 8 * size,
  maxWaitMs = 10_000,
  maxRunMs = DEFAULT_MAX_RUN_MS,
  maxIndexMs = 20_000,
  maxStartMs = 30_000,
  logger,
  workerEntry,
}: AnalysisPoolOptions = {}): AnalysisPool {
  const retryAfterSeconds = Math.max(1, Math.ceil(maxWaitMs / 1000));
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 1;
  let isClosed = false;
  /** The catalogue of the latest turn (or the server's): a new thread indexes it before it says it is ready. */
  let warmCatalogue: CatalogueSkill[] | undefined;

  /** A thread's start past this is logged: its warm-up (the rules compiled, the catalogue indexed) takes ~3 s. */
  const SLOW_START_MS = 10_000;
  const busy = (message: string) => new AppError('ASSISTANT_BUSY', message, { retryAfterSeconds });

  function startWorker(): Slot {
    const slot: Slot = { worker: startWorkerThread(workerEntry, warmCatalogue), isReady: false };
    const startedAt = performance.now();
    slot.worker.unref();
    // A thread whose warm-up never ends would hold its place for good: it is replaced.
    slot.startTimer = setTimeout(() => {
      if (!slots.has(slot) || slot.isReady) return;
      void slot.worker.terminate();
      fail(new Error(`brief analysis worker was not ready within ${maxStartMs} ms`));
    }, maxStartMs);
    slot.startTimer.unref();
    slot.worker.on('message', (response: AnalysisResponse) => {
      if ('ready' in response) {
        slot.isReady = true;
        clearTimeout(slot.startTimer);
        if (response.warmUpFailure)
          logger?.warn({ failure: response.warmUpFailure }, 'brief analysis worker could not warm up');
        // The turns waiting meanwhile count this time against their wait: a slow start is worth knowing of.
        const startMs = Math.round(performance.now() - startedAt);
        if (startMs > SLOW_START_MS) logger?.warn({ startMs }, 'brief analysis worker was slow to start');
        dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== response.id) return;
      if ('indexed' in response) {
        // The catalogue is indexed: from now on the turn's time is the rules' own.
        clearTimeout(job.runTimer);
        job.runTimer = runBound(slot, job, maxRunMs);
        return;
      }
      settle(slot);
      if ('failure' in response)
        job.reject(new Error(`brief analysis failed in its worker: ${response.failure}`));
      else job.resolve({ turn: response.turn, chunks: response.chunks });
    });
    const fail = (error: unknown) => {
      const job = slot.job;
      clearTimeout(slot.startTimer);
      slots.delete(slot);
      logger?.warn({ err: error }, 'brief analysis worker failed');
      if (job) {
        clearTimeout(job.runTimer);
        job.reject(error);
      }
      if (!slot.isReady) {
        // A thread that cannot even start (its entry missing or broken) would fail the same way again: the
        // turns waiting for it fail now, and the next turn tries a new thread, rather than a loop of starts.
        for (const waiting of queue.splice(0)) {
          clearTimeout(waiting.waitTimer);
          waiting.reject(error);
        }
        return;
      }
      dispatch();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      if (slots.has(slot)) fail(new Error(`brief analysis worker exited with code ${code}`));
    });
    slots.add(slot);
    return slot;
  }

  /** The slot's turn is over: its thread takes the next one. */
  function settle(slot: Slot): void {
    if (slot.job) clearTimeout(slot.job.runTimer);
    slot.job = undefined;
    dispatch();
  }

  /** Stops the slot's turn after `bound` milliseconds. */
  function runBound(slot: Slot, job: Job, bound: number): NodeJS.Timeout {
    const timer = setTimeout(() => {
      // The rules cannot be interrupted inside a thread: the thread goes, and a new one takes the next turn.
      logger?.warn({ boundMs: bound }, 'brief analysis stopped: the turn ran past its bound');
      slots.delete(slot);
      void slot.worker.terminate();
      job.reject(busy('The assistant took too long to read this message'));
      dispatch();
    }, bound);
    timer.unref();
    return timer;
  }

  function run(slot: Slot, job: Job): void {
    clearTimeout(job.waitTimer);
    const id = nextId++;
    // Until the thread has indexed the turn's catalogue, the bound is the index's.
    const running = { ...job, id } as Job & { id: number; runTimer: NodeJS.Timeout };
    running.runTimer = runBound(slot, job, maxIndexMs);
    slot.job = running;
    slot.worker.postMessage({ id, input: job.input } satisfies AnalysisRequest);
  }

  function dispatch(): void {
    while (!isClosed && queue.length > 0) {
      if (slots.size < size) startWorker();
      const idle = [...slots].find((slot) => slot.isReady && !slot.job);
      if (!idle) return;
      run(idle, queue.shift()!);
    }
  }

  /** Every thread has a turn, or will have one of those waiting, and `maxQueued` more wait. */
  function isFull(): boolean {
    let running = 0;
    for (const slot of slots) if (slot.job) running += 1;
    return running + queue.length >= size + maxQueued;
  }

  function submit(input: AnalysisInput): Promise<{ turn: AnalysisTurn; chunks: string[] }> {
    if (isClosed) return Promise.reject(busy('The assistant is stopping'));
    if (isFull()) {
      return Promise.reject(busy('The assistant has too many messages to read'));
    }
    warmCatalogue = input.catalogue;
    return new Promise((resolve, reject) => {
      const job: Job = { input, resolve, reject };
      job.waitTimer = setTimeout(() => {
        const index = queue.indexOf(job);
        if (index === -1) return;
        queue.splice(index, 1);
        logger?.warn(
          { maxWaitMs, queued: queue.length, threads: slots.size },
          'brief analysis refused: no thread was free in time',
        );
        reject(busy('The assistant could not start reading this message in time'));
      }, maxWaitMs);
      job.waitTimer.unref();
      queue.push(job);
      dispatch();
    });
  }

  return {
    name: 'rules',
    retryAfterSeconds,
    get workerCount() {
      return slots.size;
    },
    isSaturated: () => isClosed || isFull(),
    startThreads(catalogue) {
      if (catalogue) warmCatalogue = catalogue;
      while (!isClosed && slots.size < size) startWorker();
    },
    analyse: async (input) => (await submit(input)).turn,
    analyseStreaming: async (input, onText) => {
      const { turn, chunks } = await submit(input);
      for (const chunk of chunks) onText(chunk);
      return turn;
    },
    async close() {
      isClosed = true;
      for (const job of queue.splice(0)) {
        clearTimeout(job.waitTimer);
        job.reject(busy('The assistant is stopping'));
      }
      const stopping = [...slots];
      slots.clear();
      for (const slot of stopping) {
        if (slot.job) {
          clearTimeout(slot.job.runTimer);
          slot.job.reject(busy('The assistant is stopping'));
        }
      }
      await Promise.all(stopping.map((slot) => slot.worker.terminate()));
    },
  };
}

/**
 * The worker's entry beside this module: the bundled `analysis-worker.js` next to `dist/server.js` in the
 * built server (apps/api/build.mjs bundles it as its own entry), or, when the sources run (tsx, Vitest), the
 * TypeScript source, loaded through `typescript-worker.mjs`. An entry given in TypeScript is loaded the same way.
 */
function startWorkerThread(entry?: URL, catalogue?: CatalogueSkill[]): Worker {
  const here = import.meta.url;
  const typescriptEntry = entry ?? (here.endsWith('.ts') ? new URL('./analysis-worker.ts', here) : undefined);
  const warmUp: AnalysisWorkerData = { catalogue };
  if (typescriptEntry?.href.endsWith('.ts')) {
    return new Worker(new URL('./typescript-worker.mjs', here), {
      workerData: { ...warmUp, typescriptEntry: typescriptEntry.href },
    });
  }
  return new Worker(entry ?? new URL('./analysis-worker.js', here), { workerData: warmUp });
}
