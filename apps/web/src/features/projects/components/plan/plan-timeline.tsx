import { addDays, daysBetween } from '@escouade/contract/calendar-days';
import type { Plan } from '@escouade/contract/plans';
import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { formatDay } from '../../format';
import { describeOwner } from './plan-format';

/**
 * A month whose part of the scale is narrower than this (in % of the scale, a short month name at 375 px) is
 * named by its initial: every month the plan spans keeps its mark, none runs into the next.
 */
const MIN_SHORT_MONTH_PERCENT = 12;

/**
 * The plan as a timeline: one row per milestone, its bar placed between the plan's first day and its last
 * (or the deadline, if later), the deadline drawn across. Each row also says its dates and owner in words, so
 * the figure reads the same without seeing the bars; the list view gives the deliverables.
 */
export function PlanTimeline({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('projects');
  const captionId = useId();
  const language = i18n.resolvedLanguage ?? 'fr';
  const first = plan.startDate ?? plan.milestones[0]?.startDate;
  const lastDue = plan.endDate;
  if (!first || !lastDue) return null;
  const last = plan.deadline && plan.deadline > lastDue ? plan.deadline : lastDue;
  const totalDays = daysBetween(first, last) + 1;
  const percentOf = (day: string) => (Math.max(0, daysBetween(first, day)) / totalDays) * 100;
  const deadlineAt = plan.deadline && plan.deadline >= first ? percentOf(addDays(plan.deadline, 1)) : null;

  return (
    <figure aria-labelledby={captionId} className="flex flex-col gap-3">
      <figcaption id={captionId} className="text-ink-muted text-sm">
        {t('plan.timeline.caption', {
          start: formatDay(first, language),
          end: formatDay(last, language),
        })}
        {deadlineAt !== null && <> {t('plan.timeline.deadlineLegend')}</>}
      </figcaption>
      <div
        aria-hidden="true"
        className="relative h-5 overflow-hidden border-line border-b text-ink-muted text-xs"
      >
        {monthSegments(first, last).map(({ day, days }) => {
          const width = (days / totalDays) * 100;
          return (
            <span
              key={day}
              className="absolute top-0 overflow-hidden whitespace-nowrap border-line border-l pl-1"
              style={{ left: `${percentOf(day)}%`, width: `${width}%` }}
            >
              {new Intl.DateTimeFormat(language, {
                month: width < MIN_SHORT_MONTH_PERCENT ? 'narrow' : 'short',
                timeZone: 'UTC',
              }).format(new Date(`${day}T00:00:00Z`))}
            </span>
          );
        })}
      </div>
      <div className="relative">
        {deadlineAt !== null && (
          <div
            aria-hidden="true"
            className="absolute inset-y-0 w-0.5 bg-danger-700"
            style={{ left: `${Math.min(100, deadlineAt)}%` }}
          />
        )}
        <ol className="flex flex-col gap-4">
          {plan.milestones.map((milestone) => {
            const left = percentOf(milestone.startDate);
            const width = Math.max(
              1,
              ((daysBetween(milestone.startDate, milestone.dueDate) + 1) / totalDays) * 100,
            );
            return (
              <li key={milestone.id} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="break-words font-medium text-ink">{milestone.title}</span>
                  <span className="text-ink-muted">{describeOwner(t, plan, milestone.ownerId)}</span>
                </div>
                <div className="relative h-3 rounded-full bg-canvas">
                  <div
                    className={clsx(
                      'absolute inset-y-0 rounded-full',
                      milestone.isPastDeadline ? 'bg-danger-700' : 'bg-brand-600',
                    )}
                    style={{ left: `${left}%`, width: `${Math.min(width, 100 - left)}%` }}
                  />
                </div>
                <p className="text-ink-muted text-xs">
                  {t('plan.dates', {
                    start: formatDay(milestone.startDate, language),
                    end: formatDay(milestone.dueDate, language),
                  })}
                  {milestone.isPastDeadline && (
                    <span className="font-medium text-danger-700"> {t('plan.pastDeadlineShort')}</span>
                  )}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </figure>
  );
}

/**
 * Every month the scale spans, from the plan's first day to `last`: where its part of the scale starts (the
 * first day, or the 1st) and how many of its days are on it. A plan from 4 January to 10 March reads "janv.",
 * "févr.", "mars".
 */
function monthSegments(first: string, last: string): { day: string; days: number }[] {
  const segments: { day: string; days: number }[] = [];
  let day = first;
  while (day <= last) {
    const year = Number(day.slice(0, 4));
    const month = Number(day.slice(5, 7));
    const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const end = nextMonth > last ? addDays(last, 1) : nextMonth;
    segments.push({ day, days: daysBetween(day, end) });
    day = nextMonth;
  }
  return segments;
}
