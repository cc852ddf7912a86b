// Type-only: the contract's verification module imports zod, which must stay out of the admin area's chunks.
import type {
  AdminVerifications,
  VerificationStatus,
  VerificationSubjectType,
} from '@escouade/contract/verification';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type VerificationFilters = {
  status: VerificationStatus | '';
  subjectType: VerificationSubjectType | '';
  q: string;
};

/** `GET /api/admin/verifications`: pending requests first (oldest first), then the decided ones. */
export function useVerificationQueue(filters: VerificationFilters) {
  return useQuery({
    queryKey: [...adminQueryKeys.all, 'verifications', filters] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (filters.status) params.set('status', filters.status);
      if (filters.subjectType) params.set('subjectType', filters.subjectType);
      if (filters.q.trim()) params.set('q', filters.q.trim());
      const query = params.toString();
      return apiFetch<AdminVerifications>(`/api/admin/verifications${query ? `?${query}` : ''}`, { signal });
    },
    placeholderData: keepPreviousData,
    throwOnError: false,
  });
}

export type VerificationDecisionRequest =
  { kind: 'approve'; verificationId: string } | { kind: 'reject'; verificationId: string; reason: string };

/** Approves, or rejects with a reason; the queue and the audit log are read again after it. */
export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: VerificationDecisionRequest) =>
      apiFetch<void>(
        `/api/admin/verifications/${encodeURIComponent(decision.verificationId)}/${decision.kind}`,
        decision.kind === 'reject'
          ? { method: 'POST', body: { reason: decision.reason } }
          : { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}

/** Where an administrator downloads a request's registration document. */
export function verificationDocumentUrl(verificationId: string): string {
  return `/api/admin/verifications/${encodeURIComponent(verificationId)}/document`;
}
