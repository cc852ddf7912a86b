import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's handler checks the request's origin itself (Better Auth does, against `trustedOrigins`). */
    checksOwnOrigin?: boolean;
    /**
     * The route acts only on a signed token it receives, never on the visitor's cookie: a request from another
     * site (a mail provider's unsubscribe button) is as good as one from ours.
     */
    acceptsAnyOrigin?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that changes something must come from the app's own pages. Browsers send `Origin` with every
 * such request (and `Sec-Fetch-Site`): a mismatch means another site is trying to act with the visitor's
 * cookie. SameSite=Lax cookies already stop most of this; the check also covers browsers and requests that
 * Lax lets through. Requests without either header (scripts, API clients) carry no ambient cookie risk.
 * Every unsafe request is checked, whatever path it names: the router decodes the path (`/%61pi/posts` is
 * `/api/posts`), so only the route it matched may exempt a request, never the spelling of its URL.
 */
export function registerOriginCheck(app: FastifyInstance, { appUrl }: { appUrl: string }) {
  const allowedOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', (request, _reply, done) => {
    const { checksOwnOrigin, acceptsAnyOrigin } = request.routeOptions.config;
    if (SAFE_METHODS.has(request.method) || checksOwnOrigin === true || acceptsAnyOrigin === true) {
      return done();
    }
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const isForeign = origin !== undefined ? origin !== allowedOrigin : fetchSite === 'cross-site';
    done(isForeign ? new AppError('FORBIDDEN', 'This request must come from the Escouade site') : undefined);
  });
}
