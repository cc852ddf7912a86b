import type { ProjectQuote } from '@escouade/contract/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

/**
 * `GET /api/projects/:projectId/quote`: the project's whole quote, which administrators read as its client side
 * does (without the right to accept it), or why there is none yet.
 */
export function useAdminProjectQuote(projectId: string) {
  return useQuery(
    queryOptions({
      queryKey: adminQueryKeys.projectQuote(projectId),
      queryFn: ({ signal }) => apiFetch<ProjectQuote>(`${projectPath(projectId)}/quote`, { signal }),
      // The section says when the quote cannot be loaded and offers to try again; the rest of the page stays.
      throwOnError: false,
      retry: false,
    }),
  );
}

/**
 * `POST /api/admin/projects/:projectId/quote`: a new version of the quote, dated today, while the client has not
 * accepted it. The answer is the quote as it now is; a refusal (accepted meanwhile, cannot be drafted) reads the
 * quote again. The project is read again either way: its audit log has the new entry.
 */
export function useRedraftQuote(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<ProjectQuote>(`/api/admin/projects/${encodeURIComponent(projectId)}/quote`, {
        method: 'POST',
      }),
    onSuccess: (quote) => queryClient.setQueryData(adminQueryKeys.projectQuote(projectId), quote),
    onError: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.projectQuote(projectId) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.project(projectId) }),
  });
}

/** Where the quote's PDF is downloaded (a plain link: the browser saves the file). */
export function adminQuotePdfUrl(projectId: string): string {
  return `${projectPath(projectId)}/quote/pdf`;
}
