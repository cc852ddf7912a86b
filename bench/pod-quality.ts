// Quality of team formation against brute force.
//
//   npx tsx bench/pod-quality.ts [--instances 300] [--seed 1]
//
// Random briefs and pools of 6–30 candidates (2–6 skills, random levels, rates, availability, budgets and
// priorities). For each, the brute-force coverage optimum (every team of allowed size, within budget when
// one fits) is the baseline, measured in the same run: the best coverage among formPods' proposals, and that
// of every proposal labelled best coverage, must equal it. Every label is then checked against the figures
// of the other proposals shown with it: 0 contradictions. Each later proposal's objective is also compared,
// for information, with the optimum of its variant under the same diversity rule. Exits 1 when a coverage
// differs from the optimum or a label is contradicted.
import { parseArgs } from 'node:util';
import {
  createRandomInstance,
  measureInstance,
  summariseRatios,
} from '../apps/api/src/modules/projects/pod-formation/quality-check.ts';
import { POD_KINDS } from '../apps/api/src/modules/projects/pod-formation/objective.ts';

const { values } = parseArgs({
  options: { instances: { type: 'string', default: '300' }, seed: { type: 'string', default: '1' } },
});
const instanceCount = Number(values.instances);
const baseSeed = Number(values.seed);

const started = performance.now();
const headline: number[] = [];
const byKind = new Map(POD_KINDS.map((kind) => [kind, [] as number[]]));
const formTimes: number[] = [];
const proposalCounts = [0, 0, 0, 0];
let contradictions = 0;
for (let i = 0; i < instanceCount; i++) {
  const seed = baseSeed * 1_000_003 + i;
  const quality = measureInstance(createRandomInstance(seed), seed);
  headline.push(quality.headline);
  contradictions += quality.contradictions;
  for (const [kind, ratio] of Object.entries(quality.byKind)) byKind.get(kind as never)?.push(ratio);
  formTimes.push(quality.formMs);
  proposalCounts[quality.proposalCount] = (proposalCounts[quality.proposalCount] ?? 0) + 1;
}

const format = (label: string, ratios: number[]) => {
  const summary = summariseRatios(ratios);
  return `${label.padEnd(34)} average ${summary.average.toFixed(4)}  min ${summary.minimum.toFixed(4)}  optimum ${summary.optimumHits}/${summary.instances}`;
};
const summary = summariseRatios(headline);
formTimes.sort((a, b) => a - b);
console.log(`POD formation vs brute force: ${instanceCount} instances (seed ${baseSeed})`);
console.log(format('best coverage / exact optimum', headline));
console.log(`labels contradicted by the figures beside them: ${contradictions}`);
console.log('objective over the optimum of its variant (information):');
for (const [kind, ratios] of byKind) {
  if (kind === 'best_coverage') continue; // searched for coverage alone, then cost
  console.log(format(`  ${kind} (same diversity rule)`, ratios));
}
console.log(
  `proposals per brief: 3 in ${proposalCounts[3]}, 2 in ${proposalCounts[2]}, 1 in ${proposalCounts[1]}, 0 in ${proposalCounts[0]}`,
);
console.log(
  `formPods time: median ${formTimes[Math.floor(formTimes.length / 2)]?.toFixed(2)} ms, max ${formTimes.at(-1)?.toFixed(2)} ms; run ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (summary.optimumHits < summary.instances || contradictions > 0) {
  console.error('FAIL: every best coverage must equal the exact optimum, and no label may be contradicted');
  process.exit(1);
}
console.log(`PASS: best coverage optimal in ${summary.instances}/${summary.instances}, 0 contradictions`);
