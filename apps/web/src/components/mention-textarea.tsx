import { displayName } from '@escouade/contract/people';
import { mentionToken, splitMentions } from '@escouade/contract/mentions';
import type { MentionSuggestions } from '@escouade/contract/profiles';
import { useQuery } from '@tanstack/react-query';
import {
  type ComponentProps,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { apiFetch } from '../lib/api-client';
import { useTranslation } from '../lib/use-translation';

type MentionTextareaProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'ref'> & {
  /** The text as stored: each mention as `@[Name](userId)`. */
  value: string;
  onValueChange: (value: string) => void;
  textareaRef?: Ref<HTMLTextAreaElement> | undefined;
  /** In a project's thread: only its people are offered. */
  projectId?: string | undefined;
};

/** The text as the person edits it (`@Name`), and the people its mentions name. */
function toEditable(stored: string): { text: string; people: Map<string, string> } {
  const people = new Map<string, string>();
  const text = splitMentions(stored)
    .map((segment) => {
      if (segment.kind === 'text') return segment.text;
      people.set(segment.name, segment.userId);
      return `@${segment.name}`;
    })
    .join('');
  return { text, people };
}

/** The edited text back to its stored form: each `@Name` of a person picked becomes their mention. */
function toStored(text: string, people: Map<string, string>): string {
  const names = [...people.keys()].sort((a, b) => b.length - a.length);
  if (names.length === 0) return text;
  const escaped = names.map((name) => name.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`@(${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return text.replaceAll(pattern, (_whole, name: string) => mentionToken(name, people.get(name)!));
}

/** The `@…` being typed just before the caret, if any: where it starts and what follows the `@`. */
function typedMention(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|[\s([{"'«])@([\p{L}\p{M}'’-]+(?: [\p{L}\p{M}'’-]+)?)$/u.exec(before);
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

function nameOf(person: MentionSuggestions['people'][number]): string {
  return displayName(person) ?? '';
}

/**
 * A textarea where `@` followed by the start of a name offers people to mention: a list under the field,
 * operated with the arrow keys, Enter or Tab to pick, Escape to close (the field keeps the focus and says
 * which option is active, for screen readers). A picked person shows as `@Name` and is stored by id.
 */
export function MentionTextarea({
  value,
  onValueChange,
  textareaRef,
  projectId,
  onKeyDown,
  ...props
}: MentionTextareaProps) {
  const { t } = useTranslation('common');
  const { text, people } = toEditable(value);
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  const listId = useId();
  const [typed, setTyped] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const [query, setQuery] = useState('');
  // The parent's ref reaches the field itself (to focus it, for instance).
  useImperativeHandle(textareaRef, () => ownRef.current as HTMLTextAreaElement, []);

  // A short pause before asking the server, so that each key does not.
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(typed?.query ?? ''), 150);
    return () => window.clearTimeout(timer);
  }, [typed?.query]);

  const suggestions = useQuery({
    queryKey: ['mention-suggestions', query, projectId ?? null],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q: query });
      if (projectId) params.set('projectId', projectId);
      return apiFetch<MentionSuggestions>(`/api/profiles/mention-suggestions?${params}`, { signal });
    },
    enabled: query.trim().length > 0,
    staleTime: 30_000,
    throwOnError: false,
  });
  const options =
    typed && query === typed.query && dismissed !== typed.query ? (suggestions.data?.people ?? []) : [];
  const isOpen = options.length > 0;
  const activeIndex = Math.min(active, Math.max(0, options.length - 1));

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !ownRef.current) return;
    ownRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const follow = (element: HTMLTextAreaElement) => {
    const found = typedMention(element.value, element.selectionStart ?? element.value.length);
    setTyped(found);
    if (!found || found.query !== typed?.query) setActive(0);
  };

  const pick = (person: MentionSuggestions['people'][number]) => {
    if (!typed) return;
    const name = nameOf(person);
    const caret = typed.start + 1 + typed.query.length;
    const inserted = `@${name} `;
    const nextText = text.slice(0, typed.start) + inserted + text.slice(caret);
    const nextPeople = new Map(people).set(name, person.id);
    pendingCaret.current = typed.start + inserted.length;
    setTyped(null);
    onValueChange(toStored(nextText, nextPeople));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isOpen) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(options[activeIndex]!);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list, not the dialog or panel around the field.
        event.preventDefault();
        event.stopPropagation();
        setDismissed(typed?.query ?? null);
        return;
      }
    }
    onKeyDown?.(event);
  };

  return (
    <div className="relative">
      <textarea
        {...props}
        ref={ownRef}
        value={text}
        aria-autocomplete="list"
        aria-controls={isOpen ? listId : undefined}
        aria-activedescendant={isOpen ? `${listId}-${activeIndex}` : undefined}
        onChange={(event) => {
          onValueChange(toStored(event.target.value, people));
          follow(event.target);
        }}
        onKeyDown={handleKeyDown}
        onKeyUp={(event) => {
          if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') follow(event.currentTarget);
        }}
        onClick={(event) => follow(event.currentTarget)}
        onBlur={(event) => {
          setTyped(null);
          props.onBlur?.(event);
        }}
      />
      {/* A polite live region, not a status: the form's own status messages stay the only ones. */}
      <p aria-live="polite" className="sr-only">
        {isOpen ? t('mentions.count', { count: options.length }) : ''}
      </p>
      {isOpen && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('mentions.label')}
          className="absolute top-full left-0 z-30 mt-1 max-h-64 w-full max-w-sm overflow-y-auto rounded-md border border-line bg-white py-1 shadow-lg"
        >
          {options.map((person, index) => (
            <li
              key={person.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // The field keeps the focus: a press on an option picks it without blurring the field first.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
              className={`flex cursor-pointer flex-col px-3 py-2 text-sm ${index === activeIndex ? 'bg-brand-50' : ''}`}
            >
              <span className="font-medium text-ink">{nameOf(person)}</span>
              {person.profession && <span className="text-ink-muted text-xs">{person.profession}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
