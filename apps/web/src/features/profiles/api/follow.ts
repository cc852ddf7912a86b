import type { FollowState, PublicProfile } from '@escouade/contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { publicProfileQueryKey } from './get-public-profile';

/** `PUT` (follow) or `DELETE` (unfollow) `/api/profiles/:userId/follow`; both idempotent. */
export function setFollowing({ userId, follow }: { userId: string; follow: boolean }) {
  return apiFetch<FollowState>(`/api/profiles/${encodeURIComponent(userId)}/follow`, {
    method: follow ? 'PUT' : 'DELETE',
  });
}

/**
 * Follow / unfollow, optimistic: the button and the count change at once, the count never below 0;
 * a refusal puts the previous state back and the caller shows the error. The server's answer is the truth.
 */
export function useSetFollowing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollowing,
    onMutate: async ({ userId, follow }) => {
      const queryKey = publicProfileQueryKey(userId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<PublicProfile>(queryKey);
      queryClient.setQueryData<PublicProfile>(queryKey, (profile) => {
        if (!profile || profile.isFollowedByMe === follow) return profile;
        const followerCount = Math.max(0, profile.followerCount + (follow ? 1 : -1));
        return { ...profile, isFollowedByMe: follow, followerCount };
      });
      return { previous };
    },
    onError: (_error, { userId }, context) => {
      if (context?.previous) queryClient.setQueryData(publicProfileQueryKey(userId), context.previous);
    },
    onSuccess: (state, { userId }) => {
      queryClient.setQueryData<PublicProfile>(
        publicProfileQueryKey(userId),
        (profile) => profile && { ...profile, ...state, followerCount: Math.max(0, state.followerCount) },
      );
    },
  });
}
