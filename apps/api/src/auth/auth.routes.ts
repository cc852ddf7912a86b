import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { releaseInProgressPlace, sendBusy } from '../http/busy.ts';
import type { Auth } from './auth.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { toWebHeaders } from './web-headers.ts';

/**
 * Better Auth's own admin endpoints would bypass the rules of our admin API (never on oneself, never the
 * last admin, audit log), so they are not reachable from outside; `/api/admin` is the admin API.
 */
const BLOCKED_PATH = /^\/api\/auth\/admin(\/|$)/;
/**
 * Answering a reset request takes the same time whether the address exists or not, so the response time
 * does not reveal who has an account.
 */
const CONSTANT_TIME_PATHS = new Set(['/api/auth/request-password-reset']);
const CONSTANT_TIME_MS = 400;

/**
 * Requests that hash a password (tens of milliseconds of CPU each). A flood of them, e.g. wrong passwords from
 * many addresses, would take the whole instance; past this many in progress, the next ones are answered 503
 * before any work, and the rest of the site keeps its capacity. The 503 comes after a pause: a client that
 * retries at once (a flood does) would otherwise cost the instance thousands of answers a second. Past a
 * number of paused answers (each holds a connection), they go out at once.
 */
const PASSWORD_PATHS = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/change-password',
  '/api/auth/reset-password',
]);
const MAX_PASSWORD_REQUESTS_IN_PROGRESS = 16;
const MAX_PAUSED_REFUSALS = 64;
const REFUSAL_PAUSE_MS = 1_000;

/**
 * Mounts Better Auth at `/api/auth/*` by turning each Fastify request into a web `Request`. `sessionsChanged` is
 * told of every write it answered (a sign-out, sessions revoked, a password changed), with the request's cookie,
 * before the answer leaves: what this instance keeps of that session is forgotten at once, before the database's
 * notice of the change arrives.
 */
export const authRoutes: FastifyPluginAsync<{
  auth: Auth;
  appUrl: string;
  sessionsChanged?: (cookieHeader: string | undefined) => void | Promise<void>;
}> = async (app, { auth, appUrl, sessionsChanged }) => {
  if (sessionsChanged) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method === 'POST' && reply.statusCode < 400) await sessionsChanged(request.headers.cookie);
      return payload;
    });
  }
  let passwordRequestsInProgress = 0;
  let pausedRefusals = 0;
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    schema: { hide: true },
    config: { checksOwnOrigin: true },
    handler: async (request, reply) => {
      const url = new URL(request.url, appUrl);
      if (BLOCKED_PATH.test(url.pathname)) {
        return reply
          .code(404)
          .send({ code: 'NOT_FOUND', message: `Route ${request.method} ${url.pathname} not found` });
      }
      const hashesPassword = PASSWORD_PATHS.has(url.pathname);
      if (hashesPassword && passwordRequestsInProgress >= MAX_PASSWORD_REQUESTS_IN_PROGRESS) {
        if (pausedRefusals < MAX_PAUSED_REFUSALS) {
          pausedRefusals += 1;
          // A paused refusal only waits: it must not take the places of the site's other requests.
          releaseInProgressPlace(request);
          await sleep(REFUSAL_PAUSE_MS);
          pausedRefusals -= 1;
        }
        return sendBusy(reply);
      }
      if (hashesPassword) passwordRequestsInProgress += 1;
      try {
        const startedAt = performance.now();
        const response = await auth.handler(toWebRequest(request, url));
        if (CONSTANT_TIME_PATHS.has(url.pathname)) await waitUntil(startedAt + CONSTANT_TIME_MS);
        return await sendWebResponse(reply, response);
      } finally {
        if (hashesPassword) passwordRequestsInProgress -= 1;
      }
    },
  });
};

function toWebRequest(request: FastifyRequest, url: URL): Request {
  const headers = toWebHeaders(request.headers);
  // Better Auth keys its rate limits by this header: only Fastify's view of the client (proxy-aware) counts.
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = await response.text();
  if (response.status === 429) {
    // Better Auth's own limiter answers without a code, and says when in X-Retry-After only; every 429 of the
    // API reads the same, with the standard Retry-After.
    const retryAfterSeconds = Number(response.headers.get('x-retry-after') ?? 60);
    return reply
      .header('content-type', 'application/json')
      .header('retry-after', String(retryAfterSeconds))
      .send({
        code: 'RATE_LIMITED',
        message: 'Too many requests, please try again later',
        details: { retryAfterSeconds },
      });
  }
  return reply.send(body.length > 0 ? body : null);
}

function waitUntil(deadline: number): Promise<void> {
  const remaining = deadline - performance.now();
  return remaining > 0 ? new Promise((resolve) => setTimeout(resolve, remaining)) : Promise.resolve();
}
