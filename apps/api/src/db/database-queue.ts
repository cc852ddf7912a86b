import type pg from 'pg';

// node-postgres keeps its options on the pool; its type declarations leave them out.
type Pool = Pick<pg.Pool, 'connect' | 'totalCount' | 'idleCount'> & { options?: { max?: number } };

/** The window over which the shortest wait tells a standing queue from a passing one. */
const INTERVAL_MS = 100;

export interface DatabaseQueue {
  /**
   * Whether a request should be turned away rather than join the queue: the request first in line has
   * waited longer than `maxDelayMs`, and the queue stands (for a whole interval every checkout waited longer
   * than `maxDelayMs`, and none has found a free connection since; or that request has waited more than
   * an interval).
   */
  isOverloaded(): boolean;
  /** Puts the pool's own `connect` back. */
  stop(): void;
}

/**
 * Measures the queue in front of the connection pool: the one place where an instance's API requests wait
 * when more arrive than the database serves. Every checkout goes through `pool.connect` (node-postgres's
 * `pool.query` calls it too), so wrapping it sees each wait from its start until a connection is handed over.
 *
 * A queue that forms and drains (a burst, or a few clients more than connections) is good: it smooths the
 * load. A queue that stands, where no checkout found a free connection for a whole interval and the shortest
 * wait exceeded the target, only adds delay (CoDel's distinction). Once it stands, the instance refuses new
 * requests whenever the first in line has waited longer than the target, which holds every admitted
 * request's wait near the target, and it stops refusing once a checkout finds a free connection again.
 */
export function measureDatabaseQueue(pool: Pool, { maxDelayMs }: { maxDelayMs: number }): DatabaseQueue {
  const waitingSince = new Set<number>();
  const ownConnect = pool.connect;
  const isFull = () => pool.idleCount === 0 && pool.totalCount >= (pool.options?.max ?? 10);

  let intervalEndsAt = performance.now() + INTERVAL_MS;
  let shortestWaitInInterval = Number.POSITIVE_INFINITY;
  let isStanding = false;
  const closeIntervalsUntil = (now: number) => {
    if (now < intervalEndsAt) return;
    const hadCheckouts = shortestWaitInInterval !== Number.POSITIVE_INFINITY;
    const isIdleForAnInterval = now >= intervalEndsAt + INTERVAL_MS;
    if (!hadCheckouts || isIdleForAnInterval || shortestWaitInInterval === 0) isStanding = false;
    else if (shortestWaitInInterval > maxDelayMs) isStanding = true;
    shortestWaitInInterval = Number.POSITIVE_INFINITY;
    intervalEndsAt = now + INTERVAL_MS;
  };
  const recordWait = (waitMs: number) => {
    const now = performance.now();
    closeIntervalsUntil(now);
    shortestWaitInInterval = Math.min(shortestWaitInInterval, waitMs);
  };

  const measuredConnect = function (this: pg.Pool, callback?: (...args: unknown[]) => void) {
    if (!isFull()) {
      recordWait(0);
      return Reflect.apply(ownConnect, this, callback ? [callback] : []);
    }
    // A unique key per waiter: two requests may start waiting in the same millisecond.
    const startedAt = performance.now() + Math.random() * 1e-6;
    waitingSince.add(startedAt);
    const stopWaiting = () => {
      waitingSince.delete(startedAt);
      recordWait(performance.now() - startedAt);
    };
    if (callback) {
      return Reflect.apply(ownConnect, this, [
        (...args: unknown[]) => {
          stopWaiting();
          callback(...args);
        },
      ]);
    }
    return (Reflect.apply(ownConnect, this, []) as Promise<pg.PoolClient>).finally(stopWaiting);
  };
  pool.connect = measuredConnect as Pool['connect'];

  return {
    isOverloaded() {
      const now = performance.now();
      closeIntervalsUntil(now);
      if (waitingSince.size === 0) return false;
      // Insertion order is arrival order: the first key is the oldest waiter.
      const oldestWaitMs = now - (waitingSince.values().next().value as number);
      // A wait longer than a whole interval is a standing queue already, before any checkout confirms it.
      return oldestWaitMs > maxDelayMs && (isStanding || oldestWaitMs > INTERVAL_MS);
    },
    stop() {
      if (pool.connect === measuredConnect) pool.connect = ownConnect;
    },
  };
}
