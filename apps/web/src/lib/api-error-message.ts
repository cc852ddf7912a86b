import type { TFunction } from 'i18next';
import type { Namespace } from './i18n';
import { ApiError, type ApiErrorCode } from './api-client';

/** The code of a failed API call: the API's own, or INTERNAL_ERROR for anything that is not an API answer. */
export function apiErrorCode(error: unknown): ApiErrorCode {
  return error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
}

/**
 * The numbers an error's details give (`{ max: 5 }`), for its message's placeholders (`{{max}}`). Only
 * numbers: a detail written by someone never reaches the message.
 */
export function apiErrorValues(error: unknown): Record<string, number> {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return {};
  return Object.fromEntries(
    Object.entries(error.details).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[0] !== 'count',
    ),
  );
}

/**
 * What to tell the reader of a failed API call, in their language: its code's message in the `errors`
 * namespace (which the component's `t` must load), with the numbers its details give. Every code of the
 * contract has one (a test checks it).
 */
export function apiErrorMessage(t: TFunction<readonly Namespace[]>, error: unknown): string {
  return t(`errors:${apiErrorCode(error)}`, apiErrorValues(error));
}
