import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ObjectStore } from './object-store.ts';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** The only names the application gives uploads (see image-store.ts). */
const UPLOAD_PATH = /^(avatars|posts)\/[0-9a-f-]{36}\.webp$/;

/**
 * Serves stored images under `/uploads/`. Each upload gets a new random name, so a URL's content never
 * changes: cached for a year. `nosniff` (from the security headers) and the WebP type keep browsers from
 * guessing another type. On disk, @fastify/static serves the directory; in a bucket, the API streams the
 * object, so that image URLs stay the same whatever the store and the pages' CSP keeps images same-origin.
 */
export async function registerUploads(
  app: FastifyInstance,
  { uploadsDir, objects }: { uploadsDir: string; objects: ObjectStore },
) {
  if (objects.kind === 'local') {
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      // The directory also holds members' data archives, downloaded through their owner's session only.
      allowedPath: (pathName) => UPLOAD_PATH.test(pathName.replace(/^\//, '')),
      cacheControl: false,
      setHeaders(reply) {
        reply.header('cache-control', CACHE_FOREVER);
      },
    });
    return;
  }
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const object = UPLOAD_PATH.test(key) ? await objects.get(key) : undefined;
    if (!object) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'No such file' });
    }
    reply.header('cache-control', CACHE_FOREVER).type(object.contentType);
    if (object.etag) reply.header('etag', object.etag);
    if (object.etag && request.headers['if-none-match'] === object.etag) {
      object.body.destroy();
      return reply.code(304).send();
    }
    if (object.size !== undefined) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
}
