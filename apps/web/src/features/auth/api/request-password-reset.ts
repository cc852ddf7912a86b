import { useMutation } from '@tanstack/react-query';
import { postAuth } from '../../../lib/auth-session';
import { PATHS } from '@escouade/contract/paths';

/** Mails a reset link when the address has an account; the answer is the same either way. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return postAuth('/request-password-reset', { email, redirectTo: PATHS.updatePassword });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
