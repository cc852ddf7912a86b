import { createReportInputSchema, createdReportSchema } from '@escouade/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { createFixedWindowLimiter } from '../../auth/fixed-window-limiter.ts';
import { actorOf } from '../../auth/session.ts';
import { AppError } from '../../errors.ts';
import { createReport } from './reports.service.ts';

/** Reports a member may file an hour, whatever their address: enough for real abuse, too few to flood the queue. */
const REPORTS_PER_HOUR = 10;

export const reportsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, guards, windowCounter },
) => {
  const reportLimit = createFixedWindowLimiter({
    name: 'report',
    max: REPORTS_PER_HOUR,
    windowMs: 60 * 60_000,
    counter: windowCounter,
  });

  app.post(
    '',
    {
      preHandler: guards.requireSession,
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['reports'],
        summary: 'Report a post, a comment or a profile to the moderators',
        body: createReportInputSchema,
        response: { 201: createdReportSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const wait = await reportLimit.hit(actor.id);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError('RATE_LIMITED', 'Too many reports, please try again later', {
          retryAfterSeconds: wait,
        });
      }
      return reply.code(201).send(await createReport(db, { actor, input: request.body }));
    },
  );
};
