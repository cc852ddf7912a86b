import type { Project, ProposalKind } from '@escouade/contract/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { myProjectsQueryKey, projectQueryKey, proposalsQueryKey } from './project-query-keys';

/** `POST /api/projects/:id/proposals/:kind/choose`: the members of that configuration are invited. */
export function chooseProposal(projectId: string, kind: ProposalKind): Promise<Project> {
  return apiFetch<Project>(
    `/api/projects/${encodeURIComponent(projectId)}/proposals/${encodeURIComponent(kind)}/choose`,
    { method: 'POST', body: {} },
  );
}

export function useChooseProposal(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: ProposalKind) => chooseProposal(projectId, kind),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectQueryKey(projectId), project);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: proposalsQueryKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: myProjectsQueryKey }),
      ]);
    },
  });
}
