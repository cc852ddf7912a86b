import type { Project } from '@escouade/contract/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { projectQueryKey } from './project-query-keys';

/** `GET /api/projects/:id`: the owner sees the conversation and briefs; a team member only the project and team. */
export function getProject(projectId: string, signal?: AbortSignal): Promise<Project> {
  return apiFetch<Project>(`/api/projects/${encodeURIComponent(projectId)}`, { signal });
}

/** Someone else's project, one that does not exist, or a malformed id in the URL: the page says so itself. */
export function isProjectNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'VALIDATION_FAILED');
}

/** While the team forms, answers arrive from other people: the page refreshes itself now and then. */
const STAFFING_REFRESH_MS = 20_000;

export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectQueryKey(projectId),
    queryFn: ({ signal }) => getProject(projectId, signal),
    throwOnError: (error, query) => query.state.data === undefined && !isProjectNotFound(error),
    refetchInterval: (query) => (query.state.data?.status === 'staffing' ? STAFFING_REFRESH_MS : false),
  });
}

export function useProject(projectId: string | undefined) {
  return useQuery({ ...projectQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
}
