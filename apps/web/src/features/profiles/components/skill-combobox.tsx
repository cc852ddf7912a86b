import type { Skill } from '@escouade/contract/profiles';
import { clsx } from 'clsx';
import { Plus, Search } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { useSkillSuggestions } from '../api/get-skill-suggestions';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { getSkillCategoryLabel } from '../profile-labels';

const SEARCH_DEBOUNCE_MS = 200;

type Option = { kind: 'skill'; skill: Skill } | { kind: 'new'; name: string };

type SkillComboboxProps = {
  inputRef: Ref<HTMLInputElement>;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  onSelect: (skill: Skill) => void;
  onAddNew: (name: string) => void;
  /** Ids of the hint and error that describe the field. */
  describedBy: string | undefined;
  isInvalid: boolean;
};

/**
 * The skill search (WAI-ARIA combobox with a list popup): catalogue suggestions for the typed text, and
 * "add as a new skill" when no suggestion has exactly that name. Arrow keys move through the list, Enter
 * picks, Escape closes the list (then clears the text); focus stays in the field throughout.
 */
export function SkillCombobox({
  inputRef,
  label,
  value,
  onValueChange,
  onSelect,
  onAddNew,
  describedBy,
  isInvalid,
}: SkillComboboxProps) {
  const { t } = useTranslation('profiles');
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debouncedValue = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const suggestions = useSkillSuggestions(debouncedValue);

  const typed = value.trim();
  const skills = typed === '' ? [] : (suggestions.data ?? []);
  const hasExactMatch = skills.some((skill) => skill.name.toLocaleLowerCase() === typed.toLocaleLowerCase());
  // Until the first answer for this text arrives, "new skill" is not offered: it may well exist.
  const isSearching = typed !== '' && (debouncedValue.trim() !== typed || suggestions.isFetching);
  const options: Option[] = [
    ...skills.map((skill): Option => ({ kind: 'skill', skill })),
    ...(typed !== '' && !hasExactMatch && !isSearching ? [{ kind: 'new', name: typed } as const] : []),
  ];
  const isExpanded = isOpen && typed !== '' && (options.length > 0 || isSearching);
  const activeOption = isExpanded ? options[activeIndex] : undefined;

  const choose = (option: Option) => {
    setIsOpen(false);
    setActiveIndex(-1);
    if (option.kind === 'skill') onSelect(option.skill);
    else onAddNew(option.name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!isOpen) setIsOpen(true);
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((index) => {
          if (index < 0) return step === 1 ? 0 : options.length - 1;
          return (index + step + options.length) % options.length;
        });
        return;
      }
      case 'Enter':
        if (activeOption) {
          // Picks the option instead of submitting the form.
          event.preventDefault();
          choose(activeOption);
        }
        return;
      case 'Escape':
        if (isExpanded) {
          event.preventDefault();
          setIsOpen(false);
          setActiveIndex(-1);
        } else if (value !== '') {
          event.preventDefault();
          onValueChange('');
        }
        return;
      default:
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const skillCount = skills.length;

  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={`${id}-input`} className="font-medium text-ink text-sm">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setIsOpen(false);
            setActiveIndex(-1);
          }}
          onClick={() => setIsOpen(true)}
          className={clsx(fieldControlClasses, 'pl-9')}
        />
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('skills.suggestionsLabel')}
        hidden={!isExpanded}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-line bg-white py-1 shadow-lg"
      >
        {isSearching && options.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-ink-muted text-sm">
            {t('skills.searching')}
          </li>
        )}
        {options.map((option, index) => (
          // The input keeps focus (aria-activedescendant); the keyboard handling is on the input.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.kind === 'skill' ? option.skill.id : 'new'}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 text-sm',
              index === activeIndex ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
            )}
          >
            {option.kind === 'skill' ? (
              <SkillOptionContent skill={option.skill} isActive={index === activeIndex} />
            ) : (
              <>
                <Plus aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0 break-words font-medium">
                  {t('skills.addAsNewNamed', { name: option.name })}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {isExpanded && !isSearching
          ? skillCount > 0
            ? t('skills.suggestionCount', { count: skillCount })
            : t('skills.noSuggestion')
          : ''}
      </p>
    </div>
  );
}

function SkillOptionContent({ skill, isActive }: { skill: Skill; isActive: boolean }) {
  const { t } = useTranslation('profiles');
  const category = getSkillCategoryLabel(t, skill.category);
  return (
    <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
      <span className="break-words font-medium">{skill.name}</span>
      {category && (
        <span className={clsx('text-xs', isActive ? 'text-white' : 'text-ink-muted')}>{category}</span>
      )}
    </span>
  );
}
