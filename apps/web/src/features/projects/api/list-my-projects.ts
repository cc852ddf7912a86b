import type { MyProjects } from '@escouade/contract/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { myProjectsQueryKey } from './project-query-keys';

/** `GET /api/projects`: the projects I created and the invitations I received. */
export function listMyProjects(signal?: AbortSignal): Promise<MyProjects> {
  return apiFetch<MyProjects>('/api/projects', { signal });
}

export function myProjectsQueryOptions() {
  return queryOptions({ queryKey: myProjectsQueryKey, queryFn: ({ signal }) => listMyProjects(signal) });
}

export function useMyProjects() {
  return useQuery(myProjectsQueryOptions());
}
