import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Whether a mailed reset link can still be used; asking does not consume it. */
export function getPasswordResetTokenStatus(token: string): Promise<{ valid: boolean }> {
  return apiFetch<{ valid: boolean }>(`/api/account/password-reset/${encodeURIComponent(token)}`);
}

export function passwordResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['account', 'password-reset', token],
    queryFn: () => getPasswordResetTokenStatus(token),
    // The answer only changes when the link is used or expires: no refetch while the form is open.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function usePasswordResetTokenStatus(token: string | null) {
  return useQuery({ ...passwordResetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
