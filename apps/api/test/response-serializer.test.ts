import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from '../src/response-serializer.ts';

describe('response serializer', () => {
  async function appAnswering(answer: unknown) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get(
      '/',
      { schema: { response: { 200: z.object({ id: z.string(), count: z.number().int() }) } } },
      // @ts-expect-error: answers that do not match the schema, on purpose
      async () => answer,
    );
    await app.ready();
    return app;
  }

  it('sends only the fields the schema declares', async () => {
    const app = await appAnswering({ id: 'a', count: 2, passwordHash: 'secret' });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"id":"a","count":2}');
  });

  it('refuses an answer that does not match the schema with a 500', async () => {
    const app = await appAnswering({ id: 'a', count: 'two' });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('two');
  });
});
