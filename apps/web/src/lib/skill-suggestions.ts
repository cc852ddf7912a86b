import type { Skill } from '@escouade/contract/profiles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** Every suggestion list is under this key: adding a skill to the catalogue invalidates them all. */
export const skillSuggestionsQueryKey = ['skills', 'suggestions'] as const;

export type SkillSuggestionsScope = {
  /** Leave out the skills already on my profile (the profile editor); a brief may ask for them. */
  excludeMine: boolean;
};

/** `GET /api/skills/suggestions?q=`: a few approved catalogue skills matching `q`, in the page's language. */
export function getSkillSuggestions(
  query: string,
  { excludeMine }: SkillSuggestionsScope,
  signal?: AbortSignal,
): Promise<Skill[]> {
  const parameters = new URLSearchParams({ q: query });
  if (excludeMine) parameters.set('excludeMine', 'true');
  return apiFetch<Skill[]>(`/api/skills/suggestions?${parameters}`, { signal });
}

export function skillSuggestionsQueryOptions(query: string, scope: SkillSuggestionsScope) {
  return queryOptions({
    // The scope is part of the key: the profile's list (mine left out) and the brief's are different answers.
    queryKey: [...skillSuggestionsQueryKey, scope.excludeMine ? 'not-mine' : 'all', query],
    queryFn: ({ signal }) => getSkillSuggestions(query, scope, signal),
    staleTime: 30_000,
    // A failed search must not take the page down: the field says nothing matched.
    throwOnError: false,
  });
}

/** Suggestions for the (already debounced) text; nothing is asked for a blank text. */
export function useSkillSuggestions(query: string, scope: SkillSuggestionsScope) {
  const trimmed = query.trim();
  return useQuery({
    ...skillSuggestionsQueryOptions(trimmed, scope),
    enabled: trimmed !== '',
    // The previous list stays while the next one loads, so the listbox does not flicker at each letter.
    placeholderData: keepPreviousData,
  });
}
