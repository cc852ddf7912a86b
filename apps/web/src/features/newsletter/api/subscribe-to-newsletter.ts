import type { NewsletterSubscribeInput } from '@escouade/contract/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/newsletter`: always `confirmation_sent`, whether the address is new or already subscribed. */
export function subscribeToNewsletter(input: NewsletterSubscribeInput) {
  return apiFetch<{ status: 'confirmation_sent' }>('/api/newsletter', { method: 'POST', body: input });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
