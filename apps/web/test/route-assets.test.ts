import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATHS, projectDraftPath, projectPath, publicProfilePath } from '@escouade/contract/paths';
import { ROUTE_ASSETS } from '../src/app/route-assets';
import { appRoutes } from '../src/app/router';

const sourceModules = import.meta.glob<Record<string, unknown>>('../src/{app,features}/**/*.tsx');

/** The path pattern of every route that shows a page (redirect-only routes have no component). */
function pagePatterns(routes: readonly RouteObject[], parentPath = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parentPath.replace(/\/$/, '')}/${route.path}` : parentPath;
    if (route.children) return pagePatterns(route.children, path);
    if (!route.Component && !route.lazy) return [];
    return [path === '/*' ? '*' : path || '/'];
  });
}

/** A URL the pattern matches: parameters filled in, `*` a path no route has. */
function sampleUrl(pattern: string): string {
  return pattern === '*' ? '/no-such-page' : pattern.replace(/:[^/]+/g, 'sample-id');
}

async function componentOf(route: RouteObject): Promise<ComponentType | undefined> {
  if (route.Component) return route.Component;
  if (typeof route.lazy !== 'function') return undefined;
  return (await route.lazy()).Component ?? undefined;
}

async function exportsOf(module: string): Promise<unknown[]> {
  const load = sourceModules[`../${module}`];
  if (!load) throw new Error(`${module} does not exist`);
  return Object.values(await load());
}

describe('route assets (what the server preloads per page)', () => {
  it('has one row per page of the router', () => {
    const tablePaths = ROUTE_ASSETS.map((row) => row.path);
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    expect([...tablePaths].sort()).toEqual(pagePatterns(appRoutes).sort());
  });

  it.each(ROUTE_ASSETS.map((row) => [row.path, row] as const))(
    '%s lists the namespaces and modules its routes load',
    async (_path, row) => {
      const matches = matchRoutes(appRoutes, sampleUrl(row.path)) ?? [];
      const namespaces = matches.flatMap(({ route }) => {
        const loader = route.loader as { namespaces?: readonly string[] } | undefined;
        return loader?.namespaces ?? [];
      });
      expect([...row.namespaces].sort()).toEqual([...new Set(namespaces)].sort());

      // Every lazy component of the match comes from a listed module, and every listed module gives one.
      const components = (await Promise.all(matches.map(({ route }) => componentOf(route)))).filter(
        (component) => component !== undefined,
      );
      const listedExports = await Promise.all(row.modules.map(exportsOf));
      for (const [index, exports] of listedExports.entries()) {
        expect(
          components.some((component) => exports.includes(component)),
          `${row.modules[index]} is not loaded by ${row.path}`,
        ).toBe(true);
      }
      const lazyComponents = await Promise.all(
        matches.filter(({ route }) => route.lazy).map(({ route }) => componentOf(route)),
      );
      for (const component of lazyComponents) {
        expect(
          listedExports.some((exports) => exports.includes(component)),
          `${component?.name} of ${row.path} comes from no listed module`,
        ).toBe(true);
      }
    },
  );
});

describe('the route-path table (the addresses both apps link to)', () => {
  const pages = pagePatterns(appRoutes).filter((pattern) => pattern !== '*');
  const addresses = [
    ...Object.values(PATHS),
    publicProfilePath('a-user'),
    projectPath('a project/with a slash'),
    projectDraftPath('a-project').split('?')[0] ?? '',
  ];

  it.each(addresses)('%s is a page of the router, not the 404 page', (address) => {
    const [leaf] = (matchRoutes(appRoutes, address) ?? []).slice(-1);
    expect(leaf?.route.path, `${address} falls to the 404 page`).not.toBe('*');
    expect(pages.some((page) => matchRoutes([{ path: page }], address))).toBe(true);
  });
});
