import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAuth } from '../../../lib/auth-session';
import { sessionsQueryKey } from './list-sessions';

/** Signs every device out but this one. */
export function revokeOtherSessions(): Promise<unknown> {
  return postAuth('/revoke-other-sessions', {});
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
