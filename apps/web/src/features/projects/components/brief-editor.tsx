import { SKILL_LEVELS } from '@escouade/contract/constants';
import { type BriefEvidence, PROJECT_PRIORITIES, type Project } from '@escouade/contract/projects';
import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { ListChecks, Sparkles, Users, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Controller, type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { DateField } from '../../../components/ui/date-field';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { getFieldIssues } from '../../../lib/validation-message';
import { useConfirmBrief } from '../api/confirm-brief';
import {
  BUDGET_KINDS,
  type BriefFormValues,
  briefFormSchema,
  briefValuesFromDraft,
  briefValuesFromProject,
  DEFAULT_MIN_LEVEL,
  DEFAULT_WEIGHT,
  readStoredBrief,
  TEAM_SIZES,
  toConfirmBriefInput,
  translateBriefError,
} from '../brief-form';
import type { ChatAnalysis } from '../hooks/use-project-chat';
import { EffortField } from './effort-field';
import { SkillCombobox } from '../../../components/skill-combobox';
import { apiErrorMessage } from '../../../lib/api-error-message';

const WEIGHTS = [1, 2, 3, 4, 5] as const;

/** Where the API's validation issues (`details.issues[].path`) go in the form. */
const SERVER_FIELDS: Record<string, FieldPath<BriefFormValues>> = {
  title: 'title',
  description: 'description',
  skills: 'skills',
  teamSize: 'teamMax',
  budget: 'budgetAmount',
  startDate: 'startDate',
  deadline: 'deadline',
  lengthWeeks: 'lengthWeeks',
  priority: 'priority',
  effortDaysPerWeek: 'effortDaysPerWeek',
};

type BriefEditorProps = {
  project: Project;
  /** What the last answer of the assistant said was still missing. */
  analysis: ChatAnalysis | null;
  hasProposals: boolean;
  /** The brief was confirmed and the proposals are in the cache. */
  onConfirmed: () => void;
};

/**
 * The structured brief, pre-filled from what the assistant understood (or from the brief confirmed before),
 * editable, then confirmed: the API answers with three team configurations. While the client keeps chatting,
 * an untouched form follows the assistant; an edited one offers to take its new suggestions.
 */
export function BriefEditor({ project, analysis, hasProposals, onConfirmed }: BriefEditorProps) {
  const { t } = useTranslation(['projects', 'validation', 'errors']);
  const id = useId();
  const confirmBrief = useConfirmBrief(project.id);
  const searchRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [skillQuery, setSkillQuery] = useState('');
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors, isDirty, isSubmitting, dirtyFields },
  } = useForm<BriefFormValues>({
    resolver: zodResolver(briefFormSchema),
    defaultValues: briefValuesFromProject(project),
  });
  const skills = useFieldArray({ control, name: 'skills', keyName: 'key' });
  const budgetKind = useWatch({ control, name: 'budgetKind' });
  const hasBudget = budgetKind !== 'none';

  // A new answer of the assistant brings a new draft brief. An untouched form, before any confirmation,
  // follows it; otherwise the client is offered its suggestions (`acknowledgedDraft`: the last one they took).
  const draftBrief = project.draftBrief;
  const isFollowingDraft = !isDirty && readStoredBrief(project) === null;
  const [acknowledgedDraft, setAcknowledgedDraft] = useState(draftBrief);
  if (isFollowingDraft && acknowledgedDraft !== draftBrief) setAcknowledgedDraft(draftBrief);
  const hasNewSuggestions = !isFollowingDraft && acknowledgedDraft !== draftBrief;
  // What the assistant worked out rather than read stays "to confirm" until the client touches it.
  const isDraftOnly = readStoredBrief(project) === null;
  const inferred = new Set(isDraftOnly ? (draftBrief?.inferred ?? []) : []);
  const isTeamSizeToConfirm = inferred.has('teamSize') && !dirtyFields.teamMin && !dirtyFields.teamMax;
  const isBudgetToConfirm = inferred.has('budget') && !dirtyFields.budgetKind && !dirtyFields.budgetAmount;
  // The client's words behind each value the assistant filled, while the client has not changed it.
  const evidence = isDraftOnly ? (draftBrief?.evidence ?? []) : [];
  const quoteOf = (field: BriefEvidence['field'], skillId?: string) =>
    evidence.find((item) => item.field === field && (skillId === undefined || item.skillId === skillId))
      ?.quote || null;
  const teamQuote = dirtyFields.teamMin || dirtyFields.teamMax ? null : quoteOf('teamSize');
  const budgetQuote = dirtyFields.budgetKind || dirtyFields.budgetAmount ? null : quoteOf('budget');
  const lengthQuote = dirtyFields.lengthWeeks ? null : quoteOf('lengthWeeks');
  // A date the assistant worked out ("avant l'été") is to confirm, the words it came from describing each part.
  const inferredDateHint = (name: 'startDate' | 'deadline') => {
    const item = evidence.find((entry) => entry.field === name && entry.source === 'inferred');
    return item?.quote && !dirtyFields[name]
      ? t('brief.evidence.toConfirmFrom', { quote: item.quote })
      : undefined;
  };
  const lengthHintId = `${id}-length-hint`;
  const teamNoteId = `${id}-team-evidence`;
  const budgetNoteId = `${id}-budget-evidence`;
  const teamDescription = isTeamSizeToConfirm && teamQuote ? teamNoteId : undefined;
  const budgetDescription = isBudgetToConfirm && budgetQuote ? budgetNoteId : undefined;
  const lastDraftRef = useRef(draftBrief);
  useEffect(() => {
    if (draftBrief === lastDraftRef.current) return;
    lastDraftRef.current = draftBrief;
    if (isFollowingDraft) reset(briefValuesFromDraft(project));
  }, [draftBrief, isFollowingDraft, project, reset]);

  const applySuggestions = () => {
    const current = getValues();
    const suggested = briefValuesFromDraft(project);
    const known = new Set(current.skills.map((skill) => skill.skillId));
    reset(
      {
        ...current,
        title: current.title || suggested.title,
        skills: [...current.skills, ...suggested.skills.filter((skill) => !known.has(skill.skillId))],
        ...(project.draftBrief?.teamSize && { teamMin: suggested.teamMin, teamMax: suggested.teamMax }),
        ...(project.draftBrief?.budget && {
          budgetKind: suggested.budgetKind,
          budgetAmount: suggested.budgetAmount,
        }),
        ...(project.draftBrief?.startDate && { startDate: suggested.startDate }),
        ...(project.draftBrief?.deadline && { deadline: suggested.deadline }),
        ...(project.draftBrief?.lengthWeeks && { lengthWeeks: suggested.lengthWeeks }),
        ...(project.draftBrief?.priority && { priority: suggested.priority }),
        ...(project.draftBrief?.daysPerWeek && { effortDaysPerWeek: suggested.effortDaysPerWeek }),
      },
      { keepDefaultValues: true },
    );
    setAcknowledgedDraft(draftBrief);
    setAnnouncement(t('brief.suggestionsApplied'));
  };

  const save = async (values: BriefFormValues) => {
    try {
      await confirmBrief.mutateAsync(toConfirmBriefInput(values));
      reset(values);
      setAcknowledgedDraft(draftBrief);
      onConfirmed();
    } catch (error) {
      let hasFieldIssue = false;
      if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
        for (const [field, message] of getFieldIssues(error.details)) {
          const target = SERVER_FIELDS[field];
          if (!target) continue;
          setError(target, { message }, { shouldFocus: !hasFieldIssue && target !== 'skills' });
          hasFieldIssue = true;
        }
      }
      if (!hasFieldIssue) requestAnimationFrame(() => alertRef.current?.focus());
    }
  };
  // Wrapped so that the handlers (which read refs) only ever run from the submit event.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(save, (invalid) => {
      // The skills have no input of their own: the search field is where to fix them.
      if (invalid.skills && !invalid.title && !invalid.description) searchRef.current?.focus();
    })(event);

  const error = (message: string | undefined) => translateBriefError(t, message);
  const skillsError = error(errors.skills?.message ?? errors.skills?.root?.message);
  const skillsErrorId = `${id}-skills-error`;
  const excludedIds = new Set(skills.fields.map((field) => field.skillId));
  const isServerError =
    confirmBrief.isError &&
    !(confirmBrief.error instanceof ApiError && confirmBrief.error.code === 'VALIDATION_FAILED');

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="@container rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
        >
          <ListChecks className="size-5" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="font-semibold text-ink text-xl">
            {t('brief.title')}
          </h2>
          <p className="mt-1 text-ink-muted text-sm">{t('brief.intro')}</p>
        </div>
      </div>

      {analysis && !hasProposals && (
        <div
          className={clsx(
            'mt-4 rounded-md border px-4 py-3 text-sm',
            analysis.isComplete
              ? 'border-success-200 bg-success-50 text-ink'
              : 'border-amber-200 bg-amber-50 text-ink',
          )}
        >
          {analysis.isComplete ? (
            <p>{t('brief.complete')}</p>
          ) : (
            <>
              <p>{t('brief.missingIntro')}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {analysis.missing.map((item) => (
                  <li
                    key={item}
                    className="rounded-full border border-amber-300 bg-white px-3 py-0.5 font-medium"
                  >
                    {t(`brief.missing.${item}`)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}

      {hasNewSuggestions && (
        <div className="mt-4 flex flex-col gap-3 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm @lg:flex-row @lg:items-center @lg:justify-between">
          <p className="flex items-center gap-2 text-ink">
            <Sparkles aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {t('brief.newSuggestions')}
          </p>
          <Button variant="secondary" onClick={applySuggestions} className="shrink-0">
            {t('brief.applySuggestions')}
          </Button>
        </div>
      )}

      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-6">
        <FormField label={t('brief.fields.title')} error={error(errors.title?.message)}>
          {(field) => (
            <input
              {...field}
              {...register('title')}
              type="text"
              aria-required="true"
              className={fieldControlClasses}
            />
          )}
        </FormField>
        <FormField label={t('brief.fields.description')} error={error(errors.description?.message)}>
          {(field) => (
            <textarea {...field} {...register('description')} rows={4} className={fieldControlClasses} />
          )}
        </FormField>

        <fieldset className="flex flex-col gap-3">
          <legend className="font-semibold text-ink">{t('brief.skills.legend')}</legend>
          <p className="-mt-1 text-ink-muted text-sm">{t('brief.skills.hint')}</p>
          {skills.fields.some((field) => field.isInferred) && (
            <p className="text-ink-muted text-sm">{t('brief.inferred.skills')}</p>
          )}
          {skills.fields.length === 0 ? (
            <p className="rounded-md border border-line border-dashed px-4 py-3 text-ink-muted text-sm">
              {t('brief.skills.empty')}
            </p>
          ) : (
            <ul aria-label={t('brief.skills.listLabel')} className="flex flex-col gap-2">
              {skills.fields.map((field, index) => (
                <li
                  key={field.key}
                  className="grid grid-cols-2 items-end gap-x-3 gap-y-2 rounded-lg border border-line bg-canvas p-3 @2xl:grid-cols-[minmax(0,1fr)_11rem_11rem_auto]"
                >
                  <div className="col-start-1 row-start-1 min-w-0 self-center">
                    <p className="break-words font-medium text-ink">
                      {field.name} {field.isInferred && <ToConfirmBadge className="ml-1" />}
                    </p>
                    {field.isInferred && quoteOf('skills', field.skillId) && (
                      <p id={`${id}-skill-evidence-${field.key}`} className="text-ink-muted text-xs">
                        {t('brief.evidence.toConfirmFrom', { quote: quoteOf('skills', field.skillId) })}
                      </p>
                    )}
                  </div>
                  <div className="col-span-2 flex flex-col gap-1 @md:col-span-1 @2xl:row-start-1">
                    <label htmlFor={`${id}-level-${field.key}`} className="text-ink-muted text-xs">
                      {t('brief.skills.minLevel')}
                    </label>
                    <select
                      id={`${id}-level-${field.key}`}
                      aria-label={t('brief.skills.minLevelFor', { name: field.name })}
                      aria-describedby={
                        field.isInferred && quoteOf('skills', field.skillId)
                          ? `${id}-skill-evidence-${field.key}`
                          : undefined
                      }
                      {...register(`skills.${index}.minLevel`, { valueAsNumber: true })}
                      className={fieldControlClasses}
                    >
                      {SKILL_LEVELS.map((level) => (
                        <option key={level} value={level}>
                          {t('option', { value: level, label: t(`levels.${level}`) })}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="col-span-2 flex flex-col gap-1 @md:col-span-1 @2xl:row-start-1">
                    <label htmlFor={`${id}-weight-${field.key}`} className="text-ink-muted text-xs">
                      {t('brief.skills.weight')}
                    </label>
                    <select
                      id={`${id}-weight-${field.key}`}
                      aria-label={t('brief.skills.weightFor', { name: field.name })}
                      {...register(`skills.${index}.weight`, { valueAsNumber: true })}
                      className={fieldControlClasses}
                    >
                      {WEIGHTS.map((weight) => (
                        <option key={weight} value={weight}>
                          {t('option', { value: weight, label: t(`weights.${weight}`) })}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Button
                    variant="ghost"
                    aria-label={t('brief.skills.removeNamed', { name: field.name })}
                    onClick={() => {
                      skills.remove(index);
                      setAnnouncement(t('brief.skills.removed', { name: field.name }));
                      searchRef.current?.focus();
                    }}
                    className="col-start-2 row-start-1 justify-self-end @2xl:col-start-4"
                  >
                    <X aria-hidden="true" className="size-4" />
                    <span className="@2xl:sr-only">{t('brief.skills.remove')}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <SkillCombobox
            inputRef={searchRef}
            label={t('brief.skills.add')}
            excludeMine={false}
            excludedIds={excludedIds}
            texts={{
              listLabel: t('brief.skillSearch.listLabel'),
              searching: t('brief.skillSearch.searching'),
              none: t('brief.skillSearch.none'),
              count: (count) => t('brief.skillSearch.count', { count }),
              placeholder: t('brief.skillSearch.placeholder'),
            }}
            value={skillQuery}
            onValueChange={setSkillQuery}
            describedBy={skillsError ? skillsErrorId : undefined}
            isInvalid={Boolean(skillsError)}
            onSelect={(skill) => {
              skills.append(
                { skillId: skill.id, name: skill.name, minLevel: DEFAULT_MIN_LEVEL, weight: DEFAULT_WEIGHT },
                { shouldFocus: false },
              );
              setSkillQuery('');
              setAnnouncement(t('brief.skills.added', { name: skill.name }));
            }}
          />
          {skillsError && (
            <p id={skillsErrorId} className="text-danger-700 text-sm">
              {skillsError}
            </p>
          )}
        </fieldset>

        <div className="grid gap-6 @lg:grid-cols-2">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 flex flex-wrap items-center gap-2 font-semibold text-ink">
              <Users aria-hidden="true" className="size-4" />
              {t('brief.team.legend')} {isTeamSizeToConfirm && <ToConfirmBadge />}
            </legend>
            {isTeamSizeToConfirm && teamQuote && (
              <p id={teamNoteId} className="-mt-1 mb-1 text-ink-muted text-sm">
                {t('brief.evidence.toConfirmFrom', { quote: teamQuote })}
              </p>
            )}
            {isTeamSizeToConfirm && !teamQuote && (
              <p className="-mt-1 mb-1 text-ink-muted text-sm">{t('brief.inferred.teamSize')}</p>
            )}
            {!isTeamSizeToConfirm && teamQuote && <StatedQuote quote={teamQuote} />}
            <div className="grid grid-cols-2 gap-3">
              <FormField label={t('brief.team.min')} describedBy={teamDescription}>
                {(field) => (
                  <select
                    {...field}
                    {...register('teamMin', { valueAsNumber: true })}
                    className={fieldControlClasses}
                  >
                    {TEAM_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {t('brief.team.people', { count: size })}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField
                label={t('brief.team.max')}
                error={error(errors.teamMax?.message)}
                describedBy={teamDescription}
              >
                {(field) => (
                  <select
                    {...field}
                    {...register('teamMax', { valueAsNumber: true })}
                    className={fieldControlClasses}
                  >
                    {TEAM_SIZES.map((size) => (
                      <option key={size} value={size}>
                        {t('brief.team.people', { count: size })}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
          </fieldset>
          <FormField label={t('brief.fields.priority')} error={error(errors.priority?.message)}>
            {(field) => (
              <select {...field} {...register('priority')} className={fieldControlClasses}>
                {PROJECT_PRIORITIES.map((priority) => (
                  <option key={priority} value={priority}>
                    {t(`priorities.${priority}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 flex flex-wrap items-center gap-2 font-semibold text-ink">
            {t('brief.budget.legend')} {isBudgetToConfirm && <ToConfirmBadge />}
          </legend>
          {isBudgetToConfirm && budgetQuote && (
            <p id={budgetNoteId} className="-mt-1 text-ink-muted text-sm">
              {t('brief.evidence.toConfirmFrom', { quote: budgetQuote })}
            </p>
          )}
          {isBudgetToConfirm && !budgetQuote && (
            <p className="-mt-1 text-ink-muted text-sm">{t('brief.inferred.budget')}</p>
          )}
          {!isBudgetToConfirm && budgetQuote && <StatedQuote quote={budgetQuote} />}
          <div className="flex flex-col gap-1 @lg:flex-row @lg:flex-wrap @lg:gap-x-6">
            {BUDGET_KINDS.map((kind) => (
              <label
                key={kind}
                className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-ink text-sm"
              >
                <input
                  type="radio"
                  value={kind}
                  {...register('budgetKind')}
                  className="size-5 accent-brand-700"
                />
                {t(`brief.budget.kinds.${kind}`)}
              </label>
            ))}
          </div>
          {hasBudget && (
            <FormField
              label={t(`brief.budget.amount.${budgetKind}`)}
              error={error(errors.budgetAmount?.message)}
              describedBy={budgetDescription}
              className="@lg:max-w-xs"
            >
              {(field) => (
                <input
                  {...field}
                  {...register('budgetAmount')}
                  type="text"
                  inputMode="decimal"
                  aria-required="true"
                  className={fieldControlClasses}
                />
              )}
            </FormField>
          )}
        </fieldset>

        <div className="grid gap-6 @lg:grid-cols-2">
          {(['startDate', 'deadline'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field: { ref, value, onChange, onBlur } }) => (
                <DateField
                  label={t(`brief.fields.${name}`)}
                  value={value}
                  onChange={onChange}
                  onBlur={onBlur}
                  inputRef={ref}
                  error={error(errors[name]?.message)}
                  hint={inferredDateHint(name)}
                />
              )}
            />
          ))}
          <div className="flex flex-col gap-1.5">
            <FormField
              label={t('brief.fields.lengthWeeks')}
              error={error(errors.lengthWeeks?.message)}
              describedBy={lengthHintId}
            >
              {(field) => (
                <input
                  {...field}
                  {...register('lengthWeeks')}
                  type="text"
                  inputMode="numeric"
                  className={fieldControlClasses}
                />
              )}
            </FormField>
            <p id={lengthHintId} className="text-ink-muted text-sm">
              {t('brief.lengthHint')}
            </p>
            {lengthQuote && <StatedQuote quote={lengthQuote} />}
          </div>
        </div>
        <EffortField control={control} register={register} />

        {isServerError && (
          <FormAlert ref={alertRef} tone="error">
            <p>{apiErrorMessage(t, confirmBrief.error)}</p>
          </FormAlert>
        )}
        <div className="flex flex-col gap-3 @lg:flex-row @lg:items-center @lg:justify-between">
          <p className="text-ink-muted text-sm">{t('brief.confirmHint')}</p>
          <Button type="submit" disabled={isSubmitting} className="shrink-0">
            <Sparkles aria-hidden="true" className="size-4" />
            {isSubmitting ? t('brief.confirming') : hasProposals ? t('brief.reconfirm') : t('brief.confirm')}
          </Button>
        </div>
      </form>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

/** The client's words a stated value was read in, shown on demand. */
function StatedQuote({ quote }: { quote: string }) {
  const { t } = useTranslation('projects');
  return (
    <details className="-mt-1 text-ink-muted text-sm">
      <summary className="cursor-pointer underline-offset-2 hover:underline">
        {t('brief.evidence.show')}
      </summary>
      <p className="mt-1">{t('brief.evidence.stated', { quote })}</p>
    </details>
  );
}

/** Marks what the assistant worked out rather than read in the client's words. */
function ToConfirmBadge({ className }: { className?: string }) {
  const { t } = useTranslation('projects');
  return (
    <span
      className={clsx(
        'inline-flex rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 align-middle font-medium text-amber-900 text-xs',
        className,
      )}
    >
      {t('brief.toConfirm')}
    </span>
  );
}
