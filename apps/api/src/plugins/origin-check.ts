import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that changes something must come from the app's own pages. Browsers send `Origin` with every
 * such request (and `Sec-Fetch-Site`): a mismatch means another site is trying to act with the visitor's
 * cookie. SameSite=Lax cookies already stop most of this; the check also covers browsers and requests that
 * Lax lets through. Requests without either header (scripts, API clients) carry no ambient cookie risk.
 * Better Auth checks its own routes the same way.
 */
export function registerOriginCheck(app: FastifyInstance, { appUrl }: { appUrl: string }) {
  const allowedOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/auth/')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const isForeign = origin !== undefined ? origin !== allowedOrigin : fetchSite === 'cross-site';
    if (isForeign) throw new AppError('FORBIDDEN', 403, 'This request must come from the Escouade site');
  });
}
