import type { ProfileReviewsPage } from '@escouade/contract/delivery';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function profileReviewsQueryKey(userId: string) {
  return ['profiles', 'reviews', userId] as const;
}

/** `GET /api/profiles/:id/reviews?cursor=`: the published reviews clients wrote of a professional. */
export function listProfileReviews(
  userId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProfileReviewsPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiFetch<ProfileReviewsPage>(`/api/profiles/${encodeURIComponent(userId)}/reviews${query}`, {
    signal,
  });
}

export function useProfileReviews(userId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: profileReviewsQueryKey(userId),
      queryFn: ({ pageParam, signal }) => listProfileReviews(userId, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      throwOnError: false,
    }),
  );
}
