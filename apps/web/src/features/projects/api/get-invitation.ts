import type { InvitationDetails } from '@escouade/contract/proposal-threads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invitationQueryKey } from './project-query-keys';

/** `GET /api/invitations/:id`: what the invited professional decides on. */
export function getInvitation(invitationId: string, signal?: AbortSignal): Promise<InvitationDetails> {
  return apiFetch<InvitationDetails>(`/api/invitations/${encodeURIComponent(invitationId)}`, { signal });
}

export function invitationQueryOptions(invitationId: string) {
  return queryOptions({
    queryKey: invitationQueryKey(invitationId),
    queryFn: ({ signal }) => getInvitation(invitationId, signal),
  });
}

export function useInvitation(invitationId: string) {
  return useQuery({ ...invitationQueryOptions(invitationId), throwOnError: false });
}
