import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { removePostFromFeeds } from './feed-cache';
import { feedQueryKeys } from './feed-query-keys';

/** `DELETE /api/posts/:id` (the author only); its likes, comments and image go with it. */
export function deletePost(postId: string): Promise<void> {
  return apiFetch<void>(`/api/posts/${encodeURIComponent(postId)}`, { method: 'DELETE' });
}

/**
 * Deletes on the server only. The post leaves the lists through `useForgetPost`, once its confirmation
 * dialog has closed: removing it earlier would unmount the dialog and drop keyboard focus on the page body.
 */
export function useDeletePost() {
  return useMutation({ mutationFn: deletePost });
}

export function useForgetPost() {
  const queryClient = useQueryClient();
  return useCallback(
    (postId: string) => {
      removePostFromFeeds(queryClient, postId);
      queryClient.removeQueries({ queryKey: feedQueryKeys.comments(postId) });
    },
    [queryClient],
  );
}
