import type { Plan } from '@escouade/contract/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { settlePlanChange } from './plan-cache';

/** `DELETE /api/projects/:id/tasks/:taskId`: the plan without it. */
export function deleteTask(projectId: string, taskId: string): Promise<Plan> {
  return apiFetch<Plan>(
    `/api/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(taskId)}`,
    {
      method: 'DELETE',
    },
  );
}

export function useDeleteTask(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => deleteTask(projectId, taskId),
    onSuccess: (plan) => settlePlanChange(queryClient, projectId, plan),
  });
}
