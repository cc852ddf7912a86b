import type { Invitation, MyProjects } from '@escouade/contract/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invitationQueryKey, myProjectsQueryKey, projectQueryKey } from './project-query-keys';

export type InvitationAnswer = 'accept' | 'decline';

/** `POST /api/invitations/:id/accept|decline`, by the invited professional. */
export function respondToInvitation(invitationId: string, answer: InvitationAnswer): Promise<Invitation> {
  return apiFetch<Invitation>(`/api/invitations/${encodeURIComponent(invitationId)}/${answer}`, {
    method: 'POST',
    body: {},
  });
}

export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationId, answer }: { invitationId: string; answer: InvitationAnswer }) =>
      respondToInvitation(invitationId, answer),
    onSuccess: async (invitation) => {
      queryClient.setQueryData<MyProjects>(myProjectsQueryKey, (current) =>
        current
          ? {
              ...current,
              invitations: current.invitations.map((item) => (item.id === invitation.id ? invitation : item)),
            }
          : current,
      );
      // The project's status may have changed too (staffed once every seat is accepted).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectQueryKey(invitation.projectId) }),
        queryClient.invalidateQueries({ queryKey: invitationQueryKey(invitation.id) }),
      ]);
    },
  });
}
