// Type-only imports: the contract's auth module imports zod, which must stay out of the entry chunk.
import { AUTH_ERRORS, type AuthErrorCode } from '@escouade/contract/error-codes';
import type { Role } from '@escouade/contract/constants';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from './use-translation';
import { ApiError, apiFetch, resendWhileBusy } from './api-client';
import { getCurrentLanguage } from './i18n';
import { PATHS } from '@escouade/contract/paths';

/** The signed-in user as the session endpoint returns it. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  locale: string;
}

/** The current session; `token` tells it apart in the list of the user's sessions. */
export interface SessionInfo {
  id: string;
  token: string;
  expiresAt: string;
}

export interface SessionData {
  user: SessionUser;
  session: SessionInfo;
}

/** Loading until the first check ends, then signed in (with user and role) or signed out. */
export type AuthSession =
  | { status: 'loading'; user: undefined; session: undefined }
  | { status: 'signed-out'; user: undefined; session: undefined }
  | { status: 'signed-in'; user: SessionUser; session: SessionInfo };

export const sessionQueryKey = ['auth', 'session'] as const;

async function fetchSession(): Promise<SessionData | null> {
  try {
    const data = await apiFetch<SessionData | null>('/api/auth/get-session');
    if (!data?.user || !data.session) return null;
    return { session: data.session, user: { ...data.user, role: data.user.role ?? 'user' } };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: 60_000,
    // An unreachable session check must not take the page down: the visitor is treated as signed out.
    throwOnError: false,
    refetchOnWindowFocus: true,
  });
}

/**
 * The server marks the index.html of a request that carries no session cookie (`NO_SESSION_META` in the API's
 * plugins/index-html.ts): the session check could only answer "signed out". Taking its word saves the request,
 * and a second render of everything that shows the session (the header, the home page's calls to action).
 */
export function seedSignedOutSession(queryClient: QueryClient, page: Document): void {
  if (!page.querySelector('meta[name="escouade-session"][content="none"]')) return;
  // The query is created here, before any component observes it: with its fetch function, so that a refetch
  // asked for before then (after a sign-in, say) knows how to fetch.
  queryClient.setQueryDefaults(sessionQueryKey, { queryFn: fetchSession });
  queryClient.setQueryData<SessionData | null>(sessionQueryKey, null);
}

export function useAuthSession(): AuthSession {
  const { data, isPending } = useQuery(sessionQueryOptions());
  if (isPending) return { status: 'loading', user: undefined, session: undefined };
  return data
    ? { status: 'signed-in', user: data.user, session: data.session }
    : { status: 'signed-out', user: undefined, session: undefined };
}

/**
 * Where someone lands once signed in or signed up: a client starts a project (what they came for), a professional
 * their feed, an admin the admin area.
 */
export function getLandingPath(role: Role): string {
  return role === 'user' ? PATHS.createProject : getHomePath(role);
}

/** Where a signed-in user belongs: admins run the admin area, everyone else the dashboard. */
export function getHomePath(role: Role): typeof PATHS.admin | typeof PATHS.dashboard {
  return role === 'admin' ? PATHS.admin : PATHS.dashboard;
}

/** Signs out on the server, then forgets the session locally. A failure is only logged. */
export function useSignOut(): () => Promise<void> {
  const forgetSession = useForgetSession();
  return useCallback(async () => {
    try {
      await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
    } catch (error) {
      // A warning, not an error: the user is signed out locally whatever the server said.
      console.warn('Sign-out failed', error);
    }
    await forgetSession();
  }, [forgetSession]);
}

/** Forgets the signed-in user in this tab once the server has ended the session (sign-out, account deletion). */
export function useForgetSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    queryClient.setQueryData(sessionQueryKey, null);
    // The guards react to the empty session by leaving the signed-in page; only then is its data dropped.
    // Removed while the page still observes it, a query would be fetched again, without a session: a 401.
    await new Promise((resolve) => setTimeout(resolve, 0));
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  }, [queryClient]);
}

/**
 * Keeps the language of the user's e-mails (their `locale`) in step with the interface: when a signed-in
 * user's interface language differs from the stored one, the stored one follows. Fire and forget.
 */
