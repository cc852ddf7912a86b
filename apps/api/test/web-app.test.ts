import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

describe('serving the built web app', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'escouade-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="fr"><title>Escouade</title></html>',
    );
    writeFileSync(path.join(distDir, 'assets', 'index-AbC123.js'), 'console.log(1)');
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    testApp = await buildTestApp({ webDistDir: distDir });
  });
  afterAll(() => testApp.close());

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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

  it('does not serve files outside the build folder', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(response.body).not.toContain('root:');
  });
});
