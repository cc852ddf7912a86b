import { UPLOAD_MAX_BYTES } from '@escouade/contract/constants';
import type { Post } from '@escouade/contract/feed';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { postingEligibilityQueryKey } from '../../../lib/posting-eligibility';
import { addPostToFeeds } from './feed-cache';

/** What the server accepts for a post image (it checks the bytes, not the name); GIFs keep their first frame. */
export const POST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The error the server would answer for this file, or null when it may be sent: spares a useless upload. */
export function checkPostImage(file: File): 'IMAGE_TYPE_NOT_ALLOWED' | 'IMAGE_TOO_LARGE' | null {
  if (!(POST_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'IMAGE_TYPE_NOT_ALLOWED';
  if (file.size > UPLOAD_MAX_BYTES) return 'IMAGE_TOO_LARGE';
  return null;
}

export type CreatePostVariables = {
  content: string;
  image?: File | null;
  /** 0 to 100, while the image is uploading. */
  onProgress?: (percent: number) => void;
};

/** `POST /api/posts`: JSON without an image; multipart (`content`, then `file`) with one, reporting progress. */
export function createPost({ content, image, onProgress }: CreatePostVariables): Promise<Post> {
  if (!image) return apiFetch<Post>('/api/posts', { method: 'POST', body: { content } });
  return uploadWithProgress({
    method: 'POST',
    path: '/api/posts',
    fields: { content },
    file: image,
    onProgress,
    isResponse: isPost,
  });
}

function isPost(value: unknown): value is Post {
  return typeof value === 'object' && value !== null && 'id' in value && 'author' in value;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => addPostToFeeds(queryClient, post),
    onError: (error) => {
      // The profile changed elsewhere (another tab, an admin): the notice must say what is missing now.
      if (error instanceof ApiError && error.code === 'POSTING_NOT_ALLOWED') {
        void queryClient.invalidateQueries({ queryKey: postingEligibilityQueryKey });
      }
    },
  });
}
