import { UPLOAD_MAX_BYTES } from '@escouade/contract/constants';
import type { Post } from '@escouade/contract/feed';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, isKnownErrorCode } from '../../../lib/api-client';
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

/**
 * `POST /api/posts`: JSON without an image; multipart (`content`, then `file`) with one, through
 * XMLHttpRequest, the only browser API that reports upload progress.
 */
export function createPost({ content, image, onProgress }: CreatePostVariables): Promise<Post> {
  if (!image) return apiFetch<Post>('/api/posts', { method: 'POST', body: { content } });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/posts');
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && isPost(body)) resolve(body);
      else reject(toApiError(request.status, body));
    });
    const onFailure = () =>
      reject(
        new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The post did not reach the server' }),
      );
    request.addEventListener('error', onFailure);
    request.addEventListener('abort', onFailure);
    request.addEventListener('timeout', onFailure);
    const form = new FormData();
    // The text first: the server reads the fields in order and can refuse before receiving the file.
    form.append('content', content);
    form.append('file', image);
    request.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isPost(value: unknown): value is Post {
  return typeof value === 'object' && value !== null && 'id' in value && 'author' in value;
}

function toApiError(status: number, body: unknown): ApiError {
  const { code, message, details } = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  return new ApiError({
    status,
    code:
      typeof code === 'string' && isKnownErrorCode(code)
        ? code
        : status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : 'INTERNAL_ERROR',
    message: typeof message === 'string' ? message : `Request failed with status ${status}`,
    details,
  });
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
