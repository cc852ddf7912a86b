// Load test of the feed endpoint (GET /api/posts) on the production server and seeded data, against a bare
// Fastify hello-world route measured in the same run.
//
//   npm run build && node bench/feed.mjs [--users 10000] [--posts 200000] [--duration 10] [--data-dir DIR]
//                                        [--keep-data] [--json] [--loader wrk|node]
//
// 1. Seeds a fresh DATA_DIR with `npm run db:seed` (or reuses `--data-dir`, already seeded: then the password
//    of its accounts must be in $BENCH_PASSWORD, and the account to sign in as in $BENCH_EMAIL).
// 2. Starts `node apps/api/dist/server.js` on that DATA_DIR (embedded PostgreSQL) on a free port, signs in a
//    seeded professional once (sign-in is limited to 3 per 10 s per address), and walks the cursors to page 500.
// 3. Starts a hello-world Fastify app in this process, on another free port: the baseline.
// 4. Loads each URL with wrk (Debian's `wrk`; without it, a small keep-alive Node client) at 10 and 100
//    connections, after a warm-up, and prints requests/s and p99 latency, then:
//      - ratio of feed page 1 requests/s to hello-world requests/s   target ≥ 0.05
//      - p99 latency of feed page 1 at 10 connections                target ≤ 30 ms
//      - cost of page 500 / cost of page 1 (inverse requests/s)      target ≤ 1.5
//    Exits with status 1 when a target is missed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { getFreePort } from './lib/api-server.mjs';
import { cleanUpInReverse, runBench } from './lib/bench-main.mjs';
import { signIn } from './lib/api-client.mjs';
import { prepareBenchData, walkToPage } from './lib/seed.mjs';
import { processCpuSeconds, treeCpuSeconds } from './lib/process-stats.mjs';
import { chooseLoader, load } from './lib/closed-loop.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/api/dist/server.js');
const TARGETS = { ratio: 0.05, p99At10Ms: 30, deepPageCost: 1.5 };
const PAGE_SIZE = 20;
const DEEP_PAGE = 500;

const { values: options } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    posts: { type: 'string', default: '200000' },
    duration: { type: 'string', default: '10' },
    'data-dir': { type: 'string' },
    'keep-data': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    loader: { type: 'string' },
  },
});
const durationSeconds = Number(options.duration);
const log = options.json ? () => {} : (line) => console.log(line);

if (!existsSync(serverEntry)) {
  console.error('No production build: run `npm run build` first.');
  process.exit(2);
}

const cleanups = [];
await runBench({ run, cleanUp: cleanUpInReverse(cleanups) });

