import { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECTS,
  LANGUAGES,
} from './constants.ts';
import { emailSchema, requiredText, VALIDATION_MESSAGES } from './validation.ts';

/** `POST /api/contact`: every field required; `website` is a honeypot that people never see or fill. */
export const contactMessageInputSchema = z.object({
  name: requiredText(CONTACT_NAME_MAX_LENGTH),
  email: emailSchema,
  subject: z.enum(CONTACT_SUBJECTS, { error: VALIDATION_MESSAGES.invalidOption }),
  message: requiredText(CONTACT_MESSAGE_MAX_LENGTH),
  locale: z.enum(LANGUAGES).default('fr'),
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

export const contactMessageResponseSchema = z.object({ status: z.literal('received') });
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;
