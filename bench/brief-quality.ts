// How well the offline analyser reads briefs that people wrote and labelled without looking at it.
//
//   npx tsx bench/brief-quality.ts [--set dev|holdout|w5|w6|w7|w8|w9|w10|w11|w12|w13|w14|w15|w16|w17|w18|w19|w20|w21|w22|w23|w24|w25|w26|w27|w28|w29|w30|w31|labelled|old-holdout] [--errors]
//
// For each language: skill precision and recall (micro-averaged over the briefs); for the budget, the deadline,
// the start date, the team size and the days a week, how many of the briefs that state them are read right and
// how many of those that do not are left empty (a team size estimated and marked inferred counts as empty);
// the budgets taken from money that is not the project's (a read total equal to a turnover, a fund-raise…, or
// any budget where the client gave none); and the 95th percentile of the time one 2,000-character brief takes.
// --errors lists every difference, except on the held-out half, which is never used to tune the rules.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  type CorpusBriefCase,
  curatedCatalogue,
  type FieldScore,
  type LabelledBriefCase,
  measureBriefQuality,
} from '../apps/api/src/modules/projects/brief-analysis/quality-check.ts';
import { analyseConversation } from '../apps/api/src/modules/projects/brief-analysis/rules-analyser.ts';
import { BRIEF_CORPUS_TODAY } from '../apps/api/test/fixtures/brief-corpus/corpus-brief.ts';

type BriefSet = {
  briefs: readonly (LabelledBriefCase | CorpusBriefCase)[];
  today: string;
  /** The catalogue names the set's writers chose from, when it was smaller than today's. */
  catalogueNames?: readonly string[];
};

/** The later writers' sets, 60 briefs each (`w5.ts` exports `BRIEF_CORPUS_W5`, and so on). */
const WRITERS = [
  'w5',
  'w6',
  'w7',
  'w8',
  'w9',
  'w10',
  'w11',
  'w12',
  'w13',
  'w14',
  'w15',
  'w16',
  'w17',
  'w18',
  'w19',
  'w20',
  'w21',
  'w22',
  'w23',
  'w24',
  'w25',
  'w26',
  'w27',
  'w28',
  'w29',
  'w30',
  'w31',
] as const;

async function writerSet(writer: (typeof WRITERS)[number]): Promise<BriefSet> {
  const corpus: Record<string, BriefSet['briefs']> = await import(
    `../apps/api/test/fixtures/brief-corpus/${writer}.ts`
  );
  const briefs = corpus[`BRIEF_CORPUS_${writer.toUpperCase()}`];
  if (!briefs) throw new Error(`${writer}.ts exports no BRIEF_CORPUS_${writer.toUpperCase()}`);
  return { briefs, today: BRIEF_CORPUS_TODAY };
}

// dev / holdout: the blind corpus, split in two (only dev tunes the rules); w5 to w31: 60 briefs each by a
// fifth to a thirty-first writer (from the eleventh on, two writers each, one per language; the twenty-seventh
// to the thirty-first four), each measured once as they came and tuned on after; labelled: the first set, on which the rules were
// first tuned; old-holdout: the set written after it. The two old sets are read with the catalogue their writers chose from.
const SETS: Record<string, () => Promise<BriefSet>> = {
  dev: async () => {
    const corpus = await import('../apps/api/test/fixtures/brief-corpus/dev.ts');
    return { briefs: corpus.BRIEF_CORPUS_DEV, today: BRIEF_CORPUS_TODAY };
  },
  holdout: async () => {
    const corpus = await import('../apps/api/test/fixtures/brief-corpus/holdout.ts');
    return { briefs: corpus.BRIEF_CORPUS_HOLDOUT, today: BRIEF_CORPUS_TODAY };
  },
  ...Object.fromEntries(WRITERS.map((writer) => [writer, () => writerSet(writer)])),
  labelled: async () => {
    const set = await import('../apps/api/test/fixtures/labelled-briefs.ts');
    const { LABELLED_CATALOGUE_NAMES } =
      await import('../apps/api/test/fixtures/labelled-briefs-catalogue.ts');
    return {
      briefs: set.LABELLED_BRIEFS,
      today: set.LABELLED_BRIEFS_TODAY,
      catalogueNames: LABELLED_CATALOGUE_NAMES,
    };
  },
  'old-holdout': async () => {
    const set = await import('../apps/api/test/fixtures/holdout-briefs.ts');
    const { LABELLED_CATALOGUE_NAMES } =
      await import('../apps/api/test/fixtures/labelled-briefs-catalogue.ts');
    return {
      briefs: set.HOLDOUT_BRIEFS,
      today: set.HOLDOUT_BRIEFS_TODAY,
      catalogueNames: LABELLED_CATALOGUE_NAMES,
    };
  },
};

const { values } = parseArgs({
  options: { errors: { type: 'boolean', default: false }, set: { type: 'string', default: 'labelled' } },
});
const load = SETS[values.set ?? ''];
if (!load) throw new Error(`--set is one of ${Object.keys(SETS).join(', ')}`);
if (values.errors && values.set === 'holdout') {
  console.error('--errors is refused on the held-out half: its briefs never tune the rules.');
  process.exit(2);
}
const set = await load();
const catalogue = curatedCatalogue({ onlyNames: set.catalogueNames });
const report = measureBriefQuality(set.briefs, { today: set.today, catalogue });

const percent = (right: number, of: number) =>
  of === 0 ? 'n/a' : `${right}/${of} (${((100 * right) / of).toFixed(0)} %)`;
const field = (name: string, score: FieldScore) =>
  `${name} ${percent(score.right, score.stated)} right, ${percent(score.empty, score.unstated)} empty`;
for (const [language, score] of Object.entries(report.byLanguage)) {
  if (score.briefs === 0) continue;
  console.log(
    `${language}: ${score.briefs} briefs; skills precision ${score.precision.toFixed(3)}, recall ${score.recall.toFixed(3)} ` +
      `(${score.truePositives} right, ${score.falsePositives} extra, ${score.falseNegatives} missed)\n` +
      `  ${field('budget', score.budget)}; ${field('deadline', score.deadline)}\n` +
      `  ${field('start', score.startDate)}; ${field('team size', score.teamSize)}\n` +
      `  ${field('days a week', score.daysPerWeek)}\n` +
      `  budgets taken from other money: ${score.budgetsFromOtherMoney}; invented team sizes: ${score.inventedTeamSizes}`,
  );
}

// Briefs of 2,000 characters made of the set's own texts, each language in turn, timed once warm.
const LENGTH = 2_000;
const texts = set.briefs.map((brief) => brief.text);
const samples: number[] = [];
for (let round = 0; round < 120; round += 1) {
  let text = '';
  for (let next = round; text.length < LENGTH; next += 7) text += `${texts[next % texts.length]}\n\n`;
  const content = text.slice(0, LENGTH);
  const started = performance.now();
  analyseConversation({ messages: [{ role: 'user', content }], catalogue, today: set.today });
  if (round >= 20) samples.push(performance.now() - started);
}
samples.sort((a, b) => a - b);
const p95 = samples[Math.ceil(samples.length * 0.95) - 1] ?? 0;
console.log(`analysis of a ${LENGTH}-character brief: p95 ${p95.toFixed(1)} ms (${catalogue.length} skills)`);

if (values.errors) {
  for (const error of report.errors) {
    console.log(`  ${error.id} ${error.field}: expected ${error.expected}; read ${error.actual}`);
  }
}
