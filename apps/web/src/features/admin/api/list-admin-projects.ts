import type { AdminProjects, AdminProjectsQueryInput } from '@escouade/contract/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** What the page asks for: the filters as the URL keeps them, every one optional. */
export type AdminProjectsFilters = Pick<AdminProjectsQueryInput, 'status' | 'health' | 'q'> & {
  stalled: boolean;
  stalledDays: number;
  page: number;
};

/** `GET /api/admin/projects`: 25 a page, newest first, the filters combined by the server. */
export function listAdminProjects(
  filters: AdminProjectsFilters,
  signal?: AbortSignal,
): Promise<AdminProjects> {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.health) params.set('health', filters.health);
  if (filters.q) params.set('q', filters.q);
  if (filters.stalled) {
    params.set('stalled', 'true');
    params.set('stalledDays', String(filters.stalledDays));
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return apiFetch<AdminProjects>(`/api/admin/projects${query ? `?${query}` : ''}`, { signal });
}

export function adminProjectsQueryOptions(filters: AdminProjectsFilters) {
  return queryOptions({
    queryKey: adminQueryKeys.projectList(filters),
    queryFn: ({ signal }) => listAdminProjects(filters, signal),
    // The page says when the list cannot be loaded and stays usable; a new filter keeps the rows meanwhile.
    throwOnError: false,
    placeholderData: keepPreviousData,
  });
}

export function useAdminProjects(filters: AdminProjectsFilters) {
  return useQuery(adminProjectsQueryOptions(filters));
}
