import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@escouade/contract/constants';

/** One page of `.vite/route-preloads.json`, written by the web app's build (apps/web/vite.config.ts). */
interface RoutePreloads {
  /** A React Router path: `:name` matches one segment, `*` any other URL. */
  path: string;
  preload: Partial<Record<Language, string[]>>;
}

export interface IndexPage {
  html: string;
  etag: string;
}

/** Better Auth's session cookie (prefix `escouade`, `__Secure-` over HTTPS in production). */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?escouade\.session_token=[^;\s]/;

/** What the index.html of a request depends on besides its path. */
export interface IndexPageOptions {
  language: Language;
  /**
   * The request carries a session cookie: the page will check the session first thing, so the browser is told
   * to start that request with the page's code rather than once the code has run (a round trip earlier).
   * Without one, the page knows it is signed out without asking.
   */
  hasSessionCookie: boolean;
}

/**
 * Without a session cookie the session check can only answer "signed out": the page is told so
 * (`seedSignedOutSession` in the web app) and starts signed out, without the request, and without drawing the
 * header a second time once the answer arrives.
 */
export const NO_SESSION_META = '<meta name="escouade-session" content="none">';

/** The session check the interface makes on every page (`sessionQueryOptions` in the web app). */
const SESSION_PRELOAD =
  // `use-credentials` matches the interface's fetch (credentials: 'include'); otherwise it would not reuse it.
  '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/get-session">';

/**
 * The index.html to send for a URL of the single-page app, in the language the interface will pick: `<html lang>`
 * set to it, and `<link rel="modulepreload">` for the page's code and translations, so the browser downloads them
 * together with the entry chunk rather than one round trip after another. They are marked low priority: the
 * splash screen, which paints first, needs none of them, and the entry chunk and stylesheet, which it does
 * need before the page renders, keep their higher priority. With a session cookie, the session check is
 * preloaded too (see {@link IndexPageOptions}); without one, the page is told it is signed out
 * ({@link NO_SESSION_META}). Pages are built once per route, language and presence of a session
 * cookie, then served from memory.
 */
export function createIndexPages(
  distDir: string,
): (requestPath: string, options: IndexPageOptions) => IndexPage {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const routes = readRoutePreloads(distDir);
  const cache = new Map<string, IndexPage>();
  return (requestPath, { language, hasSessionCookie }) => {
    const route = findRoute(routes, requestPath);
    const key = `${route?.path ?? ''}\n${language}\n${hasSessionCookie}`;
    let page = cache.get(key);
    if (!page) {
      const html = renderIndex(template, route?.preload[language] ?? [], language, hasSessionCookie);
      page = { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
      cache.set(key, page);
    }
    return page;
  };
}

function readRoutePreloads(distDir: string): RoutePreloads[] {
  const file = path.join(distDir, '.vite', 'route-preloads.json');
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { routes?: RoutePreloads[] };
  return parsed.routes ?? [];
}

/** The route of `requestPath`, compared segment by segment and case-insensitively, as React Router does. */
export function findRoute<Route extends { path: string }>(
  routes: readonly Route[],
  requestPath: string,
): Route | undefined {
  const segments = toSegments(requestPath);
  const matches = (pattern: string) => {
    const patternSegments = toSegments(pattern);
    return (
      patternSegments.length === segments.length &&
      patternSegments.every((segment, index) => segment.startsWith(':') || segment === segments[index])
    );
  };
  return (
    routes.find((route) => route.path !== '*' && matches(route.path)) ??
    routes.find((route) => route.path === '*')
  );
}

function toSegments(urlPath: string): string[] {
  return urlPath.toLowerCase().split('/').filter(Boolean);
}

const HREF_SAFE = /^\/[\w./-]+$/;

function renderIndex(
  template: string,
  preloads: readonly string[],
  language: Language,
  hasSessionCookie: boolean,
): string {
  const links = [
    hasSessionCookie ? SESSION_PRELOAD : NO_SESSION_META,
    ...preloads
      .filter((href) => HREF_SAFE.test(href))
      .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`),
  ].join('');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace('</head>', `${links}</head>`);
}

/** Whether the request carries a session cookie (valid or not: the page's own check tells). */
export function hasSessionCookie(headers: Record<string, string | string[] | undefined>): boolean {
  const value = headers.cookie;
  return SESSION_COOKIE.test(Array.isArray(value) ? value.join('; ') : (value ?? ''));
}
