import type {
  AcceptQuoteInput,
  BillingDetailsInput,
  PaymentInstructions,
  ProjectBilling,
  ProjectInvoices,
  ProjectQuote,
} from '@escouade/contract/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { projectsQueryKey } from './project-query-keys';

const billingKey = (projectId: string) => [...projectsQueryKey, 'billing', projectId] as const;
const invoicesKey = (projectId: string) => [...projectsQueryKey, 'invoices', projectId] as const;
const quoteKey = (projectId: string) => [...projectsQueryKey, 'quote', projectId] as const;
const paymentKey = (invoiceId: string) => [...projectsQueryKey, 'payment', invoiceId] as const;

/** `GET /api/projects/:id/invoices`: the project's invoices and credit notes with their payments. */
export function useProjectInvoices(projectId: string) {
  return useQuery(
    queryOptions({
      queryKey: invoicesKey(projectId),
      queryFn: ({ signal }) =>
        apiFetch<ProjectInvoices>(`/api/projects/${encodeURIComponent(projectId)}/invoices`, { signal }),
      throwOnError: false,
    }),
  );
}

/** `GET /api/projects/:id/billing`: whom the invoices are addressed to, and the fee. */
export function useProjectBilling(projectId: string) {
  return useQuery(
    queryOptions({
      queryKey: billingKey(projectId),
      queryFn: ({ signal }) =>
        apiFetch<ProjectBilling>(`/api/projects/${encodeURIComponent(projectId)}/billing`, { signal }),
      throwOnError: false,
    }),
  );
}

/** `PUT /api/projects/:id/billing`: the client gives the name, identifiers and address of its invoices. */
export function useSaveBillingDetails(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingDetailsInput) =>
      apiFetch<ProjectBilling>(`/api/projects/${encodeURIComponent(projectId)}/billing`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (saved) => queryClient.setQueryData(billingKey(projectId), saved),
  });
}

/** `GET /api/invoices/:id/payment`: how to pay what is left: the account and reference of a transfer, or a link. */
export function usePaymentInstructions(invoiceId: string, isEnabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: paymentKey(invoiceId),
      queryFn: ({ signal }) =>
        apiFetch<PaymentInstructions>(`/api/invoices/${encodeURIComponent(invoiceId)}/payment`, { signal }),
      enabled: isEnabled,
      throwOnError: false,
    }),
  );
}

/** Where an invoice's PDF or XML is downloaded (a plain link: the browser saves the file). */
export function invoiceFileUrl(invoiceId: string, format: 'pdf' | 'xml'): string {
  return `/api/invoices/${encodeURIComponent(invoiceId)}/${format}`;
}

/** `GET /api/projects/:id/quote`: the project's quote (whole for its client side, its status for the team). */
export function useProjectQuote(projectId: string) {
  return useQuery(
    queryOptions({
      queryKey: quoteKey(projectId),
      queryFn: ({ signal }) =>
        apiFetch<ProjectQuote>(`/api/projects/${encodeURIComponent(projectId)}/quote`, { signal }),
      throwOnError: false,
    }),
  );
}

/** `POST /api/projects/:id/quote/acceptance`: the client accepts the version it read, typing its full name. */
export function useAcceptQuote(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptQuoteInput) =>
      apiFetch<ProjectQuote>(`/api/projects/${encodeURIComponent(projectId)}/quote/acceptance`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (accepted) => queryClient.setQueryData(quoteKey(projectId), accepted),
    // Drafted again or accepted by someone else meanwhile: the card shows what the quote is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: quoteKey(projectId) }),
  });
}

/** Where the quote's PDF is downloaded (a plain link: the browser saves the file). */
export function quotePdfUrl(projectId: string): string {
  return `/api/projects/${encodeURIComponent(projectId)}/quote/pdf`;
}
