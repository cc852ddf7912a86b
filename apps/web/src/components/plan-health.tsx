import { formatDay } from '@escouade/contract/format';
import { displayNameOr } from '@escouade/contract/people';
import type { Health, HealthReason, Plan } from '@escouade/contract/plans';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from '../lib/use-translation';

const STYLES = {
  on_track: { box: 'border-success-200 bg-success-50', icon: CircleCheck, iconClass: 'text-success-800' },
  at_risk: { box: 'border-amber-300 bg-amber-50', icon: TriangleAlert, iconClass: 'text-amber-900' },
  late: { box: 'border-danger-200 bg-danger-50', icon: CircleAlert, iconClass: 'text-danger-700' },
} as const;

/**
 * What the card needs of a plan: its health, its tasks done, and the members a reason may name. A plan is one; so
 * is the summary an administrator reads. In the `projects` namespace, which the pages showing it load.
 */
export type PlanHealthFigures = Pick<Plan, 'progress'> & {
  health: Health;
  members: Pick<Plan['members'][number], 'userId' | 'firstName' | 'lastName'>[];
};

/** How the project stands (on track, at risk, late) and why, in words, with how much of the work is done. */
export function PlanHealth({ plan }: { plan: PlanHealthFigures }) {
  const { t, i18n } = useTranslation('projects');
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'fr';
  const { status, reasons } = plan.health;
  const style = STYLES[status];
  const Icon = style.icon;
  const { done, total } = plan.progress;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx('rounded-md border p-4 text-ink text-sm', style.box)}
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className={clsx('size-4 shrink-0', style.iconClass)} />
        {t(`plan.health.${status}`)}
      </h3>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-6">
        {reasons.map((reason) => (
          <li key={reasonKey(reason)} className="break-words">
            {describeReason(t, plan, reason, language)}
          </li>
        ))}
      </ul>
      {total > 0 && (
        <div className="mt-3 flex flex-col gap-1">
          <p>
            {t('plan.health.progress', { count: done, total, percent: Math.round((done / total) * 100) })}
          </p>
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-white">
            <div
              className="h-full rounded-full bg-success-700"
              style={{ width: `${(done / total) * 100}%` }}
            />
          </div>
        </div>
      )}
    </section>
  );
}

function reasonKey(reason: HealthReason): string {
  return JSON.stringify(reason);
}

function describeReason(
  t: TFunction<'projects'>,
  plan: PlanHealthFigures,
  reason: HealthReason,
  language: string,
): string {
  switch (reason.code) {
    case 'milestone_overdue':
      return reason.total === 0
        ? t('plan.health.reasons.milestoneOverdueEmpty', {
            title: reason.title,
            date: formatDay(reason.dueDate, language),
          })
        : t('plan.health.reasons.milestoneOverdue', {
            title: reason.title,
            date: formatDay(reason.dueDate, language),
            count: reason.done,
            total: reason.total,
          });
    case 'task_overdue':
      return t('plan.health.reasons.taskOverdue', {
        title: reason.title,
        date: formatDay(reason.dueDate, language),
      });
    case 'milestone_behind':
      return t('plan.health.reasons.milestoneBehind', {
        title: reason.title,
        elapsed: reason.elapsedPercent,
        done: reason.donePercent,
      });
    case 'plan_past_deadline':
      return t('plan.health.reasons.planPastDeadline', {
        end: formatDay(reason.endDate, language),
        deadline: formatDay(reason.deadline, language),
      });
    case 'member_overloaded': {
      const member = plan.members.find((candidate) => candidate.userId === reason.userId);
      return t('plan.health.reasons.memberOverloaded', {
        name: member ? displayNameOr(member, t('unnamed')) : t('formerMember'),
      });
    }
    case 'on_track':
      // How many tasks are done is the card's progress line, said once.
      return reason.total === 0 ? t('plan.health.reasons.onTrackNoTasks') : t('plan.health.reasons.onTrack');
  }
}
