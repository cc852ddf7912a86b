import type { ThreadMessage } from '@escouade/contract/delivery';
import type { ProposalThreadPage } from '@escouade/contract/proposal-threads';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { formWithFiles, type ThreadMessageInput } from './project-thread';
import { proposalThreadQueryKey } from './project-query-keys';

/** `GET /api/proposals/:id/thread?cursor=`: the conversation with a proposed team, newest first. */
export function listProposalThread(
  proposalId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProposalThreadPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiFetch<ProposalThreadPage>(`/api/proposals/${encodeURIComponent(proposalId)}/thread${query}`, {
    signal,
  });
}

export function useProposalThread(proposalId: string, { throwOnError = false } = {}) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: proposalThreadQueryKey(proposalId),
      queryFn: ({ pageParam, signal }) => listProposalThread(proposalId, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      throwOnError,
    }),
  );
}

/** `POST /api/proposals/:id/thread`: the message as stored. */
export function postProposalMessage(
  proposalId: string,
  { body, files }: ThreadMessageInput,
): Promise<ThreadMessage> {
  return apiFetch<ThreadMessage>(`/api/proposals/${encodeURIComponent(proposalId)}/thread`, {
    method: 'POST',
    body: formWithFiles({ body }, files),
  });
}

export function usePostProposalMessage(proposalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ThreadMessageInput) => postProposalMessage(proposalId, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: proposalThreadQueryKey(proposalId) }),
  });
}
