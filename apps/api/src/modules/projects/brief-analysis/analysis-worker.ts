import { parentPort, workerData } from 'node:worker_threads';
import { createRulesAnalyser } from './rules-analyser.ts';
import { getSkillIndex } from './skill-matcher.ts';
import type { AnalysisInput, AnalysisTurn, CatalogueSkill } from './types.ts';
import { warmUpRules } from './worker-warm-up.ts';

// A worker thread of the analysis pool (analysis-pool.ts): runs the rules analyser on one turn at a time and
// posts back the turn with the pieces its reply streams in. Bundled as its own entry (apps/api/build.mjs).

export interface AnalysisRequest {
  id: number;
  input: AnalysisInput;
}

/** What the pool gives a new thread: the catalogue to index while it warms up. */
export interface AnalysisWorkerData {
  catalogue?: CatalogueSkill[] | undefined;
}

export type AnalysisResponse =
  | { ready: true; warmUpFailure?: string }
  | { id: number; indexed: true }
  | { id: number; turn: AnalysisTurn; chunks: string[] }
  | { id: number; failure: string };

const rules = createRulesAnalyser();
const port = parentPort;
if (!port) throw new Error('analysis-worker runs as a worker thread of the analysis pool');

port.on('message', (request: AnalysisRequest) => {
  const chunks: string[] = [];
  // A catalogue this thread has not indexed yet (an admin changed it) is indexed before the turn's run counts.
  try {
    getSkillIndex(request.input.catalogue);
  } catch {
    // The turn's own reading reports what is wrong with it.
  }
  port.postMessage({ id: request.id, indexed: true } satisfies AnalysisResponse);
  rules
    .analyseStreaming(request.input, (chunk) => chunks.push(chunk))
    .then(
      (turn): AnalysisResponse => ({ id: request.id, turn, chunks }),
      (error: unknown): AnalysisResponse => ({
        id: request.id,
        failure: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
    )
    .then((response) => port.postMessage(response));
});
// A warm-up that fails leaves the thread as able as without it (the first turn pays the cost instead): the pool
// logs why.
void warmUpRules(rules, (workerData as AnalysisWorkerData | null)?.catalogue).then(
  () => port.postMessage({ ready: true } satisfies AnalysisResponse),
  (error: unknown) =>
    port.postMessage({
      ready: true,
      warmUpFailure: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies AnalysisResponse),
);
