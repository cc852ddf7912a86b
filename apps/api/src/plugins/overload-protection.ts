import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const RETRY_AFTER_SECONDS = 2;
const SAMPLE_EVERY_MS = 250;
// Written once: under overload there are thousands of these a second, and each must cost as little as
// possible (no thrown error and its stack trace, no serialization).
const SHED_BODY = JSON.stringify({
  code: 'SERVICE_UNAVAILABLE',
  message: 'The server is busy, please try again shortly',
});

const inProgressPlaces = new WeakMap<FastifyRequest, () => void>();

/**
 * A request about to wait long on another service (an assistant's streamed answer) gives its place back: it
 * uses no CPU meanwhile, and a few slow conversations must not fill the instance's places.
 */
export function releaseInProgressPlace(request: FastifyRequest): void {
  inProgressPlaces.get(request)?.();
}

/** The busy answer: 503 with Retry-After, for load shedding and for refused password checks alike. */
export function sendBusy(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .type('application/json; charset=utf-8')
    .send(SHED_BODY);
}

/**
 * Past its capacity the server sheds load quickly, with 503 and Retry-After, instead of letting queues and
 * latencies grow until clients time out and memory climbs: when the event loop lags (the CPU is saturated: a
 * timer due every 250 ms fires more than `maxEventLoopDelayMs` late twice in a row) or too many requests are already in
 * progress. Health checks are always answered, so a load balancer sees a live instance.
 *
 * The lag is measured from the moment the server is ready: start-up work (loading modules, compiling
 * schemas) blocks the loop by design and must not turn the first requests away.
 */
export function registerOverloadProtection(
  app: FastifyInstance,
  {
    maxEventLoopDelayMs,
    maxRequestsInProgress,
  }: {
    maxEventLoopDelayMs: number;
    /**
     * Far above what a busy instance holds (a request takes a few milliseconds): reached only when work
     * arrives faster than it can be done.
     */
    maxRequestsInProgress: number;
  },
) {
  // Lag of the last two samples: one late timer is a pause (a garbage collection, the OS scheduling other
  // work); two in a row are a saturated CPU.
  let lagSamples = [0, 0];
  let sampler: NodeJS.Timeout | undefined;

  app.addHook('onReady', async () => {
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
  });

  let requestsInProgress = 0;
  app.addHook('onRequest', async (request, reply) => {
    const isOverloaded =
      (maxEventLoopDelayMs > 0 && lagSamples.every((lag) => lag > maxEventLoopDelayMs)) ||
      requestsInProgress >= maxRequestsInProgress;
    if (!isOverloaded || isHealthCheck(request.url)) {
      // Counted until the response is finished or abandoned, or the place is given back.
      requestsInProgress += 1;
      let isCounted = true;
      const release = () => {
        if (!isCounted) return;
        isCounted = false;
        requestsInProgress -= 1;
      };
      inProgressPlaces.set(request, release);
      reply.raw.once('close', release);
      return;
    }
    request.log.debug({ code: 'SERVICE_UNAVAILABLE', status: 503 }, 'request shed');
    return sendBusy(reply);
  });
}

function isHealthCheck(url: string): boolean {
  return url === '/api/health' || url.startsWith('/api/health?');
}
