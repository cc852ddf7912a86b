import {
  DEFAULT_DAYS_PER_WEEK,
  DEFAULT_PROJECT_WEEKS,
  estimateEffort,
  HOURS_PER_DAY,
} from '@escouade/contract/effort';
import { normalizeText } from '../../../text/words.ts';
import { foreignCurrencyIn } from './budget.ts';
import { inferredFieldsOf } from './evidence.ts';
import { raisedConcernFields } from './replies.ts';
import type { BriefConcern, CatalogueSkill, ChatMessage, DraftBrief } from './types.ts';

// A value that is implausible for the project is not filled silently: it becomes a concern the assistant asks
// about, and the client's answer settles it (a confirmation keeps the value, a new figure replaces it). The
// same checks run on whatever analyser read the brief. Pure: no clock, no I/O.

/**
 * Euros an hour a professional of each catalogue category charges: the platform's seeded rates (each
 * profession's base rate for its main category, plus the experience premium at a median experience),
 * rounded. A skill without a category counts as the rate pod formation assumes without a budget (70 €/h).
 */
export const MARKET_HOURLY_RATES: Readonly<Record<string, number>> = {
  development: 60,
  devops: 70,
  data: 65,
  design: 55,
  marketing: 55,
  writing: 45,
  product: 70,
  management: 65,
  security: 85,
  finance: 55,
  legal: 95,
  hr: 50,
  sales: 55,
};
export const DEFAULT_MARKET_RATE = 70;
/** A budget above this many times what the effort would cost at market rates is asked about. */
export const TOO_HIGH_FACTOR = 3;
/** Below this many euros an hour a person, no professional works: the budget is said to be too low. */
export const MIN_PLAUSIBLE_HOURLY_RATE = 15;
/** A team of more than this many people per skill asked is asked about. */
export const MAX_PEOPLE_PER_SKILL = 2;

