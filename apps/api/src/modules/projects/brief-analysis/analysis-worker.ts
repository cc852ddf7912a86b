import { parentPort } from 'node:worker_threads';
import { createRulesAnalyser } from './rules-analyser.ts';
import type { AnalysisInput, AnalysisTurn } from './types.ts';

// A worker thread of the analysis pool (analysis-pool.ts): runs the rules analyser on one turn at a time and
// posts back the turn with the pieces its reply streams in. Bundled as its own entry (apps/api/build.mjs).

export interface AnalysisRequest {
  id: number;
  input: AnalysisInput;
}

export type AnalysisResponse =
  { ready: true } | { id: number; turn: AnalysisTurn; chunks: string[] } | { id: number; failure: string };

const rules = createRulesAnalyser();
const port = parentPort;
if (!port) throw new Error('analysis-worker runs as a worker thread of the analysis pool');

port.on('message', (request: AnalysisRequest) => {
  const chunks: string[] = [];
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
port.postMessage({ ready: true } satisfies AnalysisResponse);
