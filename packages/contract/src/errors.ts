import { z } from 'zod';

/**
 * Stable error codes returned by the API in `{ code, message, details }`.
 * The web app translates each code (`errors.<CODE>` in both locales); `message` is an English fallback.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'NEWSLETTER_TOKEN_INVALID',
  'PROFILE_NOT_FOUND',
  'SKILL_NOT_FOUND',
  'SKILL_ALREADY_ADDED',
  'CANNOT_FOLLOW_SELF',
  'IMAGE_REQUIRED',
  'IMAGE_TYPE_NOT_ALLOWED',
  'IMAGE_TOO_LARGE',
  'IMAGE_UNREADABLE',
  'POSTING_NOT_ALLOWED',
  'POST_NOT_FOUND',
  'COMMENT_NOT_FOUND',
  'INVALID_CURSOR',
  'USER_NOT_FOUND',
  'CANNOT_MODIFY_SELF',
  'LAST_ADMIN',
  'PROJECT_NOT_FOUND',
  'PROJECT_STATE_CONFLICT',
  'INVITATION_NOT_FOUND',
  'NO_CANDIDATES',
  'TWO_FACTOR_NOT_ENABLED',
  'INVALID_TWO_FACTOR_CODE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One field-level problem inside `details.issues`. */
export const fieldIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  code: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The body of every error response. */
export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
