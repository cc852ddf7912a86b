import type { NewsletterStatusResponse } from '@escouade/contract/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/newsletter/confirm` with the token of the mailed link; 400 `NEWSLETTER_TOKEN_INVALID` if stale. */
export function confirmNewsletterSubscription(token: string) {
  return apiFetch<NewsletterStatusResponse>('/api/newsletter/confirm', { method: 'POST', body: { token } });
}

export function useConfirmNewsletterSubscription() {
  return useMutation({ mutationFn: confirmNewsletterSubscription });
}
