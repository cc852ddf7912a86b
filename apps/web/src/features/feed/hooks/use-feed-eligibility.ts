import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  postingEligibilityQueryKey,
  postingEligibilityQueryOptions,
  subscribeToSkillsChanged,
} from '../../../lib/posting-eligibility';

/**
 * `usePostingEligibility()` (refreshed on focus and when another tab changes the skills), except that a failed
 * check stays in the feed — composer disabled, reason shown — instead of replacing the whole page, posts
 * included, with the route's error screen.
 */
export function useFeedEligibility() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToSkillsChanged(() => {
        void queryClient.invalidateQueries({ queryKey: postingEligibilityQueryKey });
      }),
    [queryClient],
  );
  return useQuery({ ...postingEligibilityQueryOptions(), throwOnError: false });
}
