import type { ActivityPage } from '@escouade/contract/plans';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { activityQueryKey } from './project-query-keys';

/** `GET /api/projects/:id/activity?cursor=`: who did what on the project, newest first. */
export function listActivity(
  projectId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiFetch<ActivityPage>(`/api/projects/${encodeURIComponent(projectId)}/activity${query}`, {
    signal,
  });
}

export function activityQueryOptions(projectId: string) {
  return infiniteQueryOptions({
    queryKey: activityQueryKey(projectId),
    queryFn: ({ pageParam, signal }) => listActivity(projectId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Shown in its own section with a way to try again; the page stays.
    throwOnError: false,
  });
}

export function useActivity(projectId: string) {
  return useInfiniteQuery(activityQueryOptions(projectId));
}
