import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict Content-Security-Policy: scripts only from our origin, no inline scripts anywhere. Inline style
 * attributes stay allowed because React sets `style` props (they cannot run code).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { isProduction }: { isProduction: boolean },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense behind HTTPS, i.e. in production.
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
