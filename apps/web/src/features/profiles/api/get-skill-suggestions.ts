import type { Skill } from '@escouade/contract/profiles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const skillSuggestionsQueryKey = ['skills', 'suggestions'] as const;

/** `GET /api/skills/suggestions?q=`: at most 8 catalogue skills whose name contains `q`, none of mine. */
export function getSkillSuggestions(query: string, signal?: AbortSignal): Promise<Skill[]> {
  return apiFetch<Skill[]>(`/api/skills/suggestions?q=${encodeURIComponent(query)}&excludeMine=true`, {
    signal,
  });
}

export function skillSuggestionsQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...skillSuggestionsQueryKey, query],
    queryFn: ({ signal }) => getSkillSuggestions(query, signal),
    staleTime: 30_000,
    // A failed search must not take the page down: the field says nothing matched and offers a new skill.
    throwOnError: false,
  });
}

/** Suggestions for the (already debounced) text; nothing is asked for a blank text. */
export function useSkillSuggestions(query: string) {
  const trimmed = query.trim();
  return useQuery({
    ...skillSuggestionsQueryOptions(trimmed),
    enabled: trimmed !== '',
    // The previous list stays while the next one loads, so the listbox does not flicker at each letter.
    placeholderData: keepPreviousData,
  });
}
