import type { ChangeAccountTypeInput } from '@escouade/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/auth-session';

/** `PUT /api/account/type`: client ↔ professional; the session is read again for the new role. */
export function useChangeAccountType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeAccountTypeInput) =>
      apiFetch<ChangeAccountTypeInput>('/api/account/type', { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
