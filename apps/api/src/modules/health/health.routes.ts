import { healthResponseSchema } from '@escouade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { checkHealth } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, version }) => {
  app.get(
    '',
    {
      config: { requestCost: 'essential' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database readiness',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(db, version);
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
