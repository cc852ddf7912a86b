import type { Plan, UpdateMilestoneInput } from '@escouade/contract/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { settlePlanChange } from './plan-cache';

/** `PATCH /api/projects/:id/milestones/:milestoneId`: the plan after the change. */
export function updateMilestone(
  projectId: string,
  milestoneId: string,
  input: UpdateMilestoneInput,
): Promise<Plan> {
  return apiFetch<Plan>(
    `/api/projects/${encodeURIComponent(projectId)}/milestones/${encodeURIComponent(milestoneId)}`,
    { method: 'PATCH', body: input },
  );
}

export function useUpdateMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ milestoneId, input }: { milestoneId: string; input: UpdateMilestoneInput }) =>
      updateMilestone(projectId, milestoneId, input),
    onSuccess: (plan) => settlePlanChange(queryClient, projectId, plan),
  });
}
