import type { PublicProfile } from '@escouade/contract/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

export function publicProfileQueryKey(userId: string) {
  return ['profiles', 'public', userId] as const;
}

/** `GET /api/profiles/:userId`: what everyone sees (no phone number or address); works signed out too. */
export function getPublicProfile(userId: string): Promise<PublicProfile> {
  return apiFetch<PublicProfile>(`/api/profiles/${encodeURIComponent(userId)}`);
}

/** An unknown id: the page says so itself rather than showing the route's error element. */
export function isProfileNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function publicProfileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: publicProfileQueryKey(userId),
    queryFn: () => getPublicProfile(userId),
    throwOnError: (error, query) => query.state.data === undefined && !isProfileNotFound(error),
  });
}

export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}