const CONFIRMATION =
  /^\s*(?:oui|yes|yep|yeah|exact|exactement|correct|confirme|je confirme|on confirme|nous confirmons|confirmed|i confirm|we confirm|c'est (?:bien|ca|correct|exact|juste)|that'?s (?:right|correct)|right|indeed|absolument|tout a fait|bien sur|ok|okay|d'accord|parfait|keep it|on garde|gardez)\b/;

interface CheckInput {
  messages: readonly ChatMessage[];
  catalogue: readonly CatalogueSkill[];
  /** YYYY-MM-DD */
  today: string;
}

/**
 * The brief with its implausible values turned into concerns: a budget above three times, or allowing less
 * than 15 €/h a person of, what the effort would cost at market rates; a deadline already past; more than two
 * people per skill asked; an amount in another currency. A budget too high, in another currency, or a past
 * deadline is withheld (the field stays empty until the client answers); a budget too low or a large team is
 * kept and questioned. A concern the client has answered is settled and not raised again.
 */
export function checkPlausibility(brief: DraftBrief, input: CheckInput): DraftBrief {
  const found = findConcerns(brief, input);
  // The reader raises some itself (an amount in another currency, which it never fills as euros).
  const raisedByReader = brief.concerns.filter(
    (concern) => !found.some((other) => other.kind === concern.kind && other.field === concern.field),
  );
  const concerns = [...raisedByReader, ...found].filter((concern) => !isSettled(concern, input.messages));
  if (concerns.length === 0) return { ...brief, concerns: [] };
  const withheld = new Set(
    concerns
      .filter((concern) => concern.kind !== 'budgetTooLow' && concern.kind !== 'teamLargerThanSkills')
      .map((concern) => concern.field),
  );
  const evidence = brief.evidence.filter((item) => !withheld.has(item.field as BriefConcern['field']));
  return {
    ...brief,
    budget: withheld.has('budget') ? null : brief.budget,
    deadline: withheld.has('deadline') ? null : brief.deadline,
    teamSize: withheld.has('teamSize') ? null : brief.teamSize,
    evidence,
    inferred: inferredFieldsOf(evidence),
    concerns,
  };
}

/** What the effort asked would cost at market rates: people × their hours × the rate of the skills asked. */
export function estimateEffortCost(
  brief: Pick<DraftBrief, 'skills' | 'teamSize' | 'startDate' | 'deadline' | 'lengthWeeks' | 'daysPerWeek'>,
  { catalogue, today }: Pick<CheckInput, 'catalogue' | 'today'>,
): { cost: number; rate: number; hoursPerMember: number; people: number; isFromDates: boolean } | null {
  if (brief.skills.length === 0) return null;
  const rate = marketRateOf(brief.skills, catalogue);
  const effort = estimateEffort({
    startDate: brief.startDate,
    deadline: brief.deadline,
    lengthWeeks: brief.lengthWeeks,
    daysPerWeek: brief.daysPerWeek ?? DEFAULT_DAYS_PER_WEEK,
    today,
  });
  const people = brief.teamSize?.max ?? countAreas(brief.skills, catalogue);
  return {
    cost: roundCost(people * rate * effort.hoursPerMember),
    rate,
    hoursPerMember: effort.hoursPerMember,
    people,
    isFromDates: effort.isFromDates,
  };
}

function findConcerns(brief: DraftBrief, input: CheckInput): BriefConcern[] {
  const concerns: BriefConcern[] = [];
  const quoteOf = (field: string) =>
    brief.evidence.find((item) => item.field === field && item.source === 'stated')?.quote ??
    brief.evidence.find((item) => item.field === field)?.quote ??
    '';
  const budgetQuote = quoteOf('budget');
  const currency = brief.budget ? foreignCurrencyIn(budgetQuote) : null;
  if (brief.budget && currency) {
    concerns.push({
      kind: 'foreignCurrency',
      field: 'budget',
      quote: budgetQuote,
      value: budgetValue(brief.budget),
      budgetKind: brief.budget.kind,
      currency,
    });
  } else if (brief.budget) {
    // A past deadline says nothing of the project's length: the budget is read as if there were none.
    const isPast = brief.deadline !== null && brief.deadline < input.today;
    const budgetConcern = checkBudget(isPast ? { ...brief, deadline: null } : brief, input, budgetQuote);
    if (budgetConcern) concerns.push(budgetConcern);
  }
  if (brief.deadline && brief.deadline < input.today) {
    concerns.push({ kind: 'deadlinePast', field: 'deadline', quote: quoteOf('deadline') });
  }
  const isTeamStated = brief.evidence.some((item) => item.field === 'teamSize' && item.source === 'stated');
  if (
    brief.teamSize &&
    isTeamStated &&
    brief.skills.length > 0 &&
    brief.teamSize.min > MAX_PEOPLE_PER_SKILL * brief.skills.length
  ) {
    concerns.push({
      kind: 'teamLargerThanSkills',
      field: 'teamSize',
      quote: quoteOf('teamSize'),
      value: brief.teamSize.min,
    });
  }
  return concerns;
}

function checkBudget(brief: DraftBrief, input: CheckInput, quote: string): BriefConcern | null {
  const budget = brief.budget;
  const estimate = estimateEffortCost(brief, input);
  if (!budget || !estimate) return null;
  if (budget.kind === 'hourly') {
    const perPerson = budget.maxHourlyTotal / estimate.people;
    const teamCost = estimate.people * estimate.rate;
    if (budget.maxHourlyTotal > TOO_HIGH_FACTOR * teamCost) {
      return {
        kind: 'budgetTooHigh',
        field: 'budget',
        quote,
        value: budget.maxHourlyTotal,
        budgetKind: 'hourly',
        estimatedCost: estimate.cost,
        marketRate: estimate.rate,
      };
    }
    if (perPerson < MIN_PLAUSIBLE_HOURLY_RATE) {
      return {
        kind: 'budgetTooLow',
        field: 'budget',
        quote,
        value: budget.maxHourlyTotal,
        budgetKind: 'hourly',
        estimatedCost: estimate.cost,
        marketRate: roundRate(perPerson),
      };
    }
    return null;
  }
  // The most a project of unknown length could take: the default length, full time.
  const longest = estimate.isFromDates
    ? estimate.cost
    : roundCost(
        estimate.people * estimate.rate * DEFAULT_PROJECT_WEEKS * (brief.daysPerWeek ?? 5) * HOURS_PER_DAY,
      );
  if (budget.amount > TOO_HIGH_FACTOR * Math.max(longest, estimate.cost)) {
    return {
      kind: 'budgetTooHigh',
      field: 'budget',
      quote,
      value: budget.amount,
      budgetKind: 'total',
      estimatedCost: estimate.cost,
      marketRate: estimate.rate,
    };
  }
  // Without dates the effort is unknown (a logo for 500 € is no project of twelve weeks): nothing to compare.
  const perPerson = budget.amount / (estimate.people * estimate.hoursPerMember);
  if (estimate.isFromDates && perPerson < MIN_PLAUSIBLE_HOURLY_RATE) {
    return {
      kind: 'budgetTooLow',
      field: 'budget',
      quote,
      value: budget.amount,
      budgetKind: 'total',
      estimatedCost: estimate.cost,
      marketRate: roundRate(perPerson),
    };
  }
  return null;
}

/**
 * Settled when the client answered the assistant's question about the field: the value was said in reply to
 * it (the assistant never asks again for a figure the client has just stated), or a later message confirms it.
 */
function isSettled(concern: BriefConcern, messages: readonly ChatMessage[]): boolean {
  const quote = concern.quote.trim();
  let source = -1;
  messages.forEach((message, index) => {
    if (message.role === 'user' && quote && message.content.includes(quote)) source = index;
  });
  const wasAsked = (index: number) => {
    const previous = messages[index - 1];
    return previous?.role === 'assistant' && raisedConcernFields(previous.content).includes(concern.field);
  };
  // Without the client's words for the value (a model's quote that was not theirs), any answer to the
  // question that confirms or gives a figure settles it: the assistant does not ask the same thing twice.
  if (source < 0) {
    return messages.some(
      (message, index) =>
        message.role === 'user' &&
        wasAsked(index) &&
        (CONFIRMATION.test(normalizeText(message.content)) || /\d/.test(message.content)),
    );
  }
  if (wasAsked(source)) return concern.kind !== 'foreignCurrency' || !foreignCurrencyIn(quote);
  if (concern.kind === 'foreignCurrency') return false;
  for (let index = source + 1; index < messages.length; index += 1) {
    const message = messages[index];
    if (message?.role === 'user' && wasAsked(index) && CONFIRMATION.test(normalizeText(message.content)))
      return true;
  }
  return false;
}

function marketRateOf(skills: DraftBrief['skills'], catalogue: readonly CatalogueSkill[]): number {
  const categories = new Map(catalogue.map((skill) => [skill.id, skill.category]));
  const rates = skills.map((skill) => {
    const category = categories.get(skill.skillId);
    return (category && MARKET_HOURLY_RATES[category]) || DEFAULT_MARKET_RATE;
  });
  return roundRate(rates.reduce((sum, rate) => sum + rate, 0) / rates.length);
}

function countAreas(skills: DraftBrief['skills'], catalogue: readonly CatalogueSkill[]): number {
  const categories = new Map(catalogue.map((skill) => [skill.id, skill.category ?? skill.id]));
  return Math.max(1, new Set(skills.map((skill) => categories.get(skill.skillId) ?? skill.skillId)).size);
}

function budgetValue(budget: NonNullable<DraftBrief['budget']>): number {
  return budget.kind === 'total' ? budget.amount : budget.maxHourlyTotal;
}

/** Costs to the hundred euros: an estimate, not a quote. */
function roundCost(value: number): number {
  return Math.round(value / 100) * 100;
}

function roundRate(value: number): number {
  return Math.round(value * 10) / 10;
}
