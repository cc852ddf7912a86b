// Type-only: the contract's feed module imports zod, which must stay out of the admin area's chunks.
import type { CommentsPage } from '@escouade/contract/feed';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

export type ModerationCommentsData = InfiniteData<CommentsPage, string | null>;

/** `GET /api/posts/:id/comments?cursor=`: a post's comments, oldest first, 50 a page. */
export function listModerationComments({
  postId,
  cursor,
  signal,
}: {
  postId: string;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<CommentsPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiFetch<CommentsPage>(`/api/posts/${encodeURIComponent(postId)}/comments${query}`, { signal });
}

export function moderationCommentsQueryOptions(postId: string) {
  return infiniteQueryOptions({
    queryKey: adminQueryKeys.moderationComments(postId),
    queryFn: ({ pageParam, signal }) => listModerationComments({ postId, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Shown inside the post; the rest of the list stays usable.
    throwOnError: false,
    refetchOnWindowFocus: false,
  });
}

export function useModerationComments(postId: string) {
  return useInfiniteQuery(moderationCommentsQueryOptions(postId));
}
