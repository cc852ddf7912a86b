import type { CommentsPage } from '@escouade/contract/feed';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { feedQueryKeys } from './feed-query-keys';

export type CommentsData = InfiniteData<CommentsPage, string | null>;

/** `GET /api/posts/:id/comments`: oldest first, a page at a time. */
export function listComments({
  postId,
  cursor,
  signal,
}: {
  postId: string;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<CommentsPage> {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  const query = params.size > 0 ? `?${params}` : '';
  return apiFetch<CommentsPage>(`/api/posts/${encodeURIComponent(postId)}/comments${query}`, { signal });
}

export function commentsQueryOptions(postId: string) {
  return infiniteQueryOptions({
    queryKey: feedQueryKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => listComments({ postId, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Shown inside the post, under its comment button; the rest of the feed stays usable.
    throwOnError: false,
    refetchOnWindowFocus: false,
  });
}

export function useComments(postId: string) {
  return useInfiniteQuery(commentsQueryOptions(postId));
}
