import type { Project } from '@escouade/contract/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { projectQueryKey } from './project-query-keys';

/** `POST /api/projects/:id/invitations/:invitationId/refill`: a declined seat goes to the next best candidate. */
export function refillSeat(projectId: string, invitationId: string): Promise<Project> {
  return apiFetch<Project>(
    `/api/projects/${encodeURIComponent(projectId)}/invitations/${encodeURIComponent(invitationId)}/refill`,
    { method: 'POST', body: {} },
  );
}

export function useRefillSeat(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => refillSeat(projectId, invitationId),
    onSuccess: (project) => queryClient.setQueryData(projectQueryKey(projectId), project),
  });
}
