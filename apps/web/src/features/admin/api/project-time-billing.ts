import type { IssuedDocument, ProjectBilling } from '@escouade/contract/billing';
import type { BillingMode, PayoutInput, ProjectEarnings } from '@escouade/contract/timesheets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

// A project's billing as an administrator runs it: how it is billed, the month's invoice of approved hours, what
// each member earned and the payouts recorded.

const projectKey = (projectId: string) => [...adminQueryKeys.all, 'project-billing', projectId] as const;
const base = (projectId: string) => `/api/admin/projects/${encodeURIComponent(projectId)}`;

/** `GET /api/projects/:projectId/billing`: the billing mode and fee (administrators read it too). */
export function useProjectBillingForAdmin(projectId: string) {
  return useQuery({
    queryKey: [...projectKey(projectId), 'billing'],
    queryFn: () => apiFetch<ProjectBilling>(`/api/projects/${encodeURIComponent(projectId)}/billing`),
  });
}

/** `GET /api/admin/projects/:projectId/earnings`. */
export function useProjectEarnings(projectId: string) {
  return useQuery({
    queryKey: [...projectKey(projectId), 'earnings'],
    queryFn: () => apiFetch<{ members: ProjectEarnings[] }>(`${base(projectId)}/earnings`),
  });
}

export function useSetBillingMode(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: BillingMode) =>
      apiFetch<{ mode: BillingMode }>(`${base(projectId)}/billing-mode`, { method: 'PUT', body: { mode } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}

export function useIssueMonthInvoice(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) =>
      apiFetch<IssuedDocument>(`${base(projectId)}/time-invoices`, { method: 'POST', body: { month } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}

export function useRecordPayout(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutInput) =>
      apiFetch<{ id: string }>(`${base(projectId)}/payouts`, { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
