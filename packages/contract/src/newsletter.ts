import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { emailSchema } from './validation.ts';

/** `POST /api/newsletter`: always the same answer, whether the address is new, pending or subscribed. */
export const newsletterSubscribeInputSchema = z.object({
  email: emailSchema,
  locale: z.enum(LANGUAGES).default('fr'),
  website: z.string().max(500).optional(),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeInputSchema>;

export const newsletterSubscribeResponseSchema = z.object({ status: z.literal('confirmation_sent') });

/** `POST /api/newsletter/confirm` and `POST /api/newsletter/unsubscribe`, with the token from the mailed link. */
export const newsletterTokenInputSchema = z.object({ token: z.string().min(16).max(512) });
export type NewsletterTokenInput = z.infer<typeof newsletterTokenInputSchema>;

export const newsletterStatusResponseSchema = z.object({ status: z.enum(['confirmed', 'unsubscribed']) });
export type NewsletterStatusResponse = z.infer<typeof newsletterStatusResponseSchema>;
