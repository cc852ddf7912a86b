import type { AdminOverview } from '@escouade/contract/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `GET /api/admin/overview`: user totals, posts and comments over 30 days against the 30 before, daily sign-ups. */
export function getAdminOverview({ signal }: { signal?: AbortSignal } = {}): Promise<AdminOverview> {
  return apiFetch<AdminOverview>('/api/admin/overview', { signal });
}

export function adminOverviewQueryOptions() {
  return queryOptions({
    queryKey: adminQueryKeys.overview,
    queryFn: ({ signal }) => getAdminOverview({ signal }),
    // A failure of the figures is only logged; the page renders with placeholders.
    throwOnError: false,
  });
}

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}
