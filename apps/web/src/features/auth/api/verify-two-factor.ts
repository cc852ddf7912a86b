import { useMutation } from '@tanstack/react-query';
import { postAuth } from '../../../lib/auth-session';

export interface VerifyTwoFactorInput {
  code: string;
  /** A single-use backup code instead of the authenticator's code. */
  isBackupCode: boolean;
}

/** The second sign-in step: completes the session started by `sign-in/email`. */
export function verifyTwoFactor({ code, isBackupCode }: VerifyTwoFactorInput): Promise<unknown> {
  return isBackupCode
    ? postAuth('/two-factor/verify-backup-code', { code })
    : postAuth('/two-factor/verify-totp', { code, trustDevice: false });
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
