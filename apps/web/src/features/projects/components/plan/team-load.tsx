import type { Plan } from '@escouade/contract/plans';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { formatDay, formatPersonName } from '../../format';
import { availableHours, formatHours } from './plan-format';

/** Each member's busiest week on the plan against the hours they have, overloaded members flagged. */
export function TeamLoad({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('projects');
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'fr';
  if (plan.members.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        {t('plan.load.title')}
      </h3>
      <ul className="flex flex-col gap-3">
        {plan.members.map((member) => {
          const available = availableHours(member);
          const peak = member.peakWeek?.hours ?? 0;
          return (
            <li key={member.userId} className="flex flex-col gap-1 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-ink">{formatPersonName(member, t('unnamed'))}</span>
                <span
                  className={clsx(
                    'font-medium',
                    member.isOverloaded ? 'text-danger-700' : 'text-success-800',
                  )}
                >
                  {member.isOverloaded ? t('plan.load.overloaded') : t('plan.load.withinHours')}
                </span>
              </div>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-canvas">
                <div
                  className={clsx(
                    'h-full rounded-full',
                    member.isOverloaded ? 'bg-danger-700' : 'bg-brand-600',
                  )}
                  style={{ width: `${Math.min(100, (peak / available) * 100)}%` }}
                />
              </div>
              <p className="text-ink-muted">
                {member.peakWeek
                  ? t('plan.load.peak', {
                      hours: formatHours(member.peakWeek.hours, language),
                      week: formatDay(member.peakWeek.weekOf, language),
                    })
                  : t('plan.load.none')}{' '}
                {member.declaredHoursPerWeek === null
                  ? t('plan.load.assumed', { hours: formatHours(available, language) })
                  : t('plan.load.declared', { hours: formatHours(available, language) })}
              </p>
              {member.timeLogged.length > 0 ? (
                <div className="flex flex-col gap-1">
                  <p className="font-medium text-ink">{t('plan.load.loggedTitle')}</p>
                  <ul className="flex flex-col gap-0.5 text-ink-muted">
                    {member.timeLogged.map((week) => (
                      <li key={week.weekOf}>
                        {t('plan.load.logged', {
                          week: formatDay(week.weekOf, language),
                          logged: formatHours(week.loggedHours, language),
                          booked: formatHours(week.bookedHours, language),
                        })}{' '}
                        ({t(`plan.load.status.${week.status}`)}
                        {week.loggedHours > week.bookedHours + 0.05 ? `, ${t('plan.load.overBooked')}` : ''})
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
