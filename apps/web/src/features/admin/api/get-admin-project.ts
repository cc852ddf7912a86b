import type { AdminProjectDetail } from '@escouade/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `GET /api/admin/projects/:projectId`: one project as an administrator oversees it, read-only. */
export function getAdminProject(projectId: string, signal?: AbortSignal): Promise<AdminProjectDetail> {
  return apiFetch<AdminProjectDetail>(`/api/admin/projects/${encodeURIComponent(projectId)}`, { signal });
}

export function adminProjectQueryOptions(projectId: string) {
  return queryOptions({
    // Under the list's key: a cancellation, which refreshes the admin area, refreshes the page as well.
    queryKey: adminQueryKeys.project(projectId),
    queryFn: ({ signal }) => getAdminProject(projectId, signal),
    // The page says when the project cannot be loaded (not found among them) and offers to try again.
    throwOnError: false,
    retry: false,
  });
}

export function useAdminProject(projectId: string) {
  return useQuery(adminProjectQueryOptions(projectId));
}
