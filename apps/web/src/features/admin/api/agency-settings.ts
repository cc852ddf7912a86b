import type { AgencySettingsInput, AgencySettingsResponse } from '@escouade/contract/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** `GET /api/admin/agency-settings`: the agency's legal identity and billing terms (null until saved). */
export function agencySettingsQueryOptions() {
  return queryOptions({
    queryKey: adminQueryKeys.agencySettings,
    queryFn: ({ signal }) => apiFetch<AgencySettingsResponse>('/api/admin/agency-settings', { signal }),
    // The page says when the settings cannot be loaded and offers to try again.
    throwOnError: false,
  });
}

export function useAgencySettings() {
  return useQuery(agencySettingsQueryOptions());
}

/** `PUT /api/admin/agency-settings`: saves them all; the answer is what was saved, compacted. */
export function useSaveAgencySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgencySettingsInput) =>
      apiFetch<AgencySettingsResponse>('/api/admin/agency-settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQueryKeys.agencySettings, saved);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit });
    },
  });
}
