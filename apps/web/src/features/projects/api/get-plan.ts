import type { Plan } from '@escouade/contract/plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { planQueryKey } from './project-query-keys';

/** `GET /api/projects/:id/plan`: milestones and each member's weekly effort, for the client and the members. */
export function getPlan(projectId: string, signal?: AbortSignal): Promise<Plan> {
  return apiFetch<Plan>(`/api/projects/${encodeURIComponent(projectId)}/plan`, { signal });
}

export function planQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: planQueryKey(projectId),
    queryFn: ({ signal }) => getPlan(projectId, signal),
    // A failed load is shown in the plan's own section, with a way to try again; the page stays.
    throwOnError: false,
  });
}

export function usePlan(projectId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...planQueryOptions(projectId), enabled });
}
