// Type-only: the contract's feed module imports zod, which must stay out of the dashboard's chunks.
import type { Comment, Post, Revisions } from '@escouade/contract/feed';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { updatePostInFeeds } from './feed-cache';
import { feedQueryKeys } from './feed-query-keys';
import type { CommentsData } from './list-comments';

/** What is edited: a post, or a comment under a post. */
export type EditTarget =
  { kind: 'post'; postId: string } | { kind: 'comment'; postId: string; commentId: string };

function urlOf(target: EditTarget): string {
  const post = `/api/posts/${encodeURIComponent(target.postId)}`;
  return target.kind === 'post' ? post : `${post}/comments/${encodeURIComponent(target.commentId)}`;
}

/**
 * `PATCH` a post's or comment's text (its author only). The answer replaces the item wherever it is cached,
 * and its history is read again the next time it is opened.
 */
export function useEditText(target: EditTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiFetch<Post | Comment>(urlOf(target), { method: 'PATCH', body: { content } }),
    onSuccess: (edited) => {
      if (target.kind === 'post') {
        updatePostInFeeds(queryClient, target.postId, () => edited as Post);
      } else {
        queryClient.setQueryData<CommentsData>(feedQueryKeys.comments(target.postId), (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  comments: page.comments.map((comment) =>
                    comment.id === target.commentId ? (edited as Comment) : comment,
                  ),
                })),
              }
            : data,
        );
      }
      void queryClient.invalidateQueries({ queryKey: feedQueryKeys.revisions(urlOf(target)) });
    },
  });
}

/** Every version of the item's text, the current one first; read when its history is opened. */
export function useRevisions(target: EditTarget, isEnabled: boolean) {
  const url = urlOf(target);
  return useQuery({
    queryKey: feedQueryKeys.revisions(url),
    queryFn: () => apiFetch<Revisions>(`${url}/revisions`),
    enabled: isEnabled,
  });
}
