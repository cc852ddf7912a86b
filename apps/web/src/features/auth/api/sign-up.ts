import type { SignUpRole } from '@escouade/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { postAuth } from '../../../lib/auth-session';
import type { SupportedLanguage } from '../../../lib/i18n';
import { PATHS } from '@escouade/contract/paths';

export interface SignUpInput {
  email: string;
  password: string;
  role: SignUpRole;
  locale: SupportedLanguage;
}

/** `token` is null while the e-mail must be confirmed; otherwise the session cookie is already set. */
export interface SignUpResult {
  token: string | null;
}

export function signUp(input: SignUpInput): Promise<SignUpResult> {
  // Better Auth requires a name; Escouade asks for it later, on the profile.
  return postAuth<SignUpResult>('/sign-up/email', { ...input, name: '', callbackURL: PATHS.dashboard });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
