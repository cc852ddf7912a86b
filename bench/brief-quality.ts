// How well the offline analyser reads briefs that people wrote and labelled without looking at it.
//
//   npx tsx bench/brief-quality.ts [--set labelled|holdout] [--errors]
//
// For each language: skill precision and recall (micro-averaged over the briefs), and for the budget, the
// deadline, the start date and the team size, how many of the briefs that state them are read right; a team
// size presented as the client's where they gave none counts as invented. --errors lists every difference.
import { parseArgs } from 'node:util';
import { measureBriefQuality } from '../apps/api/src/modules/projects/brief-analysis/quality-check.ts';
import { HOLDOUT_BRIEFS, HOLDOUT_BRIEFS_TODAY } from '../apps/api/test/fixtures/holdout-briefs.ts';
import { LABELLED_BRIEFS, LABELLED_BRIEFS_TODAY } from '../apps/api/test/fixtures/labelled-briefs.ts';

// labelled: the set the rules were tuned on; holdout: written afterwards, without looking at the analyser.
const SETS = {
  labelled: { briefs: LABELLED_BRIEFS, today: LABELLED_BRIEFS_TODAY },
  holdout: { briefs: HOLDOUT_BRIEFS, today: HOLDOUT_BRIEFS_TODAY },
};
const { values } = parseArgs({
  options: { errors: { type: 'boolean', default: false }, set: { type: 'string', default: 'labelled' } },
});
const set = SETS[values.set as keyof typeof SETS];
if (!set) throw new Error(`--set is one of ${Object.keys(SETS).join(', ')}`);
const report = measureBriefQuality(set.briefs, { today: set.today });

const percent = (right: number, stated: number) =>
  stated === 0 ? 'n/a' : `${right}/${stated} (${((100 * right) / stated).toFixed(0)} %)`;
for (const [language, score] of Object.entries(report.byLanguage)) {
  console.log(
    `${language}: ${score.briefs} briefs; skills precision ${score.precision.toFixed(3)}, recall ${score.recall.toFixed(3)} ` +
      `(${score.truePositives} right, ${score.falsePositives} extra, ${score.falseNegatives} missed); ` +
      `budget ${percent(score.budget.right, score.budget.stated)}, deadline ${percent(score.deadline.right, score.deadline.stated)}, ` +
      `start ${percent(score.startDate.right, score.startDate.stated)}, team size ${percent(score.teamSize.right, score.teamSize.stated)}; ` +
      `invented: ${score.inventedTeamSizes} team sizes, ${score.inventedBudgets} budgets`,
  );
}
if (values.errors) {
  for (const error of report.errors) {
    console.log(`  ${error.id} ${error.field}: expected ${error.expected}; read ${error.actual}`);
  }
}
