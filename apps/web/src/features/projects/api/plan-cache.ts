import type { Plan } from '@escouade/contract/plans';
import type { QueryClient } from '@tanstack/react-query';
import { activityQueryKey, planQueryKey, projectQueryKey } from './project-query-keys';

/**
 * After any change of a plan: the plan the API answered replaces the cached one; the activity, and the
 * project (whose status the first task started moves to in progress), are read again.
 */
export async function settlePlanChange(
  queryClient: QueryClient,
  projectId: string,
  plan: Plan,
): Promise<void> {
  queryClient.setQueryData(planQueryKey(projectId), plan);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: activityQueryKey(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId) }),
  ]);
}
