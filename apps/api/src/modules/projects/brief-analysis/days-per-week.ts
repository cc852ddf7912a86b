// The weekly effort the client asks of each person: "deux jours par semaine chacune", "one day a week each",
// "3j/sem", "mi-temps", "full time". Works on normalised text (lower case, no accents).
import { numberWordPattern, toCount } from './number-words.ts';
import { isOwnPeoplesEffort } from './own-workload.ts';

export interface DaysPerWeekFact {
  days: number;
  /** Where it was said, in the normalised text (same offsets as the client's text). */
  start: number;
  end: number;
}

const COUNT = String.raw`(\d(?:[.,]5)?|${numberWordPattern({ withArticles: true })}|demi|half)`;
const DAY = String.raw`(?:(?:demi|half)[\s-])?(?:jours?|journees?|j|days?|d)`;
// « deux jours semaine » leaves the « par » out.
const PER_WEEK = String.raw`\s*(?:(?:par|per|a|each|every|la|de la|\/)\s*)*(?:semaine|sem|week|wk)s?\b`;
const DAYS_A_WEEK = new RegExp(
  String.raw`\b${COUNT}(?:\s*(?:a|to|ou|or|-)\s*${COUNT})?[\s-]*(?:et demi[e]?\s*)?${DAY}\b(?:\s+(?:de\s+(?:travail|presence|mission|prestation)|of work))?${PER_WEEK}`,
  'g',
);
/** "two afternoons a week", « deux matinées par semaine »: half days. */
const HALF_DAYS_A_WEEK = new RegExp(
  String.raw`\b${COUNT}\s+(?:apres-midis?|apres midis?|matinees?|matins?|afternoons?|mornings?)${PER_WEEK}`,
  'g',
);
const HALF_DAY_A_WEEK = new RegExp(
  String.raw`\b(?:une|a|one)\s+demi[\s-]journee${PER_WEEK}|\bhalf a day${PER_WEEK}`,
  'g',
);
const HALF_TIME = /\b(?:mi[\s-]temps|half[\s-]time|a 50 ?%|50 ?% (?:of the|du) time)\b/g;
const FULL_TIME = /\b(?:temps plein|plein temps|full[\s-]time|a 100 ?%|5 days a week)\b/g;
/**
 * "4/5e", "à 80 %", "at around 80%": a share of a full week; not a share of something else ("à 80 % à l'export",
 * "at 60% of capacity").
 */
const SHARE =
  /\b(?:([1-4])\/5e?|(?:a|at)\s+(?:(?:around|about|roughly|environ)\s+)?([2468]0) ?%)(?=\W|$)(?!\s*(?:a l'|a la|a |de |du |des |d'|of |in |on |from )\S)/g;

/** The last effort stated wins ("2 jours par semaine, puis temps plein en mars" is the later, stronger ask). */
export function extractDaysPerWeek(text: string): DaysPerWeekFact | null {
  const found: DaysPerWeekFact[] = [];
  for (const match of text.matchAll(DAYS_A_WEEK)) {
    const low = toDays(match[1]);
    const high = match[2] ? toDays(match[2]) : low;
    // "deux jours et demi", "2 days and a half"
    const half = /et demi/.test(match[0]) ? 0.5 : 0;
    const isHalfDay = /(?:demi|half)[\s-](?:jour|journee|day)/.test(match[0]);
    const days = isHalfDay ? low * 0.5 : Math.max(low, high) + half;
    if (days > 0) found.push({ days, start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(HALF_DAYS_A_WEEK)) {
    const days = toDays(match[1]) * 0.5;
    if (days > 0) found.push({ days, start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(HALF_DAY_A_WEEK)) {
    found.push({ days: 0.5, start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(HALF_TIME)) {
    found.push({ days: 2.5, start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(FULL_TIME)) {
    found.push({ days: 5, start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(SHARE)) {
    const days = match[1] ? Number(match[1]) : Number(match[2]) / 20;
    found.push({ days, start: match.index, end: match.index + match[0].length });
  }
  // "half a day a week" holds "a day a week": the longer reading of the same words wins.
  const plausible = found.filter(
    (fact) =>
      fact.days >= 0.5 &&
      fact.days <= 5 &&
      !isOwnPeoplesEffort(text, fact.start, fact.end) &&
      !OPEN_BEFORE.test(text.slice(Math.max(0, fact.start - 30), fact.start)) &&
      !found.some(
        (other) =>
          other !== fact &&
          other.start <= fact.start &&
          other.end >= fact.end &&
          other.end - other.start > fact.end - fact.start,
      ),
  );
  // « 4/5e chacun, avec un jour par semaine sur site »: where the days are spent, beside the effort said.
  const isOnSite = (fact: DaysPerWeekFact) => ON_SITE_AFTER.test(text.slice(fact.end, fact.end + 30));
  const kept = plausible.filter(
    (fact) =>
      !isOnSite(fact) ||
      !plausible.some(
        (other) => other !== fact && !isOnSite(other) && Math.abs(other.start - fact.start) <= NEARBY,
      ),
  );
  return kept.sort((a, b) => a.start - b.start).at(-1) ?? null;
}

/** The client's opening days: « la boutique est ouverte 5 jours par semaine », "our support desk runs 5 days a week". */
const OPEN_BEFORE =
  /\b(?:ouverte?s?|open|opens|runs?|running|fonctionne|fonctionnons|tourne)\s+(?:(?:only|seulement|que|about|environ)\s+)?$/;
/** How near an effort must be said for days said of the place to give way to it: the same few lines. */
const NEARBY = 120;
/** Days said of the place: "two days a week on site", « 2 jours par semaine au bureau, le reste en télétravail ». */
const ON_SITE_AFTER =
  /^\s*(?:(?:sur|on)[\s-]?site|onsite|au bureau|dans nos locaux|chez nous|en presentiel|in (?:the |our )?office|at (?:our|the) (?:office|premises|site)|in person)\b/;

function toDays(word: string | undefined): number {
  if (!word) return 0;
  if (word === 'demi' || word === 'half') return 0.5;
  if (/^\d/.test(word)) return Number(word.replace(',', '.'));
  return toCount(word);
}
