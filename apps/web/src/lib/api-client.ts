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

/** How many times a request the server refused as busy is sent again before the refusal is shown. */
const BUSY_RETRIES = 2;
/** The longest Retry-After waited for: past it, the refusal is shown and the user decides. */
const MAX_BUSY_WAIT_SECONDS = 10;

/**
 * Calls the API and resolves with the parsed JSON body (`undefined` for an empty answer such as 204).
 * Throws an `ApiError` for any non-2xx answer, an unreadable answer, or a network failure.
 * Session cookies are always sent.
 *
 * An overloaded server refuses a request before doing any of its work, with 503 SERVICE_UNAVAILABLE, Retry-After
 * and `details.notStarted`. Such a request, a form's included, is sent again after that wait (twice at most):
 * nothing happened the first time, so nothing can happen twice, and what the user submitted is not lost to a
 * busy second.
 */
export function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  if (init.body instanceof ReadableStream) return fetchOnce<T>(path, init); // A stream is read only once.
  return resendWhileBusy(() => fetchOnce<T>(path, init), init.signal);
}

/**
 * Runs `send` again while it fails with a refusal before any work (`isRefusedBeforeWork`). Waits the time asked
 * for (at most `MAX_BUSY_WAIT_SECONDS`), plus up to a second or half as long again, so that the clients refused
 * together do not all return together; `BUSY_RETRIES` times at most.
 */
export async function resendWhileBusy<T>(send: () => Promise<T>, signal?: AbortSignal | null): Promise<T> {
  for (let retries = 0; ; retries++) {
    try {
      return await send();
    } catch (error) {
      const waitSeconds = busyWaitOf(error);
      if (waitSeconds === undefined || retries >= BUSY_RETRIES) throw error;
      const waitMs = waitSeconds * 1000;
      await wait(waitMs + Math.random() * Math.max(1000, waitMs / 2), signal);
    }
  }
}

/**
 * A 503 SERVICE_UNAVAILABLE whose details say the server refused it before any of its work (`notStarted`):
 * sending it again cannot do anything twice. `apiFetch` has already sent such a request again.
 */
export function isRefusedBeforeWork(error: unknown): boolean {
  const refusal = error as { status?: unknown; code?: unknown; details?: unknown } | null;
  return (
    refusal?.status === 503 &&
    refusal.code === 'SERVICE_UNAVAILABLE' &&
    (refusal.details as { notStarted?: unknown } | undefined)?.notStarted === true
  );
}

/** The seconds a refusal before any work asks to wait, when it is one worth waiting for. */
function busyWaitOf(error: unknown): number | undefined {
  if (!isRefusedBeforeWork(error)) return undefined;
  const seconds = (error as { details: { retryAfterSeconds?: unknown } }).details.retryAfterSeconds;
  return typeof seconds === 'number' && seconds >= 0 && seconds <= MAX_BUSY_WAIT_SECONDS
    ? seconds
    : undefined;
}

function wait(milliseconds: number, signal: AbortSignal | null | undefined): Promise<void> {
  // Rejects as an aborted fetch does, whatever reason the caller gave: callers tell an abort by its name.
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function fetchOnce<T>(path: string, init: ApiRequestInit): Promise<T> {
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
