import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from '../src/lib/api-client';
import { shouldRetryQuery } from '../src/lib/query-client';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function stubFetch(implementation: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function catchApiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ id: 'p1' }, 201));

    const result = await apiFetch<{ id: string }>('/api/posts', {
      method: 'POST',
      body: { content: 'Bonjour' },
    });

    expect(result).toEqual({ id: 'p1' });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/posts');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"content":"Bonjour"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('passes FormData through untouched so the browser sets the multipart boundary', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ ok: true }));
    const form = new FormData();

    await apiFetch('/api/uploads', { method: 'POST', body: form });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it('resolves with undefined for an empty answer', async () => {
    stubFetch(async () => new Response(null, { status: 204 }));

    await expect(apiFetch('/api/posts/p1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws the API error code, message and details', async () => {
    const details = { issues: [{ path: ['email'], code: 'invalid_format', message: 'Invalid email' }] };
    stubFetch(async () => jsonResponse({ code: 'VALIDATION_FAILED', message: 'Invalid body', details }, 400));

    const error = await catchApiError(apiFetch('/api/contact', { method: 'POST', body: {} }));

    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Invalid body', details });
    expect(error.isClientError).toBe(true);
  });

  it('maps an unknown API code to INTERNAL_ERROR', async () => {
    stubFetch(async () => jsonResponse({ code: 'SOMETHING_NEW', message: 'New failure' }, 500));

    expect(await catchApiError(apiFetch('/api/x'))).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
  });

  it('maps a non-JSON error page to INTERNAL_ERROR', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));

    expect(await catchApiError(apiFetch('/api/x'))).toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
  });

  it('refuses a successful answer that is not JSON', async () => {
    stubFetch(
      async () => new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );

    expect(await catchApiError(apiFetch('/api/x'))).toMatchObject({ status: 200, code: 'INTERNAL_ERROR' });
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    expect(await catchApiError(apiFetch('/api/x'))).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('lets an aborted request reject as an AbortError', async () => {
    stubFetch(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });

    await expect(apiFetch('/api/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('apiFetch, when the server is busy', () => {
  /** The overload protection's refusal: before any of the request's work, and saying so. */
  function refusedBeforeWork(retryAfterSeconds = 2) {
    return jsonResponse(
      {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The server is busy, please try again shortly',
        details: { retryAfterSeconds, notStarted: true },
      },
      503,
    );
  }

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a form refused before any work again after the wait asked for, and keeps what it sent', async () => {
    const answers = [refusedBeforeWork(2), jsonResponse({ id: 'c1' }, 201)];
    const fetchMock = stubFetch(async () => answers.shift() ?? jsonResponse({}, 500));

    const sent = apiFetch('/api/posts/p1/comments', { method: 'POST', body: { content: 'Bonjour' } });
    await vi.advanceTimersByTimeAsync(1_990);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_020);

    await expect(sent).resolves.toEqual({ id: 'c1' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([, init]) => init?.body)).toEqual([
      '{"content":"Bonjour"}',
      '{"content":"Bonjour"}',
    ]);
  });

  it('shows the refusal after two more tries', async () => {
    const fetchMock = stubFetch(async () => refusedBeforeWork(0));

    const sent = catchApiError(apiFetch('/api/x', { method: 'POST', body: {} }));
    await vi.advanceTimersByTimeAsync(2_100);
    const error = await sent;

    expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', details: { notStarted: true } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // apiFetch has waited already: the queries do not try again on top of it.
    expect(shouldRetryQuery(0, error)).toBe(false);
  });

  it('does not send again a 503 that does not say it came before any work, nor one asking for a long wait', async () => {
    for (const answer of [
      // A password check refused inside the authentication library, after it used a reset link.
      () => jsonResponse({ code: 'SERVICE_UNAVAILABLE', message: 'The server is busy' }, 503),
      () => jsonResponse({ code: 'ASSISTANT_BUSY', message: 'Busy', details: { retryAfterSeconds: 0 } }, 503),
      () => refusedBeforeWork(120),
      () =>
        new Response('<html>Service unavailable</html>', { status: 503, headers: { 'retry-after': '0' } }),
    ]) {
      const fetchMock = stubFetch(async () => answer());
      expect((await catchApiError(apiFetch('/api/x', { method: 'POST', body: {} }))).status).toBe(503);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });

  it('stops waiting when the caller aborts, as an aborted request', async () => {
    const fetchMock = stubFetch(async () => refusedBeforeWork(5));
    const controller = new AbortController();

    const sent = apiFetch('/api/x', { signal: controller.signal });
    const outcome = sent.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    controller.abort(new Error('the page was left'));

    expect(await outcome).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('shouldRetryQuery', () => {
  it('never retries a 4xx', () => {
    const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
    expect(shouldRetryQuery(0, notFound)).toBe(false);
  });

  it('retries network failures and 5xx twice', () => {
    const unavailable = new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down' });
    const offline = new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Offline' });
    expect([0, 1, 2].map((failureCount) => shouldRetryQuery(failureCount, unavailable))).toEqual([
      true,
      true,
      false,
    ]);
    expect(shouldRetryQuery(0, offline)).toBe(true);
  });
});
