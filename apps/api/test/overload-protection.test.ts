import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOverloadProtection, releaseInProgressPlace } from '../src/plugins/overload-protection.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

/** Keeps the event loop busy, as a saturated CPU does. */
function blockEventLoop(milliseconds: number) {
  const until = performance.now() + milliseconds;
  while (performance.now() < until) {
    // Busy.
  }
}

describe('overload protection', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ maxEventLoopDelayMs: 50 });
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('sheds requests with 503 and Retry-After while the event loop lags, health checks excepted', async () => {
    expect((await get('/api/skills?q=re')).statusCode).not.toBe(503);
    let shed: Awaited<ReturnType<typeof get>> | undefined;
    // The lag is sampled every 250 ms and must be seen twice in a row: block until two samples have seen it.
    for (let attempt = 0; attempt < 10 && !shed; attempt++) {
      blockEventLoop(600);
      await sleep(5);
      blockEventLoop(600);
      await sleep(5);
      const response = await get('/api/skills?q=re');
      if (response.statusCode === 503) shed = response;
    }
    expect(shed?.headers['retry-after']).toBe('2');
    expect(shed?.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The server is busy, please try again shortly',
    });
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('serves again once the lag is gone', async () => {
    await sleep(800);
    expect((await get('/api/skills?q=re')).statusCode).not.toBe(503);
  });
});

describe('requests in progress', () => {
  it('refuses new requests with 503 while the limit of requests in progress is reached', async () => {
    const testApp = await buildTestApp({ maxRequestsInProgress: 2 });
    try {
      // Sign-ups hash a password: slow enough that three sent together are in progress at once.
      const signUp = (index: number) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          remoteAddress: `10.60.0.${index}`,
          headers: { origin: testApp.config.appUrl },
          payload: { email: `busy-${index}@example.test`, password: 'correct horse battery', name: '' },
        });
      const statuses = (await Promise.all([1, 2, 3].map(signUp))).map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 503)).toHaveLength(1);
      expect(statuses.filter((status) => status === 200)).toHaveLength(2);
      // Finished requests free their places.
      expect((await signUp(4)).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});

describe('places given back', () => {
  it('does not count a request that gave its place back, such as a streamed answer', async () => {
    const app = Fastify();
    registerOverloadProtection(app, { maxEventLoopDelayMs: 0, maxRequestsInProgress: 1 });
    app.get('/waits-holding-its-place', async () => {
      await sleep(300);
      return 'done';
    });
    app.get('/waits-without-its-place', async (request) => {
      releaseInProgressPlace(request);
      releaseInProgressPlace(request); // Twice: a place is given back once.
      await sleep(300);
      return 'done';
    });
    app.get('/quick', async () => 'done');
    await app.ready();
    try {
      const whileWaiting = async (url: string) => {
        const waiting = app.inject({ method: 'GET', url });
        await sleep(50);
        const quick = await app.inject({ method: 'GET', url: '/quick' });
        expect((await waiting).statusCode).toBe(200);
        return quick.statusCode;
      };
      expect(await whileWaiting('/waits-holding-its-place')).toBe(503);
      expect(await whileWaiting('/waits-without-its-place')).toBe(200);
      // The place given back is not freed a second time when the response ends.
      expect(await whileWaiting('/waits-holding-its-place')).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe('password requests', () => {
  it('answers 503 past 16 password checks in progress, after a pause for 64 of them, and serves again afterwards', async () => {
    // The 90 sign-ins arrive in the same instant, which the instance-wide limit of requests in progress would
    // partly refuse before they reach the password rule under test: that limit is raised here.
    const testApp = await buildTestApp({ maxRequestsInProgress: 256 });
    try {
      const startedAt = performance.now();
      const signIn = async (index: number) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: `10.61.${Math.floor(index / 200)}.${index % 200}`,
          headers: { origin: testApp.config.appUrl },
          payload: { email: `flood-${index}@example.test`, password: 'not the password' },
        });
        return { response, afterMs: performance.now() - startedAt };
      };
      const answers = await Promise.all(Array.from({ length: 90 }, (_, index) => signIn(index)));
      const statuses = answers.map(({ response }) => response.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(16);
      const shed = answers.filter(({ response }) => response.statusCode === 503);
      expect(shed).toHaveLength(74);
      expect(shed[0]?.response.headers['retry-after']).toBe('2');
      expect(shed[0]?.response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      // A flood retrying at once gets a slow answer, up to 64 at a time; past that, an immediate one.
      expect(shed.filter(({ afterMs }) => afterMs >= 950)).toHaveLength(64);
      expect(shed.filter(({ afterMs }) => afterMs < 500)).toHaveLength(10);
      expect((await signIn(199)).response.statusCode).toBe(401);
    } finally {
      await testApp.close();
    }
  });
});
