import type { Redis } from 'ioredis';

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/**
 * Counts events per key in fixed windows. In memory for one instance; in Redis when several instances must
 * share the counts (a client spreading its attempts over instances still gets only `max`).
 */
export interface WindowCounter {
  /** Records one event; returns the seconds to wait when the count is over the limit, else 0. */
  hit(key: string, limit: WindowLimit): Promise<number>;
}

export interface CounterLogger {
  error(obj: unknown, msg?: string): void;
}

export function createMemoryWindowCounter({ now = Date.now }: { now?: () => number } = {}): WindowCounter {
  const windows = new Map<string, { startedAt: number; count: number; windowMs: number }>();
  let lastSweep = now();
  const SWEEP_EVERY_MS = 60_000;

  function sweepExpired(at: number) {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    for (const [key, window] of windows) if (at - window.startedAt >= window.windowMs) windows.delete(key);
  }

  return {
    async hit(key, { max, windowMs }) {
      const at = now();
      sweepExpired(at);
      const current = windows.get(key);
      if (!current || at - current.startedAt >= current.windowMs) {
        windows.set(key, { startedAt: at, count: 1, windowMs });
        return 0;
      }
      current.count += 1;
      if (current.count <= max) return 0;
      return Math.max(1, Math.ceil((current.startedAt + current.windowMs - at) / 1000));
    },
  };
}

/**
 * One atomic round trip per event: the key starts at 0 with the window as its expiry (kept by later hits),
 * is incremented, and its remaining lifetime gives the wait. When Redis is unreachable the event is let
 * through and logged: a limiter outage must not lock every user out.
 */
export function createRedisWindowCounter(redis: Redis, logger: CounterLogger): WindowCounter {
  return {
    async hit(key, { max, windowMs }) {
      const name = `escouade:window:${key}`;
      try {
        const results = await redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
        const count = Number(results?.[1]?.[1]);
        const remainingMs = Number(results?.[2]?.[1]);
        if (!Number.isFinite(count) || count <= max) return 0;
        return Math.max(1, Math.ceil((remainingMs > 0 ? remainingMs : windowMs) / 1000));
      } catch (error) {
        logger.error({ err: error }, 'rate-limit counter unavailable; event allowed');
        return 0;
      }
    },
  };
}
