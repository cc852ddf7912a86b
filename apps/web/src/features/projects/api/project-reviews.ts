import type { ProjectReviews, ReviewInput } from '@escouade/contract/delivery';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reviewsQueryKey } from './project-query-keys';

/** `GET /api/projects/:id/reviews`: whom the viewer reviews, what they wrote, what was written of them. */
export function getProjectReviews(projectId: string, signal?: AbortSignal): Promise<ProjectReviews> {
  return apiFetch<ProjectReviews>(`/api/projects/${encodeURIComponent(projectId)}/reviews`, { signal });
}

export function useProjectReviews(projectId: string) {
  return useQuery(
    queryOptions({
      queryKey: reviewsQueryKey(projectId),
      queryFn: ({ signal }) => getProjectReviews(projectId, signal),
      throwOnError: false,
    }),
  );
}

/** `PUT /api/projects/:id/reviews/:subjectId`: writes or rewrites the viewer's review until it is published. */
export function useWriteReview(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subjectId, input }: { subjectId: string; input: ReviewInput }) =>
      apiFetch<ProjectReviews>(
        `/api/projects/${encodeURIComponent(projectId)}/reviews/${encodeURIComponent(subjectId)}`,
        { method: 'PUT', body: input },
      ),
    onSuccess: (reviews) => queryClient.setQueryData(reviewsQueryKey(projectId), reviews),
  });
}
