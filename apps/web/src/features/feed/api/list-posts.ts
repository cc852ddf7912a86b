import { FEED_PAGE_SIZE } from '@escouade/contract/constants';
import type { FeedPage, SearchOrder } from '@escouade/contract/feed';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../lib/api-client';
import type { FeedData } from './feed-cache';
import { feedQueryKeys } from './feed-query-keys';

/**
 * `GET /api/posts`: one page, newest first, or a search's results in `order`; `cursor` is the previous page's
 * `nextCursor`.
 */
export function listPosts({
  q,
  order,
  cursor,
  signal,
}: {
  q: string;
  order: SearchOrder;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<FeedPage> {
  const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  if (q) {
    params.set('q', q);
    params.set('order', order);
  }
  return apiFetch<FeedPage>(`/api/posts?${params}`, { signal });
}

export function feedQueryOptions(q: string, order: SearchOrder) {
  return infiniteQueryOptions({
    queryKey: feedQueryKeys.postList(q, order),
    queryFn: ({ pageParam, signal }) => listPosts({ q, order, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // A failed load shows the server's message in red inside the page, under the search form and
    // the refresh button, rather than replacing the page with the route's error screen.
    throwOnError: false,
    // A refetch reloads every page already read, one after the other: after a long scroll that is dozens of
    // requests on each return to the tab. The refresh button reloads on demand, from the first page.
    refetchOnWindowFocus: false,
  });
}

export function useFeed(q: string, order: SearchOrder) {
  return useInfiniteQuery(feedQueryOptions(q, order));
}

/** Reloads the list from its first page only (rather than every page read so far), keeping it on screen meanwhile. */
export function useReloadFeed(q: string, order: SearchOrder) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const queryKey = feedQueryKeys.postList(q, order);
    await queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData<FeedData>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await queryClient.refetchQueries({ queryKey, type: 'active' });
    // Comments opened before are read again when shown.
    await queryClient.invalidateQueries({ queryKey: feedQueryKeys.allComments(), refetchType: 'none' });
    // The professionals a search found are looked up again as well.
    if (q) await queryClient.invalidateQueries({ queryKey: feedQueryKeys.people(q) });
  }, [queryClient, q, order]);
}
