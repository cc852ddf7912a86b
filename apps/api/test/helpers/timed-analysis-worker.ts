import { parentPort } from 'node:worker_threads';
import type {
  AnalysisRequest,
  AnalysisResponse,
} from '../../src/modules/projects/brief-analysis/analysis-worker.ts';
import { createRulesAnalyser } from '../../src/modules/projects/brief-analysis/rules-analyser.ts';

// A thread for the analysis pool's tests: a turn whose first message is `spin <milliseconds>` keeps the thread
// busy that long before the rules answer it, so that the queue, the waits and the bounds are tested whatever
// the speed of the rules (which get faster as they improve).

const SPIN = /^spin (\d+)$/;
const rules = createRulesAnalyser();
const port = parentPort;
if (!port) throw new Error('timed-analysis-worker runs as a worker thread of the analysis pool');

port.on('message', (request: AnalysisRequest) => {
  const milliseconds = Number(SPIN.exec(request.input.messages[0]?.content ?? '')?.[1] ?? 0);
  const until = performance.now() + milliseconds;
  while (performance.now() < until);
  void rules
    .analyse(request.input)
    .then((turn) =>
      port.postMessage({ id: request.id, turn, chunks: [turn.reply] } satisfies AnalysisResponse),
    );
});
port.postMessage({ ready: true } satisfies AnalysisResponse);
