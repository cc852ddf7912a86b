import type { RequestAccountDeletionInput, ScheduledDeletion } from '@escouade/contract/data-rights';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/account/deletion`: the password (and a code when two-factor authentication is on). On success
 * every session has ended; the caller forgets the local one.
 */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: (input: RequestAccountDeletionInput) =>
      apiFetch<ScheduledDeletion>('/api/account/deletion', { method: 'POST', body: input }),
  });
}

/** `POST /api/account/deletion/cancel` with the token of the e-mailed link. */
export function useCancelAccountDeletion() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<void>('/api/account/deletion/cancel', { method: 'POST', body: { token } }),
  });
}
