import { ASSUMED_HOURS_PER_WEEK, type Plan, type PlanMember } from '@escouade/contract/plans';
import type { TFunction } from 'i18next';
import { formatPersonName } from '../../format';

/** '7 h' in French, '7.5 h' in English: hours a week as the plan counts them. */
export function formatHours(hours: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(hours);
}

/** The hours a member has a week: those they declared, or the full week assumed when they declared none. */
export function availableHours(member: PlanMember): number {
  return member.declaredHoursPerWeek ?? ASSUMED_HOURS_PER_WEEK;
}

/**
 * Who leads a milestone, in words: a member's name, "nobody yet", or "former member" for someone no longer in
 * the team.
 */
export function describeOwner(t: TFunction<'projects'>, plan: Plan, ownerId: string | null): string {
  if (ownerId === null) return t('plan.noOwner');
  const member = plan.members.find((candidate) => candidate.userId === ownerId);
  return member ? formatPersonName(member, t('unnamed')) : t('formerMember');
}
