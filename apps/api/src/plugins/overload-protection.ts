import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { type DatabaseQueue, measureDatabaseQueue } from '../db/database-queue.ts';
import { BUSY_BODY, holdInProgressPlace, RETRY_AFTER_SECONDS, sendBusy } from '../http/busy.ts';

const SAMPLE_EVERY_MS = 250;

/**
 * What a request costs the instance, which decides when it may be refused:
 * - `essential`: health checks, always answered, so that a load balancer sees a live instance;
 * - `light`: the web app's files, its index and uploaded images, served from memory or disk in well under a
 *   millisecond: refused only when the CPU cannot keep up at all;
 * - `database`: API requests, which wait for a database connection: refused as soon as that wait grows.
 * Decided by the matched route (however the URL was spelled); a route may declare its own in its config.
 */
export type RequestCost = 'essential' | 'light' | 'database';

declare module 'fastify' {
  interface FastifyContextConfig {
    requestCost?: RequestCost;
  }
}

export interface OverloadProtectionOptions {
  /**
   * Event-loop lag (seen twice in a row) past which every request but health checks is refused: the CPU is
   * saturated and even light requests would queue. 0 turns the lag check off.
   */
  maxEventLoopDelayMs: number;
  /**
   * The wait for a database connection past which new API requests are refused, once the queue stands
   * (see database-queue.ts). Under a sustained overload this keeps every admitted request's wait near this
   * figure while the excess gets its 503 at once. 0 turns the check off.
   */
  maxQueueDelayMs: number;
  /**
   * API requests in progress beyond which new ones are refused: a bound on memory, far above what a busy
   * instance holds. The load signal is the queueing delay, not this count.
   */
  maxRequestsInProgress: number;
  /** The pool whose queue is measured; without it only the lag and the count apply. */
  databasePool?: Parameters<typeof measureDatabaseQueue>[0];
}

/**
 * Past its capacity the server sheds load quickly, with 503 and Retry-After, instead of letting queues and
 * latencies grow until clients time out and memory climbs. It refuses by measured delay rather than by a
 * count of requests: a burst the machine absorbs (hundreds of page loads in the same instant) is served in
 * full, while a sustained overload of API requests is cut where the database queue would make admitted
 * requests wait longer than `maxQueueDelayMs`.
 *
 * The lag is measured from the moment the server is ready: start-up work (loading modules, compiling
 * schemas) blocks the loop by design and must not turn the first requests away.
 */
export function registerOverloadProtection(
  app: FastifyInstance,
  { maxEventLoopDelayMs, maxQueueDelayMs, maxRequestsInProgress, databasePool }: OverloadProtectionOptions,
) {
  // Lag of the last two samples: one late timer is a pause (a garbage collection, the OS scheduling other
  // work); two in a row are a saturated CPU.
  let lagSamples = [0, 0];
  let sampler: NodeJS.Timeout | undefined;
  let databaseQueue: DatabaseQueue | undefined;

  app.addHook('onReady', async () => {
    if (databasePool && maxQueueDelayMs > 0)
      databaseQueue = measureDatabaseQueue(databasePool, { maxDelayMs: maxQueueDelayMs });
    if (maxEventLoopDelayMs <= 0) return;
    let lastTick = performance.now();
    sampler = setInterval(() => {
      const now = performance.now();
      lagSamples = [lagSamples[1] ?? 0, Math.max(0, now - lastTick - SAMPLE_EVERY_MS)];
      lastTick = now;
    }, SAMPLE_EVERY_MS);
    sampler.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sampler);
    databaseQueue?.stop();
  });

  const isLagging = () => maxEventLoopDelayMs > 0 && lagSamples.every((lag) => lag > maxEventLoopDelayMs);
  const refusals = reportRefusals(app);

  let requestsInProgress = 0;
  const finishedRequests = countOverTheLastSecond();
  /** Why a request of `cost` would be refused now, if it would. */
  const refusalOf = (cost: RequestCost): string | undefined => {
    if (cost === 'essential') return undefined;
    if (isLagging()) return 'event loop lag';
    if (cost === 'light') return undefined;
    if (requestsInProgress >= maxRequestsInProgress) return 'requests in progress';
    const isQueueTooLong = databaseQueue?.isOverloaded({
      requestsInProgress,
      finishedPerSecond: finishedRequests.perSecond(),
    });
    return isQueueTooLong ? 'database queue' : undefined;
  };

  // Hooks of every request are written with `done` rather than async: no promise per hook per request.
  app.addHook('onRequest', (request, reply, done) => {
    const cost = requestCostOf(request);
    const refusal = refusalOf(cost);
    // Answered here: the request goes no further (`done` is not called).
    if (refusal) {
      refusals.add(refusal);
      return void shed(request, reply, refusal);
    }
    if (cost !== 'database') return done();
    // Counted until the response is finished or abandoned, or the place is given back.
    requestsInProgress += 1;
    let isCounted = true;
    const release = () => {
      if (!isCounted) return;
      isCounted = false;
      requestsInProgress -= 1;
    };
    holdInProgressPlace(request, release);
    reply.raw.once('close', () => {
      if (isCounted) finishedRequests.add();
      release();
    });
    done();
  });

  return {
    /**
     * Answers `request` 503 at once, before the framework reads it, when it would be refused (see
     * `createShieldedServer`): its cost told from its path alone, `/api/health` essential, other `/api/`
     * paths database, the rest light. A path the router would class otherwise (an unmatched `/api/` path,
     * which it answers 404 without the database) may then get the 503 meant for API requests.
     */
    shedsEarly(request: IncomingMessage, response: ServerResponse): boolean {
      const refusal = refusalOf(rawRequestCost(request.url ?? '/'));
      if (!refusal) return false;
      refusals.add(refusal);
      response.writeHead(503, EARLY_BUSY_HEADERS);
      response.end(BUSY_BODY);
      return true;
    },
  };
}

