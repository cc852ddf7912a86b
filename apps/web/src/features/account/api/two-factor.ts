import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
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

/** How the user proves it is them before turning it off: the password, or a current code. */
export type DisableTwoFactorProof = { password: string } | { code: string };

/**
 * With the password, Better Auth's endpoint; with a code from the app or a backup code, ours (Better Auth's
 * takes only the password). A wrong password fails with INVALID_PASSWORD, a wrong code with
 * INVALID_TWO_FACTOR_CODE.
 */
export function disableTwoFactor(proof: DisableTwoFactorProof): Promise<unknown> {
  if ('password' in proof) return postAuth('/two-factor/disable', { password: proof.password });
  return apiFetch('/api/account/two-factor/disable', { method: 'POST', body: { code: proof.code } });
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
