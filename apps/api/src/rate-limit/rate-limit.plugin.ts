import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), keyed by client IP. Counters live in memory, or in
 * Redis when several instances serve the same site (then a limit counts across all of them).
 */
export async function registerRateLimit(app: FastifyInstance, { redis }: { redis: Redis | undefined }) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'escouade:route-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 'Too many requests, please try again later', {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
}