async function run() {
  const { dataDir, email, password } = prepareBenchData({ options, cleanups, log, name: 'feed' });
  const port = await getFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverPid = await startApiServer({ dataDir, port, baseUrl });
  const cookie = await signIn(baseUrl, email, password);

  const firstPage = `${baseUrl}/api/posts?limit=${PAGE_SIZE}`;
  const deepCursor = await walkToPage(firstPage, { cookie }, DEEP_PAGE, PAGE_SIZE, log);
  const deepPage = `${firstPage}&cursor=${encodeURIComponent(deepCursor)}`;

  const helloUrl = await startHelloWorld();
  const loader = chooseLoader(options.loader);
  log(
    `\nLoad generator: ${loader}, ${durationSeconds} s per measure after a warm-up, ${os.cpus().length} CPUs.`,
  );
  // Other processes on the machine skew every figure: the load average says how busy it was.
  const loadAverage = () =>
    os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  log(`Load average (1, 5, 15 min) before: ${loadAverage()}`);

  const measures = {};
  for (const [name, url, headers, cpuSeconds] of [
    ['hello', helloUrl, {}, () => processCpuSeconds()],
    ['feed page 1', firstPage, { cookie }, () => treeCpuSeconds(serverPid)],
    [`feed page ${DEEP_PAGE}`, deepPage, { cookie }, () => treeCpuSeconds(serverPid)],
  ]) {
    for (const connections of [10, 100]) {
      await load(loader, { url, headers, connections, seconds: Math.min(3, durationSeconds) }); // warm-up
      const cpuBefore = cpuSeconds();
      const measure = await load(loader, { url, headers, connections, seconds: durationSeconds });
      // Reported rather than fatal: an overloaded server answering errors is a result too.
      if (measure.errors > 0) log(`  ${name} @ ${connections}: ${measure.errors} failed or non-2xx answers`);
      // CPU time the server side spent per answer (for the API: Node and its PostgreSQL processes). Unlike
      // requests/s, it barely moves when other processes compete for the CPUs.
      measure.cpuMsPerRequest =
        ((cpuSeconds() - cpuBefore) * 1000) / (measure.requestsPerSecond * durationSeconds);
      measures[`${name} @${connections}`] = measure;
      log(
        `  ${`${name} @ ${connections} connections`.padEnd(34)} ${measure.requestsPerSecond.toFixed(0).padStart(8)} req/s` +
          `   p50 ${measure.p50Ms.toFixed(1).padStart(6)} ms   p99 ${measure.p99Ms.toFixed(1).padStart(6)} ms` +
          `   CPU ${measure.cpuMsPerRequest.toFixed(3).padStart(7)} ms/req`,
      );
    }
  }

  log(`Load average (1, 5, 15 min) after: ${loadAverage()}`);
  const rps = (name) => measures[name].requestsPerSecond;
  const figures = {
    ratioAt10: rps('feed page 1 @10') / rps('hello @10'),
    ratioAt100: rps('feed page 1 @100') / rps('hello @100'),
    p99At10Ms: measures['feed page 1 @10'].p99Ms,
    p99At100Ms: measures['feed page 1 @100'].p99Ms,
    deepPageCostAt10: rps('feed page 1 @10') / rps(`feed page ${DEEP_PAGE} @10`),
    deepPageCostAt100: rps('feed page 1 @100') / rps(`feed page ${DEEP_PAGE} @100`),
    cpuRatioAt10: measures['hello @10'].cpuMsPerRequest / measures['feed page 1 @10'].cpuMsPerRequest,
    cpuDeepPageCostAt10:
      measures[`feed page ${DEEP_PAGE} @10`].cpuMsPerRequest / measures['feed page 1 @10'].cpuMsPerRequest,
  };
  const checks = [
    [
      'feed/hello requests/s ratio (10 conn.)',
      figures.ratioAt10,
      `≥ ${TARGETS.ratio}`,
      figures.ratioAt10 >= TARGETS.ratio,
    ],
    [
      'feed/hello requests/s ratio (100 conn.)',
      figures.ratioAt100,
      `≥ ${TARGETS.ratio}`,
      figures.ratioAt100 >= TARGETS.ratio,
    ],
    [
      'feed p99 at 10 connections (ms)',
      figures.p99At10Ms,
      `≤ ${TARGETS.p99At10Ms}`,
      figures.p99At10Ms <= TARGETS.p99At10Ms,
    ],
    ['feed p99 at 100 connections (ms)', figures.p99At100Ms, 'reported', true],
    ['feed/hello ratio by CPU per request (10 conn.)', figures.cpuRatioAt10, 'reported', true],
    [`page ${DEEP_PAGE} / page 1 CPU per request (10 conn.)`, figures.cpuDeepPageCostAt10, 'reported', true],
    [
      `page ${DEEP_PAGE} / page 1 cost (10 conn.)`,
      figures.deepPageCostAt10,
      `≤ ${TARGETS.deepPageCost}`,
      figures.deepPageCostAt10 <= TARGETS.deepPageCost,
    ],
    [
      `page ${DEEP_PAGE} / page 1 cost (100 conn.)`,
      figures.deepPageCostAt100,
      `≤ ${TARGETS.deepPageCost}`,
      figures.deepPageCostAt100 <= TARGETS.deepPageCost,
    ],
  ];
  const errors = Object.values(measures).reduce((total, measure) => total + measure.errors, 0);
  checks.push(['failed or non-2xx answers (all measures)', errors, '= 0', errors === 0]);
  const passed = checks.every(([, , , ok]) => ok);

  if (options.json) {
    console.log(
      JSON.stringify({ loader, durationSeconds, measures, figures, targets: TARGETS, passed }, null, 2),
    );
  } else {
    log('');
    for (const [label, value, target, ok] of checks) {
      log(
        `  ${label.padEnd(50)} ${value.toFixed(4).padStart(10)}   target ${target.padEnd(8)} ${ok ? 'ok' : 'MISSED'}`,
      );
    }
  }
  return { passed };
}

async function startApiServer({ dataDir, port, baseUrl }) {
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      LOG_LEVEL: 'warn',
      // The endpoint itself at 100 connections: the default limit of requests in progress (64, past which
      // load shedding answers 503) would turn part of them away. Load shedding is bench/load.mjs's subject.
      MAX_REQUESTS_IN_PROGRESS: '256',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Kept aside, shown only if the server fails: requests still queued when it stops log noisy errors.
  let serverLog = '';
  server.stderr.on('data', (chunk) => {
    serverLog = `${serverLog}${chunk}`.slice(-20_000);
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // Stopped by its PID only, and waited for: it stops its embedded PostgreSQL on SIGTERM.
  cleanups.push(async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the API server exited with status ${server.exitCode}:\n${serverLog}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return server.pid;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API server did not answer /api/health within 90 s');
}

async function startHelloWorld() {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  const port = await getFreePort();
  await app.listen({ port, host: '127.0.0.1' });
  cleanups.push(() => app.close());
  return `http://127.0.0.1:${port}/hello`;
}
