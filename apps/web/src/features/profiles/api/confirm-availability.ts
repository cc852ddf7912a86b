import type { MyProfile } from '@escouade/contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { myProfileQueryKey } from './get-my-profile';
import { publicProfileQueryKey } from './get-public-profile';

/** `POST /api/profiles/:userId/availability-confirmation`: my availability still holds. */
export function confirmAvailability(userId: string): Promise<MyProfile> {
  return apiFetch<MyProfile>(`/api/profiles/${encodeURIComponent(userId)}/availability-confirmation`, {
    method: 'POST',
    body: {},
  });
}

export function useConfirmAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAvailability,
    onSuccess: (profile) => {
      queryClient.setQueryData(myProfileQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: publicProfileQueryKey(profile.id) });
    },
  });
}
