import type { AdminUser, BanUserInput, ChangeRoleInput } from '@escouade/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/*
 * The five actions on a user. Each answers `{ success, user }`; every admin query (list, overview,
 * audit) is refreshed afterwards, since each action changes all three.
 */

type ActionResult = { success: true; user: AdminUser | null };

const userPath = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;

/** `DELETE /api/admin/users/:id`: the user and everything they own. */
export function deleteUser(userId: string): Promise<ActionResult> {
  return apiFetch<ActionResult>(userPath(userId), { method: 'DELETE' });
}

/** `PATCH /api/admin/users/:id/promote`: role admin. */
export function promoteUser(userId: string): Promise<ActionResult> {
  return apiFetch<ActionResult>(`${userPath(userId)}/promote`, { method: 'PATCH' });
}

/** `PATCH /api/admin/users/:id/role`: `user` or `professional` only. */
export function changeUserRole({
  userId,
  role,
}: { userId: string } & ChangeRoleInput): Promise<ActionResult> {
  return apiFetch<ActionResult>(`${userPath(userId)}/role`, { method: 'PATCH', body: { role } });
}

/** `POST /api/admin/users/:id/ban`: sessions ended, sign-in refused until `expiresAt` (or until unbanned). */
export function banUser({ userId, ...input }: { userId: string } & BanUserInput): Promise<ActionResult> {
  return apiFetch<ActionResult>(`${userPath(userId)}/ban`, { method: 'POST', body: input });
}

/** `POST /api/admin/users/:id/unban`. */
export function unbanUser(userId: string): Promise<ActionResult> {
  return apiFetch<ActionResult>(`${userPath(userId)}/unban`, { method: 'POST', body: {} });
}

function useAdminMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<ActionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}

export const useDeleteUser = () => useAdminMutation(deleteUser);
export const usePromoteUser = () => useAdminMutation(promoteUser);
export const useChangeUserRole = () => useAdminMutation(changeUserRole);
export const useBanUser = () => useAdminMutation(banUser);
export const useUnbanUser = () => useAdminMutation(unbanUser);
