import type { Milestone, Plan } from '@escouade/contract/plans';
import { CircleAlert, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../../lib/use-translation';
import { Button } from '../../../../components/ui/button';
import { formatDay } from '../../format';
import { describeOwner, formatHours } from './plan-format';
import { DeliveryStatusBadge, MilestoneDelivery } from './milestone-delivery';
import { TaskList } from './task-list';

type MilestoneListProps = {
  plan: Plan;
  onEdit: (milestone: Milestone) => void;
  onDelete: (milestone: Milestone) => void;
  onAnnounce: (message: string) => void;
};

/**
 * The plan as a list: each milestone's dates, owner, weekly effort, deliverables and delivery, with its actions
 * (an accepted milestone is final: no more change or removal, of it or its tasks; a delivered one is not removed).
 */
export function MilestoneList({ plan, onEdit, onDelete, onAnnounce }: MilestoneListProps) {
  const { t, i18n } = useTranslation('projects');
  const language = i18n.resolvedLanguage ?? 'fr';
  return (
    <ol className="flex flex-col divide-y divide-line">
      {plan.milestones.map((milestone) => {
        const isFinal = milestone.deliveryStatus === 'accepted';
        // A delivery stays on record with its files: the milestone carrying one is not removed.
        const isDelivered = milestone.deliveries.length > 0;
        return (
          <li key={milestone.id} className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="min-w-0 break-words font-semibold text-ink">{milestone.title}</h3>
              <DeliveryStatusBadge status={milestone.deliveryStatus} />
              {milestone.isPastDeadline && !isFinal && (
                <span className="inline-flex items-center gap-1 rounded-full bg-danger-50 px-2 py-0.5 font-medium text-danger-700 text-xs">
                  <CircleAlert aria-hidden="true" className="size-3.5" />
                  {t('plan.pastDeadlineBadge')}
                </span>
              )}
            </div>
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-ink-muted">{t('plan.fields.dates')}</dt>
                <dd className="text-ink">
                  {t('plan.dates', {
                    start: formatDay(milestone.startDate, language),
                    end: formatDay(milestone.dueDate, language),
                  })}
                </dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('plan.fields.owner')}</dt>
                <dd className="text-ink">{describeOwner(t, plan, milestone.ownerId)}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('plan.fields.hoursPerWeek')}</dt>
                <dd className="text-ink">
                  {t('plan.hoursPerWeek', { hours: formatHours(milestone.hoursPerWeek, language) })}
                </dd>
              </div>
              {milestone.skills.length > 0 && (
                // The title stays in the project's language; the skills are named in the reader's.
                <div className="sm:col-span-3">
                  <dt className="text-ink-muted">{t('plan.fields.skills')}</dt>
                  <dd className="text-ink">
                    {new Intl.ListFormat(language, { type: 'conjunction' }).format(
                      milestone.skills.map((skill) => skill.name),
                    )}
                  </dd>
                </div>
              )}
            </dl>
            {milestone.deliverables.length > 0 && (
              <div className="text-sm">
                <p className="text-ink-muted">{t('plan.fields.deliverables')}</p>
                <ul className="mt-1 list-disc pl-5 text-ink">
                  {milestone.deliverables.map((deliverable, index) => (
                    // Two deliverables may have the same words; their place tells them apart.
                    <li key={`${index}-${deliverable}`} className="break-words">
                      {deliverable}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {plan.canEdit && !isFinal && (
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => onEdit(milestone)}
                  aria-label={t('plan.editNamed', { title: milestone.title })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {t('plan.edit')}
                </Button>
                {!isDelivered && (
                  <Button
                    variant="ghost"
                    className="text-danger-700"
                    onClick={() => onDelete(milestone)}
                    aria-label={t('plan.deleteNamed', { title: milestone.title })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('plan.delete')}
                  </Button>
                )}
              </div>
            )}
            {plan.canEdit && (isFinal || isDelivered) && (
              <p className="text-ink-muted text-sm">
                {isFinal ? t('plan.finalNote') : t('plan.deliveredNote')}
              </p>
            )}
            <MilestoneDelivery plan={plan} milestone={milestone} onAnnounce={onAnnounce} />
            <TaskList plan={plan} milestone={milestone} onAnnounce={onAnnounce} />
          </li>
        );
      })}
    </ol>
  );
}
