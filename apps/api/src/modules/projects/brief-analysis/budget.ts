import { MAX_HOURLY_BUDGET, MAX_TOTAL_BUDGET } from './schemas.ts';
import type { BriefBudget } from './types.ts';

export interface BudgetFact {
  budget: BriefBudget;
  /** "60 €/h par personne": the route multiplies by the team size once it is known. */
  isPerPerson: boolean;
}

// Works on normalised text (lower case, no accents, plain spaces).
const NUMBER = String.raw`(\d{1,3}(?:[ .,']\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
const MULTIPLIER = String.raw`(?:\s?(k|m|millions?|mille)(?![a-df-z]))?`;
const CURRENCY = String.raw`(?:€|eur(?:os?)?\b)`;
const AMOUNT_AFTER_CURRENCY = new RegExp(String.raw`${CURRENCY}\s?${NUMBER}${MULTIPLIER}`, 'g');
const AMOUNT = new RegExp(String.raw`(?<![\d.,])${NUMBER}${MULTIPLIER}(\s?${CURRENCY})?`, 'g');

const HOURLY_AFTER =
  /^\s*(?:ht\s*|hors taxes?\s*)?(?:\/\s*(?:h|hr|heure|hour)\b|(?:par|de|a|per|an|by the)\s+(?:l')?(?:heure|hour)\b|hourly\b|(?:d')?(?:de\s+)?l'heure\b)/;
const DAILY_OR_MONTHLY_AFTER =
  /^\s*(?:ht\s*|hors taxes?\s*)?(?:\/\s*(?:j|jour|day|d|mois|month)\b|(?:par|per|a)\s+(?:jour|day|mois|month)\b|mensuels?\b|monthly\b|daily\b)/;
const HOURLY_BEFORE = /(?:horaire|hourly|par heure|per hour|l'heure)\D{0,25}$/;
const DAILY_BEFORE = /(?:tjm|taux journalier|daily rate|day rate|par jour|per day|mensuel|monthly)\D{0,25}$/;
const BUDGET_BEFORE = /(?:budget|enveloppe|montant|plafond|ceiling|cap|maximum|max)\D{0,20}$/;
const PER_PERSON_AFTER =
  /^[^.;!?\n\d]{0,30}(?:par personne|par profil|par freelance|par expert|per person|per head|each|chacun)/;

interface Amount {
  value: number;
  kind: 'hourly' | 'total';
  isPerPerson: boolean;
}

/** The largest total wins ("entre 10 000 et 15 000 €" is a ceiling of 15 000 €); a total beats an hourly rate. */
export function extractBudget(text: string): BudgetFact | null {
  const amounts = [...findAmounts(text)];
  const totals = amounts.filter((amount) => amount.kind === 'total' && amount.value <= MAX_TOTAL_BUDGET);
  const hourly = amounts.filter((amount) => amount.kind === 'hourly' && amount.value <= MAX_HOURLY_BUDGET);
  const bestTotal = maxBy(totals);
  if (bestTotal) return { budget: { kind: 'total', amount: bestTotal.value }, isPerPerson: false };
  const bestHourly = maxBy(hourly);
  if (bestHourly) {
    return {
      budget: { kind: 'hourly', maxHourlyTotal: bestHourly.value },
      isPerPerson: bestHourly.isPerPerson,
    };
  }
  return null;
}

function* findAmounts(text: string): Generator<Amount> {
  const seen = new Set<number>();
  for (const match of text.matchAll(AMOUNT_AFTER_CURRENCY)) {
    const value = parseAmount(match[1] ?? '', match[2]);
    seen.add(match.index + match[0].length);
    const amount = classify(text, match.index, match.index + match[0].length, value, true);
    if (amount) yield amount;
  }
  for (const match of text.matchAll(AMOUNT)) {
    const end = match.index + match[0].length;
    if (seen.has(end)) continue;
    const value = parseAmount(match[1] ?? '', match[2]);
    const amount = classify(text, match.index, end, value, match[3] !== undefined || match[2] !== undefined);
    if (amount) yield amount;
  }
}

function classify(text: string, start: number, end: number, value: number, hasUnit: boolean): Amount | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  const before = text.slice(Math.max(0, start - 60), start);
  const after = text.slice(end, end + 40);
  if (DAILY_OR_MONTHLY_AFTER.test(after) || DAILY_BEFORE.test(before)) return null;
  const isPerPerson = PER_PERSON_AFTER.test(after);
  if (HOURLY_AFTER.test(after) || HOURLY_BEFORE.test(before)) {
    return value >= 5 ? { value, kind: 'hourly', isPerPerson } : null;
  }
  const hasCurrencyBefore = /(?:€|eur(?:os?)?)\s?$/.test(before);
  const isBudgetWord = BUDGET_BEFORE.test(before);
  if (!hasUnit && !hasCurrencyBefore && !isBudgetWord) return null;
  // A bare "budget de 10" is more likely the first half of a range ("10 à 15 k€") than ten euros.
  if (value < 100) return null;
  return { value, kind: 'total', isPerPerson: false };
}

function parseAmount(digits: string, multiplier: string | undefined): number {
  const grouped = /^(\d{1,3}(?:[ .,']\d{3})+)(?:[.,](\d{1,2}))?$/.exec(digits);
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(digits);
  const parts = grouped ?? plain;
  if (!parts) return Number.NaN;
  const integer = Number((parts[1] ?? '').replace(/[ .,']/g, ''));
  const fraction = parts[2] ? Number(`0.${parts[2]}`) : 0;
  const factor = !multiplier ? 1 : multiplier === 'k' || multiplier === 'mille' ? 1_000 : 1_000_000;
  return Math.round((integer + fraction) * factor * 100) / 100;
}

function maxBy(amounts: readonly Amount[]): Amount | undefined {
  return amounts.reduce<Amount | undefined>(
    (best, amount) => (!best || amount.value > best.value ? amount : best),
    undefined,
  );
}
