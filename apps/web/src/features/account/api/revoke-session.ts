import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAuth } from '../../../lib/auth-session';
import { sessionsQueryKey } from './list-sessions';

/** Signs one of the user's other devices out. */
export function revokeSession(token: string): Promise<unknown> {
  return postAuth('/revoke-session', { token });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
