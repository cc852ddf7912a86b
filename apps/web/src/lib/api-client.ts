import { APP_ERRORS, type ErrorCode } from '@escouade/contract/error-codes';

/** Codes the API can return, plus the one the client raises itself when the server cannot be reached. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

/** A failed API call, carrying the API's stable `code` so the UI can show `t('errors:<code>')`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: unknown;

  constructor({
    status,
    code,
    message,
    details,
  }: {
    status: number;
    code: ApiErrorCode;
    message: string;
    details?: unknown;
  }) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** Plain objects and arrays are sent as JSON; other bodies (FormData, Blob, string...) are sent as is. */
export type ApiRequestInit = Omit<RequestInit, 'body'> & {
  body?: BodyInit | Record<string, unknown> | readonly unknown[] | null;
};

/** `status: 0` marks a request that never got an HTTP answer (offline, DNS, CORS, aborted). */
const NO_RESPONSE_STATUS = 0;

/**
 * Calls the API and resolves with the parsed JSON body (`undefined` for an empty answer such as 204).
 * Throws an `ApiError` for any non-2xx answer, an unreadable answer, or a network failure.
 * Session cookies are always sent.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('accept')) headers.set('accept', 'application/json');

  let requestBody: BodyInit | null | undefined;
  if (isJsonBody(body)) {
    requestBody = JSON.stringify(body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  } else {
    requestBody = body;
  }

  let response: Response;
  try {
    response = await fetch(path, { ...rest, headers, body: requestBody, credentials: 'include' });
  } catch (cause) {
    // An aborted request is the caller's decision (TanStack Query cancels on unmount): let it through.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      status: NO_RESPONSE_STATUS,
      code: 'NETWORK_ERROR',
      message: cause instanceof Error ? cause.message : 'Network request failed',
    });
  }

  const payload = await readJsonPayload(response);
  if (response.ok) {
    if (payload.kind === 'unreadable') {
      throw new ApiError({
        status: response.status,
        code: 'INTERNAL_ERROR',
        message: `Expected JSON from ${path}, received ${response.headers.get('content-type') ?? 'no content type'}`,
      });
    }
    return (payload.kind === 'json' ? payload.value : undefined) as T;
  }
  throw toApiError(response, payload);
}

type JsonPayload = { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'unreadable' };

async function readJsonPayload(response: Response): Promise<JsonPayload> {
  const text = await response.text().catch(() => null);
  if (text === null) return { kind: 'unreadable' };
  if (text.trim() === '') return { kind: 'empty' };
  const contentType = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(contentType)) return { kind: 'unreadable' };
  try {
    return { kind: 'json', value: JSON.parse(text) };
  } catch {
    return { kind: 'unreadable' };
  }
}

function toApiError(response: Response, payload: JsonPayload): ApiError {
  if (payload.kind === 'json' && isErrorBody(payload.value)) {
    return new ApiError({
      status: response.status,
      // The UI only has messages for known codes; the API's own English message stays available.
      code: isKnownErrorCode(payload.value.code) ? payload.value.code : 'INTERNAL_ERROR',
      message: payload.value.message,
      details: payload.value.details,
    });
  }
  // A proxy or gateway page (HTML 502/504...) rather than our API's JSON error.
  return new ApiError({
    status: response.status,
    code: response.status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR',
    message: `Request failed with status ${response.status}`,
  });
}

/** A code of the contract's list (a zod-free module, light enough for the entry chunk), or NETWORK_ERROR. */
export function isKnownErrorCode(code: string): code is ApiErrorCode {
  return code === 'NETWORK_ERROR' || Object.hasOwn(APP_ERRORS, code);
}

function isErrorBody(value: unknown): value is { code: string; message: string; details?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

function isJsonBody(body: ApiRequestInit['body']): body is Record<string, unknown> | readonly unknown[] {
  if (body === null || body === undefined || typeof body !== 'object') return false;
  if (Array.isArray(body)) return true;
  const prototype = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}
