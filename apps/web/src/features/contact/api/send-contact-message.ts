import type { ContactMessageInput, ContactMessageResponse } from '@escouade/contract/contact';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/contact`: validated again, stored, and mailed to the team's inbox (202 `received`). */
export function sendContactMessage(input: ContactMessageInput) {
  return apiFetch<ContactMessageResponse>('/api/contact', { method: 'POST', body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
