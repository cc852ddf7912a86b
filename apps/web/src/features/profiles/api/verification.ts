import type { VerificationState } from '@escouade/contract/verification';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { myProfileQueryKey } from './get-my-profile';
import { publicProfileQueryKey } from './get-public-profile';

const verificationPath = (userId: string) => `/api/verifications/professional/${encodeURIComponent(userId)}`;
export const myVerificationQueryKey = (userId: string) => ['verification', 'professional', userId] as const;

/** `GET /api/verifications/professional/:userId`: whether my business is verified, and my latest request. */
export function myVerificationQueryOptions(userId: string) {
  return queryOptions({
    queryKey: myVerificationQueryKey(userId),
    queryFn: ({ signal }) => apiFetch<VerificationState>(verificationPath(userId), { signal }),
    throwOnError: false,
  });
}

export function useMyVerification(userId: string) {
  return useQuery(myVerificationQueryOptions(userId));
}

/** `POST /api/verifications/professional/:userId`: the SIRET and the registration document, as one form. */
export function useRequestVerification(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ siret, document }: { siret: string; document: File }) => {
      const form = new FormData();
      form.append('siret', siret);
      form.append('document', document, document.name);
      return apiFetch<VerificationState>(verificationPath(userId), { method: 'POST', body: form });
    },
    onSuccess: (state) => {
      queryClient.setQueryData(myVerificationQueryKey(userId), state);
      // The SIRET given becomes the profile's.
      void queryClient.invalidateQueries({ queryKey: myProfileQueryKey });
      void queryClient.invalidateQueries({ queryKey: publicProfileQueryKey(userId) });
    },
  });
}
