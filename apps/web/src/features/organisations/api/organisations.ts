import type {
  Organisation,
  OrganisationInput,
  OrganisationMembers,
  PublicOrganisation,
} from '@escouade/contract/organisations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

export const myOrganisationQueryKey = ['organisation', 'mine'] as const;
export const membersQueryKey = ['organisation', 'mine', 'members'] as const;

/** `GET /api/organisations/mine`: my organisation and my role in it; null when I belong to none. */
export function useMyOrganisation() {
  return useQuery(
    queryOptions({
      queryKey: myOrganisationQueryKey,
      queryFn: async ({ signal }) => {
        try {
          return await apiFetch<Organisation>('/api/organisations/mine', { signal });
        } catch (error) {
          if (error instanceof ApiError && error.code === 'ORGANISATION_NOT_FOUND') return null;
          throw error;
        }
      },
      throwOnError: false,
    }),
  );
}

/** `GET /api/organisations/mine/members`: the members, and for an owner the invitations waiting. */
export function useMembers(enabled: boolean) {
  return useQuery({
    queryKey: membersQueryKey,
    queryFn: ({ signal }) => apiFetch<OrganisationMembers>('/api/organisations/mine/members', { signal }),
    enabled,
    throwOnError: false,
  });
}

/** Every change refreshes the organisation and its members (a departure or a transfer changes both). */
function useOrganisationMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myOrganisationQueryKey });
      // A new SIRET removes the verification.
      void queryClient.invalidateQueries({ queryKey: ['verification', 'organisation'] });
    },
  });
}

export const useCreateOrganisation = () =>
  useOrganisationMutation((input: OrganisationInput) =>
    apiFetch<Organisation>('/api/organisations', { method: 'POST', body: input }),
  );

export const useUpdateOrganisation = () =>
  useOrganisationMutation((input: OrganisationInput) =>
    apiFetch<Organisation>('/api/organisations/mine', { method: 'PATCH', body: input }),
  );

export const useInviteColleague = () =>
  useOrganisationMutation((email: string) =>
    apiFetch<{ id: string }>('/api/organisations/mine/invitations', { method: 'POST', body: { email } }),
  );

export const useAcceptInvitation = () =>
  useOrganisationMutation((token: string) =>
    apiFetch<Organisation>('/api/organisations/invitations/accept', { method: 'POST', body: { token } }),
  );

export const useRemoveMember = () =>
  useOrganisationMutation((userId: string) =>
    apiFetch<null>(`/api/organisations/mine/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  );

export const useTransferOwnership = () =>
  useOrganisationMutation((userId: string) =>
    apiFetch<OrganisationMembers>('/api/organisations/mine/owner', { method: 'POST', body: { userId } }),
  );

/** An unknown organisation: the page says so itself rather than showing the route's error element. */
export function isOrganisationNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** `GET /api/organisations/:organisationId`: what anyone sees of an organisation; works signed out too. */
export function usePublicOrganisation(organisationId: string) {
  return useQuery({
    queryKey: ['organisation', 'public', organisationId],
    queryFn: ({ signal }) =>
      apiFetch<PublicOrganisation>(`/api/organisations/${encodeURIComponent(organisationId)}`, { signal }),
    throwOnError: false,
  });
}
