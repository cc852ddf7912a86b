import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../http/request-language.ts';
import { createIndexPages, hasSessionCookie } from './index-html.ts';

const HASHED_ASSET = /\/assets\//;
/**
 * A path naming a file (`/backup.zip`, `/pricing.bak`, `/index.html~`) or a hidden one (`/.env`, `/.git/HEAD`):
 * never a client-side route, so a missing one is a 404, not the interface with 200 (which would tell crawlers
 * and scanners that such a file exists).
 */
const FILE_LIKE_PATH = /(^|\/)\.|\.[^/]*$|~$/;
/** A path with a segment starting with a dot: a hidden file or folder, or `..`. */
const HIDDEN_SEGMENT = /(^|\/)\./;

/**
 * Serves the built SPA: hashed assets cached for a year (their name changes with their content), every
 * other file and `index.html` revalidated, and unknown non-API GET paths answered with `index.html` so
 * client-side routes work on reload. That index.html names the page's own chunks (see ./index-html.ts).
 * The build writes a Brotli and a gzip copy of each asset (`.br`, `.gz`, at their highest levels): they are sent
 * to the browsers that accept them, smaller than a response compressed on the fly and without its CPU cost.
 */
export async function registerWebApp(app: FastifyInstance, { distDir }: { distDir: string }) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve the interface');
    return;
  }
  const indexPage = createIndexPages(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        HASHED_ASSET.test(filePath.split(path.sep).join('/'))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  // Old links to the French pricing path keep working, permanently moved (search engines follow).
  app.get('/tarifs', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/pricing', 301));

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const requestPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (requestPath.startsWith('/api/') || requestPath === '/api') {
      return reply.code(404).send({ code: 'NOT_FOUND', message: `Route GET ${requestPath} not found` });
    }
    // Hidden build folders (`.vite/`: the manifest and the preload table) describe the source tree; they
    // are read by the server, never served.
    if (HIDDEN_SEGMENT.test(requestPath)) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'File not found' });
    }
    const candidate = path.join(distDir, path.normalize(requestPath));
    if (candidate.startsWith(distDir) && path.extname(candidate) && existsSync(candidate)) {
      return reply.sendFile(path.relative(distDir, candidate));
    }
    if (path.extname(requestPath) && HASHED_ASSET.test(requestPath)) {
      // A missing hashed asset must not be answered with HTML: the browser would try to run it as JS.
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Asset not found' });
    }
    if (FILE_LIKE_PATH.test(requestPath)) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'File not found' });
    }
    const page = indexPage(requestPath, {
      language: requestLanguage(request),
      hasSessionCookie: hasSessionCookie(request.headers),
    });
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .header('etag', page.etag)
      .type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.send(page.html);
  });
}
