import type { Role } from '@escouade/contract/constants';
import { vi } from 'vitest';
import type { SessionData } from '../../src/lib/auth-session';

export type FakeRequest = { url: URL; method: string; body: Record<string, unknown> | undefined };
/** Answers a request: a `Response`, or any other value sent as a 200 JSON body. */
type Handler = (request: FakeRequest) => unknown;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** An error answer of the auth API: `{ code, message }` with the given status. */
export function authError(code: string, status: number, details?: unknown): Response {
  return jsonResponse({ code, message: `${code} (server text)`, details }, status);
}

let userCounter = 0;

/** The session endpoint's answer for a signed-in user of the given role. */
export function sessionFor(
  role: Role = 'professional',
  user: Partial<SessionData['user']> = {},
): SessionData {
  userCounter += 1;
  return {
    session: {
      id: `session-${userCounter}`,
      token: `token-${userCounter}`,
      expiresAt: '2099-01-01T00:00:00.000Z',
    },
    user: {
      id: `user-${userCounter}`,
      email: `${role}-${userCounter}@example.test`,
      name: '',
      role,
      emailVerified: true,
      twoFactorEnabled: false,
      locale: 'fr',
      ...user,
    },
  };
}

/**
 * Replaces `fetch` with a small fake of the API: `GET /api/auth/get-session` answers the current session
 * (none by default) and `POST /api/auth/update-user` succeeds, unless `on()` registered another answer;
 * other routes answer what `on()` registered, or a 404. Every request is recorded.
 */
export function fakeApi(initialSession: SessionData | null = null) {
  let session = initialSession;
  const handlers = new Map<string, Handler>();
  const requests: FakeRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const request = { url, method, body };
    requests.push(request);
    const handler = handlers.get(`${method} ${url.pathname}`);
    if (handler) {
      const result = await handler(request);
      return result instanceof Response ? result : jsonResponse(result ?? {});
    }
    if (method === 'GET' && url.pathname === '/api/auth/get-session') return jsonResponse(session);
    if (method === 'POST' && url.pathname === '/api/auth/update-user') return jsonResponse({ status: true });
    return jsonResponse({ code: 'NOT_FOUND', message: `No fake for ${method} ${url.pathname}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);

  const api = {
    /** Registers the answer of `METHOD /path`. */
    on(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, handler: Handler) {
      handlers.set(`${method} ${path}`, handler);
      return api;
    },
    /** What the session endpoint answers from now on (e.g. once a sign-in succeeded). */
    setSession(next: SessionData | null) {
      session = next;
    },
    /** The requests sent to `path` (or under it, with a trailing slash), in order. */
    requestsTo(path: string): FakeRequest[] {
      return requests.filter((request) =>
        path.endsWith('/') ? request.url.pathname.startsWith(path) : request.url.pathname === path,
      );
    },
  };
  return api;
}
