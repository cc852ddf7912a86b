import type { Skill } from '@escouade/contract/profiles';
import { clsx } from 'clsx';
import { Plus, Search } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useSkillSuggestions } from '../lib/skill-suggestions';
import { fieldControlClasses } from './ui/form-field';

const SEARCH_DEBOUNCE_MS = 200;

type Option = { kind: 'skill'; skill: Skill } | { kind: 'new'; name: string };

/** What the combobox says, in the words of the form it sits in. */
export type SkillComboboxTexts = {
  listLabel: string;
  searching: string;
  none: string;
  count: (count: number) => string;
  placeholder?: string;
  /** "Add « Rust » as a new skill": only where a new skill may be named. */
  addAsNew?: (name: string) => string;
  /** A second line for a suggestion (its category, say). */
  describe?: (skill: Skill) => string | null | undefined;
};

type SkillComboboxProps = {
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  texts: SkillComboboxTexts;
  value: string;
  onValueChange: (value: string) => void;
  onSelect: (skill: Skill) => void;
  /** Offers "add as a new skill" when no suggestion has exactly the typed name. */
  onAddNew?: (name: string) => void;
  /** Leave out the skills on my own profile (the profile editor), or not (a brief may ask for them). */
  excludeMine: boolean;
  /** Skills already chosen in this form: not offered again. */
  excludedIds?: ReadonlySet<string>;
  /** Ids of the hint and error that describe the field. */
  describedBy?: string | undefined;
  isInvalid?: boolean;
};

/**
 * The search in the skills catalogue (WAI-ARIA combobox with a list popup), for the profile editor and the
 * brief: arrow keys move through the suggestions, Enter picks the active one, Escape closes the list then
 * clears the text; the focus stays in the field throughout. Without `onAddNew`, Enter never submits the form
 * around it and picks the only suggestion when there is one; with it, Enter on no suggestion lets the form
 * add the typed name.
 */
export function SkillCombobox({
  inputRef,
  label,
  texts,
  value,
  onValueChange,
  onSelect,
  onAddNew,
  excludeMine,
  excludedIds,
  describedBy,
  isInvalid = false,
}: SkillComboboxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debouncedValue = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const suggestions = useSkillSuggestions(debouncedValue, { excludeMine });

  const typed = value.trim();
  const skills = typed === '' ? [] : (suggestions.data ?? []).filter((skill) => !excludedIds?.has(skill.id));
  const hasExactMatch = skills.some((skill) => skill.name.toLocaleLowerCase() === typed.toLocaleLowerCase());
  // Until the first answer for this text arrives, "new skill" is not offered: it may well exist.
  const isSearching = typed !== '' && (debouncedValue.trim() !== typed || suggestions.isFetching);
  const canAddNew = onAddNew !== undefined && typed !== '' && !hasExactMatch && !isSearching;
  const options: Option[] = [
    ...skills.map((skill): Option => ({ kind: 'skill', skill })),
    ...(canAddNew ? [{ kind: 'new', name: typed } as const] : []),
  ];
  const isExpanded = isOpen && typed !== '';
  const activeOption = isExpanded ? options[activeIndex] : undefined;

  const choose = (option: Option) => {
    setIsOpen(false);
    setActiveIndex(-1);
    if (option.kind === 'skill') onSelect(option.skill);
    else onAddNew?.(option.name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setIsOpen(true);
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
        } else if (!onAddNew) {
          event.preventDefault();
          const [only] = options;
          if (options.length === 1 && only) choose(only);
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
  const status = !isExpanded
    ? ''
    : isSearching && skills.length === 0
      ? texts.searching
      : skills.length > 0
        ? texts.count(skills.length)
        : texts.none;

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
          aria-describedby={describedBy || undefined}
          aria-invalid={isInvalid || undefined}
          placeholder={texts.placeholder}
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
        aria-label={texts.listLabel}
        hidden={!isExpanded}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-line bg-white py-1 shadow-lg"
      >
        {options.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-ink-muted text-sm">
            {isSearching ? texts.searching : texts.none}
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
              <SkillOptionContent
                name={option.skill.name}
                detail={texts.describe?.(option.skill)}
                isActive={index === activeIndex}
              />
            ) : (
              <>
                <Plus aria-hidden="true" className="size-4 shrink-0" />
                <span className="min-w-0 break-words font-medium">{texts.addAsNew?.(option.name)}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}

function SkillOptionContent({
  name,
  detail,
  isActive,
}: {
  name: string;
  detail: string | null | undefined;
  isActive: boolean;
}) {
  return (
    <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
      <span className="break-words font-medium">{name}</span>
      {detail && (
        <span className={clsx('text-xs', isActive ? 'text-white' : 'text-ink-muted')}>{detail}</span>
      )}
    </span>
  );
}
