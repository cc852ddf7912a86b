// How well the analyser reads briefs labelled by people: skills (precision and recall), and the budget, dates and
// team size when the client states them. Shared by bench/brief-quality.ts (the report, with every error) and
// the Vitest suite (the thresholds).
import { addDays, daysBetween } from '@escouade/contract/calendar-days';
import { HOURS_PER_DAY } from '@escouade/contract/effort';
import { CURATED_SKILLS } from '../../../db/curated-skills.ts';
import { analyseConversation } from './rules-analyser.ts';
import type { CatalogueSkill, DraftBrief } from './types.ts';

/** A budget as a person labelled it, in euros. */
export type StatedBudget =
  /** The whole project (a monthly amount over a stated number of months is monthly × months). */
  | { kind: 'total'; amount: number }
  /** An hourly rate: `perPerson` when each person is paid it, false when it is for the whole team. */
  | { kind: 'hourly'; amount: number; perPerson: boolean }
  /** A day rate (TJM), `perPerson` as above. */
  | { kind: 'daily'; amount: number; perPerson: boolean };

/** Money in a brief that is not the project's, as its reader labelled it. */
export interface OtherMoney {
  /** In units of its currency (14 M€ is 14000000). */
  amount: number;
  role: 'turnover' | 'fundraise' | 'adSpend' | 'salary' | 'recurringBill' | 'other';
}

/**
 * A budget as the corpus labels it: a range keeps its upper bound in `amount` and its lower in `min`, `tax` is
 * set when the client said TTC, `currency` when the amount is not in euros (the amount as written).
 */
export interface CorpusBudget {
  kind: 'total' | 'daily' | 'hourly';
  amount: number;
  min?: number;
  /** For a rate: paid to each person (true) or for the whole team (false). */
  perPerson?: boolean;
  tax?: 'TTC';
  currency?: string;
}

/** A brief of the blind corpus: written from the catalogue's names only, labelled by its writer. */
export interface CorpusBriefCase {
  id: string;
  language: 'fr' | 'en';
  style?: string;
  domain?: string;
  text: string;
  expected: {
    skills: string[];
    teamSize: { min: number; max: number } | null;
    budget: CorpusBudget | null;
    startDate: string | null;
    deadline: string | null;
    /** 0.5–5, only when the client states a weekly effort. */
    daysPerWeek: number | null;
    otherMoney: OtherMoney[];
  };
}

/** A client's first message and what a careful reader understands from it, labelled without the analyser. */
export interface LabelledBriefCase {
  /** 'fr-01-security-audit', 'en-17-mobile-app'... unique */
  id: string;
  language: 'fr' | 'en';
  /** The client's first chat message, exactly as a client would type it. */
  text: string;
  expected: {
    /** Catalogue skills the text supports, by their French reference name. */
    skills: string[];
    /** Only when the client states it; null when they do not. */
    teamSize: { min: number; max: number } | null;
    budget: StatedBudget | null;
    /** YYYY-MM-DD, only when stated (directly or as a duration or relative date); null otherwise. */
    startDate: string | null;
    deadline: string | null;
  };
}

/** The catalogue Escouade ships with, as the analyser receives it (ids made up, names and aliases real). */
export function curatedCatalogue({ onlyNames }: { onlyNames?: readonly string[] } = {}): CatalogueSkill[] {
  const kept = onlyNames ? new Set(onlyNames) : null;
  return CURATED_SKILLS.flatMap((skill, index) =>
    kept && !kept.has(skill.name)
      ? []
      : [
          {
            id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
            name: skill.name,
            category: skill.category,
            // As the database holds it: no English name where both languages write the name alike.
            nameEn: skill.nameEn === skill.name ? null : skill.nameEn,
            otherNames: [...(skill.nameEn ? [skill.nameEn] : []), ...skill.aliases],
          },
        ],
  );
}

export interface FieldScore {
  /** Briefs whose label states the field. */
  stated: number;
  /** Of those, read right. */
  right: number;
  /** Briefs whose label leaves the field empty. */
  unstated: number;
  /** Of those, left empty by the analyser (an estimate marked inferred counts as empty). */
  empty: number;
}

export interface LanguageScore {
  briefs: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  budget: FieldScore;
  deadline: FieldScore;
  startDate: FieldScore;
  teamSize: FieldScore;
  daysPerWeek: FieldScore;
  /** A budget read where the client gave none, or equal to money that is not the project's (turnover…). */
  budgetsFromOtherMoney: number;
  /** A budget read where the client gave none. */
  inventedBudgets: number;
  /** A team size presented as the client's where they gave none (an estimate marked inferred is fine). */
  inventedTeamSizes: number;
}

