import type { Project } from '@escouade/contract/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { myProjectsQueryKey, projectQueryKey } from './project-query-keys';

/** `POST /api/projects/:id/cancel`. */
export function cancelProject(projectId: string): Promise<Project> {
  return apiFetch<Project>(`/api/projects/${encodeURIComponent(projectId)}/cancel`, {
    method: 'POST',
    body: {},
  });
}

export function useCancelProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelProject(projectId),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectQueryKey(projectId), project);
      await queryClient.invalidateQueries({ queryKey: myProjectsQueryKey });
    },
  });
}
