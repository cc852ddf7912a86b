import {
  createMilestoneInputSchema,
  type CreateMilestoneInput,
  type Milestone,
  type Plan,
  type UpdateMilestoneInput,
} from '@escouade/contract/plans';
import { clsx } from 'clsx';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { DateField } from '../../../../components/ui/date-field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormField, fieldControlClasses } from '../../../../components/ui/form-field';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { ApiError } from '../../../../lib/api-client';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { getFieldIssues, translateValidationMessage } from '../../../../lib/validation-message';
import { useCreateMilestone } from '../../api/create-milestone';
import { useUpdateMilestone } from '../../api/update-milestone';
import { formatDay, formatPersonName } from '../../format';

export type MilestoneDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: Plan;
  /** The milestone to change; none to add one. */
  milestone: Milestone | null;
  /** Called once saved, with what to announce. */
  onSaved: (message: string) => void;
};

type FieldName = 'title' | 'startDate' | 'dueDate' | 'ownerId' | 'hoursPerWeek' | 'deliverables';
type Values = Record<FieldName, string>;
const NUMBER = /^\d+(?:[.,]\d+)?$/;

function initialValues(plan: Plan, milestone: Milestone | null, language: string): Values {
  if (!milestone) {
    const day = plan.startDate ?? '';
    return { title: '', startDate: day, dueDate: day, ownerId: '', hoursPerWeek: '', deliverables: '' };
  }
  return {
    title: milestone.title,
    startDate: milestone.startDate,
    dueDate: milestone.dueDate,
    ownerId: milestone.ownerId ?? '',
    hoursPerWeek: new Intl.NumberFormat(language === 'fr' ? 'fr' : 'en', { useGrouping: false }).format(
      milestone.hoursPerWeek,
    ),
    deliverables: milestone.deliverables.join('\n'),
  };
}

