import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseInProgressPlace } from '../src/http/busy.ts';
import { createShieldedServer, registerOverloadProtection } from '../src/plugins/overload-protection.ts';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers/test-app.ts';

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
      details: { retryAfterSeconds: 2, notStarted: true },
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
          payload: {
            email: `busy-${index}@example.test`,
            password: 'correct horse battery',
            name: '',
            firstName: 'Camille',
            lastName: 'Durand',
          },
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
    registerOverloadProtection(app, { maxEventLoopDelayMs: 0, maxQueueDelayMs: 0, maxRequestsInProgress: 1 });
    // Only API requests are counted.
    app.get('/api/waits-holding-its-place', async () => {
      await sleep(300);
      return 'done';
    });
    app.get('/api/waits-without-its-place', async (request) => {
      releaseInProgressPlace(request);
      releaseInProgressPlace(request); // Twice: a place is given back once.
      await sleep(300);
      return 'done';
    });
    app.get('/api/quick', async () => 'done');
    await app.ready();
    try {
      const whileWaiting = async (url: string) => {
        const waiting = app.inject({ method: 'GET', url });
        await sleep(50);
        const quick = await app.inject({ method: 'GET', url: '/api/quick' });
        expect((await waiting).statusCode).toBe(200);
        return quick.statusCode;
      };
      expect(await whileWaiting('/api/waits-holding-its-place')).toBe(503);
      expect(await whileWaiting('/api/waits-without-its-place')).toBe(200);
      // The place given back is not freed a second time when the response ends.
      expect(await whileWaiting('/api/waits-holding-its-place')).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe('refusals told to the operator', () => {
  it('warns at the first refusal, then counts the refusals of each reason in one line, not one line each', async () => {
    const lines: { level: number; msg: string; refused?: Record<string, number> }[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    const { shedsEarly } = registerOverloadProtection(app, {
      maxEventLoopDelayMs: 0,
      maxQueueDelayMs: 0,
      maxRequestsInProgress: 1,
    });
    app.get('/api/waits', async () => {
      await sleep(300);
      return 'done';
    });
    await app.ready();
    try {
      const waiting = app.inject({ method: 'GET', url: '/api/waits' });
      await sleep(50);
      const statuses = [];
      for (let index = 0; index < 20; index++) {
        statuses.push((await app.inject({ method: 'GET', url: '/api/waits' })).statusCode);
      }
      // Refused before the framework too: counted with the others.
      const early = { statusCode: 0, writeHead: () => undefined, end: () => undefined };
      expect(shedsEarly({ url: '/api/waits' } as never, early as never)).toBe(true);
      await waiting;
      expect(statuses.every((status) => status === 503)).toBe(true);
      const warnings = () =>
        lines.filter((line) => line.msg === 'requests refused: the instance is overloaded');
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0]?.refused).toEqual({ 'requests in progress': 1 });
      // The others are counted, and told at the latest when the instance stops.
      await app.close();
      expect(warnings()).toHaveLength(2);
      expect(warnings()[1]?.refused).toEqual({ 'requests in progress': 20 });
    } finally {
      await app.close();
    }
  });
});

