import type { Comment } from '@escouade/contract/feed';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { updatePostInFeeds } from './feed-cache';
import { feedQueryKeys } from './feed-query-keys';
import type { CommentsData } from './list-comments';

type CreatedComment = { comment: Comment; commentCount: number };

/** `POST /api/posts/:id/comments`: answers the comment and the post's new comment count. */
export function createComment({
  postId,
  content,
}: {
  postId: string;
  content: string;
}): Promise<CreatedComment> {
  return apiFetch<CreatedComment>(`/api/posts/${encodeURIComponent(postId)}/comments`, {
    method: 'POST',
    body: { content },
  });
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: ({ comment, commentCount }, { postId }) => {
      updatePostInFeeds(queryClient, postId, (post) => ({ ...post, commentCount }));
      queryClient.setQueryData<CommentsData>(feedQueryKeys.comments(postId), (data) => {
        const last = data?.pages.at(-1);
        // Oldest first: the new comment is the very last one. While later pages are still unread, it shows
        // when the reader gets there rather than out of order.
        if (!data || !last || last.nextCursor !== null) return data;
        return {
          ...data,
          pages: [...data.pages.slice(0, -1), { ...last, comments: [...last.comments, comment] }],
        };
      });
    },
  });
}
