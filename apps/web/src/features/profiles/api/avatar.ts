import type { MyProfile } from '@escouade/contract/profiles';
import { UPLOAD_MAX_BYTES } from '@escouade/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, isKnownErrorCode } from '../../../lib/api-client';
import { myProfileQueryKey } from './get-my-profile';
import { publicProfileQueryKey } from './get-public-profile';

/** What the server accepts (it checks the bytes, not the name); checked here first to spare a useless upload. */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The error code the server would answer for this file, or null when it may be sent. */
export function checkAvatarFile(file: File): 'IMAGE_TYPE_NOT_ALLOWED' | 'IMAGE_TOO_LARGE' | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return 'IMAGE_TYPE_NOT_ALLOWED';
  if (file.size > UPLOAD_MAX_BYTES) return 'IMAGE_TOO_LARGE';
  return null;
}

type AvatarResponse = { avatarUrl: string | null };

/**
 * `PUT /api/profiles/:userId/avatar` (multipart field `file`). XMLHttpRequest rather than fetch: only it
 * reports upload progress. `onProgress` receives 0 to 100.
 */
export function uploadAvatar({
  userId,
  file,
  onProgress,
}: {
  userId: string;
  file: File;
  onProgress?: (percent: number) => void;
}): Promise<AvatarResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `/api/profiles/${encodeURIComponent(userId)}/avatar`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && isAvatarResponse(body)) {
        resolve(body);
        return;
      }
      reject(toApiError(request.status, body));
    });
    const onFailure = () =>
      reject(
        new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'The upload did not reach the server' }),
      );
    request.addEventListener('error', onFailure);
    request.addEventListener('abort', onFailure);
    request.addEventListener('timeout', onFailure);
    const form = new FormData();
    form.append('file', file);
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

function isAvatarResponse(value: unknown): value is AvatarResponse {
  return typeof value === 'object' && value !== null && 'avatarUrl' in value;
}

function toApiError(status: number, body: unknown): ApiError {
  const { code, message, details } = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  return new ApiError({
    status,
    code: typeof code === 'string' && isKnownErrorCode(code) ? code : 'INTERNAL_ERROR',
    message: typeof message === 'string' ? message : `Upload failed with status ${status}`,
    details,
  });
}

/** `DELETE /api/profiles/:userId/avatar`: back to the initials. */
export function removeAvatar(userId: string): Promise<AvatarResponse> {
  return apiFetch<AvatarResponse>(`/api/profiles/${encodeURIComponent(userId)}/avatar`, { method: 'DELETE' });
}

function useSetAvatarUrl() {
  const queryClient = useQueryClient();
  return (userId: string, { avatarUrl }: AvatarResponse) => {
    queryClient.setQueryData<MyProfile>(myProfileQueryKey, (profile) => profile && { ...profile, avatarUrl });
    void queryClient.invalidateQueries({ queryKey: publicProfileQueryKey(userId) });
  };
}

export function useUploadAvatar() {
  const setAvatarUrl = useSetAvatarUrl();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (response, { userId }) => setAvatarUrl(userId, response),
  });
}

export function useRemoveAvatar() {
  const setAvatarUrl = useSetAvatarUrl();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (response, userId) => setAvatarUrl(userId, response),
  });
}
