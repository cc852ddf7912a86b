// How well the analyser reads briefs labelled by people: skills (precision and recall), and the budget, dates and
// team size when the client states them. Shared by bench/brief-quality.ts (the report, with every error) and
// the Vitest suite (the thresholds).
import { HOURS_PER_DAY } from '@escouade/contract/effort';
import { CURATED_SKILLS } from '../../profiles/curated-skills.ts';
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
export function curatedCatalogue(): CatalogueSkill[] {
  return CURATED_SKILLS.map((skill, index) => ({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    name: skill.name,
    category: skill.category,
    otherNames: [...(skill.nameEn ? [skill.nameEn] : []), ...skill.aliases],
  }));
}

export interface FieldScore {
  /** Briefs whose label states the field. */
  stated: number;
  /** Of those, read right. */
  right: number;
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
  /** A budget read where the client gave none. */
  inventedBudgets: number;
  /** A team size presented as the client's where they gave none (an estimate marked inferred is fine). */
  inventedTeamSizes: number;
}

export interface BriefError {
  id: string;
  field: 'skills' | 'budget' | 'deadline' | 'startDate' | 'teamSize';
  expected: string;
  actual: string;
}

export interface QualityReport {
  byLanguage: Record<'fr' | 'en', LanguageScore>;
  errors: BriefError[];
}

export function measureBriefQuality(
  briefs: readonly LabelledBriefCase[],
  { today, catalogue = curatedCatalogue() }: { today: string; catalogue?: CatalogueSkill[] },
): QualityReport {
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
    if (stated.budget) {
      score.budget.stated += 1;
      if (isBudgetRight(stated.budget, brief)) score.budget.right += 1;
      else error('budget', JSON.stringify(stated.budget), budgetRead);
    } else if (brief.budget) {
      score.inventedBudgets += 1;
      error('budget', 'none', budgetRead);
    }
    for (const field of ['deadline', 'startDate'] as const) {
      if (stated[field] !== null) {
        score[field].stated += 1;
        if (brief[field] === stated[field]) score[field].right += 1;
        else error(field, String(stated[field]), String(brief[field]));
      } else if (brief[field] !== null) {
        error(field, 'none', String(brief[field]));
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
    } else if (brief.teamSize && !isSizeInferred) {
      score.inventedTeamSizes += 1;
      error('teamSize', 'none', sizeRead);
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
function isBudgetRight(stated: StatedBudget, brief: DraftBrief): boolean {
  const { budget } = brief;
  if (!budget) return false;
  if (stated.kind === 'total') return budget.kind === 'total' && isClose(budget.amount, stated.amount);
  if (budget.kind !== 'hourly') return false;
  const hourly = stated.kind === 'daily' ? stated.amount / HOURS_PER_DAY : stated.amount;
  const team = stated.perPerson ? (brief.teamSize?.max ?? Number.NaN) : 1;
  return isClose(budget.maxHourlyTotal, hourly * team);
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
  const field = () => ({ stated: 0, right: 0 });
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
    inventedBudgets: 0,
    inventedTeamSizes: 0,
  };
}
