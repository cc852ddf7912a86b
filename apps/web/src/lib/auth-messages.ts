import type { TFunction } from 'i18next';
import { AuthRequestError, getAuthMessageCode, isAuthMessageCode } from './auth-session';
import type { Namespace } from './i18n';
import { translateValidationMessage } from './validation-message';

/** Any component's `t`, whatever namespaces it was created with (`authErrors` and `authPage` must be loaded). */
type AnyTFunction = TFunction<readonly Namespace[]>;

/** Prefix of a field error set from a server answer (`authErrors:<CODE>`) rather than by the schema. */
const SERVER_MESSAGE_PREFIX = 'authErrors:';

/** The `message` to give `setError` for a server code, translated when shown (so it follows the language). */
export function toServerFieldMessage(code: string): string {
  return `${SERVER_MESSAGE_PREFIX}${code}`;
}

/**
 * Translates a field error: a server code, the form's own wording for an empty field (each form
 * has its own), or the shared validation message.
 */
export function translateFieldError(
  t: AnyTFunction,
  message: string | undefined,
  requiredMessage?: string,
): string | undefined {
  if (message === undefined) return undefined;
  if (message.startsWith(SERVER_MESSAGE_PREFIX)) {
    const code = message.slice(SERVER_MESSAGE_PREFIX.length);
    if (isAuthMessageCode(code)) return t(`authErrors:${code}`);
  }
  if (message === 'required' && requiredMessage) return requiredMessage;
  return translateValidationMessage(t, message);
}

/**
 * The message for a failed auth call: the translation of a known code; for anything else the
 * screen's generic message, or "An unexpected error occurred" when the server could not be reached or failed.
 */
export function describeAuthFailure(t: AnyTFunction, error: unknown, genericMessage: string): string {
  const code = getAuthMessageCode(error);
  if (code === 'BANNED_USER') return describeBan(t, error);
  if (code) return t(`authErrors:${code}`);
  if (!(error instanceof AuthRequestError) || error.status === 0 || error.status >= 500) {
    return t('authPage:errors.unexpected');
  }
  return genericMessage;
}

/** The ban message, with the reason and the end of the ban when the server gives them (after the password). */
function describeBan(t: AnyTFunction, error: unknown): string {
  const details = (error instanceof AuthRequestError ? error.details : undefined) as
    { banReason?: unknown; banExpires?: unknown } | undefined;
  const parts = [t('authErrors:BANNED_USER')];
  const reason = typeof details?.banReason === 'string' ? details.banReason.trim() : '';
  if (reason !== '') parts.push(t('authPage:errors.bannedReason', { reason }));
  const expires = typeof details?.banExpires === 'string' ? new Date(details.banExpires) : null;
  if (expires && !Number.isNaN(expires.getTime())) {
    parts.push(
      t('authPage:errors.bannedUntil', {
        date: expires,
        formatParams: { date: { dateStyle: 'long', timeStyle: 'short' } },
      }),
    );
  }
  return parts.join(' ');
}
