import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import type { ModerationCommentsData } from './list-moderation-comments';
import type { ModerationPostsData } from './list-moderation-posts';

/*
 * Removing any post or comment. The server tells the author by e-mail and writes the audit log. The
 * lists on screen are updated in place rather than reloaded (a reload would read every page again); the
 * overview's figures and the audit log are read again when next shown.
 */

const postPath = (postId: string) => `/api/admin/posts/${encodeURIComponent(postId)}`;

/** `DELETE /api/admin/posts/:id`: the post, its image, likes and comments. */
export function moderatePost(postId: string): Promise<void> {
  return apiFetch<void>(postPath(postId), { method: 'DELETE' });
}

/** `DELETE /api/admin/posts/:postId/comments/:commentId`: answers the post's new comment count. */
export function moderateComment({
  postId,
  commentId,
}: {
  postId: string;
  commentId: string;
}): Promise<{ commentCount: number }> {
  return apiFetch<{ commentCount: number }>(`${postPath(postId)}/comments/${encodeURIComponent(commentId)}`, {
    method: 'DELETE',
  });
}

function updatePosts(
  queryClient: QueryClient,
  update: (
    posts: ModerationPostsData['pages'][number]['posts'],
  ) => ModerationPostsData['pages'][number]['posts'],
) {
  queryClient.setQueriesData<ModerationPostsData>({ queryKey: adminQueryKeys.moderationPostLists }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: update(page.posts) })) } : data,
  );
}

function refreshOtherAdminPages(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.overview }),
    queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit }),
  ]);
}

function forgetPost(queryClient: QueryClient, postId: string) {
  updatePosts(queryClient, (posts) => posts.filter((post) => post.id !== postId));
  queryClient.removeQueries({ queryKey: adminQueryKeys.moderationComments(postId) });
}

function forgetComment(queryClient: QueryClient, postId: string, commentId: string) {
  queryClient.setQueryData<ModerationCommentsData>(adminQueryKeys.moderationComments(postId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            comments: page.comments.filter((comment) => comment.id !== commentId),
          })),
        }
      : data,
  );
}

const isGone = (error: unknown, code: 'POST_NOT_FOUND' | 'COMMENT_NOT_FOUND') =>
  error instanceof ApiError && error.code === code;

export function useModeratePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderatePost,
    onSuccess: (_result, postId) => {
      forgetPost(queryClient, postId);
      return refreshOtherAdminPages(queryClient);
    },
    // Deleted meanwhile (by its author or another admin): it leaves the list all the same.
    onError: (error, postId) => {
      if (isGone(error, 'POST_NOT_FOUND')) forgetPost(queryClient, postId);
    },
  });
}

export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateComment,
    onSuccess: ({ commentCount }, { postId, commentId }) => {
      forgetComment(queryClient, postId, commentId);
      updatePosts(queryClient, (posts) =>
        posts.map((post) => (post.id === postId ? { ...post, commentCount } : post)),
      );
      return refreshOtherAdminPages(queryClient);
    },
    onError: (error, { postId, commentId }) => {
      if (isGone(error, 'COMMENT_NOT_FOUND')) forgetComment(queryClient, postId, commentId);
      if (isGone(error, 'POST_NOT_FOUND')) forgetPost(queryClient, postId);
    },
  });
}
