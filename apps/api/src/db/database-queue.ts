import type { EventEmitter } from 'node:events';
import type pg from 'pg';

// node-postgres keeps its options on the pool; its type declarations leave them out.
// Its `acquire` and `release` events (a connection handed to a checkout, and given back) are left out too.
type Pool = Pick<pg.Pool, 'connect' | 'totalCount' | 'idleCount'> &
  Pick<EventEmitter, 'on' | 'off'> & { options?: { max?: number } };

/** The window over which the shortest wait tells a standing queue from a passing one. */
const INTERVAL_MS = 100;
/**
 * The wait a queue that does not stand (a burst on an instance that was not overloaded) may promise the
 * requests that join it at once: a burst the database serves within this time is served whole.
 */
const BURST_TOLERANCE_MS = 250;
/**
 * Requests in progress, as a multiple of the pool's connections, that are never refused for the queue: each
 * waits behind at most about one request per connection, so its wait is about one request's own time, which a
 * refusal would not shorten for anyone. A few clients more than connections, each waiting for its answer (a
 * closed loop), form such a queue however slow the machine; an overload piles up far more.
 */
const QUEUE_THAT_DRAINS = 2;

export interface DatabaseQueue {
  /**
   * Whether one more request should be turned away rather than join the queue, given the requests already
   * admitted and not finished (`requestsInProgress`, which may not all have reached the pool yet) and how
   * many finished over the last second.
   */
  isOverloaded(load: { requestsInProgress: number; finishedPerSecond: number }): boolean;
  /** Puts the pool's own `connect` back and stops listening to it. */
  stop(): void;
}

/**
 * Measures the queue in front of the connection pool: the one place where an instance's API requests wait
 * when more arrive than the database serves. Every checkout goes through `pool.connect` (node-postgres's
 * `pool.query` calls it too), so wrapping it sees each wait from its start until a connection is handed over.
 *
 * A queue that forms and drains (a burst, or a few clients more than connections) is good: it smooths the
 * load. A queue that stands, where for a whole interval every checkout waited longer than the target (or,
 * with requests waiting, none was handed a connection at all), only adds delay (CoDel's distinction); it
 * stands until a checkout finds a free connection again.
 *
 * The decision to admit one more request predicts its wait rather than reading the first waiter's: requests
 * admitted in the same turn of the event loop (hundreds, when a thousand connections each send one) reach the
 * pool only in later turns, so the first waiter's wait cannot see them, and a turn would admit them all, or
 * refuse them all while an old waiter stays unserved during a long turn. By Little's law, the requests in
 * progress beyond the pool's connections wait their number over the rate the instance serves them. That rate
 * is the larger of the requests finished over the last second and what the connections serve at their
 * recent holding time (known after an idle spell, when few requests finished). The predicted wait may reach
 * the target once the queue stands, `BURST_TOLERANCE_MS` before; and while a first waiter has waited longer
 * than the target and an interval (twice that once the queue stands), new requests are refused whatever the
 * prediction. Below `QUEUE_THAT_DRAINS` times the pool's connections in progress, none of this applies: such a
 * queue drains by itself, and a database that stalls holds at most those few requests.
 */
export function measureDatabaseQueue(pool: Pool, { maxDelayMs }: { maxDelayMs: number }): DatabaseQueue {
  const waitingSince = new Set<number>();
  const ownConnect = pool.connect;
  const connections = pool.options?.max ?? 10;
  const isFull = () => pool.idleCount === 0 && pool.totalCount >= connections;
  // Insertion order is arrival order: the first key is the oldest waiter.
  const oldestWaitMs = (now: number) =>
    waitingSince.size === 0 ? 0 : now - (waitingSince.values().next().value as number);

  // How long a checkout holds its connection, a moving average over the last few hundred.
  const acquiredAt = new WeakMap<object, number>();
  let meanHoldMs: number | undefined;
  const onAcquire = (client: object) => acquiredAt.set(client, performance.now());
  const onRelease = (_error: unknown, client: object) => {
    const at = acquiredAt.get(client);
    if (at === undefined) return;
    const holdMs = performance.now() - at;
    meanHoldMs = meanHoldMs === undefined ? holdMs : meanHoldMs + (holdMs - meanHoldMs) / 200;
  };
  pool.on('acquire', onAcquire);
  pool.on('release', onRelease);

  let intervalEndsAt = performance.now() + INTERVAL_MS;
  let shortestWaitInInterval = Number.POSITIVE_INFINITY;
  let isStanding = false;
  const closeIntervalsUntil = (now: number) => {
    if (now < intervalEndsAt) return;
    const hadCheckouts = shortestWaitInInterval !== Number.POSITIVE_INFINITY;
    // An interval without a checkout is an idle pool only if nobody waits: with requests waiting, it is a
    // queue that did not move (connections held, or an event loop too busy to hand them over).
    const wasIdle = waitingSince.size === 0 && (!hadCheckouts || now >= intervalEndsAt + INTERVAL_MS);
    if (wasIdle || shortestWaitInInterval === 0) isStanding = false;
    else if (hadCheckouts ? shortestWaitInInterval > maxDelayMs : oldestWaitMs(now) > maxDelayMs)
      isStanding = true;
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
    isOverloaded({ requestsInProgress, finishedPerSecond }) {
      const now = performance.now();
      closeIntervalsUntil(now);
      if (requestsInProgress < connections * QUEUE_THAT_DRAINS) return false;
      // The first waiter's wait, late as it is, still bounds a prediction gone wrong (and sees the waits of
      // work other than requests).
      const oldestWait = oldestWaitMs(now);
      if (oldestWait > Math.max(maxDelayMs, INTERVAL_MS) * (isStanding ? 2 : 1)) return true;
      const ahead = requestsInProgress - connections;
      // Before any connection was given back there is no rate to predict with.
      if (ahead <= 0 || meanHoldMs === undefined) return false;
      const servedPerSecond = Math.max(finishedPerSecond, (connections * 1000) / Math.max(meanHoldMs, 0.1));
      const allowedWaitMs = isStanding ? maxDelayMs : Math.max(maxDelayMs, BURST_TOLERANCE_MS);
      return ahead > (servedPerSecond * allowedWaitMs) / 1000;
    },
    stop() {
      if (pool.connect === measuredConnect) pool.connect = ownConnect;
      pool.off('acquire', onAcquire);
      pool.off('release', onRelease);
    },
  };
}
