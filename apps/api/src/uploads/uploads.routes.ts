import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves stored images. Each upload gets a new random name, so a URL's content never changes: cached for a
 * year. `nosniff` (from the security headers) and the WebP type keep browsers from guessing another type.
 */
export async function registerUploads(app: FastifyInstance, { uploadsDir }: { uploadsDir: string }) {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
