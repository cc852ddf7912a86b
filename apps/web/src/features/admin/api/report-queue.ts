// Type-only: the contract's reports module imports zod, which must stay out of the admin area's chunks.
import type { ReportDecision, ReportQueue, ReportTargetType } from '@escouade/contract/reports';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

const REPORT_QUEUE_PAGE_SIZE = 20;

/** `GET /api/admin/reports`: reported items, the most recently reported first, a page at a time. */
export function useReportQueue() {
  return useInfiniteQuery({
    queryKey: adminQueryKeys.reports,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(REPORT_QUEUE_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<ReportQueue>(`/api/admin/reports?${params}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    throwOnError: false,
    refetchOnWindowFocus: false,
  });
}

export type DecisionRequest = { targetType: ReportTargetType; targetId: string; decision: ReportDecision };

/**
 * `POST /api/admin/reports/:type/:id/decision`. Afterwards the queue, the overview, the users (after a ban), the
 * moderation list (after a removal) and the audit log are read again when next shown.
 */
export function useDecideReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ targetType, targetId, decision }: DecisionRequest) =>
      apiFetch<void>(`/api/admin/reports/${targetType}/${encodeURIComponent(targetId)}/decision`, {
        method: 'POST',
        body: { decision },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
