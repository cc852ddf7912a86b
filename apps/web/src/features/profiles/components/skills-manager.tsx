import { DEFAULT_SKILL_LEVEL, type SkillLevel } from '@escouade/contract/constants';
import { SKILL_FIELD_REFOCUS_MS } from '../../../lib/interface-constants';
import type { MyProfile, Skill, UserSkill } from '@escouade/contract/profiles';
import { Plus, Trash2, Undo2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { getFieldIssues, translateValidationMessage } from '../../../lib/validation-message';
import { useAddUserSkill, useRemoveUserSkill, useUpdateUserSkillLevel } from '../api/user-skills';
import { getSkillCategoryLabel, SKILL_CATEGORY_KEYS, toSkillCategoryValue } from '../profile-labels';
import { ProfileField } from './profile-field';
import { SkillCombobox } from '../../../components/skill-combobox';
import { getSkillLevelLabel, SkillLevelSelect } from './skill-level-select';
import { apiErrorMessage } from '../../../lib/api-error-message';

/** API errors about the skill itself, shown on the field that names it. */
const NAME_FIELD_ERRORS = new Set(['SKILL_ALREADY_ADDED', 'SKILL_CREATION_LIMITED']);

/** A field's problem: a validation key (`validation:`) or an API error code (`errors:`). */
type FieldProblem = { kind: 'validation'; key: string } | { kind: 'error'; code: string };

/** Spaces collapsed and case ignored, as the server compares names. */
function normalizeSkillName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/**
 * The skills manager under the profile form: the user's skills with their level, changeable
 * inline, removable after confirmation; a search to add a catalogue skill, or a new one (name required,
 * category optional), with a level (default 3). The search field has focus again after each addition.
 */
export function SkillsManager({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation(['profiles', 'validation', 'errors']);
  const id = useId();
  const addSkill = useAddUserSkill();
  const updateLevel = useUpdateUserSkillLevel();
  const removeSkill = useRemoveUserSkill();
  const searchRef = useRef<HTMLInputElement>(null);
  const newNameRef = useRef<HTMLInputElement>(null);

  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Skill | null>(null);
  const [isNewSkill, setIsNewSkill] = useState(false);
  const [newName, setNewName] = useState('');
  const [newCategory, setNewCategory] = useState('');
  const [level, setLevel] = useState<SkillLevel>(DEFAULT_SKILL_LEVEL);
  const [selectionProblem, setSelectionProblem] = useState<FieldProblem | null>(null);
  const [nameProblem, setNameProblem] = useState<FieldProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [skillToRemove, setSkillToRemove] = useState<UserSkill | null>(null);
  const wasRemovedRef = useRef(false);

  // The field is focused again shortly after an addition, once the list has re-rendered.
  const refocusTimerRef = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(refocusTimerRef.current), []);
  const refocusSearch = () => {
    window.clearTimeout(refocusTimerRef.current);
    refocusTimerRef.current = window.setTimeout(() => searchRef.current?.focus(), SKILL_FIELD_REFOCUS_MS);
  };

  const describe = (problem: FieldProblem | null) => {
    if (!problem) return undefined;
    return problem.kind === 'validation'
      ? translateValidationMessage(t, problem.key)
      : t(`errors:${problem.code}` as 'errors:INTERNAL_ERROR');
  };
  const clearMessages = () => {
    setSelectionProblem(null);
    setNameProblem(null);
    setFailure(null);
  };

  const startNewSkill = (name: string) => {
    clearMessages();
    setSelected(null);
    setIsNewSkill(true);
    setNewName(name);
    requestAnimationFrame(() => newNameRef.current?.focus());
  };
  const backToSearch = () => {
    clearMessages();
    setIsNewSkill(false);
    setSearch(newName);
    requestAnimationFrame(() => searchRef.current?.focus());
  };

  const hasSkillNamed = (name: string) =>
    profile.skills.some((skill) => normalizeSkillName(skill.name) === normalizeSkillName(name));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearMessages();
    setStatus('');
    if (isNewSkill) {
      if (newName.trim() === '') {
        setNameProblem({ kind: 'validation', key: 'skillNameRequired' });
        newNameRef.current?.focus();
        return;
      }
      if (hasSkillNamed(newName)) {
        setNameProblem({ kind: 'error', code: 'SKILL_ALREADY_ADDED' });
        newNameRef.current?.focus();
        return;
      }
    } else {
      if (!selected) {
        setSelectionProblem({ kind: 'validation', key: 'skillSelectionRequired' });
        searchRef.current?.focus();
        return;
      }
      if (hasSkillNamed(selected.name)) {
        setSelectionProblem({ kind: 'error', code: 'SKILL_ALREADY_ADDED' });
        searchRef.current?.focus();
        return;
      }
    }

    const category = toSkillCategoryValue(t, newCategory);
    const input = isNewSkill
      ? { newSkill: { name: newName.trim(), ...(category ? { category } : {}) }, level }
      : { skillId: selected?.id, level };
    addSkill.mutate(
      { userId: profile.id, input },
      {
        onSuccess: () => {
          setSearch('');
          setSelected(null);
          setIsNewSkill(false);
          setNewName('');
          setNewCategory('');
          setLevel(DEFAULT_SKILL_LEVEL);
          setStatus(t('skills.added'));
          refocusSearch();
        },
        onError: (error) => {
          const problem: FieldProblem | null =
            error instanceof ApiError && NAME_FIELD_ERRORS.has(error.code)
              ? { kind: 'error', code: error.code }
              : null;
          const issues =
            error instanceof ApiError ? getFieldIssues(error.details) : new Map<string, string>();
          const issue = issues.get('newSkill') ?? issues.get('skillId');
          const fieldProblem: FieldProblem | null =
            problem ?? (issue ? { kind: 'validation', key: issue } : null);
          if (!fieldProblem) {
            setFailure(apiErrorMessage(t, error));
            return;
          }
          if (isNewSkill) {
            setNameProblem(fieldProblem);
            newNameRef.current?.focus();
          } else {
            setSelectionProblem(fieldProblem);
            searchRef.current?.focus();
          }
        },
      },
    );
  };

  const onLevelChange = (skill: UserSkill, nextLevel: SkillLevel) => {
    setFailure(null);
    setStatus('');
    updateLevel.mutate(
      { userId: profile.id, skillId: skill.skillId, level: nextLevel },
      {
        onSuccess: () =>
          setStatus(t('skills.levelUpdated', { name: skill.name, level: getSkillLevelLabel(t, nextLevel) })),
        onError: (error) => setFailure(apiErrorMessage(t, error)),
      },
    );
  };

  const onConfirmRemoval = async () => {
    if (!skillToRemove) return;
    setFailure(null);
    setStatus('');
    try {
      await removeSkill.mutateAsync({ userId: profile.id, skillId: skillToRemove.skillId });
      wasRemovedRef.current = true;
      setStatus(t('skills.removed', { name: skillToRemove.name }));
    } catch (error) {
      setFailure(apiErrorMessage(t, error));
    }
  };

  const selectionError = describe(selectionProblem);
  const nameError = describe(nameProblem);
  const hintId = `${id}-search-hint`;
  const selectionErrorId = `${id}-selection-error`;
  const categoryListId = `${id}-categories`;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id={`${id}-title`} className="font-semibold text-ink text-xl">
        {t('skills.title')}
      </h2>
      <p className="mt-1 text-ink-muted text-sm">{t('skills.intro')}</p>

      {profile.skills.length === 0 ? (
        <p className="mt-4 rounded-lg border border-line border-dashed p-4 text-ink-muted text-sm">
          {t('skills.empty')}
        </p>
      ) : (
        <ul aria-label={t('skills.listLabel')} className="mt-4 flex flex-col divide-y divide-line">
          {profile.skills.map((skill) => (
            <li key={skill.skillId} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-40">
                <p className="break-words font-medium text-ink">
                  <span>{skill.name}</span>{' '}
                  {skill.isPending && (
                    <span className="ml-1 inline-flex rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 align-middle font-medium text-amber-900 text-xs">
                      {t('skills.pending')}
                    </span>
                  )}
                </p>
                {skill.isPending && <p className="text-ink-muted text-xs">{t('skills.pendingHint')}</p>}
                {skill.category && (
                  <p className="break-words text-ink-muted text-xs">
                    {getSkillCategoryLabel(t, skill.category)}
                  </p>
                )}
              </div>
              <div className="flex w-full items-center gap-2 sm:w-auto">
                <SkillLevelSelect
                  aria-label={t('skills.levelOf', { name: skill.name })}
                  value={skill.level}
                  onChange={(nextLevel) => onLevelChange(skill, nextLevel)}
                  className={`${fieldControlClasses} min-w-0 flex-1 sm:w-48`}
                />
                <button
                  type="button"
                  onClick={() => setSkillToRemove(skill)}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-danger-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                  <span className="sr-only">{t('skills.remove', { name: skill.name })}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${id}-add-title`}
        className="mt-6 flex flex-col gap-4"
      >
        <h3 id={`${id}-add-title`} className="font-semibold text-ink">
          {t('skills.addTitle')}
        </h3>
        {isNewSkill ? (
          <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border border-line p-4">
            <legend className="px-1 font-medium text-ink text-sm">{t('skills.newSkill')}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <ProfileField label={t('skills.newSkillName')} isRequired error={nameError}>
                {(control) => (
                  <input
                    {...control}
                    ref={newNameRef}
                    type="text"
                    autoComplete="off"
                    value={newName}
                    onChange={(event) => setNewName(event.target.value)}
                    className={fieldControlClasses}
                  />
                )}
              </ProfileField>
              <ProfileField label={t('skills.newSkillCategory')} hint={t('skills.newSkillCategoryHint')}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    autoComplete="off"
                    list={categoryListId}
                    value={newCategory}
                    onChange={(event) => setNewCategory(event.target.value)}
                    className={fieldControlClasses}
                  />
                )}
              </ProfileField>
              <datalist id={categoryListId}>
                {SKILL_CATEGORY_KEYS.map((key) => (
                  <option key={key} value={t(`categories.${key}`)} />
                ))}
              </datalist>
            </div>
            <div>
              <Button variant="ghost" onClick={backToSearch}>
                <Undo2 aria-hidden="true" className="size-4" />
                {t('skills.cancelNew')}
              </Button>
            </div>
          </fieldset>
        ) : (
          <div className="flex flex-col gap-2">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="min-w-0 flex-1">
                <SkillCombobox
                  inputRef={searchRef}
                  label={t('skills.search')}
                  excludeMine
                  texts={{
                    listLabel: t('skills.suggestionsLabel'),
                    searching: t('skills.searching'),
                    none: t('skills.noSuggestion'),
                    count: (count) => t('skills.suggestionCount', { count }),
                    addAsNew: (name) => t('skills.addAsNewNamed', { name }),
                    describe: (skill) => getSkillCategoryLabel(t, skill.category),
                  }}
                  value={search}
                  onValueChange={(value) => {
                    setSearch(value);
                    setSelected(null);
                    setSelectionProblem(null);
                  }}
                  onSelect={(skill) => {
                    setSearch(skill.name);
                    setSelected(skill);
                    setSelectionProblem(null);
                  }}
                  onAddNew={startNewSkill}
                  describedBy={[hintId, selectionError ? selectionErrorId : null].filter(Boolean).join(' ')}
                  isInvalid={Boolean(selectionError)}
                />
              </div>
              {/* Beside the field from `sm`, so the suggestions never cover it. */}
              {!selected && (
                <Button variant="secondary" onClick={() => startNewSkill(search.trim())} className="shrink-0">
                  <Plus aria-hidden="true" className="size-4" />
                  {t('skills.addAsNew')}
                </Button>
              )}
            </div>
            <p id={hintId} className="text-ink-muted text-xs">
              {t('skills.searchHint')}
            </p>
            {selectionError && (
              <p id={selectionErrorId} className="text-danger-700 text-sm">
                {selectionError}
              </p>
            )}
          </div>
        )}

        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <ProfileField label={t('skills.level')} className="sm:w-56">
            {(control) => <SkillLevelSelect {...control} value={level} onChange={setLevel} />}
          </ProfileField>
          <Button type="submit" disabled={addSkill.isPending} className="w-full sm:w-auto">
            <Plus aria-hidden="true" className="size-4" />
            {addSkill.isPending ? t('skills.adding') : t('skills.add')}
          </Button>
        </div>

        <p role="status" className="text-emerald-800 text-sm">
          {status}
        </p>
        {failure && (
          <p role="alert" className="text-danger-700 text-sm">
            {t('skills.failed')} {failure}
          </p>
        )}
      </form>

      <ConfirmDialog
        open={skillToRemove !== null}
        onOpenChange={(open) => {
          if (!open) setSkillToRemove(null);
        }}
        title={t('skills.confirmRemoveTitle', { name: skillToRemove?.name ?? '' })}
        description={t('skills.confirmRemoveText')}
        confirmLabel={t('skills.confirmRemove')}
        pendingLabel={t('skills.removing')}
        cancelLabel={t('skills.cancel')}
        onConfirm={onConfirmRemoval}
        onCloseAutoFocus={(event) => {
          // The removed skill's button is gone: go on from the search field.
          if (!wasRemovedRef.current) return;
          wasRemovedRef.current = false;
          event.preventDefault();
          searchRef.current?.focus();
        }}
      />
    </section>
  );
}
