import type { AuditPage } from '@escouade/contract/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `GET /api/admin/audit?cursor=`: the admin actions, newest first, 50 a page. */
export function listAuditEntries({
  cursor,
  signal,
}: {
  cursor: number | null;
  signal?: AbortSignal;
}): Promise<AuditPage> {
  return apiFetch<AuditPage>(`/api/admin/audit${cursor ? `?cursor=${cursor}` : ''}`, { signal });
}

export function auditEntriesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: adminQueryKeys.audit,
    queryFn: ({ pageParam, signal }) => listAuditEntries({ cursor: pageParam, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useAuditEntries() {
  return useInfiniteQuery(auditEntriesQueryOptions());
}
