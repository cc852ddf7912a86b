// A small HTTP client for the API as a browser uses it (session cookie, Origin on writes), over node:http so
// that each request says when it was fully written and how it ended, and helpers for the usual set-up.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * `request({ method, path, cookie, body, ip })` resolves (never rejects) to
 * `{ status, body, cookie, error, startedAt, sentAt, endedAt }`: `status` 0 with `error` (a code such as
 * ECONNRESET, ECONNREFUSED, TIMEOUT) when no complete answer came; `sentAt` is when the request was fully
 * handed to the socket (undefined if it never was); times are performance.now().
 */
export function createClient(baseUrl, { connections = 8, timeoutMs = 10_000 } = {}) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

  function request({ method = 'GET', path, cookie, body, ip = randomIp() }) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { 'x-forwarded-for': ip };
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET') headers.origin = baseUrl;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const result = { method, path, status: 0, startedAt: performance.now() };
    return new Promise((resolve) => {
      const settle = (fields) => {
        if (result.endedAt !== undefined) return;
        Object.assign(result, fields, { endedAt: performance.now() });
        resolve(result);
      };
      const outgoing = http.request(
        { host: url.hostname, port: url.port, method, path, headers, agent, timeout: timeoutMs },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.once('error', (error) => settle({ error: error.code ?? error.message }));
          response.once('aborted', () => settle({ error: 'ABORTED' }));
          response.once('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // Not JSON: kept as text.
            }
            settle({
              status: response.statusCode,
              body: parsed,
              cookie: sessionCookieOf(response.headers['set-cookie']),
            });
          });
        },
      );
      outgoing.once('finish', () => {
        result.sentAt = performance.now();
      });
      outgoing.once('timeout', () =>
        outgoing.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
      );
      outgoing.once('error', (error) => settle({ error: error.code ?? error.message }));
      outgoing.end(payload);
    });
  }

  return { baseUrl, request, close: () => agent.destroy() };
}

function sessionCookieOf(setCookie = []) {
  const pairs = setCookie.map((header) => header.split(';')[0]).filter((pair) => !pair.endsWith('='));
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}

/** A random client address in 10.0.0.0/8: per-address rate limits never bite a benchmark. */
export function randomIp() {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export function randomToken() {
  return randomBytes(6).toString('hex');
}

/** Signs up (auto sign-in: REQUIRE_EMAIL_VERIFICATION=false). Resolves to `{ id, email, cookie }` or throws. */
export async function signUp(
  client,
  { role = 'professional', email = `bench-${randomToken()}@example.com` } = {},
) {
  const response = await client.request({
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: {
      email,
      password: `bench ${randomToken()} password`,
      name: '',
      firstName: 'Bench',
      lastName: 'Mark',
      role,
      locale: 'fr',
    },
  });
  if (response.status !== 200 || !response.cookie) throw describeFailure('sign-up', response);
  return { id: response.body.user.id, email, cookie: response.cookie };
}

/** Fills in what posting needs: first and last name, profession and one skill. */
export async function makeEligibleToPost(client, user) {
  const profile = await client.request({
    method: 'PATCH',
    path: `/api/profiles/${user.id}`,
    cookie: user.cookie,
    body: { firstName: 'Bench', lastName: 'Mark', profession: 'Consultant' },
  });
  if (profile.status !== 200) throw describeFailure('profile update', profile);
  const skill = await client.request({
    method: 'POST',
    path: `/api/profiles/${user.id}/skills`,
    cookie: user.cookie,
    body: { newSkill: { name: 'Communication' }, level: 3 },
  });
  if (skill.status !== 201 && skill.status !== 409) throw describeFailure('skill', skill);
}

/** A professional allowed to post, with `posts` posts on the feed; resolves to the session cookie. */
export async function signUpProfessionalWithPosts(baseUrl, { posts = 5 } = {}) {
  const client = createClient(baseUrl);
  try {
    const user = await signUp(client);
    await makeEligibleToPost(client, user);
    for (let index = 1; index <= posts; index += 1) {
      const post = await client.request({
        method: 'POST',
        path: '/api/posts',
        cookie: user.cookie,
        body: {
          content: `Retour d'expérience n° ${index} : une équipe de trois experts, livrée en six semaines.`,
        },
      });
      if (post.status !== 201) throw describeFailure(`post ${index}`, post);
    }
    return user.cookie;
  } finally {
    client.close();
  }
}

export function describeFailure(what, response) {
  const detail = response.error ?? `${response.status} ${JSON.stringify(response.body)?.slice(0, 300)}`;
  return new Error(`${what} failed: ${detail}`);
}

/** Signs in an existing account by e-mail and password from a fresh address; resolves to its cookie header. */
export async function signIn(baseUrl, email, password) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': randomIp() },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}
