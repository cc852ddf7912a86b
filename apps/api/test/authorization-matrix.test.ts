import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX, type Probe } from './authorization-matrix.table.ts';
import { ACTORS, type HttpMethod, MatrixWorld } from './helpers/actors.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

/** The rows of a route; HEAD routes Fastify adds for each GET share the GET route's rows. */
function probesOf(route: string): readonly Probe[] | undefined {
  return AUTHORIZATION_MATRIX[route] ?? AUTHORIZATION_MATRIX[route.replace(/^HEAD /, 'GET ')];
}

/** How a mismatch names the request: the route pattern, or the concrete URL for static and wildcard routes. */
function displayUrl(pattern: string, url: string): string {
  return pattern.includes(':') ? pattern : url;
}

describe('authorization matrix: every route × every actor', () => {
  let testApp: TestApp;
  let world: MatrixWorld;
  let distDir: string;
  const routes: string[] = [];

  beforeAll(async () => {
    // A built web app, so that its routes (files, history fallback) are registered too.
    distDir = mkdtempSync(path.join(os.tmpdir(), 'escouade-matrix-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html lang="fr"><title>Escouade</title>');
    testApp = await buildTestApp(
      { webDistDir: distDir },
      {
        onRoute: ({ method, url }) => {
          for (const each of [method].flat()) routes.push(`${each} ${url}`);
        },
      },
    );
    world = new MatrixWorld(testApp);
    await world.setUp();
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('has a row for every registered route, and none for a route that is not registered', () => {
    const missing = routes.filter((route) => !probesOf(route));
    const stale = Object.keys(AUTHORIZATION_MATRIX).filter((route) => !routes.includes(route));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('answers every cell with the expected status, against the live app and real sessions', async () => {
    const mismatches: string[] = [];
    let cells = 0;
    let checkedRoutes = 0;
    for (const route of routes) {
      const probes = probesOf(route);
      if (!probes) continue;
      checkedRoutes += 1;
      const [method = '', pattern = ''] = route.split(' ');
      for (const probe of probes) {
        for (const actor of ACTORS) {
          const request = await probe.request(world, actor);
          const response = await world.send(method as HttpMethod, actor, request);
          cells += 1;
          const expected = [probe.expect[actor]].flat();
          if (!expected.includes(response.statusCode)) {
            mismatches.push(
              `${method} ${displayUrl(pattern, request.url)} ${actor}: expected ${expected.join(' or ')} got ${response.statusCode}`,
            );
          }
        }
      }
    }
    process.stdout.write(
      `authorization matrix: ${checkedRoutes} routes × ${ACTORS.length} actors, ${cells} cells checked, ${mismatches.length} mismatches\n`,
    );
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  }, 60_000);
});
