import type { ProjectReviews, PublicConsentInput, Review, ReviewInput } from '@escouade/contract/delivery';
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

/** `PUT /api/reviews/:reviewId/public-consent`: the author shows their review on the public pages, or stops. */
export function useSetPublicConsent(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, publicConsent }: PublicConsentInput & { reviewId: string }) =>
      apiFetch<Review>(`/api/reviews/${encodeURIComponent(reviewId)}/public-consent`, {
        method: 'PUT',
        body: { publicConsent },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey(projectId) }),
  });
}
