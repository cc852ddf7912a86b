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
//
// `--direct` measures without Lighthouse's simulation: the page loads in Chromium with the CPU slowed down 4×
// (no network throttling), and the long tasks the page reports (`PerformanceObserver`) after its first paint
// give its blocking time (the part of each task over 50 ms), next to its largest contentful paint.
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
import puppeteer from 'puppeteer-core';
import { resolveChromium } from '../scripts/chromium.mjs';
import { languageFlags, summarizedRun } from './lib/lighthouse-runner.mjs';

const { values: options, positionals: builds } = parseArgs({
  allowPositionals: true,
  options: {
    page: { type: 'string', default: '/dashboard' },
    runs: { type: 'string', default: '5' },
    lang: { type: 'string', default: 'fr' },
    direct: { type: 'boolean', default: false },
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
    const measure = options.direct ? await directMeasure() : lighthouseMeasure;
    for (let run = 0; run < runs; run += 1) {
      for (const target of run % 2 === 0 ? targets : [...targets].reverse()) {
        target.summaries.push(await measure(target));
      }
    }
    for (const target of targets) console.log(options.direct ? describeDirect(target) : describe(target));
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

function lighthouseMeasure(target) {
  const runOptions = { lang: options.lang === 'en' ? 'en' : 'fr', cookies: target.cookies };
  return summarizedRun(target.url, runOptions, `${target.webDistDir}: a run`);
}

/** The `--direct` measure: blocking time and LCP as the page itself reports them, CPU slowed down 4×. */
async function directMeasure() {
  const chromium = await resolveChromium();
  const browser = await puppeteer.launch({
    executablePath: chromium.path,
    args: [...chromium.args, ...languageFlags(options.lang)],
  });
  cleanups.push(() => browser.close());
  return async ({ url, cookies }) => {
    const context = await browser.createBrowserContext();
    try {
      for (const pair of cookies?.split(';') ?? []) {
        const [name, ...value] = pair.trim().split('=');
        await context.setCookie({ name, value: value.join('='), domain: new URL(url).hostname, path: '/' });
      }
      const page = await context.newPage();
      const session = await page.createCDPSession();
      await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.evaluateOnNewDocument(() => {
        const observed = { longTasks: [], lcp: 0, fcp: 0 };
        globalThis.__pageTimings = observed;
        const observe = (type, onEntry) =>
          new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
            type,
            buffered: true,
          });
        observe('longtask', (entry) => observed.longTasks.push([entry.startTime, entry.duration]));
        observe('largest-contentful-paint', (entry) => {
          observed.lcp = entry.startTime;
        });
        observe('paint', (entry) => {
          if (entry.name === 'first-contentful-paint') observed.fcp = entry.startTime;
        });
      });
      await page.goto(url, { waitUntil: 'networkidle0' });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const { longTasks, lcp, fcp } = await page.evaluate(() => globalThis.__pageTimings);
      const blockingMs = longTasks
        .filter(([start]) => start >= fcp)
        .reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
      return { blockingMs, lcpMs: lcp, longestMs: Math.max(0, ...longTasks.map(([, duration]) => duration)) };
    } finally {
      await context.close();
    }
  };
}

function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

function describeDirect({ webDistDir, summaries }) {
  const of = (key) => Math.round(median(summaries.map((summary) => summary[key])));
  return [
    `${webDistDir} ${options.page}: blocking time ${summaries.map((summary) => Math.round(summary.blockingMs)).join(', ')} ms`,
    `  median blocking time ${of('blockingMs')} ms · LCP ${of('lcpMs')} ms · longest task ${of('longestMs')} ms`,
  ].join('\n');
}

function describe({ webDistDir, summaries }) {
  const metric = (label) =>
    median(summaries.map((summary) => Number.parseFloat(summary.metrics[label].replace(/,/g, ''))));
  const scores = summaries.map((summary) => summary.scores.performance);
  return [
    `${webDistDir} ${options.page}: performance ${scores.join(', ')} (median ${median(scores)})`,
    `  median TBT ${metric('TBT')} ms · LCP ${metric('LCP')} s · FCP ${metric('FCP')} s`,
  ].join('\n');
}
