import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants.ts';

/**
 * Validation messages are keys, not sentences: the web app shows `t('validation.<key>')` in the user's
 * language, and the API returns the same keys in `details.issues[].message`.
 */
export const VALIDATION_MESSAGES = {
  required: 'required',
  invalidEmail: 'invalidEmail',
  invalidOption: 'invalidOption',
  tooLong: 'tooLong',
  passwordTooShort: 'passwordTooShort',
  passwordsDoNotMatch: 'passwordsDoNotMatch',
  invalidUrl: 'invalidUrl',
  notAnInteger: 'notAnInteger',
  tooSmall: 'tooSmall',
  skillSelectionRequired: 'skillSelectionRequired',
  skillNameRequired: 'skillNameRequired',
  deadlineBeforeStart: 'deadlineBeforeStart',
  futureDateRequired: 'futureDateRequired',
} as const;
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

/** A required text: trimmed, non-blank, bounded. */
export function requiredText(maxLength: number) {
  return z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(maxLength, VALIDATION_MESSAGES.tooLong);
}

/** A required e-mail address, trimmed. */
export const emailSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, VALIDATION_MESSAGES.tooLong)
  .pipe(z.email(VALIDATION_MESSAGES.invalidEmail));
