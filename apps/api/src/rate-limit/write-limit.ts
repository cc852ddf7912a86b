import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../auth/session.ts';
import { AppError } from '../errors.ts';
import type { WindowCounter } from './window-counter.ts';

/**
 * The limits of a write that adds rows others read (events, live notices, mail): `max` requests in 10 minutes
 * per address (`config.rateLimit`, counted as the request arrives) and as many per account (a preHandler, after
 * the session guard), so that an account spreading its requests over addresses gets no more. Both counts are in
 * memory, or in Redis shared by every instance.
 */
export function createWriteLimits(counter: WindowCounter) {
  return function writeLimit(name: string, max: number) {
    const windowMs = 10 * 60_000;
    return {
      config: { rateLimit: { max, timeWindow: windowMs } },
      accountLimit: async (request: FastifyRequest, reply: FastifyReply) => {
        const wait = await counter.hit(`write:${name}:${actorOf(request).id}`, { max, windowMs });
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          throw new AppError('RATE_LIMITED', 'Too many requests from this account, please try again later', {
            retryAfterSeconds: wait,
          });
        }
      },
    };
  };
}
