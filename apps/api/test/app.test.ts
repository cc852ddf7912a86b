import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client.ts';
import { errorForLog, withoutSecrets } from '../src/log-serializers.ts';
import { postAuth, registerConfirmedUser } from './helpers/auth.ts';
import { findMailedLink } from './helpers/mailbox.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

describe('the API application', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('reports health with the database up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers unknown API routes with the error shape, never HTML', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives every response a request id, reusing a well-formed upstream one', async () => {
    const generated = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234567890' },
    });
    expect(forwarded.headers['x-request-id']).toBe('lb-1234567890');
    const hostile = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(hostile.headers['x-request-id']).not.toBe('<script>');
    // Errors too: a route that does not exist, and one that needs a session.
    for (const url of ['/api/nothing-here', '/api/posts']) {
      const refused = await testApp.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('compresses large responses', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('publishes the OpenAPI document and its UI at /api/docs', async () => {
    const document = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      info: { title: 'Escouade API' },
    });
    expect(Object.keys(document.json().paths)).toContain('/api/health');
    // Error answers are part of each route's contract: their statuses, shape and codes are in the document.
    const createPost = document.json().paths['/api/posts'].post.responses;
    expect(Object.keys(createPost)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '429', '500']),
    );
    expect(createPost['400'].description).toContain('VALIDATION_FAILED');
    expect(createPost['403'].content['application/json'].schema.required).toEqual(['code', 'message']);
    const ui = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('behind a load balancer', () => {
  it('takes the client address from the hops it trusts only', async () => {
    const testApp = await buildTestApp({ trustProxy: 1, requireEmailVerification: false });
    try {
      const signUp = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '10.0.0.1',
        // The client wrote the first address; the balancer appended the one it saw.
        headers: { origin: testApp.config.appUrl, 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
        payload: {
          email: 'hops@example.test',
          password: 'correct horse battery',
          name: '',
          firstName: 'Camille',
          lastName: 'Durand',
        },
      });
      expect(signUp.statusCode).toBe(200);
      const sessions = await testApp.db.execute<{ ip_address: string }>(
        sql`select ip_address from "session"`,
      );
      expect(sessions.rows).toEqual([{ ip_address: '203.0.113.7' }]);
    } finally {
      await testApp.close();
    }
  });
});

