import type { MyProfile, UpdatePersonInput } from '@escouade/contract/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth-session';
import { myProfileQueryKey } from './get-my-profile';

/** `PATCH /api/profiles/:userId/person`: a client's profile (names, city, country), answered with the profile. */
export function updatePerson({ userId, input }: { userId: string; input: UpdatePersonInput }) {
  return apiFetch<MyProfile>(`/api/profiles/${encodeURIComponent(userId)}/person`, {
    method: 'PATCH',
    body: input,
  });
}

export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePerson,
    onSuccess: (profile) => {
      queryClient.setQueryData(myProfileQueryKey, profile);
      // The sidebar names the person from the session.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
