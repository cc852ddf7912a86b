import { DAYS_PER_WEEK_OPTIONS, estimateEffort } from '@escouade/contract/effort';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { type Control, type UseFormRegister, useWatch } from 'react-hook-form';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/use-translation';
import { type BriefFormValues, parseAmount, parseLengthWeeks } from '../brief-form';
import { describeDaysPerWeek, describeEffort } from '../format';

type EffortFieldProps = {
  control: Control<BriefFormValues>;
  register: UseFormRegister<BriefFormValues>;
};

/**
 * How many days a week each member gives the project, with the assumption it makes in words, computed as
 * the client types: what a total budget allows per hour, or the hours each member works. The API reads the
 * budget with the same figures (`estimateEffort`).
 */
export function EffortField({ control, register }: EffortFieldProps) {
  const { t, i18n } = useTranslation('projects');
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'fr';
  const [budgetKind, budgetAmount, startDate, deadline, lengthWeeks, teamMax, daysPerWeek] = useWatch({
    control,
    name: [
      'budgetKind',
      'budgetAmount',
      'startDate',
      'deadline',
      'lengthWeeks',
      'teamMax',
      'effortDaysPerWeek',
    ],
  });
  const effort = estimateEffort({
    startDate: startDate || null,
    deadline: deadline || null,
    lengthWeeks: parseLengthWeeks(lengthWeeks),
    daysPerWeek,
    today: new Date().toISOString().slice(0, 10),
  });
  const amount = parseAmount(budgetAmount);
  const budget =
    budgetKind === 'total' && amount !== null && amount > 0 ? { kind: 'total' as const, amount } : null;
  const assumptionId = `${id}-assumption`;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {t('brief.effort.label')}
      </label>
      <select
        id={id}
        aria-describedby={assumptionId}
        {...register('effortDaysPerWeek', { valueAsNumber: true })}
        className={`${fieldControlClasses} @lg:max-w-xs`}
      >
        {DAYS_PER_WEEK_OPTIONS.map((days) => (
          <option key={days} value={days}>
            {describeDaysPerWeek(t, days, language)}
          </option>
        ))}
      </select>
      <p id={assumptionId} className="mt-1 flex items-start gap-2 text-ink-muted text-sm">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{describeEffort(t, { budget, effort, teamMax }, language)}</span>
      </p>
    </div>
  );
}
