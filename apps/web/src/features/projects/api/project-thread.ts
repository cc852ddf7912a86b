import type { ThreadMessage, ThreadPage } from '@escouade/contract/delivery';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { threadQueryKey } from './project-query-keys';

/** `GET /api/projects/:id/thread?cursor=`: the thread's messages, newest first, a page at a time. */
export function listThread(
  projectId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ThreadPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiFetch<ThreadPage>(`/api/projects/${encodeURIComponent(projectId)}/thread${query}`, { signal });
}

export function useThread(projectId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: threadQueryKey(projectId),
      queryFn: ({ pageParam, signal }) => listThread(projectId, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      // Shown in the thread's own section with a way to try again; the page stays.
      throwOnError: false,
    }),
  );
}

/** A text and up to three files, as one multipart form (JSON when there is no file). */
export function formWithFiles(
  fields: Record<string, string>,
  files: readonly File[],
): FormData | Record<string, string> {
  if (files.length === 0) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', file);
  return form;
}

/** `POST /api/projects/:id/thread`: the message as stored. */
export function postThreadMessage(
  projectId: string,
  { body, files }: { body: string; files: readonly File[] },
): Promise<ThreadMessage> {
  return apiFetch<ThreadMessage>(`/api/projects/${encodeURIComponent(projectId)}/thread`, {
    method: 'POST',
    body: formWithFiles({ body }, files),
  });
}

export type ThreadMessageInput = { body: string; files: readonly File[] };

export function usePostThreadMessage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ThreadMessageInput) => postThreadMessage(projectId, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadQueryKey(projectId) }),
  });
}
