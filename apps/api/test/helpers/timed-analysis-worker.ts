import { parentPort, workerData } from 'node:worker_threads';
import type {
  AnalysisRequest,
  AnalysisResponse,
  AnalysisWorkerData,
} from '../../src/modules/projects/brief-analysis/analysis-worker.ts';
import { createRulesAnalyser } from '../../src/modules/projects/brief-analysis/rules-analyser.ts';
import { getSkillIndex } from '../../src/modules/projects/brief-analysis/skill-matcher.ts';
import { warmUpRules } from '../../src/modules/projects/brief-analysis/worker-warm-up.ts';

// A thread for the analysis pool's tests: a turn whose first message is `spin <milliseconds>` keeps the thread
// busy that long before the rules answer it (`index <milliseconds> spin <milliseconds>`: first as long before it
// says the turn's catalogue is indexed), so that the queue, the waits and the bounds are tested whatever
// the speed of the rules (which get faster as they improve).

const SPIN = /^(?:index (\d+) )?spin (\d+)$/;

function busyFor(milliseconds: number): void {
  const until = performance.now() + milliseconds;
  while (performance.now() < until);
}
const rules = createRulesAnalyser();
const port = parentPort;
if (!port) throw new Error('timed-analysis-worker runs as a worker thread of the analysis pool');

port.on('message', (request: AnalysisRequest) => {
  const [, indexing, running] = SPIN.exec(request.input.messages[0]?.content ?? '') ?? [];
  // `index <ms>`: as long indexing a catalogue the thread has not seen; then, as the real thread does, it says
  // the catalogue is indexed, and the turn's run counts from there.
  busyFor(Number(indexing ?? 0));
  getSkillIndex(request.input.catalogue);
  port.postMessage({ id: request.id, indexed: true } satisfies AnalysisResponse);
  busyFor(Number(running ?? 0));
  void rules
    .analyse(request.input)
    .then((turn) =>
      port.postMessage({ id: request.id, turn, chunks: [turn.reply] } satisfies AnalysisResponse),
    );
});
// Warmed up as the real thread is: a turn's run is then the time it was told, not the rules' first compiling.
void warmUpRules(rules, (workerData as AnalysisWorkerData | null)?.catalogue).then(() =>
  port.postMessage({ ready: true } satisfies AnalysisResponse),
);
