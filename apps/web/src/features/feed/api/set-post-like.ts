import type { LikeState } from '@escouade/contract/feed';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { updatePostInFeeds } from './feed-cache';
import { feedQueryKeys } from './feed-query-keys';

type SetPostLikeVariables = { postId: string; like: boolean };

/** `PUT` (like) or `DELETE` (unlike) `/api/posts/:id/like`: idempotent, answers the new count. */
export function setPostLike({ postId, like }: SetPostLikeVariables): Promise<LikeState> {
  return apiFetch<LikeState>(`/api/posts/${encodeURIComponent(postId)}/like`, {
    method: like ? 'PUT' : 'DELETE',
  });
}

/**
 * Optimistic: the heart and the count change at once. A failure puts back what the post showed before
 * (the original ignored these errors) and the caller shows why.
 */
export function useSetPostLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPostLike,
    onMutate: async ({ postId, like }) => {
      await queryClient.cancelQueries({ queryKey: feedQueryKeys.postLists() });
      let previous: LikeState | undefined;
      updatePostInFeeds(queryClient, postId, (post) => {
        previous ??= { likeCount: post.likeCount, likedByMe: post.likedByMe };
        if (post.likedByMe === like) return post;
        return { ...post, likedByMe: like, likeCount: Math.max(0, post.likeCount + (like ? 1 : -1)) };
      });
      return { previous };
    },
    onError: (_error, { postId }, context) => {
      const previous = context?.previous;
      if (previous) updatePostInFeeds(queryClient, postId, (post) => ({ ...post, ...previous }));
    },
    onSuccess: (state, { postId }) =>
      updatePostInFeeds(queryClient, postId, (post) => ({ ...post, ...state })),
  });
}
