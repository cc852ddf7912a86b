// Type-only: the contract's profiles module imports zod, which must stay out of the chunks using this hook.
import type { PostingEligibility } from '@escouade/contract/profiles';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from './api-client';

/**
 * Written to localStorage after every change to the user's skills. Other tabs receive a `storage` event and
 * refresh what depends on skills (posting eligibility refreshes on a storage event for skills).
 */
export const SKILLS_CHANGED_STORAGE_KEY = 'escouade:skills-changed';

/** Under `['profiles', 'me']`, so invalidating the signed-in user's profile refreshes it too. */
export const postingEligibilityQueryKey = ['profiles', 'me', 'eligibility'] as const;

export function getPostingEligibility(): Promise<PostingEligibility> {
  return apiFetch<PostingEligibility>('/api/profiles/me/eligibility');
}

export function postingEligibilityQueryOptions() {
  return queryOptions({
    queryKey: postingEligibilityQueryKey,
    queryFn: getPostingEligibility,
    // Refreshed whenever the window gets the focus back, however recent the last answer.
    refetchOnWindowFocus: 'always',
  });
}

/** Tells the other tabs that the user's skills changed. Storage may be unavailable (private mode): then only this tab knows. */
export function notifySkillsChanged(): void {
  try {
    localStorage.setItem(SKILLS_CHANGED_STORAGE_KEY, String(Date.now()));
  } catch {
    // Nothing to do: the other tabs refresh on focus anyway.
  }
}

/** Calls `onChange` when another tab reports a change to the user's skills. Returns the unsubscribe function. */
export function subscribeToSkillsChanged(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SKILLS_CHANGED_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Whether the signed-in user may publish on the feed, and what is missing (first name, last name,
 * profession, at least one skill), as the server computes it. Refreshed on window focus and when another tab
 * changes the skills; call `refetch()` for the feed's refresh button.
 */
export function usePostingEligibility() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToSkillsChanged(() => {
        void queryClient.invalidateQueries({ queryKey: postingEligibilityQueryKey });
      }),
    [queryClient],
  );
  return useQuery(postingEligibilityQueryOptions());
}
