import { useMutation } from '@tanstack/react-query';
import { postAuth } from '../../../lib/auth-session';
import { PATHS } from '@escouade/contract/paths';

/** Mails the confirmation link again; the server allows it once a minute per address. */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return postAuth('/send-verification-email', { email, callbackURL: PATHS.dashboard });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
