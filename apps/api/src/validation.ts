import type { FieldIssue } from '@escouade/contract';
import type { z } from 'zod';
import { AppError } from './errors.ts';

type Location = 'body' | 'querystring' | 'params';

/**
 * Validates input that route schemas cannot (multipart fields); failures read exactly like schema failures:
 * 400 VALIDATION_FAILED with `details.issues[].path` starting with `location`.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  location: Location = 'body',
): z.output<Schema> {
  assertStorableInput(value, location);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues: FieldIssue[] = result.error.issues.map((issue) => ({
    path: [location, ...issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part))],
    code: issue.code,
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', 'The request is invalid', { issues });
}

/**
 * Every body the API reads is a JSON object (or a multipart form, read by its handler). Route schemas refuse
 * anything else themselves; Better Auth's endpoints would treat a string, a number or an array as an object.
 */
export function assertObjectBody(body: unknown): void {
  if (body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body))) return;
  throw new AppError('VALIDATION_FAILED', 'The request is invalid', {
    issues: [{ path: ['body'], code: 'invalid_type', message: 'expected an object' }],
  });
}

/**
 * Deeper than any input of the API: JSON.stringify and validators recurse, and a 1 MB body can nest 500,000
 * levels.
 */
const MAX_INPUT_DEPTH = 32;

/**
 * Refuses, as a validation failure, input that no schema speaks of but that breaks further down: a NUL
 * character (PostgreSQL text cannot hold it, and the query would fail with a 500), an unpaired surrogate (not
 * Unicode text: a text column would store U+FFFD instead, and `jsonb` refuses its `\uD800` escape with a 500)
 * and nesting deeper than `MAX_INPUT_DEPTH`. Walks without recursion, so the depth of the input cannot
 * exhaust the stack here either.
 */
export function assertStorableInput(value: unknown, location: Location): void {
  const issue = findUnstorableInput(value);
  if (!issue) return;
  throw new AppError('VALIDATION_FAILED', 'The request is invalid', {
    issues: [{ ...issue, path: [location, ...issue.path] }],
  });
}

/** A surrogate code unit without its pair (the `u` flag reads a well-formed pair as one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

function findUnstorableInput(value: unknown): FieldIssue | undefined {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000') || LONE_SURROGATE.test(current)) {
        return { path, code: 'invalid_string', message: 'invalidCharacter' };
      }
    } else if (typeof current === 'object' && current !== null) {
      if (path.length >= MAX_INPUT_DEPTH) return { path, code: 'too_deep', message: 'tooDeep' };
      const entries = Array.isArray(current) ? current.entries() : Object.entries(current);
      for (const [key, item] of entries) pending.push({ value: item, path: [...path, key] });
    }
  }
  return undefined;
}
