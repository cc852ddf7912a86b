import type { NewsletterStatusResponse } from '@escouade/contract/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/newsletter/unsubscribe` with the token of the link found in every newsletter mail. */
export function unsubscribeFromNewsletter(token: string) {
  return apiFetch<NewsletterStatusResponse>('/api/newsletter/unsubscribe', {
    method: 'POST',
    body: { token },
  });
}

export function useUnsubscribeFromNewsletter() {
  return useMutation({ mutationFn: unsubscribeFromNewsletter });
}
