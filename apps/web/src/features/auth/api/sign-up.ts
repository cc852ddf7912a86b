import type { SignUpRole } from '@escouade/contract/constants';
import type { OrganisationSizeBand } from '@escouade/contract/organisations';
import { useMutation } from '@tanstack/react-query';
import { getLandingPath, postAuth } from '../../../lib/auth-session';
import type { SupportedLanguage } from '../../../lib/i18n';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: SignUpRole;
  locale: SupportedLanguage;
  /** A client's company: its organisation is created with the account, which owns it. */
  company?: {
    legalName: string;
    siret: string | null;
    vatNumber: string | null;
    sector: string | null;
    sizeBand: OrganisationSizeBand | null;
  };
}

/** `token` is null while the e-mail must be confirmed; otherwise the session cookie is already set. */
export interface SignUpResult {
  token: string | null;
}

export function signUp(input: SignUpInput): Promise<SignUpResult> {
  // Better Auth requires `name`; the server sets it from the first and last name.
  // The confirmation link signs in and lands where a sign-in does.
  return postAuth<SignUpResult>('/sign-up/email', {
    ...input,
    name: '',
    callbackURL: getLandingPath(input.role),
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