export interface BriefError {
  id: string;
  field: 'skills' | 'budget' | 'deadline' | 'startDate' | 'teamSize' | 'daysPerWeek';
  expected: string;
  actual: string;
}

/**
 * The end of the work as the first labelled sets (`LabelledBriefCase`) label it: the deadline, or the length
 * counted from the start ("pour 6 mois à partir du 2 mars" → 2 September). The blind corpus labels only a
 * deadline the client gives: a length is no deadline there, and is not scored as one.
 */
function endOfWork(brief: DraftBrief, today: string): string | null {
  if (brief.deadline) return brief.deadline;
  return brief.lengthWeeks ? addDays(brief.startDate ?? today, brief.lengthWeeks * 7) : null;
}

/**
 * A length is kept in whole weeks: the end it gives is right to the week (half a week of rounding, and months
 * of 28 to 31 days counted as 4.35 weeks each).
 */
const LENGTH_ROUNDING_DAYS = 7;

function isSameDay(read: string | null, stated: string, isFromLength: boolean): boolean {
  if (read === null) return false;
  if (read === stated) return true;
  return isFromLength && Math.abs(daysBetween(stated, read)) <= LENGTH_ROUNDING_DAYS;
}

export interface QualityReport {
  byLanguage: Record<'fr' | 'en', LanguageScore>;
  errors: BriefError[];
}

export function measureBriefQuality(
  briefs: readonly (LabelledBriefCase | CorpusBriefCase)[],
  { today, catalogue = curatedCatalogue() }: { today: string; catalogue?: CatalogueSkill[] },
): QualityReport {
  // Relative dates count from `today`: without it they would count from the day the measure runs.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be YYYY-MM-DD, not ${String(today)}`);
  const byLanguage = { fr: emptyScore(), en: emptyScore() };
  const errors: BriefError[] = [];
  for (const labelled of briefs) {
    const { brief } = analyseConversation({
      messages: [{ role: 'user', content: labelled.text }],
      catalogue,
      today,
    });
    const score = byLanguage[labelled.language];
    score.briefs += 1;
    const error = (field: BriefError['field'], expected: string, actual: string) =>
      errors.push({ id: labelled.id, field, expected, actual });

    const found = new Set(brief.skills.map((skill) => skill.name));
    const wanted = new Set(labelled.expected.skills);
    const extra = [...found].filter((name) => !wanted.has(name));
    const missing = [...wanted].filter((name) => !found.has(name));
    score.truePositives += [...found].filter((name) => wanted.has(name)).length;
    score.falsePositives += extra.length;
    score.falseNegatives += missing.length;
    if (extra.length > 0 || missing.length > 0) {
      error('skills', `missing ${missing.join(', ') || '-'}`, `extra ${extra.join(', ') || '-'}`);
    }

    const stated = labelled.expected;
    const budgetRead = describeBudget(brief);
    const otherMoney = 'otherMoney' in stated ? stated.otherMoney : [];
    if (stated.budget) {
      score.budget.stated += 1;
      if (isBudgetRight(stated.budget, brief)) score.budget.right += 1;
      else error('budget', JSON.stringify(stated.budget), budgetRead);
      if (isOtherMoney(brief, otherMoney)) score.budgetsFromOtherMoney += 1;
    } else {
      score.budget.unstated += 1;
      if (brief.budget) {
        score.inventedBudgets += 1;
        score.budgetsFromOtherMoney += 1;
        error('budget', 'none', budgetRead);
      } else score.budget.empty += 1;
    }
    const isCorpus = 'otherMoney' in stated;
    for (const field of ['deadline', 'startDate'] as const) {
      const read = field === 'deadline' && !isCorpus ? endOfWork(brief, today) : brief[field];
      if (stated[field] !== null) {
        score[field].stated += 1;
        if (isSameDay(read, stated[field], field === 'deadline' && !brief.deadline)) score[field].right += 1;
        else error(field, String(stated[field]), String(read));
      } else {
        score[field].unstated += 1;
        if (read === null) score[field].empty += 1;
        else error(field, 'none', String(read));
      }
    }
    if ('daysPerWeek' in stated) {
      const days = readDaysPerWeek(brief);
      if (stated.daysPerWeek !== null) {
        score.daysPerWeek.stated += 1;
        if (days === stated.daysPerWeek) score.daysPerWeek.right += 1;
        else error('daysPerWeek', String(stated.daysPerWeek), String(days));
      } else {
        score.daysPerWeek.unstated += 1;
        if (days === null) score.daysPerWeek.empty += 1;
        else error('daysPerWeek', 'none', String(days));
      }
    }
    const isSizeInferred = brief.inferred.includes('teamSize');
    const sizeRead = brief.teamSize
      ? `${brief.teamSize.min}-${brief.teamSize.max}${isSizeInferred ? ' (inferred)' : ''}`
      : 'none';
    if (stated.teamSize) {
      score.teamSize.stated += 1;
      const isRight =
        !isSizeInferred &&
        brief.teamSize?.min === stated.teamSize.min &&
        brief.teamSize.max === stated.teamSize.max;
      if (isRight) score.teamSize.right += 1;
      else error('teamSize', `${stated.teamSize.min}-${stated.teamSize.max}`, sizeRead);
    } else {
      score.teamSize.unstated += 1;
      if (brief.teamSize && !isSizeInferred) {
        score.inventedTeamSizes += 1;
        error('teamSize', 'none', sizeRead);
      } else score.teamSize.empty += 1;
    }
  }
  for (const score of Object.values(byLanguage)) {
    score.precision = ratio(score.truePositives, score.truePositives + score.falsePositives);
    score.recall = ratio(score.truePositives, score.truePositives + score.falseNegatives);
  }
  return { byLanguage, errors };
}

