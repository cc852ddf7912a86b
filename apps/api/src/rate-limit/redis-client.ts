import { Redis } from 'ioredis';

export interface RedisLogger {
  warn(obj: unknown, msg?: string): void;
}

/**
 * The connection shared by the rate limiters. Commands fail fast while Redis is away (the limiters then let
 * requests through) instead of queueing behind a reconnection; ioredis keeps reconnecting in the background.
 */
export function createRedisClient(url: string, logger: RedisLogger): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    lazyConnect: false,
  });
  let lastWarning = 0;
  redis.on('error', (error: unknown) => {
    // One line per 10 s at most: a Redis outage would otherwise flood the log with reconnection errors.
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    logger.warn({ err: error }, 'redis connection error');
  });
  return redis;
}
