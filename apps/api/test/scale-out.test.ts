import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthClient, postAuth, registerConfirmedUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something answers on the Redis address; CI always has Redis, a laptop may not. */
async function isRedisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const redisReachable = await isRedisReachable(REDIS_URL);
if (!redisReachable && process.env.CI) {
  throw new Error(`CI needs Redis at ${REDIS_URL} for the scale-out tests`);
}

// Two instances of the API on one PostgreSQL database and one Redis, as docs/deployment.md describes: a client
// may reach either at every request.
describe.skipIf(!redisReachable)('two instances behind a load balancer', () => {
  let first: TestApp;
  let second: TestApp;
  let clientOfFirst: AuthClient;
  let clientOfSecond: AuthClient;
  // Unique per run: the Redis server is shared with other runs.
  const runId = randomBytes(4).toString('hex');

  beforeAll(async () => {
    first = await buildTestApp({ redisUrl: REDIS_URL });
    second = await buildTestApp({
      redisUrl: REDIS_URL,
      databaseUrl: first.config.databaseUrl,
      authSecret: first.config.authSecret,
    });
    clientOfFirst = { app: first.app, appUrl: first.config.appUrl };
    clientOfSecond = { app: second.app, appUrl: second.config.appUrl };
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('accepts on one instance the session opened on the other, and signs out everywhere', async () => {
    const member = await registerConfirmedUser(clientOfFirst, { email: `shared-${runId}@example.test` });
    const onSecond = await second.app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: { cookie: member.cookie },
    });
    expect(onSecond.statusCode).toBe(200);

    const signOut = await postAuth(clientOfSecond, '/sign-out', {}, { cookie: member.cookie });
    expect(signOut.statusCode).toBe(200);
    const onFirst = await first.app.inject({
      method: 'GET',
      url: '/api/profiles/me',
      headers: { cookie: member.cookie },
    });
    expect(onFirst.statusCode).toBe(401);
  });

  it('counts sign-in attempts per address across instances (3 per 10 s)', async () => {
    const ip = `10.77.${Number.parseInt(runId.slice(0, 2), 16)}.${Number.parseInt(runId.slice(2, 4), 16)}`;
    const attempt = (client: AuthClient, index: number) =>
      postAuth(
        client,
        '/sign-in/email',
        { email: `nobody-${index}-${runId}@example.test`, password: 'not the password' },
        { ip },
      );
    expect((await attempt(clientOfFirst, 1)).statusCode).toBe(401);
    expect((await attempt(clientOfSecond, 2)).statusCode).toBe(401);
    expect((await attempt(clientOfFirst, 3)).statusCode).toBe(401);
    const fourth = await attempt(clientOfSecond, 4);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('counts attempts per account across instances, whatever the address', async () => {
    const email = `target-${runId}@example.test`;
    const attempt = (client: AuthClient) =>
      postAuth(client, '/sign-in/email', { email, password: 'not the password' });
    for (const client of [clientOfFirst, clientOfSecond, clientOfFirst]) {
      expect((await attempt(client)).statusCode).toBe(401);
    }
    expect((await attempt(clientOfSecond)).statusCode).toBe(429);
  });

  it('counts route limits (the contact form: 5 per 10 minutes per address) across instances', async () => {
    const ip = `10.78.${Number.parseInt(runId.slice(4, 6), 16)}.${Number.parseInt(runId.slice(6, 8), 16)}`;
    const send = (testApp: TestApp, index: number) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: ip,
        headers: { origin: testApp.config.appUrl },
        payload: {
          name: 'Camille',
          email: `camille-${index}@example.test`,
          subject: 'devis',
          message: 'Bonjour, une question sur vos PODs.',
          locale: 'fr',
        },
      });
    const statuses = [];
    for (let index = 0; index < 6; index++) {
      statuses.push((await send(index % 2 === 0 ? first : second, index)).statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
