import type { Proposal } from '@escouade/contract/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { proposalsQueryKey } from './project-query-keys';

/** `GET /api/projects/:id/proposals`: the three configurations of the confirmed brief (owner only). */
export function listProposals(projectId: string, signal?: AbortSignal): Promise<Proposal[]> {
  return apiFetch<Proposal[]>(`/api/projects/${encodeURIComponent(projectId)}/proposals`, { signal });
}

export function proposalsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: proposalsQueryKey(projectId),
    queryFn: ({ signal }) => listProposals(projectId, signal),
  });
}

export function useProposals(projectId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...proposalsQueryOptions(projectId), enabled });
}