/** The form's values as the API takes them; an hours field that is not a number stays a string for the check. */
function toInput(values: Values): CreateMilestoneInput {
  const hours = values.hoursPerWeek.trim();
  return {
    title: values.title,
    startDate: values.startDate,
    dueDate: values.dueDate,
    ownerId: values.ownerId === '' ? null : values.ownerId,
    hoursPerWeek: NUMBER.test(hours) ? Number(hours.replace(',', '.')) : (hours as unknown as number),
    deliverables: values.deliverables
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}

/** The Radix part of {@link MilestoneDialog}. */
export function MilestoneDialogPanel({ open, onOpenChange, plan, milestone, onSaved }: MilestoneDialogProps) {
  const { t, i18n } = useTranslation(['projects', 'validation', 'errors']);
  const language = i18n.resolvedLanguage ?? 'fr';
  const id = useId();
  const create = useCreateMilestone(plan.projectId);
  const update = useUpdateMilestone(plan.projectId);
  const [values, setValues] = useState<Values>(() => initialValues(plan, milestone, language));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const firstDateRef = useRef<HTMLInputElement | null>(null);
  const dueDateRef = useRef<HTMLInputElement | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const isPending = create.isPending || update.isPending;
  const ownerIsFormer =
    values.ownerId !== '' && !plan.members.some((member) => member.userId === values.ownerId);

  const set = (field: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstInvalid = (found: Partial<Record<FieldName, string>>) => {
    const first = (
      ['title', 'startDate', 'dueDate', 'ownerId', 'hoursPerWeek', 'deliverables'] as const
    ).find((field) => found[field]);
    if (first === 'startDate') firstDateRef.current?.focus();
    else if (first === 'dueDate') dueDateRef.current?.focus();
    else if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setFailure(null);
    const input = toInput(values);
    const parsed = createMilestoneInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= translateValidationMessage(t, issue.message);
      }
      setErrors(found);
      focusFirstInvalid(found);
      return;
    }
    try {
      if (milestone) {
        const changes = changedFields(milestone, parsed.data);
        if (Object.keys(changes).length > 0)
          await update.mutateAsync({ milestoneId: milestone.id, input: changes });
        onSaved(t('plan.announce.updated', { title: parsed.data.title }));
      } else {
        await create.mutateAsync(parsed.data);
        onSaved(t('plan.announce.added', { title: parsed.data.title }));
      }
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        const found: Partial<Record<FieldName, string>> = {};
        for (const [field, message] of getFieldIssues(error.details)) {
          found[field as FieldName] = translateValidationMessage(t, message);
        }
        setErrors(found);
        focusFirstInvalid(found);
        if (Object.keys(found).length === 0) setFailure(error);
      } else {
        setFailure(error);
      }
    }
  };

  const isLate = Boolean(
    plan.deadline && /^\d{4}-\d{2}-\d{2}$/.test(values.dueDate) && values.dueDate > (plan.deadline ?? ''),
  );
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={milestone ? t('plan.form.editTitle') : t('plan.form.addTitle')}
      description={t('plan.form.description')}
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {failure !== null && (
          <FormAlert tone="error">
            <p>{apiErrorMessage(t, failure)}</p>
          </FormAlert>
        )}
        <FormField label={t('plan.fields.title')} error={errors.title}>
          {(control) => (
            <input
              {...control}
              name="title"
              type="text"
              value={values.title}
              onChange={(event) => set('title')(event.target.value)}
              className={fieldControlClasses}
            />
          )}
        </FormField>
        <DateField
          label={t('plan.fields.startDate')}
          value={values.startDate}
          onChange={set('startDate')}
          error={errors.startDate}
          isRequired
          inputRef={(element) => {
            firstDateRef.current = element;
          }}
        />
        <DateField
          label={t('plan.fields.dueDate')}
          value={values.dueDate}
          onChange={set('dueDate')}
          error={errors.dueDate}
          hint={
            plan.deadline
              ? t('plan.form.deadlineHint', { deadline: formatDay(plan.deadline, language) })
              : undefined
          }
          isRequired
          inputRef={(element) => {
            dueDateRef.current = element;
          }}
        />
        {isLate && <p className="-mt-2 font-medium text-amber-900 text-sm">{t('plan.form.lateWarning')}</p>}
        <FormField label={t('plan.fields.owner')} error={errors.ownerId}>
          {(control) => (
            <select
              {...control}
              name="ownerId"
              value={values.ownerId}
              onChange={(event) => set('ownerId')(event.target.value)}
              className={fieldControlClasses}
            >
              <option value="">{t('plan.noOwner')}</option>
              {ownerIsFormer && <option value={values.ownerId}>{t('formerMember')}</option>}
              {plan.members.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {formatPersonName(member, t('unnamed'))}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('plan.fields.hoursPerWeekInput')} error={errors.hoursPerWeek}>
          {(control) => (
            <input
              {...control}
              name="hoursPerWeek"
              type="text"
              inputMode="decimal"
              value={values.hoursPerWeek}
              onChange={(event) => set('hoursPerWeek')(event.target.value)}
              className={clsx(fieldControlClasses, 'max-w-32 tabular-nums')}
            />
          )}
        </FormField>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-deliverables`} className="font-medium text-ink text-sm">
            {t('plan.fields.deliverablesInput')}
          </label>
          <p id={`${id}-deliverables-hint`} className="text-ink-muted text-xs">
            {t('plan.form.deliverablesHint')}
          </p>
          <textarea
            id={`${id}-deliverables`}
            name="deliverables"
            rows={3}
            value={values.deliverables}
            onChange={(event) => set('deliverables')(event.target.value)}
            aria-invalid={errors.deliverables ? true : undefined}
            aria-describedby={[
              `${id}-deliverables-hint`,
              errors.deliverables ? `${id}-deliverables-error` : '',
            ]
              .filter(Boolean)
              .join(' ')}
            className={clsx(fieldControlClasses, 'resize-y')}
          />
          {errors.deliverables && (
            <p id={`${id}-deliverables-error`} className="text-danger-700 text-sm">
              {errors.deliverables}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('plan.form.cancel')}
          </Button>
          <Button type="submit" disabled={isPending}>
            {isPending ? t('plan.form.saving') : milestone ? t('plan.form.save') : t('plan.form.add')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** Only what the form changed: an owner who left the team stays on the milestone unless someone is chosen. */
function changedFields(milestone: Milestone, next: CreateMilestoneInput): UpdateMilestoneInput {
  const changes: UpdateMilestoneInput = {};
  if (next.title.trim() !== milestone.title) changes.title = next.title;
  if (next.startDate !== milestone.startDate) changes.startDate = next.startDate;
  if (next.dueDate !== milestone.dueDate) changes.dueDate = next.dueDate;
  if (next.ownerId !== milestone.ownerId) changes.ownerId = next.ownerId;
  if (next.hoursPerWeek !== milestone.hoursPerWeek) changes.hoursPerWeek = next.hoursPerWeek;
  if (next.deliverables.join('\n') !== milestone.deliverables.join('\n'))
    changes.deliverables = next.deliverables;
  return changes;
}
