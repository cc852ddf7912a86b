import type { ConfirmBriefInput, Proposal } from '@escouade/contract/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { myProjectsQueryKey, projectQueryKey, proposalsQueryKey } from './project-query-keys';

/** `PUT /api/projects/:id/brief`: confirms the edited brief; three team configurations come back. */
export function confirmBrief(projectId: string, brief: ConfirmBriefInput): Promise<Proposal[]> {
  return apiFetch<Proposal[]>(`/api/projects/${encodeURIComponent(projectId)}/brief`, {
    method: 'PUT',
    body: brief,
  });
}

export function useConfirmBrief(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (brief: ConfirmBriefInput) => confirmBrief(projectId, brief),
    onSuccess: async (proposals) => {
      queryClient.setQueryData(proposalsQueryKey(projectId), proposals);
      // The project took the brief's title, dates and budget, and its status is now 'proposed'.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: myProjectsQueryKey }),
      ]);
    },
  });
}
