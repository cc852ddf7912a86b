import type { Skill } from '@escouade/contract/profiles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/skills/suggestions?q=`: a few catalogue skills whose name contains `q`. */
export function getSkillSuggestions(query: string, signal?: AbortSignal): Promise<Skill[]> {
  return apiFetch<Skill[]>(`/api/skills/suggestions?q=${encodeURIComponent(query)}`, { signal });
}

/** Suggestions for the (already debounced) text; nothing is asked for a blank text. */
export function useSkillSuggestions(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['skills', 'suggestions', trimmed],
    queryFn: ({ signal }) => getSkillSuggestions(trimmed, signal),
    enabled: trimmed !== '',
    staleTime: 30_000,
    // A failed search must not take the page down: the field says nothing matched.
    throwOnError: false,
    placeholderData: keepPreviousData,
  });
}
