import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFromEnvironment } from './scripts/chromium.mjs';

// Ports are drawn once per run (workers inherit the environment) among those free at that moment, so parallel
// runs on one machine do not collide; set E2E_PORT / E2E_SMTP_PORT to choose them.
const isPortFree = (candidate: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(candidate, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
if (!process.env.E2E_PORT) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const candidate = 3100 + Math.floor(Math.random() * 400) * 2;
    const ports = [candidate, candidate + 1000, candidate + 1001];
    if ((await Promise.all(ports.map(isPortFree))).every(Boolean) || attempt === 49) {
      process.env.E2E_PORT = String(candidate);
      break;
    }
  }
}
process.env.E2E_SMTP_PORT ??= String(Number(process.env.E2E_PORT) + 1000);
const port = Number(process.env.E2E_PORT);
const smtpPort = Number(process.env.E2E_SMTP_PORT);
const smtpHttpPort = smtpPort + 1;
const baseURL = `http://localhost:${port}`;
// The browser chosen by scripts/test-e2e.mjs (the system's or the packaged one), exported in the environment.
const chromium = chromiumFromEnvironment();
// Each run starts from an empty data directory (its own embedded PostgreSQL). Exported, so journeys can run
// `admin:create` against the running server's database.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'escouade-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
// E2E_INSTANCES=2: the same journeys against two instances behind a round-robin proxy, sharing one PostgreSQL
// (a database of this run on 127.0.0.1:5432 unless DATABASE_URL says otherwise) and one Redis. Exported, so
// `admin:create` in the journeys reaches the same database.
const isScaledOut = process.env.E2E_INSTANCES === '2';
if (isScaledOut) {
  process.env.DATABASE_URL ??= `postgres://postgres@127.0.0.1:5432/escouade_e2e_${port}`;
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
}

/**
 * A journey written for both languages runs once in each: French at 375 px, where most of Escouade's members
 * read it (on their phones, in the default language, with its longer labels), and English at 1280 px
 * (docs/decisions/0022-french-on-phones.md). Tests without a language run at both widths.
 */
const inLanguage = (language: 'fr' | 'en') => new RegExp(`\\(${language}\\)`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'reports/e2e.json' }],
  ],
  outputDir: 'reports/e2e-artifacts',
  use: {
    baseURL,
    // The audience is French first; journeys that need English switch explicitly.
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium.path, args: chromium.args },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: inLanguage('fr'),
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 740 } },
      grepInvert: inLanguage('en'),
    },
  ],
  webServer: [
    {
      // A real SMTP server: the app mails through it, tests read what arrived (e2e/support/mail.ts).
      command: 'node e2e/support/smtp-sink.mjs',
      url: `http://127.0.0.1:${smtpHttpPort}/health`,
      reuseExistingServer: false,
      env: { SMTP_SINK_PORT: String(smtpPort), SMTP_SINK_HTTP_PORT: String(smtpHttpPort) },
    },
    {
      command: isScaledOut ? 'node e2e/support/scale-out-stack.mjs' : 'node apps/api/dist/server.js',
      url: `${baseURL}/api/health`,
      timeout: 90_000,
      // SIGTERM, not Playwright's default SIGKILL: the server stops its PostgreSQL (or the scale-out stack
      // drops its database) before exiting.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        APP_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Journeys act as different visitors: each sends its own X-Forwarded-For, so the per-IP limits (which
        // stay as in production) apply per journey instead of to the whole suite at once.
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'warn',
        ...(isScaledOut
          ? { DATABASE_URL: process.env.DATABASE_URL ?? '', REDIS_URL: process.env.REDIS_URL ?? '' }
          : {}),
      },
    },
  ],
});
