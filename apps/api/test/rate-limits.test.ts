import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { type HttpMethod, type MatrixRequest, MatrixWorld } from './helpers/actors.ts';
import { nextIp, registerConfirmedUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// Every documented request limit, proved the same way: `limit` requests are let through, the next one is
// refused with 429 and Retry-After. A limit per address sends every request from one address (the requests
// need not succeed: they are counted as they arrive); a limit per account sends each from a new address, as
// an account spreading its requests would, and each request is one the route takes. The limits are the
// production values: the windows (10 s to 10 min) outlast a row.

/** Who sends a row's requests: signed out, or an account (the matrix's owner, or one of the row's own). */
interface Sender {
  id: string;
  cookie: string | undefined;
}

interface LimitRow {
  what: string;
  method: HttpMethod;
  limit: number;
  per: 'address' | 'account';
  isSignedIn: boolean;
  /** Sent by an account of the row's own: a route limited per account too (the owner's counts are shared). */
  hasOwnAccount?: boolean;
  request: (world: MatrixWorld, sender: Sender) => MatrixRequest | Promise<MatrixRequest>;
}

const strangerId = () => `matrix-nobody-${randomUUID()}`;

const ROWS: LimitRow[] = [
  // Better Auth's own limits.
  {
    what: 'sign-up, 3 a minute',
    method: 'POST',
    limit: 3,
    per: 'address',
    isSignedIn: false,
    request: (world) => ({
      url: '/api/auth/sign-up/email',
      payload: {
        email: `limit-${world.unique()}@example.test`,
        password: 'une phrase de passe assez longue',
        name: '',
        firstName: 'Camille',
        lastName: 'Durand',
      },
    }),
  },
  {
    what: 'second factor at sign-in, 3 in 10 s',
    method: 'POST',
    limit: 3,
    per: 'address',
    isSignedIn: false,
    request: () => ({ url: '/api/auth/two-factor/verify-totp', payload: { code: '000000' } }),
  },
  {
    what: 'reset-link check, 30 in 10 min',
    method: 'GET',
    limit: 30,
    per: 'address',
    isSignedIn: false,
    request: () => ({ url: `/api/account/password-reset/${randomUUID().replaceAll('-', '')}` }),
  },
  // The application's routes, per address.
  {
    what: 'posts, 30 in 10 min',
    method: 'POST',
    limit: 30,
    per: 'address',
    isSignedIn: true,
    request: () => ({ url: '/api/posts', payload: {} }),
  },
  {
    what: 'comments, 60 in 10 min',
    method: 'POST',
    limit: 60,
    per: 'address',
    isSignedIn: true,
    request: (world) => ({ url: `/api/posts/${world.postId}/comments`, payload: {} }),
  },
  {
    what: 'avatars, 20 in 10 min',
    method: 'PUT',
    limit: 20,
    per: 'address',
    isSignedIn: true,
    request: (_world, sender) => ({ url: `/api/profiles/${sender.id}/avatar` }),
  },
  {
    what: 'post edits, 30 in 10 min',
    method: 'PATCH',
    limit: 30,
    per: 'address',
    isSignedIn: true,
    request: (world) => ({ url: `/api/posts/${world.postId}`, payload: {} }),
  },
  {
    what: 'comment edits, 60 in 10 min',
    method: 'PATCH',
    limit: 60,
    per: 'address',
    isSignedIn: true,
    request: (world) => ({
      url: `/api/posts/${world.otherPostId}/comments/${world.commentId}`,
      payload: {},
    }),
  },
  {
    what: 'blocks, 60 in 10 min',
    method: 'PUT',
    limit: 60,
    per: 'address',
    isSignedIn: true,
    request: () => ({ url: `/api/profiles/${strangerId()}/block` }),
  },
  {
    what: 'mutes, 60 in 10 min',
    method: 'PUT',
    limit: 60,
    per: 'address',
    isSignedIn: true,
    request: () => ({ url: `/api/profiles/${strangerId()}/mute` }),
  },
  {
    what: 'projects, 20 in 10 min',
    method: 'POST',
    limit: 20,
    per: 'address',
    isSignedIn: true,
    request: () => ({ url: '/api/projects', payload: { language: 'xx' } }),
  },
  {
    what: 'brief chat messages, 60 in 10 min',
    method: 'POST',
    limit: 60,
    per: 'address',
    isSignedIn: true,
    request: (world) => ({ url: `/api/projects/${world.draftProjectId}/messages`, payload: {} }),
  },
  {
    what: 'brief confirmations, 30 in 10 min',
    method: 'PUT',
    limit: 30,
    per: 'address',
    isSignedIn: true,
    request: (world) => ({ url: `/api/projects/${world.draftProjectId}/brief`, payload: {} }),
  },
  // Writes that add events, live rows or mail: per address and per account.
  ...(
    [
      ['likes', 'PUT', 60, (world) => ({ url: `/api/posts/${world.otherPostId}/like` })],
      ['unlikes', 'DELETE', 60, (world) => ({ url: `/api/posts/${world.otherPostId}/like` })],
      ['follows', 'PUT', 60, (world) => ({ url: `/api/profiles/${world.idOf('other')}/follow` })],
      ['unfollows', 'DELETE', 60, (world) => ({ url: `/api/profiles/${world.idOf('other')}/follow` })],
      [
        'notifications read one by one',
        'POST',
        300,
        () => ({ url: `/api/notifications/${randomUUID()}/read`, payload: {} }),
      ],
      ['all notifications read', 'POST', 30, () => ({ url: '/api/notifications/read-all', payload: {} })],
      [
        'e-mail preferences',
        'PUT',
        30,
        () => ({
          url: '/api/notifications/preferences',
          payload: { preferences: [{ type: 'post_liked', email: 'never' }] },
        }),
      ],
      ['post removals', 'DELETE', 60, () => ({ url: `/api/posts/${randomUUID()}` })],
      [
        'comment removals',
        'DELETE',
        60,
        (world) => ({ url: `/api/posts/${world.otherPostId}/comments/${randomUUID()}` }),
      ],
      ['avatar removals', 'DELETE', 20, (_world, sender) => ({ url: `/api/profiles/${sender.id}/avatar` })],
      [
        'skill changes',
        'PATCH',
        60,
        (_world, sender) => ({
          url: `/api/profiles/${sender.id}/skills/${randomUUID()}`,
          payload: { level: 4 },
        }),
      ],
      [
        'skill removals',
        'DELETE',
        60,
        (_world, sender) => ({ url: `/api/profiles/${sender.id}/skills/${randomUUID()}` }),
      ],
      [
        'proposals chosen',
        'POST',
        20,
        () => ({ url: `/api/projects/${randomUUID()}/proposals/best_coverage/choose`, payload: {} }),
      ],
      [
        'seats offered again',
        'POST',
        20,
        () => ({ url: `/api/projects/${randomUUID()}/invitations/${randomUUID()}/refill`, payload: {} }),
      ],
      [
        'projects cancelled',
        'POST',
        20,
        () => ({ url: `/api/projects/${randomUUID()}/cancel`, payload: {} }),
      ],
      [
        'invitations accepted',
        'POST',
        30,
        () => ({ url: `/api/invitations/${randomUUID()}/accept`, payload: {} }),
      ],
      [
        'invitations declined',
        'POST',
        30,
        () => ({ url: `/api/invitations/${randomUUID()}/decline`, payload: {} }),
      ],
      [
        'skills added',
        'POST',
        60,
        (_world, sender) => ({
          url: `/api/profiles/${sender.id}/skills`,
          payload: { skillId: randomUUID(), level: 3 },
        }),
      ],
    ] as const satisfies readonly [string, HttpMethod, number, LimitRow['request']][]
  ).flatMap(([what, method, limit, request]) =>
    (['address', 'account'] as const).map((per): LimitRow => ({
      what: `${what}, ${limit} in 10 min`,
      method,
      limit,
      per,
      isSignedIn: true,
      hasOwnAccount: true,
      request,
    })),
  ),
];

describe('the request limits, each at its production value', () => {
  let testApp: TestApp;
  let world: MatrixWorld;

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = new MatrixWorld(testApp);
    await world.setUp();
  });
  afterAll(() => testApp.close());

  it.each(ROWS)('refuses the request past $limit per $per: $what', async (row) => {
    const index = ROWS.indexOf(row);
    const fixedAddress = `198.51.${100 + (index >> 8)}.${index & 255}`;
    // The owner, or accounts of the row's own where the route counts per account too (the owner's counts are
    // shared by rows). A limit per address is then proved with two accounts taking turns, each under its own
    // limit: only the address's count can refuse.
    const own = (suffix: string) =>
      registerConfirmedUser(world.client, {
        email: `limit-row-${index}-${suffix}@example.test`,
        role: 'professional',
      });
    const senders: Sender[] = !row.isSignedIn
      ? [{ id: '', cookie: undefined }]
      : !row.hasOwnAccount
        ? [{ id: world.idOf('owner'), cookie: world.cookieOf('owner') }]
        : row.per === 'address'
          ? [await own('a'), await own('b')]
          : [await own('a')];
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt <= row.limit; attempt++) {
      const sender = senders[attempt % senders.length]!;
      const request = await row.request(world, sender);
      last = await testApp.app.inject({
        method: row.method,
        url: request.url,
        payload: request.payload,
        remoteAddress: row.per === 'address' ? fixedAddress : nextIp(),
        headers: { origin: testApp.config.appUrl, ...(sender.cookie ? { cookie: sender.cookie } : {}) },
      });
      statuses.push(last.statusCode);
    }
    // Every request up to the limit was let through (whatever the route answered), the next one refused.
    expect(statuses.slice(0, row.limit).filter((status) => status === 429)).toEqual([]);
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
