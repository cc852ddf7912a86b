// Lighthouse 12 (mobile preset) on one page of two or more builds of the web app, runs interleaved.
//
//   npm run build                      # the API, and a first build of the web app
//   cp -r apps/web/dist /tmp/before    # ...change the web app, npm run build -w apps/web...
//   node bench/lighthouse-compare.mjs --page /dashboard --runs 6 /tmp/before apps/web/dist
//
// On this kind of machine the same build scores 80 one run and 92 the next: Lighthouse multiplies the CPU time
// it observes by 4, noise included. Comparing a median measured now with one measured an hour ago says little.
// This script starts one server per build (each on a fresh DATA_DIR, with `WEB_DIST_DIR` pointing at the
// build), signs a professional with five posts up on each, and alternates the builds run after run, so that
// slow and fast spells of the machine fall on all of them. It prints each build's scores, its median and the
// median TBT, LCP and FCP. `--page /dashboard` measures the signed-in feed (the session goes into the cookie
// jar, as in lighthouse-pages.mjs); other pages are measured signed out.
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
import { cleanUpInReverse, runBench } from './lib/bench-main.mjs';
import { runLighthouse, summarize } from './lib/lighthouse-runner.mjs';

const { values: options, positionals: builds } = parseArgs({
  allowPositionals: true,
  options: {
    page: { type: 'string', default: '/dashboard' },
    runs: { type: 'string', default: '5' },
    lang: { type: 'string', default: 'fr' },
  },
});
if (builds.length < 2) {
  console.error(
    'Usage: node bench/lighthouse-compare.mjs [--page /dashboard] [--runs 5] BUILD_DIR BUILD_DIR...',
  );
  process.exit(2);
}
assertBuilt();

const cleanups = [];
let lastServer;
await runBench({
  cleanUp: cleanUpInReverse(cleanups),
  serverLog: () => lastServer?.logTail(),
  run: async () => {
    const targets = [];
    for (const build of builds) targets.push(await startServer(path.resolve(build)));
    const runs = Math.max(1, Number(options.runs) || 1);
    for (let run = 0; run < runs; run += 1) {
      for (const target of run % 2 === 0 ? targets : [...targets].reverse()) {
        target.summaries.push(await measure(target));
      }
    }
    for (const target of targets) console.log(describe(target));
    return 0;
  },
});

async function startServer(webDistDir) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escouade-lighthouse-compare-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await getFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawnApiServer({ ...serverEnv({ dataDir, port }), WEB_DIST_DIR: webDistDir });
  lastServer = server;
  cleanups.push(() => stopApiServer(server));
  if (!(await waitForHealth(baseUrl, { timeoutMs: 90_000, child: server.child }))) {
    throw new Error(`the server of ${webDistDir} did not start`);
  }
  const cookies = options.page === '/dashboard' ? await signUpProfessionalWithPosts(baseUrl) : undefined;
  return { webDistDir, url: `${baseUrl}${options.page}`, cookies, summaries: [] };
}

async function measure(target) {
  const runOptions = { lang: options.lang === 'en' ? 'en' : 'fr', cookies: target.cookies };
  try {
    return summarize(await runLighthouse(target.url, runOptions));
  } catch (error) {
    // A failed trace (NO_NAVSTART, NO_FCP...) is tried once more, as Lighthouse advises.
    console.warn(`${target.webDistDir}: ${error.message}; trying again`);
    return summarize(await runLighthouse(target.url, runOptions));
  }
}

function describe({ webDistDir, summaries }) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const metric = (label) =>
    median(summaries.map((summary) => Number.parseFloat(summary.metrics[label].replace(/,/g, ''))));
  const scores = summaries.map((summary) => summary.scores.performance);
  return [
    `${webDistDir} ${options.page}: performance ${scores.join(', ')} (median ${median(scores)})`,
    `  median TBT ${metric('TBT')} ms · LCP ${metric('LCP')} s · FCP ${metric('FCP')} s`,
  ].join('\n');
}
