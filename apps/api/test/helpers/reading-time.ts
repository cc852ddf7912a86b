import { curatedCatalogue } from '../../src/modules/projects/brief-analysis/quality-check.ts';
import { analyseConversation } from '../../src/modules/projects/brief-analysis/rules-analyser.ts';

// Run by the reader's time tests in a process of its own (`node --import tsx`): the texts on standard input as
// JSON, the best time of each on standard output. A test worker that already ran other files carries their heap,
// and collecting it slowed a text of numbers three times as much as a text of words; a fresh process measures
// the reader alone. The texts are read in turns, so that a burst of load on the machine slows all of them.

const ROUNDS = 7;
const catalogue = curatedCatalogue();
const read = (text: string) =>
  analyseConversation({ messages: [{ role: 'user', content: text }], catalogue, today: '2026-10-05' });

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const texts = JSON.parse(input) as string[];
  for (const text of texts) read(text);
  const best = texts.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < ROUNDS; round += 1) {
    texts.forEach((text, at) => {
      const startedAt = performance.now();
      read(text);
      best[at] = Math.min(best[at] ?? Number.POSITIVE_INFINITY, performance.now() - startedAt);
    });
  }
  process.stdout.write(JSON.stringify(best));
});
