import type { CreateMilestoneInput, Plan } from '@escouade/contract/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { settlePlanChange } from './plan-cache';

/** `POST /api/projects/:id/milestones`: the plan with the new milestone. */
export function createMilestone(projectId: string, input: CreateMilestoneInput): Promise<Plan> {
  return apiFetch<Plan>(`/api/projects/${encodeURIComponent(projectId)}/milestones`, {
    method: 'POST',
    body: input,
  });
}

export function useCreateMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMilestoneInput) => createMilestone(projectId, input),
    onSuccess: (plan) => settlePlanChange(queryClient, projectId, plan),
  });
}
