import type { PeopleIKeepAway, PublicProfile, RelationState } from '@escouade/contract/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { publicProfileQueryKey } from './get-public-profile';

export type RelationChange = { userId: string; relation: 'block' | 'mute'; isOn: boolean };

export const peopleIKeepAwayQueryKey = ['account', 'blocks'] as const;

/** `PUT` (on) or `DELETE` (off) `/api/profiles/:userId/block` or `/mute`; all idempotent. */
export function setRelation({ userId, relation, isOn }: RelationChange): Promise<RelationState> {
  return apiFetch<RelationState>(`/api/profiles/${encodeURIComponent(userId)}/${relation}`, {
    method: isOn ? 'PUT' : 'DELETE',
  });
}

/**
 * Blocks, mutes or undoes either. Afterwards the profile shows where the two stand, the feed and comment lists
 * are read again (their posts leave or come back), and so is the settings page's list. A block also ended
 * the follows both ways: the profile is read again for its follower count.
 */
export function useSetRelation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRelation,
    onSuccess: (state, { userId, relation }) => {
      queryClient.setQueryData<PublicProfile>(
        publicProfileQueryKey(userId),
        (profile) =>
          profile && {
            ...profile,
            ...state,
            isFollowedByMe: state.isBlockedByMe ? false : profile.isFollowedByMe,
          },
      );
      if (relation === 'block')
        void queryClient.invalidateQueries({ queryKey: publicProfileQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: ['feed'] });
      void queryClient.invalidateQueries({ queryKey: peopleIKeepAwayQueryKey });
    },
  });
}

/** `GET /api/account/blocks`: the people I blocked and those I muted, most recent first. */
export function usePeopleIKeepAway() {
  return useQuery({
    queryKey: peopleIKeepAwayQueryKey,
    queryFn: () => apiFetch<PeopleIKeepAway>('/api/account/blocks'),
  });
}
