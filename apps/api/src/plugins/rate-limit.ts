import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), keyed by client IP. Counters live in memory; with
 * several instances they move to Redis (see docs/deployment.md).
 */
export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 429, 'Too many requests, please try again later', {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
}
