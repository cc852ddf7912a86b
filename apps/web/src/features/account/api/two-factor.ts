import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAuth, sessionQueryKey } from '../../../lib/auth-session';
import { sessionsQueryKey } from './list-sessions';

/** What enabling returns: the authenticator URI (with the secret) and the 10 single-use backup codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/** Starts the set-up; two-factor authentication is on only once a code from the app is confirmed. */
export function enableTwoFactor(password: string): Promise<TwoFactorSetup> {
  return postAuth<TwoFactorSetup>('/two-factor/enable', { password });
}

/** Confirms the set-up with a code from the app, which turns two-factor authentication on. */
export function confirmTwoFactor(code: string): Promise<unknown> {
  return postAuth('/two-factor/verify-totp', { code });
}

export function disableTwoFactor(password: string): Promise<unknown> {
  return postAuth('/two-factor/disable', { password });
}

/** Each of these replaces the session (and its cookie): reload it, and the list of sessions. */
function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
    ]);
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}

export function useConfirmTwoFactor() {
  const refreshSessions = useRefreshSessions();
  return useMutation({ mutationFn: confirmTwoFactor, onSuccess: refreshSessions });
}

export function useDisableTwoFactor() {
  const refreshSessions = useRefreshSessions();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: refreshSessions });
}
