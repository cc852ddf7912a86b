import type { Plan } from '@escouade/contract/plans';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { formatDay, formatPersonName } from '../../format';
import { availableHours, formatHours } from './plan-format';

/** What needs attention in the plan, in words: late milestones, overloaded members, milestones led by nobody. */
export function PlanWarnings({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('projects');
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'fr';
  const warnings = [
    ...plan.milestones
      .filter((milestone) => milestone.isPastDeadline)
      .map((milestone) => ({
        key: `late-${milestone.id}`,
        text: t('plan.warnings.late', {
          title: milestone.title,
          due: formatDay(milestone.dueDate, language),
          deadline: plan.deadline ? formatDay(plan.deadline, language) : '',
        }),
      })),
    ...plan.members
      .filter((member) => member.isOverloaded && member.peakWeek)
      .map((member) => ({
        key: `overloaded-${member.userId}`,
        text: t('plan.warnings.overloaded', {
          name: formatPersonName(member, t('unnamed')),
          hours: formatHours(member.peakWeek?.hours ?? 0, language),
          week: formatDay(member.peakWeek?.weekOf ?? '', language),
          available: formatHours(availableHours(member), language),
        }),
      })),
    ...plan.milestones
      .filter((milestone) => milestone.ownerId === null)
      .map((milestone) => ({
        key: `unowned-${milestone.id}`,
        text: t('plan.warnings.noOwner', { title: milestone.title }),
      })),
  ];
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-ink text-sm"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-900" />
        {t('plan.warnings.title', { count: warnings.length })}
      </h3>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-6">
        {warnings.map((warning) => (
          <li key={warning.key} className="break-words">
            {warning.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
