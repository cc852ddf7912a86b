import { formatDay, formatMoney } from '@escouade/contract/format';
import { displayNameOr, type PersonNameParts } from '@escouade/contract/people';
import { type Effort, getTeamHourlyAllowance } from '@escouade/contract/effort';
import type { Budget } from '@escouade/contract/projects';
import type { TFunction } from 'i18next';

// One formatter for both apps: the assistant's replies write amounts and days as the interface does.
export { formatDay, formatMoney };

/** A moment (ISO timestamp) as a short date in the reader's time zone. */
export function formatDate(timestamp: string, language: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** 'Inès Moreau' (the display-name rule of the contract), or the fallback for someone without a name. */
export function formatPersonName(person: PersonNameParts, fallback: string): string {
  return displayNameOr(person, fallback);
}

/** '30 000 € au total' or '250 €/h pour l'équipe'; the "not set" text when there is no budget. */
export function describeBudget(t: TFunction<'projects'>, budget: Budget | null, language: string): string {
  if (!budget) return t('budget.none');
  return budget.kind === 'total'
    ? t('budget.total', { amount: formatMoney(budget.amount, language) })
    : t('budget.hourly', { amount: formatMoney(budget.maxHourlyTotal, language) });
}

/** '3 jours par semaine', '0,5 jour par semaine'. */
export function describeDaysPerWeek(t: TFunction<'projects'>, days: number, language: string): string {
  const formatted = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(days);
  return t('effort.daysPerWeek', { count: days, days: formatted });
}

/**
 * The effort a brief assumes, in words. With a total budget: what the amount means per hour for the whole
 * team and per person ('35 000 € sur 12 semaines ≈ 3 personnes × 3 jours par semaine, …'); otherwise the
 * hours each member works. Says so when the duration is assumed for want of a deadline.
 */
export function describeEffort(
  t: TFunction<'projects'>,
  { budget, effort, teamMax }: { budget: Budget | null; effort: Effort; teamMax: number },
  language: string,
): string {
  const weeks = t('effort.weeks', { count: effort.weeks });
  const days = describeDaysPerWeek(t, effort.daysPerWeek, language);
  const sentence =
    budget?.kind === 'total'
      ? t('effort.totalBudget', {
          amount: formatMoney(budget.amount, language),
          weeks,
          people: t('brief.team.people', { count: teamMax }),
          days,
          perPerson: formatMoney(
            Math.floor(getTeamHourlyAllowance(budget.amount, effort) / teamMax),
            language,
          ),
          teamHourly: formatMoney(Math.floor(getTeamHourlyAllowance(budget.amount, effort)), language),
        })
      : t('effort.hoursPerMember', {
          weeks,
          days,
          hours: new Intl.NumberFormat(language).format(effort.hoursPerMember),
        });
  return effort.isFromDates ? sentence : `${sentence} ${t('effort.noDeadline', { weeks })}`;
}
