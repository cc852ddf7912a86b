import type { CreateTaskInput, Plan } from '@escouade/contract/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { settlePlanChange } from './plan-cache';

/** `POST /api/projects/:id/milestones/:milestoneId/tasks`: the plan with the new task. */
export function createTask(projectId: string, milestoneId: string, input: CreateTaskInput): Promise<Plan> {
  return apiFetch<Plan>(
    `/api/projects/${encodeURIComponent(projectId)}/milestones/${encodeURIComponent(milestoneId)}/tasks`,
    { method: 'POST', body: input },
  );
}

export function useCreateTask(projectId: string, milestoneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTaskInput) => createTask(projectId, milestoneId, input),
    onSuccess: (plan) => settlePlanChange(queryClient, projectId, plan),
  });
}
