import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAuth } from '../../../lib/auth-session';

/** One signed-in device of the user, as Better Auth lists it. */
export interface UserSession {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

export const sessionsQueryKey = ['account', 'sessions'] as const;

export function listSessions(): Promise<UserSession[]> {
  return getAuth<UserSession[]>('/list-sessions');
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: sessionsQueryKey, queryFn: listSessions });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
