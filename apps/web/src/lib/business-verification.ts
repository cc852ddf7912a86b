import type { VerificationState, VerificationSubjectType } from '@escouade/contract/verification';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';

// A business's verification (a professional's, an organisation's), as its page reads and asks for it: the
// same endpoints whatever the kind of business, under `/api/verifications/:subjectType/:subjectId`.

const verificationPath = (subjectType: VerificationSubjectType, subjectId: string) =>
  `/api/verifications/${subjectType}/${encodeURIComponent(subjectId)}`;

export const verificationQueryKey = (subjectType: VerificationSubjectType, subjectId: string) =>
  ['verification', subjectType, subjectId] as const;

/** `GET /api/verifications/:subjectType/:subjectId`: whether it is verified, and its latest request. */
export function verificationQueryOptions(subjectType: VerificationSubjectType, subjectId: string) {
  return queryOptions({
    queryKey: verificationQueryKey(subjectType, subjectId),
    queryFn: ({ signal }) =>
      apiFetch<VerificationState>(verificationPath(subjectType, subjectId), { signal }),
    throwOnError: false,
  });
}

export function useVerification(subjectType: VerificationSubjectType, subjectId: string) {
  return useQuery(verificationQueryOptions(subjectType, subjectId));
}

/**
 * `POST /api/verifications/:subjectType/:subjectId`: the SIRET and the registration document, as one form.
 * `onRequested` refreshes what shows the SIRET given (it becomes the business's).
 */
export function useRequestVerification(
  subjectType: VerificationSubjectType,
  subjectId: string,
  onRequested?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ siret, document }: { siret: string; document: File }) => {
      const form = new FormData();
      form.append('siret', siret);
      form.append('document', document, document.name);
      return apiFetch<VerificationState>(verificationPath(subjectType, subjectId), {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: (state) => {
      queryClient.setQueryData(verificationQueryKey(subjectType, subjectId), state);
      onRequested?.();
    },
  });
}
