import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `POST /api/admin/projects/:id/cancel`: a stalled project ends; the list and the audit log are read again. */
export function useCancelAdminProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      apiFetch<null>(`/api/admin/projects/${encodeURIComponent(projectId)}/cancel`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