/**
 * A total is read as the same total; a rate for the whole team as the same team ceiling; a rate per person as
 * that rate times the team size (the ceiling the proposals are held to); a day rate as its hours.
 */
function isBudgetRight(stated: StatedBudget | CorpusBudget, brief: DraftBrief): boolean {
  const { budget } = brief;
  // £20k is not 20 k€: an amount in another currency is right when the brief leaves the budget empty and asks
  // about that amount in that currency.
  const currency = ('currency' in stated ? stated.currency : undefined) ?? 'EUR';
  if (currency !== 'EUR') {
    const expected = stated.kind === 'daily' ? stated.amount / HOURS_PER_DAY : stated.amount;
    return (
      !budget &&
      brief.concerns.some(
        (concern) =>
          concern.kind === 'foreignCurrency' &&
          concern.currency === currency &&
          concern.value !== undefined &&
          isClose(concern.value, expected),
      )
    );
  }
  if (!budget) return false;
  if (stated.kind === 'total') return budget.kind === 'total' && isClose(budget.amount, stated.amount);
  if (budget.kind !== 'hourly') return false;
  const hourly = stated.kind === 'daily' ? stated.amount / HOURS_PER_DAY : stated.amount;
  const team = stated.perPerson ? (brief.teamSize?.max ?? Number.NaN) : 1;
  return isClose(budget.maxHourlyTotal, hourly * team);
}

/** A read total equal to money the client named for something else (its turnover, a fund-raise, ad spend). */
function isOtherMoney(brief: DraftBrief, otherMoney: readonly OtherMoney[]): boolean {
  const { budget } = brief;
  if (budget?.kind !== 'total') return false;
  return otherMoney.some((money) => isClose(budget.amount, money.amount));
}

/** The weekly effort the brief carries, once the brief has one. */
function readDaysPerWeek(brief: DraftBrief): number | null {
  const days = (brief as { daysPerWeek?: number | null }).daysPerWeek;
  return typeof days === 'number' ? days : null;
}

function describeBudget(brief: DraftBrief): string {
  if (!brief.budget) return 'none';
  return brief.budget.kind === 'total'
    ? `total ${brief.budget.amount}`
    : `hourly ${brief.budget.maxHourlyTotal} (team ${brief.teamSize?.max ?? '?'})`;
}

function isClose(actual: number, expected: number): boolean {
  return Math.abs(actual - expected) <= Math.max(1, expected * 0.005);
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}

function emptyScore(): LanguageScore {
  const field = () => ({ stated: 0, right: 0, unstated: 0, empty: 0 });
  return {
    briefs: 0,
    truePositives: 0,
    falsePositives: 0,
    falseNegatives: 0,
    precision: 0,
    recall: 0,
    budget: field(),
    deadline: field(),
    startDate: field(),
    teamSize: field(),
    daysPerWeek: field(),
    budgetsFromOtherMoney: 0,
    inventedBudgets: 0,
    inventedTeamSizes: 0,
  };
}
