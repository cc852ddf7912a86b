import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { updatePostInFeeds } from './feed-cache';
import { feedQueryKeys } from './feed-query-keys';
import type { CommentsData } from './list-comments';

type DeleteCommentVariables = { postId: string; commentId: string };

/** `DELETE /api/posts/:postId/comments/:commentId` (its author only): answers the new comment count. */
export function deleteComment({
  postId,
  commentId,
}: DeleteCommentVariables): Promise<{ commentCount: number }> {
  return apiFetch<{ commentCount: number }>(
    `/api/posts/${encodeURIComponent(postId)}/comments/${encodeURIComponent(commentId)}`,
    { method: 'DELETE' },
  );
}

/** The post's count follows at once; the comment leaves the list through `useForgetComment` (see `useDeletePost`). */
export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: ({ commentCount }, { postId }) =>
      updatePostInFeeds(queryClient, postId, (post) => ({ ...post, commentCount })),
  });
}

export function useForgetComment() {
  const queryClient = useQueryClient();
  return useCallback(
    ({ postId, commentId }: DeleteCommentVariables) =>
      queryClient.setQueryData<CommentsData>(feedQueryKeys.comments(postId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                comments: page.comments.filter((comment) => comment.id !== commentId),
              })),
            }
          : data,
      ),
    [queryClient],
  );
}
