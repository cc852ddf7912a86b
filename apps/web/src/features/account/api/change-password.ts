import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAuth, sessionQueryKey } from '../../../lib/auth-session';
import { sessionsQueryKey } from './list-sessions';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  /** Sign the other devices out; this one gets a new session. */
  revokeOtherSessions: boolean;
}

export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return postAuth('/change-password', { ...input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
      ]),
  });
}