export function useSyncUserLocale(): void {
  const { i18n } = useTranslation();
  const language = getCurrentLanguage(i18n);
  const queryClient = useQueryClient();
  const { data } = useQuery(sessionQueryOptions());
  const storedLocale = data?.user.locale;

  useEffect(() => {
    if (storedLocale === undefined || storedLocale === language) return;
    queryClient.setQueryData<SessionData | null>(sessionQueryKey, (current) =>
      current ? { ...current, user: { ...current.user, locale: language } } : current,
    );
    postAuth('/update-user', { locale: language }).catch((error: unknown) => {
      console.warn('Could not save the preferred language', error);
    });
  }, [storedLocale, language, queryClient]);
}

/*
 * Better Auth endpoints answer with their own codes (INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED...),
 * which `apiFetch` would fold into INTERNAL_ERROR since they are not API error codes. These helpers keep them.
 */

/** A failed call to `/api/auth/*`, with the code as the server sent it (or NETWORK_ERROR / INTERNAL_ERROR). */
export class AuthRequestError extends Error {
  override readonly name = 'AuthRequestError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor({
    status,
    code,
    message,
    details,
  }: {
    status: number;
    code: string;
    message: string;
    details?: unknown;
  }) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

const AUTH_BASE_PATH = '/api/auth';

/** `POST /api/auth<path>` with a JSON body; resolves with the JSON answer, throws an `AuthRequestError`. */
export function postAuth<T = unknown>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  return requestAuth<T>(path, { method: 'POST', body: JSON.stringify(body) });
}

/** `GET /api/auth<path>`; resolves with the JSON answer, throws an `AuthRequestError`. */
export function getAuth<T = unknown>(path: string): Promise<T> {
  return requestAuth<T>(path, { method: 'GET' });
}

/**
 * A refusal before any work (the overload protection's, or the pause before a password check) is sent again
 * after its Retry-After, as every API call is. A password check refused inside the authentication library
 * comes after some of its work (a reset link used, attempts counted): it says no such thing, and is shown.
 */
function requestAuth<T>(path: string, init: { method: 'GET' | 'POST'; body?: string }): Promise<T> {
  return resendWhileBusy(() => requestAuthOnce<T>(path, init));
}

async function requestAuthOnce<T>(path: string, init: { method: 'GET' | 'POST'; body?: string }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${AUTH_BASE_PATH}${path}`, {
      ...init,
      credentials: 'include',
      headers: init.body
        ? { accept: 'application/json', 'content-type': 'application/json' }
        : { accept: 'application/json' },
    });
  } catch (cause) {
    throw new AuthRequestError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: cause instanceof Error ? cause.message : 'Network request failed',
    });
  }
  const text = await response.text().catch(() => '');
  let payload: unknown = null;
  try {
    payload = text.trim() === '' ? null : JSON.parse(text);
  } catch {
    throw new AuthRequestError({
      status: response.status,
      code: 'INTERNAL_ERROR',
      message: `Unreadable answer from ${path}`,
    });
  }
  if (response.ok) return payload as T;
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  const retryAfterHeader = response.headers.get('retry-after')?.trim();
  const retryAfter = retryAfterHeader ? Number(retryAfterHeader) : Number.NaN;
  throw new AuthRequestError({
    status: response.status,
    code:
      typeof body.code === 'string' ? body.code : response.status === 429 ? 'RATE_LIMITED' : 'INTERNAL_ERROR',
    message:
      typeof body.message === 'string' ? body.message : `Request failed with status ${response.status}`,
    details: body.details ?? (Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : undefined),
  });
}

/** The codes that have a message in the `authErrors` namespace. */
export type AuthMessageCode = AuthErrorCode | 'RATE_LIMITED';

export function isAuthMessageCode(code: unknown): code is AuthMessageCode {
  return typeof code === 'string' && (code === 'RATE_LIMITED' || Object.hasOwn(AUTH_ERRORS, code));
}

/** The translatable code of a failed auth call, or undefined for a failure without a known code. */
export function getAuthMessageCode(error: unknown): AuthMessageCode | undefined {
  return error instanceof AuthRequestError && isAuthMessageCode(error.code) ? error.code : undefined;
}