describe('cross-site requests', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const newsletter = (headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers,
      payload: { email: 'someone@example.test', locale: 'fr' },
    });

  it('refuses a change requested from another site, by Origin or by Sec-Fetch-Site', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const response = await newsletter(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it.each(['/%61pi/newsletter', '/api/%6eewsletter', '/%61%70%69/newsletter'])(
    'refuses a change from another site whatever the spelling of its path (%s)',
    async (url) => {
      const email = `spelled-${url.length}-${url.indexOf('%')}@example.test`;
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { origin: 'https://evil.example' },
        payload: { email, locale: 'fr' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
      const stored = await testApp.db.execute(
        sql`select 1 from newsletter_subscriptions where email = ${email}`,
      );
      expect(stored.rows).toEqual([]);
    },
  );

  it('grants no other site the right to read an answer: no CORS header, even to a preflight', async () => {
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/profiles/me',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'content-type',
      },
    });
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    for (const response of [preflight, read]) {
      expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('accepts the same change from the site itself or from a client without a browser', async () => {
    expect((await newsletter({ origin: testApp.config.appUrl })).statusCode).toBe(202);
    expect((await newsletter({})).statusCode).toBe(202);
  });
});

describe('in production', () => {
  it('asks browsers to use HTTPS only, for a year, subdomains included', async () => {
    const production = await buildTestApp({ isProduction: true, smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await production.close();
    }
  });
});

describe('request log', () => {
  it('never records the one-time secrets of e-mailed links', () => {
    expect(withoutSecrets('/api/auth/verify-email?token=abc.def&callbackURL=%2Fdashboard')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Fdashboard',
    );
    expect(withoutSecrets('/update-password?token=xyz')).toBe('/update-password?token=[redacted]');
    expect(withoutSecrets('/api/posts?q=token')).toBe('/api/posts?q=token');
    expect(withoutSecrets('/api/auth/verify-email?%74oken=abc&x=%2F')).toBe(
      '/api/auth/verify-email?token=[redacted]&x=%2F',
    );
    expect(withoutSecrets('/api/auth/reset-password/abc?callbackURL=%2F')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2F',
    );
    expect(withoutSecrets('/api/auth/reset-password')).toBe('/api/auth/reset-password');
  });

  describe('as written', () => {
    let testApp: TestApp;
    let lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    beforeAll(async () => {
      testApp = await buildTestApp({ logLevel: 'info' }, { logStream });
    });
    afterAll(() => testApp.close());

    it.each(['/api/account/password-reset', '/%61pi/account/password-reset'])(
      'shows the route, not the reset token in the path (%s/…)',
      async (prefix) => {
        const client = { app: testApp.app, appUrl: testApp.config.appUrl };
        const email = `reset-${prefix.length}@example.test`;
        await registerConfirmedUser(client, { email });
        await postAuth(client, '/request-password-reset', { email });
        const token = (await findMailedLink(testApp.app, email, '/update-password')).searchParams.get(
          'token',
        );
        lines = [];
        const response = await testApp.app.inject({ method: 'GET', url: `${prefix}/${token}` });
        expect(response.json()).toEqual({ valid: true });
        const log = lines.join('');
        expect(log).toContain('/api/account/password-reset/:token');
        expect(log).not.toContain(String(token));
      },
    );

    it('never writes a reset token Better Auth reads in its path, however the path is spelt', async () => {
      const client = { app: testApp.app, appUrl: testApp.config.appUrl };
      const email = 'reset-in-path@example.test';
      await registerConfirmedUser(client, { email });
      await postAuth(client, '/request-password-reset', { email });
      const token = String(
        (await findMailedLink(testApp.app, email, '/update-password')).searchParams.get('token'),
      );
      for (const path of [
        `/api/auth/reset-password/${token}?callbackURL=%2Fupdate-password`,
        `/api/auth/%72eset-password/${token}`,
        `/%61pi/auth/reset-password/${token}`,
        `/api/auth/RESET-PASSWORD/${token}`,
        `/api/auth/reset-password/${token}/`,
      ]) {
        lines = [];
        await testApp.app.inject({ method: 'GET', url: path });
        const log = lines.join('');
        expect(log.toLowerCase(), path).toContain('reset-password/[redacted]');
        expect(log, path).not.toContain(token);
      }
    });

    it('never writes a secret query value, whatever the encoding of its name', async () => {
      const secret = 'Zq9secretvalue1234567890';
      for (const query of [
        `?%74oken=${secret}`,
        `?%74%6F%6B%65%6E=${secret}`,
        `?TOKEN=${secret}`,
        `?callbackURL=%2F&Token=${secret}`,
        `?token[]=${secret}`,
        `?%63ode=${secret}`,
        `?sec%72et=${secret}`,
        `?a=1&&token=${secret}#frag`,
      ]) {
        lines = [];
        await testApp.app.inject({ method: 'GET', url: `/api/auth/verify-email${query}` });
        await testApp.app.inject({ method: 'GET', url: `/api/notifications/unsubscribe${query}` });
        expect(lines.join(''), query).not.toContain(secret);
      }
    });

    it('writes one JSON object a line, timed in UTC milliseconds, and records every refused request with its code', async () => {
      lines = [];
      const refused = await testApp.app.inject({ method: 'GET', url: '/api/profiles/me' });
      expect(refused.statusCode).toBe(401);
      const entries = lines.map((line) => JSON.parse(line) as { time: number; msg: string; code?: string });
      for (const entry of entries) expect(Math.abs(entry.time - Date.now())).toBeLessThan(60_000);
      expect(entries).toContainEqual(
        expect.objectContaining({ msg: 'request refused', code: 'UNAUTHENTICATED', status: 401 }),
      );
    });

    it('never writes the values of a failed statement, such as the session token it looked up', async () => {
      const client = { app: testApp.app, appUrl: testApp.config.appUrl };
      const reader = await registerConfirmedUser(client, { email: 'reader@example.test' });
      const token = decodeURIComponent(reader.cookie.split('session_token=')[1] ?? '').split('.')[0] ?? '';
      expect(token.length).toBeGreaterThanOrEqual(32);
      /** The log entry of a search that fails while `table` is missing. */
      const failedSearch = async (table: 'pro_post_likes' | 'pro_posts') => {
        await testApp.db.execute(sql.raw(`alter table ${table} rename to ${table}_gone`));
        lines = [];
        try {
          const response = await testApp.app.inject({
            method: 'GET',
            url: '/api/posts?q=anything',
            headers: { cookie: reader.cookie },
          });
          expect(response.statusCode).toBe(500);
        } finally {
          await testApp.db.execute(sql.raw(`alter table ${table}_gone rename to ${table}`));
        }
        const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
        expect(failure?.reqId).toEqual(expect.any(String));
        // The search term is a bound value too (the request line shows it, as the URL it is).
        expect(JSON.stringify(failure)).not.toContain('anything');
        expect(lines.join('')).not.toContain(token);
        return failure;
      };
      // The window of matches is read through the query builder, whose error quotes the statement.
      expect((await failedSearch('pro_posts'))?.err).toMatchObject({
        message: expect.stringContaining('Failed query'),
        cause: { code: '42P01' },
      });
      // The reader's page looks the session up in its own prepared statement: without its likes table, it fails.
      expect((await failedSearch('pro_post_likes'))?.err).toMatchObject({ code: '42P01' });
    });

    it('writes an idle connection cut by the database as its error alone, and nothing once the pool closes', async () => {
      const logged: unknown[] = [];
      const pool = createDatabase({
        connectionString: testApp.config.databaseUrl,
        logger: { error: (entry: unknown) => logged.push(entry) },
      });
      /** Cuts the pool's idle connection (its one) from the test's own. */
      const cutIdleConnection = async () => {
        const { rows } = await pool.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
        await testApp.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      };
      await cutIdleConnection();
      expect(logged).toHaveLength(1);
      const { err } = logged[0] as { err: Error };
      const written = errorForLog(err);
      expect(written).toMatchObject({ code: '57P01', type: 'DatabaseError' });
      // The client that held the connection rides on pg's error; its whole state is no log line.
      expect(written).not.toHaveProperty('client');
      expect(JSON.stringify(written).length).toBeLessThan(4_000);

      // As the database stops under a closing pool, its connections are cut: pg reports each the same way.
      const closing = pool.close();
      pool.pool.emit('error', Object.assign(new Error('terminating connection'), { code: '57P01' }));
      await closing;
      expect(logged).toHaveLength(1);
    });
  });
});
