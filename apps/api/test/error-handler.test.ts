import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/errors.ts';
import { registerErrorHandler } from '../src/plugins/error-handler.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-app.ts';

function buildProbeApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/items',
    { schema: { body: z.object({ name: z.string().min(1), count: z.number().int() }) } },
    async () => ({
      ok: true,
    }),
  );
  app.get('/conflict', async () => {
    throw new AppError('CONFLICT', 'Already there', { field: 'name' });
  });
  app.get('/crash', async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12');
  });
  return app;
}

describe('the error handler', () => {
  const app = buildProbeApp();
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('turns schema failures into 400 VALIDATION_FAILED with field paths', async () => {
    const response = await app.inject({ method: 'POST', url: '/items', payload: { name: '', count: 1.5 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const paths = body.details.issues.map((issue: { path: string[] }) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.count']));
  });

  it('answers malformed JSON with 400 and a wrong content type with 415', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION_FAILED');
    const wrongType = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'name=x',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('passes AppError code, message and details through', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: 'Already there',
      details: { field: 'name' },
    });
  });

  it('hides the internals of unexpected failures', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
    expect(response.body).not.toMatch(/secret_table|db\.ts|stack/);
  });
});

describe('the error handler, on database failures', () => {
  let database: TestDatabase;
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  // A value the validation let through and PostgreSQL refuses (class 22), and a failure of the server's own.
  app.get('/date', async () => database.db.execute(sql`select ${'2024-02-30 25:00:00+15:99'}::timestamptz`));
  app.get('/number', async () => database.db.execute(sql`select ${'99999999999'}::integer`));
  app.get('/missing-table', async () => database.db.execute(sql`select * from no_such_table`));
  beforeAll(async () => {
    database = await createTestDatabase();
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(['/date', '/number'])(
    'answers a data error of PostgreSQL (SQLSTATE class 22) with 400: %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.body).not.toMatch(/select|timestamptz|integer/);
    },
  );

  it('keeps any other database failure a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing-table' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
  });
});
