// Starts a worker thread whose entry is TypeScript, when the sources run (tsx, Vitest): Node 20 does not apply
// `--import tsx` to worker threads, so the worker registers tsx itself, then loads the entry given.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.typescriptEntry);
