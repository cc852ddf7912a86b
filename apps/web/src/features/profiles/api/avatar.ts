import type { MyProfile } from '@escouade/contract/profiles';
import { UPLOAD_MAX_BYTES } from '@escouade/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
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

/** `PUT /api/profiles/:userId/avatar` (multipart field `file`); `onProgress` receives 0 to 100. */
export function uploadAvatar({
  userId,
  file,
  onProgress,
}: {
  userId: string;
  file: File;
  onProgress?: (percent: number) => void;
}): Promise<AvatarResponse> {
  return uploadWithProgress({
    method: 'PUT',
    path: `/api/profiles/${encodeURIComponent(userId)}/avatar`,
    file,
    onProgress,
    isResponse: isAvatarResponse,
  });
}

function isAvatarResponse(value: unknown): value is AvatarResponse {
  return typeof value === 'object' && value !== null && 'avatarUrl' in value;
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
