import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const LARGE_SCRIPT = `export const lines = [${Array.from({ length: 400 }, (_, index) => `"line ${index}"`).join(',')}];`;

describe('serving the built web app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'escouade-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>Escouade</title></head><body></body></html>',
    );
    mkdirSync(path.join(distDir, '.vite'));
    const routes = [
      { path: '/', preload: { fr: ['/assets/home-fr.js'], en: ['/assets/home-en.js'] } },
      {
        path: '/dashboard/profile/:id',
        preload: {
          fr: ['/assets/profile.js', '/assets/profiles-fr.js'],
          en: ['/assets/profile.js', '/assets/profiles-en.js'],
        },
      },
      { path: '*', preload: { fr: ['/assets/not-found-fr.js'], en: ['/assets/not-found-en.js'] } },
    ];
    writeFileSync(path.join(distDir, '.vite', 'route-preloads.json'), JSON.stringify({ routes }));
    writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify({ 'src/main.tsx': {} }));
    writeFileSync(path.join(distDir, 'assets', 'index-AbC123.js'), 'console.log(1)');
    writeFileSync(path.join(distDir, 'assets', 'app-XyZ789.js'), LARGE_SCRIPT);
    writeFileSync(path.join(distDir, 'assets', 'app-XyZ789.js.br'), brotliCompressSync(LARGE_SCRIPT));
    writeFileSync(path.join(distDir, 'assets', 'app-XyZ789.js.gz'), gzipSync(LARGE_SCRIPT));
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    testApp = await buildTestApp({ webDistDir: distDir });
  });
  afterAll(() => testApp.close());

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's compressed copy of an asset to a browser that accepts it", async () => {
    const url = '/assets/app-XyZ789.js';
    const brotli = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.equals(brotliCompressSync(LARGE_SCRIPT))).toBe(true);

    const gzip = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(LARGE_SCRIPT))).toBe(true);

    const plain = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LARGE_SCRIPT);
  });

  it('revalidates index.html and other files', async () => {
    const index = await testApp.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<title>Escouade</title>');
    const favicon = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html (history fallback)', async () => {
    for (const url of ['/about', '/dashboard/profile/42', '/admin/users?q=x']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("preloads the page's chunks in the visitor's language and sets <html lang>", async () => {
    const page = async (url: string, headers: Record<string, string> = {}) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers });
      const preloads = [
        ...response.body.matchAll(
          /<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g,
        ),
      ];
      return {
        response,
        lang: /<html lang="(\w+)"/.exec(response.body)?.[1],
        preloads: preloads.map((match) => match[1]),
      };
    };

    const french = await page('/Dashboard/Profile/42/');
    expect(french.lang).toBe('fr');
    expect(french.preloads).toEqual(['/assets/profile.js', '/assets/profiles-fr.js']);
    expect(french.response.headers.vary).toMatch(/Accept-Language/);
    expect(french.response.body).toMatch(/<\/head><body>/);

    const english = await page('/dashboard/profile/42', { 'accept-language': 'de-DE,en-GB;q=0.8,fr;q=0.5' });
    expect(english.lang).toBe('en');
    expect(english.preloads).toEqual(['/assets/profile.js', '/assets/profiles-en.js']);

    // The detector's order: ?lng=, then the cookie, then the browser's languages.
    expect((await page('/', { cookie: 'a=1; i18next=fr', 'accept-language': 'en' })).lang).toBe('fr');
    expect((await page('/?lng=en-US', { cookie: 'i18next=fr' })).preloads).toEqual(['/assets/home-en.js']);
    expect((await page('/', { 'accept-language': 'en;q=0, fr;q=0.1' })).lang).toBe('fr');
    expect((await page('/?lng=xx', { cookie: 'i18next=de' })).lang).toBe('fr');
    // A repeated parameter: the first value, as the client reads it.
    expect((await page('/?lng=en&lng=fr', { cookie: 'i18next=fr' })).lang).toBe('en');

    expect((await page('/no/such/page', { 'accept-language': 'en' })).preloads).toEqual([
      '/assets/not-found-en.js',
    ]);
  });

  it('starts the session check with the page when the request carries a session cookie, and tells the page it is signed out otherwise', async () => {
    const SESSION_PRELOAD =
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/get-session">';
    const page = (cookie?: string) =>
      testApp.app.inject({ method: 'GET', url: '/dashboard', headers: cookie ? { cookie } : {} });

    const NO_SESSION_META = '<meta name="escouade-session" content="none">';
    const signedOut = await page();
    expect(signedOut.body).not.toContain('/api/auth/get-session');
    // The page starts signed out without asking (seedSignedOutSession in the web app).
    expect(signedOut.body).toContain(NO_SESSION_META);
    expect(signedOut.body.indexOf(NO_SESSION_META)).toBeLessThan(signedOut.body.indexOf('</head>'));
    // A cache must not give this page to a request with the cookie: it would look signed out.
    expect(signedOut.headers.vary).toMatch(/Cookie/);
    expect(signedOut.headers['cache-control']).toMatch(/no-cache/);
    expect((await page('i18next=fr; escouade.session_token=')).body).not.toContain('get-session');
    expect((await page('other.session_token=abc.def')).body).not.toContain('get-session');

    for (const cookie of [
      'escouade.session_token=abc.def',
      'i18next=en; __Secure-escouade.session_token=abc.def',
    ]) {
      const signedIn = await page(cookie);
      expect(signedIn.body, cookie).toContain(`${SESSION_PRELOAD}`);
      expect(signedIn.body, cookie).not.toContain('escouade-session');
      // In the head: the request starts while the page's code downloads.
      expect(signedIn.body.indexOf('get-session'), cookie).toBeLessThan(signedIn.body.indexOf('</head>'));
      expect(signedIn.headers.etag, cookie).not.toBe(signedOut.headers.etag);
    }
    // A page revalidated without the cookie any more is sent again, without the preload.
    const withCookie = await page('escouade.session_token=abc.def');
    const revalidated = await testApp.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'if-none-match': `${withCookie.headers.etag}` },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).not.toContain('get-session');
  });

  it('answers a revalidation of an unchanged page with 304', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/about' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'if-none-match': `${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherLanguage = await testApp.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'if-none-match': `${etag}`, cookie: 'i18next=en' },
    });
    expect(otherLanguage.statusCode).toBe(200);
  });

  it('moves /tarifs to /pricing permanently', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/tarifs' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/pricing');
  });

  it('never answers a missing asset or an API path with HTML', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(asset.statusCode).toBe(404);
    const api = await testApp.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('answers a missing file or hidden path with 404, not the interface', async () => {
    for (const url of [
      '/backup.zip',
      '/pricing.bak',
      '/pricing~',
      '/.env',
      '/.git/HEAD',
      '/index.html.old',
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code, url).toBe('NOT_FOUND');
    }
  });

  it.each([
    '/.vite/manifest.json',
    '/.vite/route-preloads.json',
    '/%2evite/manifest.json',
    '/assets/../.vite/manifest.json',
    '/assets/%2e%2e/.vite/manifest.json',
  ])('never serves a file of a hidden build folder: %s', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('src/main.tsx');
    expect(response.body).not.toContain('preload');
  });

  it('does not serve files outside the build folder', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(response.body).not.toContain('root:');
  });
});
