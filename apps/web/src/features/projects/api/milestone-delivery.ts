import type { Plan } from '@escouade/contract/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { settlePlanChange } from './plan-cache';
import { formWithFiles } from './project-thread';
import { reviewsQueryKey, threadQueryKey } from './project-query-keys';

const milestonePath = (projectId: string, milestoneId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/milestones/${encodeURIComponent(milestoneId)}`;

/** `POST …/milestones/:id/deliveries`: a member hands the milestone over, with a note and files. */
export function useDeliverMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      milestoneId,
      note,
      files,
    }: {
      milestoneId: string;
      note: string;
      files: readonly File[];
    }) =>
      apiFetch<Plan>(`${milestonePath(projectId, milestoneId)}/deliveries`, {
        method: 'POST',
        body: formWithFiles({ note }, files),
      }),
    onSuccess: (plan) => settlePlanChange(queryClient, projectId, plan),
  });
}

/** The client's answer to a delivery: accepted, or changes asked with a comment. */
export function useAnswerDelivery(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ milestoneId, comment }: { milestoneId: string; comment: string | null }) =>
      comment === null
        ? apiFetch<Plan>(`${milestonePath(projectId, milestoneId)}/acceptance`, { method: 'POST', body: {} })
        : apiFetch<Plan>(`${milestonePath(projectId, milestoneId)}/change-requests`, {
            method: 'POST',
            body: { comment },
          }),
    onSuccess: (plan) => settlePlanChange(queryClient, projectId, plan),
  });
}

/** `POST /api/projects/:id/delivery`: the client closes the project as delivered. */
export function useCloseProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<Plan>(`/api/projects/${encodeURIComponent(projectId)}/delivery`, { method: 'POST', body: {} }),
    // The thread closes and the reviews open with the project's new status.
    onSuccess: async (plan) => {
      await settlePlanChange(queryClient, projectId, plan);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: threadQueryKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: reviewsQueryKey(projectId) }),
      ]);
    },
  });
}