describe('refusals before the framework', () => {
  it('answers a request it would refuse 503 with Retry-After before Fastify reads it, and serves the others', async () => {
    const shield: { shedsEarly?: ReturnType<typeof registerOverloadProtection>['shedsEarly'] } = {};
    const app = Fastify({
      serverFactory: (handler, options) => createShieldedServer(handler, options, () => shield.shedsEarly),
      // A failed expectation leaves the slow request's socket open: closing must not wait for it to time out, or
      // the failure shows as a timeout.
      forceCloseConnections: true,
    });
    // Counted by the first hook, before the framework's own refusal could answer: a request refused inside the
    // framework is seen here.
    let seenByFastify = 0;
    app.addHook('onRequest', async () => {
      seenByFastify += 1;
    });
    shield.shedsEarly = registerOverloadProtection(app, {
      maxEventLoopDelayMs: 0,
      maxQueueDelayMs: 0,
      maxRequestsInProgress: 1,
    }).shedsEarly;
    app.get('/api/waits', async () => {
      await sleep(400);
      return 'done';
    });
    app.get('/api/quick', async () => 'done');
    app.get('/api/health', { config: { requestCost: 'essential' } }, async () => 'alive');
    app.get('/page', async () => 'page');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const waiting = fetch(`${address}/api/waits`);
      // In progress once the framework has seen it, however long a loaded machine takes to connect.
      while (seenByFastify === 0) await sleep(5);
      const before = seenByFastify;
      const refused = await fetch(`${address}/api/quick?x=1`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('2');
      expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await refused.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The server is busy, please try again shortly',
        details: { retryAfterSeconds: 2, notStarted: true },
      });
      // Answered before any of the framework's hooks ran.
      expect(seenByFastify).toBe(before);
      // Health checks and pages still served while API requests are refused.
      expect((await fetch(`${address}/api/health`)).status).toBe(200);
      expect((await fetch(`${address}/page`)).status).toBe(200);
      expect((await waiting).status).toBe(200);
      expect((await fetch(`${address}/api/quick`)).status).toBe(200);
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

describe('a burst of light requests', () => {
  it('serves 300 simultaneous requests for the index, a static file and the health check, refusing none', async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'escouade-burst-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="fr"><title>Escouade</title></html>',
    );
    writeFileSync(path.join(distDir, 'assets', 'app-AbC123.js'), 'console.log(1)');
    // The production defaults, lag check included: a burst the machine absorbs is not an overload.
    const testApp = await buildTestApp({
      webDistDir: distDir,
      maxEventLoopDelayMs: 1_000,
      maxQueueDelayMs: 50,
      maxRequestsInProgress: 64,
    });
    try {
      const urls = ['/', '/assets/app-AbC123.js', '/api/health'];
      const responses = await Promise.all(
        Array.from({ length: 300 }, (_, index) =>
          testApp.app.inject({ method: 'GET', url: urls[index % urls.length] }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    } finally {
      await testApp.close();
    }
  });
});

/**
 * An app with only the overload protection (queueing limit `maxQueueDelayMs`) and `GET /api/slow`, which holds
 * one of `connections` database connections for `holdSeconds`.
 */
async function appWithSlowQueries({
  connections,
  holdSeconds,
  maxQueueDelayMs = 50,
}: {
  connections: number;
  holdSeconds: number;
  maxQueueDelayMs?: number;
}) {
  const database = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: database.connectionString, max: connections });
  const app = Fastify();
  registerOverloadProtection(app, {
    maxEventLoopDelayMs: 0,
    maxQueueDelayMs,
    maxRequestsInProgress: 10_000,
    databasePool: pool,
  });
  app.get('/api/slow', async () => {
    await pool.query('select pg_sleep($1)', [holdSeconds]);
    return 'done';
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await pool.end();
      await database.close();
    },
  };
}

describe('the database queue', () => {
  it('refuses API requests at once past the queueing delay, so the admitted ones keep a short wait', async () => {
    // Two connections, each request holding one for 20 ms: the instance serves 100 requests a second.
    const { app, close } = await appWithSlowQueries({ connections: 2, holdSeconds: 0.02 });
    try {
      // An open loop at three times that rate for 1.5 s: without shedding, the queue would grow to about
      // 300 requests and the last ones would wait for three seconds.
      const answers: Promise<{ status: number; retryAfter: unknown; dueMs: number; ms: number }>[] = [];
      const startedAt = performance.now();
      for (let index = 0; index < 450; index++) {
        const dueAt = startedAt + (index * 1000) / 300;
        const wait = dueAt - performance.now();
        if (wait > 1) await sleep(wait);
        answers.push(
          app.inject({ method: 'GET', url: '/api/slow' }).then((response) => ({
            status: response.statusCode,
            retryAfter: response.headers['retry-after'],
            dueMs: dueAt - startedAt,
            ms: performance.now() - dueAt,
          })),
        );
      }
      const results = await Promise.all(answers);
      const admitted = results.filter((result) => result.status === 200);
      const refused = results.filter((result) => result.status === 503);
      expect(admitted.length + refused.length).toBe(results.length);
      expect(refused.length).toBeGreaterThan(100);
      expect(refused.every((result) => result.retryAfter === '2')).toBe(true);
      const p99 = (values: number[]) =>
        values.sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1] ?? 0;
      // Unrefused, the queue would hold about 300 requests at the end and the last ones would wait three
      // seconds. Once the overload is sustained (after its first half second, while the queue forms and is
      // seen to stand), the admitted wait stays near the limit plus one request's own time; the bounds leave
      // room for a test machine busy with other work, whose event loop delays every answer.
      const sustained = admitted.filter((result) => result.dueMs >= 500);
      expect(p99(sustained.map((result) => result.ms))).toBeLessThan(1_200);
      expect(Math.max(...admitted.map((result) => result.ms))).toBeLessThan(2_000);
      // Refused without waiting for the database.
      expect(p99(refused.map((result) => result.ms))).toBeLessThan(500);
    } finally {
      await close();
    }
  });
});

describe('requests that arrive together', () => {
  it('admits no more of a batch than the standing queue serves within the delay', async () => {
    // Two connections, each request holding one for 20 ms: the instance serves 100 requests a second.
    const { app, close } = await appWithSlowQueries({ connections: 2, holdSeconds: 0.02 });
    try {
      type Answer = { status: number; dueMs: number; ms: number };
      const answers: Promise<Answer>[] = [];
      const startedAt = performance.now();
      const send = (dueAt: number) =>
        answers.push(
          app.inject({ method: 'GET', url: '/api/slow' }).then((response) => ({
            status: response.statusCode,
            dueMs: dueAt - startedAt,
            ms: performance.now() - dueAt,
          })),
        );
      // An open loop at twice that rate for 1.5 s keeps the queue standing; three times, 100 requests arrive
      // in the same instant, as they do in one turn of the event loop when a thousand connections each send
      // one. Admitted whole, a batch would make its last request wait a second.
      const batchesAt = [600, 900, 1_200];
      for (let index = 0; index < 300; index++) {
        const dueMs = index * 5;
        const wait = startedAt + dueMs - performance.now();
        if (wait > 1) await sleep(wait);
        if (batchesAt.includes(dueMs))
          for (let inBatch = 0; inBatch < 100; inBatch++) send(performance.now());
        send(startedAt + dueMs);
      }
      const results = await Promise.all(answers);
      const admitted = results.filter((result) => result.status === 200);
      expect(admitted.length + results.filter((result) => result.status === 503).length).toBe(results.length);
      const admittedOnceStanding = admitted.filter((result) => result.dueMs >= batchesAt[0]!);
      expect(admittedOnceStanding.length).toBeGreaterThan(20);
      // Near the 50 ms limit plus a request's own time; the bound leaves room for a busy test machine.
      expect(Math.max(...admittedOnceStanding.map((result) => result.ms))).toBeLessThan(700);
    } finally {
      await close();
    }
  });
});

describe('a queue that drains', () => {
  it('refuses nothing to a closed loop of twice as many clients as connections, however slow the queries', async () => {
    // Each query holds its connection four times the queueing limit: half the clients wait that long for one,
    // a queue that forms and drains (each waits behind one query) and must not be taken for an overload.
    const { app, close } = await appWithSlowQueries({
      connections: 4,
      holdSeconds: 0.2,
      maxQueueDelayMs: 50,
    });
    try {
      const statuses: number[] = [];
      const until = performance.now() + 1_500;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (performance.now() < until) {
            statuses.push((await app.inject({ method: 'GET', url: '/api/slow' })).statusCode);
          }
        }),
      );
      expect(statuses.length).toBeGreaterThan(20);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    } finally {
      await close();
    }
  });
});
