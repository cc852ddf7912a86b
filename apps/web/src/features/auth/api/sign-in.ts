import { useMutation } from '@tanstack/react-query';
import { postAuth } from '../../../lib/auth-session';

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Signed in at once, or a second step is needed: the account has two-factor authentication. */
export type SignInResult =
  { twoFactorRedirect: true } | { twoFactorRedirect?: undefined; user: { role?: string } };

export function signIn(input: SignInInput): Promise<SignInResult> {
  return postAuth<SignInResult>('/sign-in/email', { ...input });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
