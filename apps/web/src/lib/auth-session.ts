import type { Role } from '@escouade/contract/constants';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiFetch } from './api-client';

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

/** Spec §4: loading until the first check ends, then signed in (with user and role) or signed out. */
export type AuthSession =
  | { status: 'loading'; user: undefined }
  | { status: 'signed-out'; user: undefined }
  | { status: 'signed-in'; user: SessionUser };

export const sessionQueryKey = ['auth', 'session'] as const;

async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const session = await apiFetch<{ user: SessionUser } | null>('/api/auth/get-session');
    return session?.user ? { ...session.user, role: session.user.role ?? 'user' } : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: fetchSessionUser,
    staleTime: 60_000,
    // An unreachable session check must not take the page down: the visitor is treated as signed out.
    throwOnError: false,
    refetchOnWindowFocus: true,
  });
}

export function useAuthSession(): AuthSession {
  const { data, isPending } = useQuery(sessionQueryOptions());
  if (isPending) return { status: 'loading', user: undefined };
  return data ? { status: 'signed-in', user: data } : { status: 'signed-out', user: undefined };
}

/** Signs out on the server, then forgets the session locally. A failure is only logged (spec §8). */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  }, [queryClient]);
}
