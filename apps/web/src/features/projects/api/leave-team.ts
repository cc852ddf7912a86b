import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { projectsQueryKey } from './project-query-keys';

/** `POST /api/projects/:id/leave`: a member leaves a team at work. */
export function useLeaveTeam(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<void>(`/api/projects/${encodeURIComponent(projectId)}/leave`, { method: 'POST', body: {} }),
    // The project, its plan and thread, and the member's own list all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
}
