import type { Plan } from '@escouade/contract/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { settlePlanChange } from './plan-cache';

/** `POST /api/projects/:id/plan/draft`: drafts the plan from the brief again, once it has no milestone. */
export function draftPlan(projectId: string): Promise<Plan> {
  return apiFetch<Plan>(`/api/projects/${encodeURIComponent(projectId)}/plan/draft`, {
    method: 'POST',
    body: {},
  });
}

export function useDraftPlan(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => draftPlan(projectId),
    onSuccess: (plan) => settlePlanChange(queryClient, projectId, plan),
  });
}
