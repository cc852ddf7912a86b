import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import { apiErrorValues } from '../../lib/api-error-message';

/**
 * The translated message of a failed feed call: the API's code in the `errors` namespace; signed out, the
 * feed's own wording ('Vous devez être connecté.').
 */
export function describeFeedError(t: TFunction<['feed', 'errors']>, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors:INTERNAL_ERROR');
  if (error.code === 'UNAUTHENTICATED') return t('feed:errors.signedOut');
  return t(`errors:${error.code}`, apiErrorValues(error));
}
