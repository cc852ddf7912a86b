// Quality of team formation against brute force.
//
//   npx tsx bench/pod-quality.ts [--instances 300] [--seed 1]
//
// Random briefs and pools of 6–30 candidates (2–6 skills, random levels, rates, availability, budgets and
// priorities). For each, formPods' proposals are compared with solveExactly: the headline is the first
// proposal (best_coverage) over the optimum of that variant; each later proposal is also compared with the
// optimum of its variant under the same diversity rule. The exact optimum is the baseline, measured in the
// same run. Exits 1 when the headline average is below 0.98 or any headline ratio below 0.90.
import { parseArgs } from 'node:util';
import {
  createRandomInstance,
  measureInstance,
  summariseRatios,
} from '../apps/api/src/modules/projects/pod-formation/quality-check.ts';
import { POD_KINDS } from '../apps/api/src/modules/projects/pod-formation/objective.ts';

const MIN_AVERAGE = 0.98;
const MIN_RATIO = 0.9;

const { values } = parseArgs({
  options: { instances: { type: 'string', default: '300' }, seed: { type: 'string', default: '1' } },
});
const instanceCount = Number(values.instances);
const baseSeed = Number(values.seed);

const started = performance.now();
const headline: number[] = [];
const byKind = new Map(POD_KINDS.map((kind) => [kind, [] as number[]]));
const formTimes: number[] = [];
let fewerThanThree = 0;
for (let i = 0; i < instanceCount; i++) {
  const seed = baseSeed * 1_000_003 + i;
  const quality = measureInstance(createRandomInstance(seed), seed);
  headline.push(quality.headline);
  for (const [kind, ratio] of Object.entries(quality.byKind)) byKind.get(kind as never)?.push(ratio);
  formTimes.push(quality.formMs);
  if (quality.proposalCount < 3) fewerThanThree++;
}

const format = (label: string, ratios: number[]) => {
  const summary = summariseRatios(ratios);
  return `${label.padEnd(34)} average ${summary.average.toFixed(4)}  min ${summary.minimum.toFixed(4)}  optimum ${summary.optimumHits}/${summary.instances}`;
};
const summary = summariseRatios(headline);
formTimes.sort((a, b) => a - b);
console.log(`POD formation vs brute force: ${instanceCount} instances (seed ${baseSeed})`);
console.log(format('best proposal (best_coverage)', headline));
for (const [kind, ratios] of byKind) console.log(format(`  ${kind} (same diversity rule)`, ratios));
console.log(format('  all proposals', [...byKind.values()].flat()));
console.log(`instances with fewer than 3 proposals: ${fewerThanThree}`);
console.log(
  `formPods time: median ${formTimes[Math.floor(formTimes.length / 2)]?.toFixed(2)} ms, max ${formTimes.at(-1)?.toFixed(2)} ms; run ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (summary.average < MIN_AVERAGE || summary.minimum < MIN_RATIO) {
  console.error(`FAIL: average must be ≥ ${MIN_AVERAGE} and every ratio ≥ ${MIN_RATIO}`);
  process.exit(1);
}
console.log(`PASS: average ≥ ${MIN_AVERAGE}, min ≥ ${MIN_RATIO}`);
