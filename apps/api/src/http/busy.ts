import type { FastifyReply, FastifyRequest } from 'fastify';

// The busy answer (503, Retry-After) and the places of API requests in progress, which the overload protection
// (plugins/overload-protection.ts) counts and the routes that wait long on another service give back.

/** When a refused client may try again. */
export const RETRY_AFTER_SECONDS = 2;

// Written once: under overload there are thousands of these a second, and each must cost as little as
// possible (no thrown error and its stack trace, no serialization). `notStarted`: refused before any of the
// request's work (no row, no mail, no rate-limit count), so the client may send it again as it was, even a
// POST. Only this answer says so: a refusal that comes after some work (a password check refused inside the
// authentication library, after it used a reset link) leaves it out.
export const BUSY_BODY = JSON.stringify({
  code: 'SERVICE_UNAVAILABLE',
  message: 'The server is busy, please try again shortly',
  details: { retryAfterSeconds: RETRY_AFTER_SECONDS, notStarted: true },
});

const inProgressPlaces = new WeakMap<FastifyRequest, () => void>();

/** The overload protection gave `request` a place among those in progress; `release` gives it back. */
export function holdInProgressPlace(request: FastifyRequest, release: () => void): void {
  inProgressPlaces.set(request, release);
}

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
    .send(BUSY_BODY);
}
