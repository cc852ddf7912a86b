import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { AppError } from '../errors.ts';

/** Requests waiting for a database connection beyond which new work is refused rather than queued. */
const MAX_DATABASE_QUEUE = 200;
const RETRY_AFTER_SECONDS = 2;

/**
 * Past its capacity the server sheds load quickly, with 503 and Retry-After, instead of letting queues and
 * latencies grow until clients time out and memory climbs: when the event loop lags (CPU saturated) or too
 * many requests already wait for a database connection. Health checks are always answered, so a load
 * balancer sees a live instance.
 */
export async function registerOverloadProtection(
  app: FastifyInstance,
  { pool, maxEventLoopDelayMs }: { pool: pg.Pool; maxEventLoopDelayMs: number },
) {
  const overloaded = () =>
    new AppError('SERVICE_UNAVAILABLE', 503, 'The server is busy, please try again shortly');
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: 250,
    retryAfter: RETRY_AFTER_SECONDS,
    // A rejection reaches the error handler: the usual `{ code, message }` body.
    pressureHandler: async (request, reply) => {
      if (isHealthCheck(request.url)) return;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw overloaded();
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (pool.waitingCount < MAX_DATABASE_QUEUE || isHealthCheck(request.url)) return;
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    throw overloaded();
  });
}

function isHealthCheck(url: string): boolean {
  return url === '/api/health' || url.startsWith('/api/health?');
}
