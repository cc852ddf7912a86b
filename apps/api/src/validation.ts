import type { FieldIssue } from '@escouade/contract';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * Validates input that route schemas cannot (multipart fields); failures read exactly like schema failures:
 * 400 VALIDATION_FAILED with `details.issues[].path` starting with `location`.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  location: 'body' | 'querystring' | 'params' = 'body',
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues: FieldIssue[] = result.error.issues.map((issue) => ({
    path: [location, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))],
    code: issue.code,
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', 400, 'The request is invalid', { issues });
}
