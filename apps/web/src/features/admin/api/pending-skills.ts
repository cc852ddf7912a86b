import type { ApproveSkillInput, CatalogueSkillEntry, PendingSkills } from '@escouade/contract/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

const skillPath = (skillId: string, decision: 'approve' | 'merge' | 'reject') =>
  `/api/admin/skills/${encodeURIComponent(skillId)}/${decision}`;

/** `GET /api/admin/skills/pending`: the skills waiting for a decision, oldest first. */
export function pendingSkillsQueryOptions() {
  return queryOptions({
    queryKey: adminQueryKeys.pendingSkills,
    queryFn: ({ signal }) => apiFetch<PendingSkills>('/api/admin/skills/pending', { signal }),
    // The page says when the queue cannot be loaded and stays usable.
    throwOnError: false,
  });
}

export function usePendingSkills() {
  return useQuery(pendingSkillsQueryOptions());
}

export type SkillDecision =
  | { kind: 'approve'; skillId: string; input: ApproveSkillInput }
  | { kind: 'merge'; skillId: string; targetId: string }
  | { kind: 'reject'; skillId: string };

/** One decision on a pending skill; the queue, the audit log and the overview are read again after it. */
export function useDecideSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: SkillDecision): Promise<CatalogueSkillEntry | { ok: true }> => {
      switch (decision.kind) {
        case 'approve':
          return apiFetch<CatalogueSkillEntry>(skillPath(decision.skillId, 'approve'), {
            method: 'POST',
            body: decision.input,
          });
        case 'merge':
          return apiFetch<CatalogueSkillEntry>(skillPath(decision.skillId, 'merge'), {
            method: 'POST',
            body: { targetId: decision.targetId },
          });
        case 'reject':
          return apiFetch<{ ok: true }>(skillPath(decision.skillId, 'reject'), { method: 'POST' });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}
