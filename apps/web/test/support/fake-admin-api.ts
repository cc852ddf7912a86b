import type { AdminOverview, AdminUser, AuditEntry } from '@escouade/contract/admin';
import { vi } from 'vitest';
import type { SessionData } from '../../src/lib/auth-session';
import { jsonResponse, sessionFor } from './fake-api';

export type AdminRequest = { url: URL; method: string; body: Record<string, unknown> | undefined };
type Handler = (request: AdminRequest) => unknown;

let counter = 0;

/** A user as `GET /api/admin/users` lists them. */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  counter += 1;
  return {
    id: `u-${counter}`,
    email: `person-${counter}@example.test`,
    name: null,
    role: 'user',
    emailVerified: true,
    createdAt: '2026-03-14T09:30:00.000Z',
    banned: false,
    banReason: null,
    banExpires: null,
    ...overrides,
  };
}

/** 30 days of sign-ups ending on 2026-11-21, with the given counts by day (others 0). */
export function signupsPerDay(counts: Record<string, number> = {}): AdminOverview['signupsPerDay'] {
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 21 - 29 + index)).toISOString().slice(0, 10);
    return { date, count: counts[date] ?? 0 };
  });
}

type FakeAdminOptions = {
  session?: SessionData;
  users?: AdminUser[];
  overview?: AdminOverview;
  audit?: AuditEntry[];
  pageSize?: number;
};

/**
 * A fake of the admin API over `fetch`, with state: the users (searched on e-mail, name or role, paged with a
 * cursor) and what the actions do to them. The signed-in admin is part of the list. `on()` replaces the
 * answer of one route (a failure, a delayed answer); every request is recorded.
 */
export function fakeAdminApi({
  session = sessionFor('admin', { id: 'me', email: 'boss@example.test' }),
  users = [],
  overview,
  audit = [],
  pageSize = 50,
}: FakeAdminOptions = {}) {
  const state = {
    users: [
      adminUser({ id: session.user.id, email: session.user.email, role: 'admin' }),
      ...users,
    ] as AdminUser[],
  };
  const handlers = new Map<string, Handler>();
  const requests: AdminRequest[] = [];

  const findUser = (path: string) =>
    state.users.find((user) => path.startsWith(`/api/admin/users/${user.id}`));
  const result = (user: AdminUser | null) => ({ success: true, user });

  const answer = (request: AdminRequest): unknown => {
    const { url, method, body } = request;
    const path = url.pathname;
    if (method === 'GET' && path === '/api/auth/get-session') return session;
    if (method === 'POST' && path === '/api/auth/update-user') return { status: true };
    if (method === 'GET' && path === '/api/admin/overview') {
      return (
        overview ?? {
          users: { total: 0, newLast30Days: 0 },
          posts: { last30Days: 0, previous30Days: 0 },
          comments: { last30Days: 0, previous30Days: 0 },
          signupsPerDay: signupsPerDay(),
        }
      );
    }
    if (method === 'GET' && path === '/api/admin/audit') return { entries: audit, nextCursor: null };
    if (method === 'GET' && path === '/api/admin/users') {
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const matching = state.users.filter((user) =>
        [user.email, user.name ?? '', user.role].some((field) => field.toLowerCase().includes(q)),
      );
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const page = matching.slice(start, start + pageSize);
      const next = start + pageSize < matching.length ? String(start + pageSize) : null;
      return { users: page, total: matching.length, nextCursor: next };
    }
    const target = findUser(path);
    if (!target) return jsonResponse({ code: 'USER_NOT_FOUND', message: 'User not found' }, 404);
    if (method === 'DELETE') {
      state.users = state.users.filter((user) => user !== target);
      return result(null);
    }
    if (method === 'PATCH' && path.endsWith('/promote')) target.role = 'admin';
    else if (method === 'PATCH' && path.endsWith('/role')) target.role = String(body?.role);
    else if (method === 'POST' && path.endsWith('/ban')) {
      Object.assign(target, {
        banned: true,
        banReason: body?.reason ?? null,
        banExpires: body?.expiresAt ?? null,
      });
    } else if (method === 'POST' && path.endsWith('/unban')) {
      Object.assign(target, { banned: false, banReason: null, banExpires: null });
    } else return jsonResponse({ code: 'NOT_FOUND', message: `No fake for ${method} ${path}` }, 404);
    return result({ ...target });
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const request = { url, method, body };
    requests.push(request);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const response = handler ? await handler(request) : answer(request);
    return response instanceof Response ? response : jsonResponse(response ?? {});
  });
  vi.stubGlobal('fetch', fetchMock);

  const api = {
    session,
    state,
    /** Registers the answer of `METHOD /path`. */
    on(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, handler: Handler) {
      handlers.set(`${method} ${path}`, handler);
      return api;
    },
    /** The requests sent with `method` to `path`, in order. */
    requestsTo(method: string, path: string): AdminRequest[] {
      return requests.filter((request) => request.method === method && request.url.pathname === path);
    },
  };
  return api;
}

/** An error answer of the API. */
export function apiError(code: string, status: number): Response {
  return jsonResponse({ code, message: `${code} (server text)` }, status);
}
