// Type-only: the contract's feed module imports zod, which must stay out of the dashboard's chunks.
import type { FeedPage, Post } from '@escouade/contract/feed';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { feedQueryKeys } from './feed-query-keys';

export type FeedData = InfiniteData<FeedPage, string | null>;

/**
 * A post can be in several cached lists (the whole feed and searches): a like, a comment or a deletion
 * updates it everywhere, so going back to the feed after a search never shows an old count.
 */
export function updatePostInFeeds(
  queryClient: QueryClient,
  postId: string,
  update: (post: Post) => Post,
): void {
  queryClient.setQueryData<Post>(feedQueryKeys.post(postId), (post) => (post ? update(post) : post));
  queryClient.setQueriesData<FeedData>({ queryKey: feedQueryKeys.postLists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => (post.id === postId ? update(post) : post)),
          })),
        }
      : data,
  );
}

export function removePostFromFeeds(queryClient: QueryClient, postId: string): void {
  queryClient.setQueriesData<FeedData>({ queryKey: feedQueryKeys.postLists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.filter((post) => post.id !== postId),
          })),
        }
      : data,
  );
}

/**
 * A new post goes on top of the whole feed. Keyset cursors point at the last post of each page, so adding
 * one above them shifts nothing. Searches are refetched instead: only the server knows whether it matches.
 */
export function addPostToFeeds(queryClient: QueryClient, post: Post): void {
  queryClient.setQueryData<FeedData>(feedQueryKeys.postList(''), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    return { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] };
  });
  void queryClient.invalidateQueries({
    queryKey: feedQueryKeys.postLists(),
    predicate: (query) => (query.queryKey[2] as { q?: string } | undefined)?.q !== '',
  });
}
