import { useMutation } from '@tanstack/react-query';
import { postAuth } from '../../../lib/auth-session';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** Sets the new password with the mailed token; the server then signs out every session of the account. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return postAuth('/reset-password', { ...input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
