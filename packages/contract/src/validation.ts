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
  notANumber: 'notANumber',
  notAnInteger: 'notAnInteger',
  tooManyDecimals: 'tooManyDecimals',
  tooSmall: 'tooSmall',
  tooLarge: 'tooLarge',
  skillSelectionRequired: 'skillSelectionRequired',
  skillNameRequired: 'skillNameRequired',
  deadlineBeforeStart: 'deadlineBeforeStart',
  futureDateRequired: 'futureDateRequired',
  invalidDate: 'invalidDate',
  siretLength: 'siretLength',
  siretChecksum: 'siretChecksum',
  invalidVatNumber: 'invalidVatNumber',
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

/** Whether a text is a day of the calendar written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A date a form may leave empty (''): otherwise a day of the calendar, `YYYY-MM-DD`. */
export const optionalDateText = z
  .string()
  .refine((text) => text === '' || isCalendarDate(text), VALIDATION_MESSAGES.invalidDate);

/** A required e-mail address, trimmed. */
export const emailSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, VALIDATION_MESSAGES.tooLong)
  .pipe(z.email(VALIDATION_MESSAGES.invalidEmail));

/** Digits after the decimal separator of a number as typed (`12,5` → 1) or as a JavaScript number. */
function decimalsOf(value: number | string): number {
  const text = typeof value === 'number' ? value.toFixed(10).replace(/0+$/, '') : value;
  const separator = text.search(/[.,]/);
  return separator === -1 ? 0 : text.length - separator - 1;
}

const TYPED_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * A number typed in a form field (a comma accepted as the decimal separator, as typed in French), empty meaning
 * null, with one message per broken rule: not a number, not a whole number, too many decimals, too small, too
 * large.
 */
export function optionalNumberField({
  min,
  max,
  integer = false,
  maxDecimals,
}: {
  min: number;
  max: number;
  integer?: boolean;
  maxDecimals?: number;
}) {
  return z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return null;
      const fail = (message: ValidationMessage) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (typeof value === 'string' && !TYPED_NUMBER.test(value)) return fail(VALIDATION_MESSAGES.notANumber);
      const number = typeof value === 'number' ? value : Number(value.replace(',', '.'));
      if (!Number.isFinite(number)) return fail(VALIDATION_MESSAGES.notANumber);
      if (integer && !Number.isInteger(number)) return fail(VALIDATION_MESSAGES.notAnInteger);
      if (maxDecimals !== undefined && decimalsOf(value) > maxDecimals) {
        return fail(VALIDATION_MESSAGES.tooManyDecimals);
      }
      if (number < min) return fail(VALIDATION_MESSAGES.tooSmall);
      if (number > max) return fail(VALIDATION_MESSAGES.tooLarge);
      return number;
    });
}
