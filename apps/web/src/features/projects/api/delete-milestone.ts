import type { Plan } from '@escouade/contract/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { settlePlanChange } from './plan-cache';

/** `DELETE /api/projects/:id/milestones/:milestoneId`: the plan without it. */
export function deleteMilestone(projectId: string, milestoneId: string): Promise<Plan> {
  return apiFetch<Plan>(
    `/api/projects/${encodeURIComponent(projectId)}/milestones/${encodeURIComponent(milestoneId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (milestoneId: string) => deleteMilestone(projectId, milestoneId),
    onSuccess: (plan) => settlePlanChange(queryClient, projectId, plan),
  });
}
