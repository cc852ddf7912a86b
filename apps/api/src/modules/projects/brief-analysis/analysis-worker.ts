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
/**
 * A thread's first turn compiles the rules' expressions and code: several hundred milliseconds on an idle
 * core, past the bound of a turn's run on a busy one. Reading a short conversation in each language before
 * the thread says it is ready moves that cost into its start, which waiting turns can afford.
 */
async function warmUp(): Promise<void> {
  const catalogue = [{ id: 'warm-up', name: 'Développement web', category: 'Développement' }];
  const conversations = [
    [
      'Bonjour, nous voulons refaire le site de notre boulangerie : 8 000 € HT, en ligne fin mars, équipe de 2.',
      'Merci ! Quelles compétences ?',
      'Un développeur React et un graphiste, trois jours par semaine.',
    ],
    [
      'Hi, we need a mobile app for our gym, budget $20k, live by June, a team of three people.',
      'Thanks! Which skills?',
      'A React Native developer and a designer, two days a week.',
    ],
  ];
  for (const contents of conversations) {
    await rules.analyse({
      messages: contents.map((content, index) => ({ role: index % 2 === 0 ? 'user' : 'assistant', content })),
      catalogue,
      today: new Date().toISOString().slice(0, 10),
    });
  }
}

// A warm-up that fails leaves the thread as able as without it: the first turn pays the cost instead.
void warmUp()
  .catch(() => undefined)
  .then(() => port.postMessage({ ready: true } satisfies AnalysisResponse));