/** How often, at most, the refusals are reported while they go on. */
const REFUSALS_REPORT_EVERY_MS = 10_000;

/**
 * Refusals told to the operator as a warning: the first at once, then a count per reason every ten seconds
 * while they go on. One line per refused request would be thousands a second when it matters most.
 */
function reportRefusals(app: FastifyInstance) {
  let counts = new Map<string, number>();
  let countedSince = performance.now();
  let reportTimer: NodeJS.Timeout | undefined;
  let isClosed = false;
  const report = () => {
    reportTimer = undefined;
    if (counts.size === 0) return;
    const now = performance.now();
    app.log.warn(
      { refused: Object.fromEntries(counts), overMs: Math.round(now - countedSince) },
      'requests refused: the instance is overloaded',
    );
    counts = new Map();
    countedSince = now;
    if (isClosed) return;
    // The next refusals wait for the next report, ten seconds on.
    reportTimer = setTimeout(report, REFUSALS_REPORT_EVERY_MS);
    reportTimer.unref();
  };
  // A shutdown under load is when the last refusals matter: they are told, not dropped with the timer.
  app.addHook('onClose', async () => {
    isClosed = true;
    clearTimeout(reportTimer);
    report();
  });
  return {
    add(reason: string) {
      if (reportTimer === undefined) countedSince = performance.now();
      counts.set(reason, (counts.get(reason) ?? 0) + 1);
      if (reportTimer === undefined && !isClosed) report();
    },
  };
}

/** Events counted in tenths of a second, over the last second. */
function countOverTheLastSecond() {
  const TENTHS = 10;
  const counts = new Array<number>(TENTHS).fill(0);
  let currentTenth = Math.floor(performance.now() / 100);
  const advance = () => {
    const tenth = Math.floor(performance.now() / 100);
    for (let passed = Math.min(tenth - currentTenth, TENTHS); passed > 0; passed--) {
      counts[(tenth - passed + 1) % TENTHS] = 0;
    }
    currentTenth = Math.max(currentTenth, tenth);
  };
  return {
    add() {
      advance();
      counts[currentTenth % TENTHS] = (counts[currentTenth % TENTHS] ?? 0) + 1;
    },
    perSecond() {
      advance();
      return counts.reduce((sum, count) => sum + count, 0);
    },
  };
}

const EARLY_BUSY_HEADERS = {
  'retry-after': String(RETRY_AFTER_SECONDS),
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(Buffer.byteLength(BUSY_BODY)),
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

function rawRequestCost(url: string): RequestCost {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path === '/api/health') return 'essential';
  return path.startsWith('/api/') ? 'database' : 'light';
}

/**
 * The HTTP server for Fastify (`serverFactory`), with Fastify's own settings, that lets `shedsEarly` answer a
 * request before the framework sees it. Under an overload most requests are refused, and a refusal through the
 * framework (request and reply objects, the logger, hooks, headers) cost a few times what this one does: on
 * two cores, what the framework spent refusing 5,000 requests a second was CPU the admitted ones then waited
 * for, seconds at the 99th percentile.
 */
export function createShieldedServer(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  options: FastifyServerOptions,
  shedsEarly: () => ((request: IncomingMessage, response: ServerResponse) => boolean) | undefined,
): Server {
  const server = createServer((request, response) => {
    if (shedsEarly()?.(request, response)) return;
    handler(request, response);
  });
  if (options.keepAliveTimeout) server.keepAliveTimeout = options.keepAliveTimeout;
  if (options.requestTimeout) server.requestTimeout = options.requestTimeout;
  if (options.connectionTimeout) server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}

function shed(request: FastifyRequest, reply: FastifyReply, reason: string) {
  request.log.debug({ code: 'SERVICE_UNAVAILABLE', status: 503, reason }, 'request shed');
  return sendBusy(reply);
}

function requestCostOf(request: FastifyRequest): RequestCost {
  const declared = request.routeOptions.config?.requestCost;
  if (declared) return declared;
  const route = request.routeOptions.url;
  if (route === undefined) return 'light'; // No route matched: a 404, answered without the database.
  return route.startsWith('/api/') ? 'database' : 'light';
}
