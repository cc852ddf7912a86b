import type { MyProfile, UpdateProfileInput } from '@escouade/contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { postingEligibilityQueryKey } from '../../../lib/posting-eligibility';
import { myProfileQueryKey } from './get-my-profile';
import { publicProfileQueryKey } from './get-public-profile';

/** `PATCH /api/profiles/:userId`: validated again on the server, answers with the saved profile. */
export function updateProfile({ userId, input }: { userId: string; input: UpdateProfileInput }) {
  return apiFetch<MyProfile>(`/api/profiles/${encodeURIComponent(userId)}`, { method: 'PATCH', body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(myProfileQueryKey, profile);
      // The names and the profession count for posting eligibility.
      void queryClient.invalidateQueries({ queryKey: postingEligibilityQueryKey });
      void queryClient.invalidateQueries({ queryKey: publicProfileQueryKey(profile.id) });
    },
  });
}
