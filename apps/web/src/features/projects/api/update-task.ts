import type { Plan, UpdateTaskInput } from '@escouade/contract/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { settlePlanChange } from './plan-cache';

/** `PATCH /api/projects/:id/tasks/:taskId`: the plan after the change (a task moved, renamed, reassigned). */
export function updateTask(projectId: string, taskId: string, input: UpdateTaskInput): Promise<Plan> {
  return apiFetch<Plan>(
    `/api/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(taskId)}`,
    {
      method: 'PATCH',
      body: input,
    },
  );
}

export function useUpdateTask(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, input }: { taskId: string; input: UpdateTaskInput }) =>
      updateTask(projectId, taskId, input),
    onSuccess: (plan) => settlePlanChange(queryClient, projectId, plan),
  });
}
