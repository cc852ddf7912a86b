import type { Skill } from '@escouade/contract/profiles';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { useSkillSuggestions } from '../api/get-skill-suggestions';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 200;

type SkillSearchProps = {
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  /** Skills already in the brief: not offered again. */
  excludedIds: ReadonlySet<string>;
  onSelect: (skill: Skill) => void;
  describedBy?: string | undefined;
  isInvalid?: boolean;
};

/**
 * A search in the skills catalogue (WAI-ARIA combobox with a list popup). Arrow keys move through the
 * suggestions, Enter picks one, Escape closes the list then clears the text; the focus stays in the field.
 */
export function SkillSearch({
  inputRef,
  label,
  excludedIds,
  onSelect,
  describedBy,
  isInvalid = false,
}: SkillSearchProps) {
  const { t } = useTranslation('projects');
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [value, setValue] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debouncedValue = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const suggestions = useSkillSuggestions(debouncedValue);

  const typed = value.trim();
  const options = typed === '' ? [] : (suggestions.data ?? []).filter((skill) => !excludedIds.has(skill.id));
  const isSearching = typed !== '' && (debouncedValue.trim() !== typed || suggestions.isFetching);
  const isExpanded = isOpen && typed !== '';
  const activeOption = isExpanded ? options[activeIndex] : undefined;

  const choose = (skill: Skill) => {
    setIsOpen(false);
    setActiveIndex(-1);
    setValue('');
    onSelect(skill);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setIsOpen(true);
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((index) =>
          index < 0
            ? step === 1
              ? 0
              : options.length - 1
            : (index + step + options.length) % options.length,
        );
        return;
      }
      case 'Enter':
        // Never submits the brief from the search field.
        event.preventDefault();
        if (activeOption) choose(activeOption);
        else if (options.length === 1 && options[0]) choose(options[0]);
        return;
      case 'Escape':
        if (isExpanded) {
          event.preventDefault();
          setIsOpen(false);
          setActiveIndex(-1);
        } else if (value !== '') {
          event.preventDefault();
          setValue('');
        }
        return;
      default:
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const status = !isExpanded
    ? ''
    : isSearching && options.length === 0
      ? t('brief.skillSearch.searching')
      : options.length > 0
        ? t('brief.skillSearch.count', { count: options.length })
        : t('brief.skillSearch.none');

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
          placeholder={t('brief.skillSearch.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
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
        aria-label={t('brief.skillSearch.listLabel')}
        hidden={!isExpanded}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-line bg-white py-1 shadow-lg"
      >
        {options.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-ink-muted text-sm">
            {isSearching ? t('brief.skillSearch.searching') : t('brief.skillSearch.none')}
          </li>
        )}
        {options.map((skill, index) => (
          // The input keeps the focus (aria-activedescendant) and handles the keyboard.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={skill.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(skill)}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center px-3 py-2 font-medium text-sm',
              index === activeIndex ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
            )}
          >
            {skill.name}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
