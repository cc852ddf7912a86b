// How long the rules analyser takes on the costliest windows a turn can hold, as ratios to a window of real briefs.
//
//   npx tsx bench/brief-costliest-windows.ts [--runs 5] [--json]
//
// Each window is ten messages of the longest length (the most a turn reads): ten copies of one of the costliest
// messages (apps/api/test/fixtures/costliest-messages.ts), or, as the baseline of the same run, ten briefs of the
// writers' sets cut to that length. Each is read once cold (as a thread's first turn of its kind reads it) and
// then `--runs` times; the median is compared with the baseline's. A window whose rules grow faster than the
// length of what they read (a pattern tested on a whole sentence at every word) shows as a ratio far above the
// others. Exits with status 1 when a window's median passes twice the baseline's: a ratio, so the verdict does not
// depend on the machine's speed. Each median is also shown against a third of the pool's bound on a turn's run,
// the room a loaded server needs, which only a machine as fast as a server's says anything of.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { PROJECT_MESSAGE_MAX_LENGTH } from '@escouade/contract/projects';
import { DEFAULT_MAX_RUN_MS } from '../apps/api/src/modules/projects/brief-analysis/analysis-pool.ts';
import { curatedCatalogue } from '../apps/api/src/modules/projects/brief-analysis/quality-check.ts';
import { analyseConversation } from '../apps/api/src/modules/projects/brief-analysis/rules-analyser.ts';
import { BRIEF_CORPUS_TODAY } from '../apps/api/test/fixtures/brief-corpus/corpus-brief.ts';
import { BRIEF_CORPUS_DEV } from '../apps/api/test/fixtures/brief-corpus/dev.ts';
import { COSTLIEST_WINDOW_MESSAGES } from '../apps/api/test/fixtures/costliest-messages.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, json: { type: 'boolean', default: false } },
});
const runs = Math.max(1, Number(values.runs));
const catalogue = curatedCatalogue();
const WINDOW_MESSAGES = 10;

const read = (contents: readonly string[]) =>
  analyseConversation({
    messages: contents.map((content) => ({ role: 'user' as const, content })),
    catalogue,
    today: BRIEF_CORPUS_TODAY,
  });

function time(contents: readonly string[]): { coldMs: number; medianMs: number } {
  const timeOnce = () => {
    const startedAt = performance.now();
    read(contents);
    return performance.now() - startedAt;
  };
  const coldMs = timeOnce();
  const samples = Array.from({ length: runs }, timeOnce).sort((a, b) => a - b);
  return { coldMs, medianMs: samples[Math.floor(samples.length / 2)]! };
}

// The rules compiled and the catalogue indexed, as a thread's warm-up does.
read(['Bonjour, il nous faut un site pour notre boulangerie, 8 000 € HT, en ligne fin mars.']);
read(['Hi, we need a mobile app for our gym, budget $20k, live by June.']);

const briefs = BRIEF_CORPUS_DEV.map((brief) => brief.text);
const baselineWindow = Array.from({ length: WINDOW_MESSAGES }, (_, index) => {
  let text = '';
  for (let next = index; text.length < PROJECT_MESSAGE_MAX_LENGTH; next += WINDOW_MESSAGES)
    text += `${briefs[next % briefs.length]}\n\n`;
  return text.slice(0, PROJECT_MESSAGE_MAX_LENGTH);
});
const baseline = time(baselineWindow);
const windows = COSTLIEST_WINDOW_MESSAGES.map((message) => ({
  message: message.slice(0, 40),
  ...time(Array.from({ length: WINDOW_MESSAGES }, () => message)),
}));

const limitMs = DEFAULT_MAX_RUN_MS / 3;
const MAX_RATIO = 2;
const over = windows.filter((window) => window.medianMs > MAX_RATIO * baseline.medianMs);
if (values.json) {
  console.log(JSON.stringify({ runs, limitMs, maxRatio: MAX_RATIO, baseline, windows }, null, 2));
} else {
  const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
  console.log(
    `baseline (ten briefs of the writers' sets): cold ${ms(baseline.coldMs)}, median ${ms(baseline.medianMs)}`,
  );
  for (const window of windows)
    console.log(
      `${JSON.stringify(window.message).padEnd(46)} cold ${ms(window.coldMs)}, median ${ms(window.medianMs)}` +
        ` (${(window.medianMs / baseline.medianMs).toFixed(1)}× the baseline` +
        `${window.medianMs > limitMs ? `, past a third of a turn's bound` : ''})`,
    );
  console.log(
    `limit: a median under ${MAX_RATIO}× the baseline's (a third of a turn's bound: ${Math.round(limitMs)} ms)`,
  );
}
if (over.length > 0) {
  console.error(`${over.length} window(s) past ${MAX_RATIO}× the baseline`);
  process.exit(1);
}
