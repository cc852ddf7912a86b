import { describe, expect, it, vi } from 'vitest';
import { createRedisClient } from '../src/rate-limit/redis-client.ts';
import { createMemoryWindowCounter, createRedisWindowCounter } from '../src/rate-limit/window-counter.ts';

describe('window counters', () => {
  it('allow `max` events per window, then give the seconds left until the window ends', async () => {
    let now = 1_000_000;
    const counter = createMemoryWindowCounter({ now: () => now });
    const limit = { max: 2, windowMs: 10_000 };
    expect(await counter.hit('a', limit)).toBe(0);
    expect(await counter.hit('a', limit)).toBe(0);
    now += 4_000;
    expect(await counter.hit('a', limit)).toBe(6);
    expect(await counter.hit('b', limit)).toBe(0);
    now += 6_000;
    expect(await counter.hit('a', limit)).toBe(0);
  });

  it('let events through, and log, while Redis is unreachable', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    // Nothing listens on port 1.
    const redis = createRedisClient('redis://127.0.0.1:1', logger);
    try {
      const counter = createRedisWindowCounter(redis, logger);
      for (let index = 0; index < 5; index++) {
        expect(await counter.hit('unreachable', { max: 1, windowMs: 10_000 })).toBe(0);
      }
      expect(logger.error).toHaveBeenCalled();
    } finally {
      redis.disconnect();
    }
  });
});
