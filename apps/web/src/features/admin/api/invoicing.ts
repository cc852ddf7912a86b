import type { AdminInvoices, BillableMilestones, IssuedDocument } from '@escouade/contract/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `GET /api/admin/billable-milestones`: accepted milestones without an invoice, oldest first. */
export function useBillableMilestones() {
  return useQuery(
    queryOptions({
      queryKey: adminQueryKeys.billableMilestones,
      queryFn: ({ signal }) => apiFetch<BillableMilestones>('/api/admin/billable-milestones', { signal }),
      throwOnError: false,
    }),
  );
}

/** `GET /api/admin/invoices`: the latest invoices and credit notes, with their payments. */
export function useAdminInvoices() {
  return useQuery(
    queryOptions({
      queryKey: adminQueryKeys.invoices,
      queryFn: ({ signal }) => apiFetch<AdminInvoices>('/api/admin/invoices', { signal }),
      throwOnError: false,
    }),
  );
}

export type InvoicingAction =
  | { kind: 'issue'; projectId: string; milestoneId: string; amountCents: number }
  | { kind: 'credit'; invoiceId: string; reason: string; amountCents?: number }
  | { kind: 'payment'; invoiceId: string; amountCents: number; paidOn: string; reference: string | null };

/** Issues an invoice, a credit note, or records a payment; the whole admin area is read again after it. */
export function useInvoicingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: InvoicingAction): Promise<IssuedDocument | { id: string }> => {
      switch (action.kind) {
        case 'issue':
          return apiFetch<IssuedDocument>(
            `/api/admin/projects/${encodeURIComponent(action.projectId)}/milestones/${encodeURIComponent(action.milestoneId)}/invoice`,
            { method: 'POST', body: { amountCents: action.amountCents } },
          );
        case 'credit':
          return apiFetch<IssuedDocument>(
            `/api/admin/invoices/${encodeURIComponent(action.invoiceId)}/credit-notes`,
            {
              method: 'POST',
              body: {
                reason: action.reason,
                ...(action.amountCents ? { amountCents: action.amountCents } : {}),
              },
            },
          );
        case 'payment':
          return apiFetch<{ id: string }>(
            `/api/admin/invoices/${encodeURIComponent(action.invoiceId)}/payments`,
            {
              method: 'POST',
              body: { amountCents: action.amountCents, paidOn: action.paidOn, reference: action.reference },
            },
          );
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
