// Lighthouse 12, mobile preset, on the pages a visit starts from: home, sign-in and (signed in) the feed.
//
//   npm run build && node bench/lighthouse-pages.mjs [--runs 3] [--lang fr|en] [--pages home,login,feed]
//                                                     [--json] [--details]
//
// Starts the production server on a fresh DATA_DIR (embedded PostgreSQL), signs a professional up with a
// complete profile and a few posts, and measures each page with that session where it needs one. Exits with
// status 1 when a page scores under 95 in performance, 100 in accessibility or 95 in best practices.
// `--details` adds where the time went: the LCP element, the longest main-thread tasks, the requests.
// Lighthouse derives its simulated timings from observed CPU time: measure on an idle machine.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signUpProfessionalWithPosts } from './lib/api-client.mjs';
import {
  assertBuilt,
  getFreePort,
  serverEnv,
  spawnApiServer,
  stopApiServer,
  waitForHealth,
} from './lib/api-server.mjs';
import { describeSummary, medianRun } from './lib/lighthouse-runner.mjs';

const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 95 };

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    lang: { type: 'string', default: 'fr' },
    json: { type: 'boolean', default: false },
    details: { type: 'boolean', default: false },
    pages: { type: 'string', default: 'home,login,feed' },
  },
});
assertBuilt();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escouade-lighthouse-'));
const port = await getFreePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawnApiServer(serverEnv({ dataDir, port }));
let failed = false;
try {
  if (!(await waitForHealth(baseUrl, { timeoutMs: 90_000, child: server.child }))) {
    throw new Error(`the server did not start:\n${server.logTail()}`);
  }
  const cookie = await signUpProfessionalWithPosts(baseUrl);
  const wanted = new Set(options.pages.split(','));
  const pages = [
    { name: 'home', path: '/' },
    { name: 'login', path: '/login' },
    { name: 'feed', path: '/dashboard', cookies: cookie },
  ].filter((page) => wanted.has(page.name));
  const results = [];
  for (const page of pages) {
    const { median } = await medianRun(`${baseUrl}${page.path}`, {
      runs: Math.max(1, Number(options.runs) || 1),
      lang: options.lang === 'en' ? 'en' : 'fr',
      cookies: page.cookies,
    });
    const { lines, failed: pageFailed } = describeSummary(median, THRESHOLDS, {
      withDetails: options.details,
    });
    failed ||= pageFailed;
    results.push({ ...page, cookies: undefined, median, passed: !pageFailed });
    if (!options.json) {
      console.log(
        `\n${page.name} (${page.path}), mobile, browser in ${options.lang === 'en' ? 'English' : 'French'}`,
      );
      for (const line of lines) console.log(line);
    }
  }
  if (options.json) console.log(JSON.stringify({ thresholds: THRESHOLDS, results }, null, 2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await stopApiServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
