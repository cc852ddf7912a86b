import { z } from 'zod';

export { APP_ERRORS, ERROR_CODES, type ErrorCode, statusOfError } from './error-codes.ts';

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
