// Type-only: the contract's feed module imports zod, which must stay out of the admin area's chunks.
import type { FeedPage } from '@escouade/contract/feed';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type ModerationPostsData = InfiniteData<FeedPage, string | null>;

/** Posts a page of the moderation list holds: fewer than the feed's, each may open its comments. */
export const MODERATION_PAGE_SIZE = 20;

/**
 * `GET /api/posts?q=&order=recent&cursor=`: the feed's own list, which admins read like any member, newest
 * first, also when `q` searches the texts and the authors' names: moderation goes by date, not relevance.
 */
export function listModerationPosts({
  search,
  cursor,
  signal,
}: {
  search: string;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<FeedPage> {
  const params = new URLSearchParams({ limit: String(MODERATION_PAGE_SIZE) });
  if (search) {
    params.set('q', search);
    params.set('order', 'recent');
  }
  if (cursor) params.set('cursor', cursor);
  return apiFetch<FeedPage>(`/api/posts?${params}`, { signal });
}

export function moderationPostsQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: adminQueryKeys.moderationPosts(search),
    queryFn: ({ pageParam, signal }) => listModerationPosts({ search, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A failed load is told in a toast and in the page, which stays usable (as on the users page).
    throwOnError: false,
    // While a new search runs, the previous results stay on screen.
    placeholderData: keepPreviousData,
    // Reloading every page read so far on each return to the tab would be many requests.
    refetchOnWindowFocus: false,
  });
}

export function useModerationPosts(search: string) {
  return useInfiniteQuery(moderationPostsQueryOptions(search));
}
