// How far careful readers agree on a brief's skills, beside how far the offline analyser agrees with them.
//
//   npx tsx bench/label-agreement.ts
//
// The ninth and tenth writers' 120 briefs carry three labellings made each on its own from the same text, the
// catalogue's names and the labelling conventions: the writer's, and two annotators' (`relabelled-w9-w10.ts`).
// For each language and each pair, the skills one chose read against the other's (micro-averaged over the
// briefs): precision, recall and F1. Then the analyser against each labelling, and against the skills at least
// two of the three chose. The skills targets the analyser is held to (precision 0.95, recall 0.92) are what a
// careful reader reaches; the gap between the readers' agreement and the analyser's is what rules miss.
import { curatedCatalogue } from '../apps/api/src/modules/projects/brief-analysis/quality-check.ts';
import { analyseConversation } from '../apps/api/src/modules/projects/brief-analysis/rules-analyser.ts';
import { BRIEF_CORPUS_TODAY } from '../apps/api/test/fixtures/brief-corpus/corpus-brief.ts';
import {
  SKILLS_BY_ANNOTATOR_A,
  SKILLS_BY_ANNOTATOR_B,
} from '../apps/api/test/fixtures/brief-corpus/relabelled-w9-w10.ts';
import { BRIEF_CORPUS_W9 } from '../apps/api/test/fixtures/brief-corpus/w9.ts';
import { BRIEF_CORPUS_W10 } from '../apps/api/test/fixtures/brief-corpus/w10.ts';

type Labelling = ReadonlyMap<string, ReadonlySet<string>>;

const briefs = [...BRIEF_CORPUS_W9, ...BRIEF_CORPUS_W10];
const catalogue = curatedCatalogue();

const labellingOf = (skills: (id: string) => readonly string[]): Labelling =>
  new Map(briefs.map((brief) => [brief.id, new Set(skills(brief.id))]));

const writer = labellingOf((id) => briefs.find((brief) => brief.id === id)?.expected.skills ?? []);
const annotatorA = labellingOf((id) => required(SKILLS_BY_ANNOTATOR_A, id));
const annotatorB = labellingOf((id) => required(SKILLS_BY_ANNOTATOR_B, id));
const analyser = labellingOf((id) => {
  const brief = briefs.find((candidate) => candidate.id === id);
  if (!brief) return [];
  const { brief: read } = analyseConversation({
    messages: [{ role: 'user', content: brief.text }],
    catalogue,
    today: BRIEF_CORPUS_TODAY,
  });
  return read.skills.map((skill) => skill.name);
});
const readers = [writer, annotatorA, annotatorB];
const majority = labellingOf((id) => {
  const counts = new Map<string, number>();
  for (const reader of readers) {
    for (const name of reader.get(id) ?? []) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count >= 2).map(([name]) => name);
});

function required(labels: Readonly<Record<string, readonly string[]>>, id: string): readonly string[] {
  const skills = labels[id];
  if (!skills) throw new Error(`${id} has no relabelling`);
  return skills;
}

/** `read` against `reference`, over the briefs of `language`. */
function agreement(reference: Labelling, read: Labelling, language: 'fr' | 'en') {
  let agreed = 0;
  let extra = 0;
  let missed = 0;
  for (const brief of briefs) {
    if (brief.language !== language) continue;
    const wanted = reference.get(brief.id) ?? new Set<string>();
    const found = read.get(brief.id) ?? new Set<string>();
    for (const name of found)
      if (wanted.has(name)) agreed += 1;
      else extra += 1;
    for (const name of wanted) if (!found.has(name)) missed += 1;
  }
  const precision = agreed / (agreed + extra);
  const recall = agreed / (agreed + missed);
  return { precision, recall, f1: (2 * precision * recall) / (precision + recall) };
}

const pairs: [string, Labelling, Labelling][] = [
  ['annotator A against the writer', writer, annotatorA],
  ['annotator B against the writer', writer, annotatorB],
  ['annotator B against annotator A', annotatorA, annotatorB],
  ['the analyser against the writer', writer, analyser],
  ['the analyser against annotator A', annotatorA, analyser],
  ['the analyser against annotator B', annotatorB, analyser],
  ['the analyser against two readers of three', majority, analyser],
];
for (const language of ['fr', 'en'] as const) {
  console.log(`\n${language}: ${briefs.filter((brief) => brief.language === language).length} briefs`);
  for (const [name, reference, read] of pairs) {
    const { precision, recall, f1 } = agreement(reference, read, language);
    console.log(
      `  ${name.padEnd(44)} precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}  F1 ${f1.toFixed(3)}`,
    );
  }
}
