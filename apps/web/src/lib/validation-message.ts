import { PASSWORD_MIN_LENGTH } from '@escouade/contract/constants';
import type { ValidationMessage } from '@escouade/contract/validation';
import type { TFunction } from 'i18next';
import type frValidation from '../locales/fr/validation.json';
import type { Namespace } from './i18n';

type ValidationMessageKey = keyof typeof frValidation;

/** Any component's `t`, whatever namespaces it was created with (`validation` must be loaded). */
type AnyTFunction = TFunction<readonly Namespace[]>;

// Every key the contract can produce has a translation: TypeScript fails here when one is added without it.
const KNOWN_MESSAGES: Record<ValidationMessage, true> = {
  required: true,
  invalidEmail: true,
  invalidOption: true,
  tooLong: true,
  passwordTooShort: true,
  passwordsDoNotMatch: true,
  invalidUrl: true,
  notANumber: true,
  notAnInteger: true,
  tooManyDecimals: true,
  tooSmall: true,
  tooLarge: true,
  skillSelectionRequired: true,
  skillNameRequired: true,
  deadlineBeforeStart: true,
  futureDateRequired: true,
  invalidDate: true,
  siretLength: true,
  siretChecksum: true,
  invalidVatNumber: true,
};

function isValidationMessage(message: string): message is ValidationMessage {
  return Object.hasOwn(KNOWN_MESSAGES, message);
}

/**
 * Translates a validation message: the contract's zod schemas (client side) and the API's
 * `details.issues[].message` (server side) both carry a key of `VALIDATION_MESSAGES`. Anything else gets a
 * generic message. Needs the `validation` namespace loaded.
 */
export function translateValidationMessage(t: AnyTFunction, message: string | undefined): string {
  const key: ValidationMessageKey = message && isValidationMessage(message) ? message : 'invalid';
  return t(`validation:${key}`, { min: PASSWORD_MIN_LENGTH });
}

const REQUEST_PARTS = new Set(['body', 'querystring', 'params', 'headers']);

/**
 * The first issue per field of a `VALIDATION_FAILED` answer, keyed by field name. The API prefixes each
 * issue's path with the request part (`['body', 'email']`).
 */
export function getFieldIssues(details: unknown): Map<string, string> {
  const issues = new Map<string, string>();
  if (typeof details !== 'object' || details === null || !('issues' in details)) return issues;
  const { issues: list } = details as { issues: unknown };
  if (!Array.isArray(list)) return issues;
  for (const issue of list) {
    const path: unknown[] = Array.isArray(issue?.path) ? issue.path : [];
    const field = REQUEST_PARTS.has(String(path[0])) ? path[1] : path[0];
    if (typeof field === 'string' && typeof issue.message === 'string' && !issues.has(field)) {
      issues.set(field, issue.message);
    }
  }
  return issues;
}
