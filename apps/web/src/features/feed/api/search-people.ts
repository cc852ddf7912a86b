import type { PeopleSearchPage } from '@escouade/contract/profiles';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { feedQueryKeys } from './feed-query-keys';

/** Professionals shown at a time above the posts a search found. */
export const PEOPLE_PAGE_SIZE = 4;

/** `GET /api/profiles/search`: professionals whose name, profession or skills match `q`, best first. */
export function searchPeople({
  q,
  cursor,
  signal,
}: {
  q: string;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<PeopleSearchPage> {
  const params = new URLSearchParams({ q, limit: String(PEOPLE_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<PeopleSearchPage>(`/api/profiles/search?${params}`, { signal });
}

export function usePeopleSearch(q: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: feedQueryKeys.people(q),
      queryFn: ({ pageParam, signal }) => searchPeople({ q, cursor: pageParam, signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      throwOnError: false,
      refetchOnWindowFocus: false,
    }),
  );
}
