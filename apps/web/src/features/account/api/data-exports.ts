import type { DataExport, DataExportList } from '@escouade/contract/data-rights';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const dataExportsQueryKey = ['account', 'exports'] as const;

/** How often the page asks how far a build has got, while one is in progress. */
const PROGRESS_POLL_MS = 1500;

/** Whether an archive is still being prepared. */
export function isInProgress(item: DataExport | undefined): boolean {
  return item?.status === 'pending' || item?.status === 'building';
}

/** `GET /api/account/exports`: my last archives, newest first; read again every 1.5 s while one is prepared. */
export function useDataExports() {
  return useQuery({
    queryKey: dataExportsQueryKey,
    queryFn: () => apiFetch<DataExportList>('/api/account/exports'),
    refetchInterval: (query) => (isInProgress(query.state.data?.items[0]) ? PROGRESS_POLL_MS : false),
    // The section shows its own error with a retry: deleting the account stays possible on the same page.
    throwOnError: false,
  });
}

/** `POST /api/account/exports`: the new archive heads the list at once, then its progress is followed. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<DataExport>('/api/account/exports', { method: 'POST' }),
    onSuccess: (created) => {
      queryClient.setQueryData<DataExportList>(dataExportsQueryKey, (list) => ({
        items: [created, ...(list?.items ?? [])],
      }));
      void queryClient.invalidateQueries({ queryKey: dataExportsQueryKey });
    },
  });
}

/** Where the browser downloads an archive (the owner's session is the only key). */
export function archiveUrl(exportId: string): string {
  return `/api/account/exports/${encodeURIComponent(exportId)}/archive`;
}
