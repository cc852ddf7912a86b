import type { Review } from '@escouade/contract/delivery';
import { apiFetch } from './api-client';

/** `POST /api/reviews/:id/response`: the person reviewed answers, once, publicly. */
export function answerReview(reviewId: string, response: string): Promise<Review> {
  return apiFetch<Review>(`/api/reviews/${encodeURIComponent(reviewId)}/response`, {
    method: 'POST',
    body: { response },
  });
}
