import type { MyProfile } from '@escouade/contract/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The signed-in user's own profile; `postingEligibilityQueryKey` lives under it. */
export const myProfileQueryKey = ['profiles', 'me'] as const;

/** `GET /api/profiles/me`: every field, private ones included, with the posting eligibility. */
export function getMyProfile(): Promise<MyProfile> {
  return apiFetch<MyProfile>('/api/profiles/me');
}

export function myProfileQueryOptions() {
  return queryOptions({ queryKey: myProfileQueryKey, queryFn: getMyProfile });
}

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}
