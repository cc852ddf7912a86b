import type { FinanceDashboard } from '@escouade/contract/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `GET /api/admin/finance`: receivables, overdue invoices, the last `months` months, each project's figures. */
export function financeDashboardQueryOptions(months: number) {
  return queryOptions({
    queryKey: adminQueryKeys.finance(months),
    queryFn: ({ signal }) => apiFetch<FinanceDashboard>(`/api/admin/finance?months=${months}`, { signal }),
    throwOnError: false,
  });
}

export function useFinanceDashboard(months: number) {
  return useQuery(financeDashboardQueryOptions(months));
}

/** Where the accounting exports are downloaded (a plain link: the browser saves the file). */
export function financeExportUrl(kind: 'invoices' | 'payments', range: { from: string; to: string }): string {
  const query = new URLSearchParams(range).toString();
  return `/api/admin/finance/${kind}.csv?${query}`;
}
