// Load and overload of the production server on seeded data, against a bare Fastify route measured
// in the same run.
//
//   npm run build && node bench/load.mjs [--users 10000] [--posts 200000] [--duration 10]
//       [--scenario public,feed,profile,post,like,burst,overload,flood] [--overload-seconds 30]
//       [--overload-factor 5]
//       [--flood-connections 50] [--data-dir DIR] [--keep-data]
//       [--database-url postgres://postgres@127.0.0.1:5432] [--log-level warn] [--json]
//
// 1. Seeds a fresh DATA_DIR with `npm run db:seed` (or reuses `--data-dir`, already seeded, with the sign-in
//    e-mail in $BENCH_EMAIL and the accounts' password in $BENCH_PASSWORD). With `--database-url`, the data
//    goes to a fresh database created on that PostgreSQL server (dropped at the end) instead of the embedded
//    one.
// 2. Starts `apps/api/dist/server.js` (LOG_LEVEL=`--log-level`, TRUST_PROXY=true so that each request may carry its
//    own X-Forwarded-For address) and the hello-world baseline (bench/lib/hello-world-server.mjs), each in
//    its own process; this process only generates load.
// 3. Closed-loop scenarios, with wrk at 10 and 50 connections, after a warm-up: `public` (GET /, the SPA's
//    index.html), `feed` (GET /api/posts, signed in), `profile` (GET /api/profiles/:userId over the authors
//    of the first 1 000 posts), `post` (POST /api/posts as a seeded professional, each request from another
//    address: posting is limited per address), `like` (PUT then DELETE /api/posts/:id/like over 1 000
//    posts). Each prints requests/s, p50/p99, failures, its ratio to hello-world at the same connections
//    (2xx answers per second), and the CPU time of the server's processes per request. Targets: no failure but 503 (socket errors,
//    4xx, 5xx), at most 1 % of 503 (the server shedding load on a saturated machine); ratios are reported.
// 4. `burst`: 300 requests sent in the same instant, each on its own connection: 100 for `/`, 100 for
//    /api/health and 100 for the web app's main script. Target: none refused (light requests are shed only
//    when the machine cannot absorb them). Prints how long the last answer took.
// 5. `overload`: the sustainable feed rate (2xx/s in a closed loop at 100 connections), then an open
//    loop at `--overload-factor` (5) times that rate for 30 s (bench/lib/open-loop.mjs: evenly spaced requests that do not wait for
//    earlier answers), sampled every second, then a closed-loop probe (10 connections, 500 ms windows) until
//    the feed is back to 90 % of the probe's rate before the overload. Targets: the server stays up; its RSS
//    grows by at most 100 MB; throughput is back within 5 s; every 503 carries Retry-After; at most 1 % of
//    requests end in a connection error or timeout; in the second half of the overload the feed still
//    answers 2xx at ≥ 0.5× the sustainable rate (shedding the excess, not collapsing); the admitted requests'
//    p99 stays ≤ 250 ms (the queueing limit keeps their wait short) and the refused ones get their 503 within
//    50 ms at the 99th percentile (at once, not after queueing). Each second also
//    shows the server's RSS and CPU, how much its main thread ran and waited for a CPU (starved by other
//    processes, or saturated), /api/health's latency on a new connection, this process's CPU and the
//    number of lines the server logged.
// 6. `flood`: feed requests/s at 10 connections without, then during a flood of wrong-password sign-ins
//    (wrk, `--flood-connections` in a closed loop, each request from its own address, with a random e-mail or,
//    one in ten, the seeded account's); target ≥ 0.7×. Then prints how long the feed takes to get back to
//    90 % of its rate once the flood stops (sign-ins already accepted are still being hashed).
// Exits with status 1 when a target is missed, 2 when the bench could not run.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cleanUpInReverse, runBench } from './lib/bench-main.mjs';
import { seedBenchData } from './lib/seed.mjs';
import {
  assertBuilt,
  getFreePort,
  isRunning,
  root,
  serverEnv,
  sleep,
  spawnApiServer,
  stopApiServer,
  waitForHealth,
} from './lib/api-server.mjs';
import { signIn } from './lib/api-client.mjs';
import { startHelloWorld } from './lib/hello-world.mjs';
import { percentile, runClosedLoopWindows, runOpenLoop } from './lib/open-loop.mjs';
import {
  cpuSecondsOf,
  formatLoadAverage,
  mainThreadSchedule,
  processCpuSeconds,
  rssBytes,
  treeCpuSeconds,
} from './lib/process-stats.mjs';
import { buildWrkScript, createScriptDirectory, hasWrk, luaString, runWrk } from './lib/wrk-runner.mjs';

const SCENARIOS = ['public', 'feed', 'profile', 'post', 'like', 'burst', 'overload', 'flood'];
const CLOSED_LOOP_SCENARIOS = ['public', 'feed', 'profile', 'post', 'like'];
const CONNECTIONS = [10, 50];
const WARM_UP_SECONDS = 3;
const PAGE_SIZE = 20;
/** Sockets of the overload's open loop, all opened before it starts. */
const OPEN_LOOP_CONNECTIONS = 1_000;
const SAMPLE_PAGES = 50;
const MB = 1024 * 1024;
const TARGETS = {
  overloadRssGrowthMb: 100,
  recoverySeconds: 5,
  recoveryFraction: 0.9,
  overloadGoodputRatio: 0.5,
  overloadAdmittedP99Ms: 250,
  overloadRefusedP99Ms: 50,
  burstRefused: 0,
  overloadErrorShare: 0.01,
  floodFeedRatio: 0.7,
  closedLoopShedShare: 0.01,
};

/** A new address per request (10.x.y.z), from a random first octet so that separate runs do not add up. */
const luaRotatingIp =
  'string.format("10.%d.%d.%d", (salt + threadIndex) % 256, math.floor(counter / 256) % 256, counter % 256)';

const { values: options } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    posts: { type: 'string', default: '200000' },
    duration: { type: 'string', default: '10' },
    scenario: { type: 'string', multiple: true },
    'overload-seconds': { type: 'string', default: '30' },
    'overload-factor': { type: 'string', default: '5' },
    'flood-connections': { type: 'string', default: '50' },
    'data-dir': { type: 'string' },
    'keep-data': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
    'log-level': { type: 'string', default: 'warn' },
    json: { type: 'boolean', default: false },
  },
});
const durationSeconds = Number(options.duration);
const overloadSeconds = Number(options['overload-seconds']);
const overloadFactor = Number(options['overload-factor']);
const floodConnections = Number(options['flood-connections']);
const selected = new Set(
  (options.scenario ?? SCENARIOS).flatMap((value) => value.split(',')).map((value) => value.trim()),
);
const log = options.json ? () => {} : (line) => console.log(line);

assertBuilt();
for (const name of selected) {
  if (!SCENARIOS.includes(name)) {
    console.error(`Unknown scenario "${name}": choose among ${SCENARIOS.join(', ')}.`);
    process.exit(2);
  }
}
if (!hasWrk()) {
  console.error('wrk is needed (sudo apt-get install -y wrk).');
  process.exit(2);
}
if (
  (selected.has('public') || selected.has('burst')) &&
  !existsSync(path.join(root, 'apps/web/dist/index.html'))
) {
  console.error('No web app build for the public page: run `npm run build` first.');
  process.exit(2);
}
if (options['data-dir'] && options['database-url']) {
  console.error('--data-dir reuses an embedded database: it cannot be combined with --database-url.');
  process.exit(2);
}

const cleanups = [];
await runBench({ run, cleanUp: cleanUpInReverse(cleanups) });

async function run() {
  const scripts = createScriptDirectory();
  cleanups.push(async () => scripts.remove());
  const database = options['database-url'] ? await createBenchDatabase(options['database-url']) : undefined;
  const { dataDir, email, password } = prepareData(database);

  const port = await getFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = serverEnv({ dataDir, port, logLevel: options['log-level'] });
  if (database) env.DATABASE_URL = database.url;
  // Counted: a server that logs every refused request spends its overload writing to its log.
  const serverLog = { lines: 0 };
  const server = spawnApiServer(env, {
    onLine: () => {
      serverLog.lines += 1;
    },
  });
  server.log = serverLog;
  cleanups.push(() => stopApiServer(server));
  if (!(await waitForHealth(baseUrl, { timeoutMs: 90_000, child: server.child, intervalMs: 250 }))) {
    throw new Error(`the API server did not become healthy:\n${server.logTail()}`);
  }
  const hello = await startHelloWorld(cleanups);
  const cookie = await signIn(baseUrl, email, password);
  if (selected.has('post')) await assertCanPost(baseUrl, cookie);
  const { postIds, authorIds } = await collectFeedSample(baseUrl, cookie);

  // Server CPU: Node and its children (the embedded PostgreSQL), plus, on an external server, the backends
  // serving the bench database (other clients of that server are not counted).
  const serverCpu = async () => {
    const backends = database ? await database.backendPids() : [];
    return () => treeCpuSeconds(server.pid) + cpuSecondsOf(backends);
  };
  const helloCpu = async () => () => treeCpuSeconds(hello.pid);

  const cookieHeaders = { Cookie: cookie };
  const writeHeaders = { Cookie: cookie, Origin: baseUrl };
  const basic = scripts.write(buildWrkScript());
  const feedUrl = `${baseUrl}/api/posts?limit=${PAGE_SIZE}`;
  const targets = {
    hello: { url: hello.url, headers: {}, script: basic, cpu: helloCpu },
    public: { url: `${baseUrl}/`, headers: {}, script: basic, cpu: serverCpu },
    feed: { url: feedUrl, headers: cookieHeaders, script: basic, cpu: serverCpu },
    profile: {
      url: `${baseUrl}/api/profiles`,
      headers: cookieHeaders,
      script: scripts.write(
        buildWrkScript({
          prelude: luaTable('authorIds', authorIds),
          request: `  local index = ((threadIndex - 1) * 7919 + counter) % #authorIds + 1
  return wrk.format("GET", "/api/profiles/" .. authorIds[index])`,
        }),
      ),
      cpu: serverCpu,
    },
    post: {
      url: `${baseUrl}/api/posts`,
      headers: { ...writeHeaders, 'Content-Type': 'application/json' },
      // A fresh script each run: its addresses start from a random octet, so that runs do not add up.
      script: () =>
        scripts.write(
          buildWrkScript({
            prelude: `local salt = ${randomBytes(1)[0]}`,
            request: `  wrk.headers["X-Forwarded-For"] = ${luaRotatingIp}
  local body = string.format('{"content":"Load test post %d-%d-%d"}', salt, threadIndex, counter)
  return wrk.format("POST", "/api/posts", nil, body)`,
          }),
        ),
      cpu: serverCpu,
    },
    like: {
      url: `${baseUrl}/api/posts`,
      headers: writeHeaders,
      // Each post is liked, then unliked on the next pass; threads start at different posts.
      script: scripts.write(
        buildWrkScript({
          prelude: luaTable('postIds', postIds),
          request: `  local position = (threadIndex - 1) * 7919 + counter - 1
  local index = position % #postIds + 1
  local method = (math.floor(position / #postIds) % 2 == 0) and "PUT" or "DELETE"
  return wrk.format(method, "/api/posts/" .. postIds[index] .. "/like")`,
        }),
      ),
      cpu: serverCpu,
    },
  };

  log(
    `\nLoad generators: wrk (closed loop), node:http (open loop); ${durationSeconds} s per measure after a ` +
      `${WARM_UP_SECONDS} s warm-up; ${os.cpus().length} CPUs; database: ${database ? `PostgreSQL at ${redact(options['database-url'])}` : 'embedded'}.`,
  );
  // Other processes on the machine skew every figure: the load average says how busy it was.
  const loadBefore = formatLoadAverage();
  log(`Load average (1, 5, 15 min) before: ${loadBefore}\n`);

  const measures = {};
  const measure = async (name, target, connections, seconds = durationSeconds) => {
    const script = typeof target.script === 'function' ? target.script() : target.script;
    const request = { url: target.url, headers: target.headers, script, connections };
    const runOrExplain = async (wrkSeconds) => {
      try {
        return await runWrk({ ...request, seconds: wrkSeconds });
      } catch (error) {
        if (isRunning(server.child)) throw error;
        const { code, signal } = await server.exited;
        throw new Error(
          `${name} @ ${connections}: the API server exited (status ${code}, signal ${signal}):\n${server.logTail()}`,
        );
      }
    };
    await runOrExplain(WARM_UP_SECONDS);
    const cpuSeconds = await target.cpu();
    const cpuBefore = cpuSeconds();
    const result = await runOrExplain(seconds);
    // CPU time the server side spent per answer; unlike requests/s it barely moves when other processes
    // compete for the CPUs.
    result.cpuMsPerRequest = ((cpuSeconds() - cpuBefore) * 1000) / (result.requestsPerSecond * seconds);
    return result;
  };

  const closedLoop = CLOSED_LOOP_SCENARIOS.filter((name) => selected.has(name));
  for (const name of ['hello', ...closedLoop]) {
    for (const connections of CONNECTIONS) {
      const result = await measure(name, targets[name], connections);
      const helloResult = measures[`hello @${connections}`];
      result.ratioToHello = helloResult ? result.okPerSecond / helloResult.okPerSecond : 1;
      measures[`${name} @${connections}`] = result;
      log(formatMeasure(`${name} @ ${connections}`, result));
      if (result.failed > 0)
        log(`    statuses ${JSON.stringify(result.statuses)}, ${result.socketErrors} socket errors`);
    }
  }

  const burst = selected.has('burst') ? await runBurstScenario(baseUrl) : undefined;
  const overload = selected.has('overload')
    ? await runOverloadScenario({ targets, measure, server, baseUrl, feedUrl, cookieHeaders })
    : undefined;
  const flood = selected.has('flood')
    ? await runFloodScenario({ targets, measure, scripts, baseUrl, email })
    : undefined;

  const loadAfter = formatLoadAverage();
  log(`\nLoad average (1, 5, 15 min) after: ${loadAfter}`);

  const checks = [];
  for (const name of closedLoop) {
    for (const connections of CONNECTIONS) {
      const result = measures[`${name} @${connections}`];
      checks.push([`${name} @ ${connections}: ratio to hello-world`, result.ratioToHello, 'reported', true]);
    }
  }
  if (closedLoop.length > 0) {
    // A 503 is the server shedding load, a legitimate answer when the machine is saturated; anything else
    // (4xx, 500, socket errors) means the scenario did not measure what it says.
    const results = closedLoop.flatMap((name) => CONNECTIONS.map((c) => measures[`${name} @${c}`]));
    const sum = (field) => results.reduce((total, result) => total + field(result), 0);
    const shed = sum((result) => result.statuses['503'] ?? 0);
    const answered = sum((result) => Object.values(result.statuses).reduce((a, b) => a + b, 0));
    const failed = sum((result) => result.failed) - shed;
    checks.push([
      'closed loop: failures other than 503 (socket errors, 4xx, 5xx)',
      failed,
      '= 0',
      failed === 0,
    ]);
    const shedShare = shed / Math.max(1, answered);
    checks.push([
      'closed loop: share of 503 answers',
      shedShare,
      `≤ ${TARGETS.closedLoopShedShare}`,
      shedShare <= TARGETS.closedLoopShedShare,
    ]);
  }
  if (burst) checks.push(...burst.checks);
  if (overload) checks.push(...overload.checks);
  if (flood) checks.push(...flood.checks);
  const passed = checks.every(([, , , ok]) => ok);

  if (options.json) {
    console.log(
      JSON.stringify(
        {
          durationSeconds,
          database: database ? 'external' : 'embedded',
          cpus: os.cpus().length,
          loadAverage: { before: loadBefore, after: loadAfter },
          measures,
          burst: burst && { ...burst, checks: undefined },
          overload: overload && { ...overload, checks: undefined },
          flood: flood && { ...flood, checks: undefined },
          checks: checks.map(([label, value, target, ok]) => ({ label, value, target, ok })),
          targets: TARGETS,
          passed,
        },
        null,
        2,
      ),
    );
  } else {
    log('');
    for (const [label, value, target, ok] of checks) {
      const shown = Number.isInteger(value) ? String(value) : value.toFixed(3);
      log(`  ${label.padEnd(58)} ${shown.padStart(10)}   target ${target.padEnd(8)} ${ok ? 'ok' : 'MISSED'}`);
    }
  }
  return { passed };
}

async function runOverloadScenario({ targets, measure, server, baseUrl, feedUrl, cookieHeaders }) {
  log('\nOverload (feed):');
  // At 100 connections the server is saturated: its 2xx rate there is what it sustains.
  const sustained = await measure('feed', targets.feed, 100);
  log(formatMeasure('closed loop: feed @ 100', sustained));
  const sustainableRate = sustained.okPerSecond;
  const rate = Math.round(overloadFactor * sustainableRate);

  // The reference of "back to normal": a small closed-loop probe, the same one that measures the recovery.
  const probe = { url: feedUrl, headers: cookieHeaders, connections: 10, windowMs: 500 };
  const baselineWindows = await runClosedLoopWindows({ ...probe, maxSeconds: 5 });
  const baselineWindowOk = median(baselineWindows.map((window) => window.ok));
  const probeRate = (baselineWindowOk * 1000) / probe.windowMs;
  log(`  probe (10 connections) before the overload: ${probeRate.toFixed(0)} req/s`);

  const rssBefore = rssBytes(server.pid);
  log(
    `  open loop at ${rate} req/s (${overloadFactor} × ${sustainableRate.toFixed(0)}) for ${overloadSeconds} s; ` +
      `RSS before ${(rssBefore / MB).toFixed(0)} MB`,
  );
  // Each second: the server's memory, the CPU time its processes and this process (the load generator)
  // used, and how long /api/health (never shed, on a new connection) took: the server's own queueing.
  let lastServerCpu = treeCpuSeconds(server.pid);
  let lastGeneratorCpu = processCpuSeconds();
  let lastLogLines = server.log.lines;
  let lastSchedule = mainThreadSchedule(server.pid);
  const healthLatencies = [];
  const open = await runOpenLoop({
    url: feedUrl,
    headers: cookieHeaders,
    rate,
    seconds: overloadSeconds,
    // The overload arrives on open connections, as it does through a proxy that keeps its own: Node accepts
    // one new connection per turn of its event loop, so a thousand clients connecting during the overload wait
    // seconds to be accepted (the health check on a new connection, below, shows that wait).
    maxConnections: OPEN_LOOP_CONNECTIONS,
    connectFirst: OPEN_LOOP_CONNECTIONS,
    sample: () => {
      const serverCpu = treeCpuSeconds(server.pid);
      const generatorCpu = processCpuSeconds();
      const schedule = mainThreadSchedule(server.pid);
      const sample = {
        rss: rssBytes(server.pid),
        serverCpu: serverCpu - lastServerCpu,
        generatorCpu: generatorCpu - lastGeneratorCpu,
        health: healthLatencies.length,
        logLines: server.log.lines - lastLogLines,
        mainRunning: schedule.running - lastSchedule.running,
        mainWaiting: schedule.waiting - lastSchedule.waiting,
      };
      lastSchedule = schedule;
      lastLogLines = server.log.lines;
      lastServerCpu = serverCpu;
      lastGeneratorCpu = generatorCpu;
      const index = healthLatencies.push(Number.NaN) - 1;
      const started = performance.now();
      void getStatus(`${baseUrl}/api/health`, 15_000).then((status) => {
        healthLatencies[index] = status === 200 ? performance.now() - started : Number.POSITIVE_INFINITY;
      });
      return sample;
    },
  });
  const threshold = TARGETS.recoveryFraction * baselineWindowOk;
  const recoveredIndex = (windows) =>
    windows.findIndex(
      (window, index) => window.ok >= threshold && (windows[index + 1]?.ok ?? -1) >= threshold,
    );
  const recovery = await runClosedLoopWindows({
    ...probe,
    maxSeconds: 20,
    isDone: (windows) => recoveredIndex(windows) >= 0,
  });
  const index = recoveredIndex(recovery);
  const recoverySeconds = index >= 0 ? recovery[index].endMs / 1000 : Number.POSITIVE_INFINITY;

  log(
    '     s    due    2xx    503 no R-A  other errors  RSS MB  health ms  server CPU  main thread run/wait' +
      '  generator CPU  log lines',
  );
  open.perSecond.forEach((second, secondIndex) => {
    const { sample } = second;
    second.healthMs = healthLatencies[sample.health];
    const counts = [
      secondIndex + 1,
      second.due,
      second.ok,
      second.unavailable,
      second.unavailableWithoutRetryAfter,
      second.otherStatus,
      second.errors,
    ];
    const figures = [
      (sample.rss / MB).toFixed(0).padStart(7),
      second.healthMs.toFixed(0).padStart(10),
      sample.serverCpu.toFixed(2).padStart(11),
      `${sample.mainRunning.toFixed(2)} / ${sample.mainWaiting.toFixed(2)}`.padStart(21),
      sample.generatorCpu.toFixed(2).padStart(14),
      String(sample.logLines).padStart(10),
    ];
    log(`  ${counts.map((value) => String(value).padStart(6)).join(' ')} ${figures.join(' ')}`);
  });
  const rssAfter = rssBytes(server.pid);
  const rssPeak = Math.max(rssAfter, ...open.perSecond.map((second) => second.sample.rss));
  const isAlive = isRunning(server.child) && (await fetch(`${baseUrl}/api/health`)).ok;

  const { totals } = open;
  const goodput = totals.ok / overloadSeconds;
  // The second half, once queues have filled: a server that collapses keeps losing throughput there.
  const lastHalf = open.perSecond.slice(Math.floor(overloadSeconds / 2));
  const steadyGoodput = lastHalf.reduce((total, second) => total + second.ok, 0) / lastHalf.length;
  const errorShare = totals.errors / Math.max(1, totals.due);
  log(
    `  recovery probe (req/s per ${probe.windowMs} ms window): ` +
      recovery.map((window) => ((window.ok * 1000) / probe.windowMs).toFixed(0)).join(' '),
  );
  log(
    `  totals: ${totals.due} due, ${totals.ok} 2xx (${goodput.toFixed(0)}/s; ${steadyGoodput.toFixed(0)}/s in the second half), ${totals.unavailable} 503 ` +
      `(${totals.unavailableWithoutRetryAfter} without Retry-After), ${totals.otherStatus} other, ` +
      `${totals.errors} errors ${JSON.stringify(totals.errorCodes)}, ${totals.abandoned} abandoned at the end; ` +
      `2xx latency p50 ${percentile(open.okLatenciesMs, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(open.okLatenciesMs, 99).toFixed(0)} ms; ` +
      `503 latency p50 ${percentile(open.unavailableLatenciesMs, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(open.unavailableLatenciesMs, 99).toFixed(0)} ms; requests due in the second half: ` +
      `2xx p50 ${percentile(open.okLatenciesSecondHalfMs, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(open.okLatenciesSecondHalfMs, 99).toFixed(0)} ms, ` +
      `503 p50 ${percentile(open.unavailableLatenciesSecondHalfMs, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(open.unavailableLatenciesSecondHalfMs, 99).toFixed(0)} ms`,
  );
  log(
    `  RSS before ${(rssBefore / MB).toFixed(0)} MB, peak ${(rssPeak / MB).toFixed(0)} MB, ` +
      `after recovery ${(rssAfter / MB).toFixed(0)} MB; recovered in ${recoverySeconds} s`,
  );

  const rssGrowthMb = (rssPeak - rssBefore) / MB;
  return {
    sustained,
    rate,
    probeRate,
    perSecond: open.perSecond,
    totals,
    okLatencyP50Ms: percentile(open.okLatenciesMs, 50),
    okLatencyP99Ms: percentile(open.okLatenciesMs, 99),
    unavailableLatencyP99Ms: percentile(open.unavailableLatenciesMs, 99),
    recoveryWindows: recovery,
    recoverySeconds,
    goodput,
    steadyGoodput,
    rssBeforeMb: rssBefore / MB,
    rssPeakMb: rssPeak / MB,
    rssAfterMb: rssAfter / MB,
    isAlive,
    checks: [
      ['overload: server alive and healthy afterwards', isAlive ? 1 : 0, '= 1', isAlive],
      [
        'overload: RSS growth (MB)',
        rssGrowthMb,
        `≤ ${TARGETS.overloadRssGrowthMb}`,
        rssGrowthMb <= TARGETS.overloadRssGrowthMb,
      ],
      [
        `overload: seconds until ≥ ${TARGETS.recoveryFraction * 100} % of the feed rate`,
        recoverySeconds,
        `≤ ${TARGETS.recoverySeconds}`,
        recoverySeconds <= TARGETS.recoverySeconds,
      ],
      [
        'overload: 503 answers without Retry-After',
        totals.unavailableWithoutRetryAfter,
        '= 0',
        totals.unavailableWithoutRetryAfter === 0,
      ],
      [
        'overload: share of connection errors and timeouts',
        errorShare,
        `≤ ${TARGETS.overloadErrorShare}`,
        errorShare <= TARGETS.overloadErrorShare,
      ],
      [
        'overload: 2xx/s in its second half / sustainable rate',
        steadyGoodput / sustainableRate,
        `≥ ${TARGETS.overloadGoodputRatio}`,
        steadyGoodput / sustainableRate >= TARGETS.overloadGoodputRatio,
      ],
      [
        'overload: 2xx latency p99 (ms)',
        percentile(open.okLatenciesMs, 99),
        `≤ ${TARGETS.overloadAdmittedP99Ms}`,
        percentile(open.okLatenciesMs, 99) <= TARGETS.overloadAdmittedP99Ms,
      ],
      [
        'overload: 503 latency p99 (ms)',
        percentile(open.unavailableLatenciesMs, 99),
        `≤ ${TARGETS.overloadRefusedP99Ms}`,
        percentile(open.unavailableLatenciesMs, 99) <= TARGETS.overloadRefusedP99Ms,
      ],
    ],
  };
}

/** 300 requests for light resources in the same instant, each on a new connection, as many visitors arriving. */
async function runBurstScenario(baseUrl) {
  log('\nBurst (300 simultaneous requests: /, /api/health, the main script):');
  const index = await (await fetch(`${baseUrl}/`)).text();
  const script = /<script[^>]+src="([^"]+)"/.exec(index)?.[1];
  if (!script) throw new Error('the index names no script');
  const urls = ['/', '/api/health', script];
  const startedAt = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 300 }, (_, position) =>
      getStatus(`${baseUrl}${urls[position % urls.length]}`, 15_000).then((status) => ({
        status,
        ms: performance.now() - startedAt,
      })),
    ),
  );
  const refused = answers.filter(({ status }) => status === 503).length;
  const failed = answers.filter(({ status }) => status !== 200 && status !== 503).length;
  const lastMs = Math.max(...answers.map(({ ms }) => ms));
  log(
    `  ${300 - refused - failed} answered 200, ${refused} refused (503), ${failed} other; last answer after ${lastMs.toFixed(0)} ms`,
  );
  return {
    refused,
    failed,
    lastMs,
    checks: [
      ['burst: refused (503)', refused, `= ${TARGETS.burstRefused}`, refused === TARGETS.burstRefused],
      ['burst: other failures', failed, '= 0', failed === 0],
    ],
  };
}

async function runFloodScenario({ targets, measure, scripts, baseUrl, email }) {
  log(`\nSign-in flood (${floodConnections} connections, wrong passwords) during feed @ 10:`);
  const before = await measure('feed', targets.feed, 10);
  log(formatMeasure('feed @ 10, no flood', before));
  const probe = {
    url: `${baseUrl}/api/posts?limit=${PAGE_SIZE}`,
    headers: targets.feed.headers,
    connections: 10,
    windowMs: 500,
  };
  const probeWindows = await runClosedLoopWindows({ ...probe, maxSeconds: 5 });
  const threshold = 0.9 * median(probeWindows.map((window) => window.ok));

  const floodScript = scripts.write(
    buildWrkScript({
      prelude: `local salt = ${randomBytes(1)[0]}\nlocal seededEmail = ${luaString(email)}`,
      request: `  wrk.headers["X-Forwarded-For"] = ${luaRotatingIp}
  local email = seededEmail
  if counter % 10 ~= 0 then email = string.format("flood-%d-%d-%d@example.com", salt, threadIndex, counter) end
  local body = string.format('{"email":"%s","password":"wrong password %d"}', email, counter)
  return wrk.format("POST", "/api/auth/sign-in/email", nil, body)`,
    }),
  );
  const floodSeconds = WARM_UP_SECONDS + durationSeconds + 3;
  const flooding = runWrk({
    url: `${baseUrl}/api/auth/sign-in/email`,
    headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
    script: floodScript,
    connections: floodConnections,
    seconds: floodSeconds,
  });
  await sleep(1000);
  // The warm-up of `measure` runs under the flood too.
  const during = await measure('feed', targets.feed, 10);
  const flood = await flooding;
  log(formatMeasure('feed @ 10, during the flood', during));
  log(
    `  flood: ${flood.requestsPerSecond.toFixed(0)} sign-in attempts/s, statuses ${JSON.stringify(flood.statuses)}, ` +
      `${flood.socketErrors} socket errors, p50 ${flood.p50Ms.toFixed(0)} ms, p99 ${flood.p99Ms.toFixed(0)} ms`,
  );
  // Sign-ins accepted before the flood stopped are still being hashed: how long until the feed is back.
  const drain = await runClosedLoopWindows({
    ...probe,
    maxSeconds: 60,
    isDone: (windows) => windows.length >= 2 && windows.slice(-2).every((window) => window.ok >= threshold),
  });
  const drainSeconds =
    drain.length >= 2 && drain.slice(-2).every((window) => window.ok >= threshold)
      ? drain.at(-2).endMs / 1000
      : Number.POSITIVE_INFINITY;
  log(`  feed back to ≥ 90 % of its rate ${drainSeconds} s after the flood stopped`);

  const ratio = during.okPerSecond / before.okPerSecond;
  return {
    before,
    during,
    flood,
    ratio,
    drainSeconds,
    checks: [
      [
        'flood: feed 2xx/s during / without the flood',
        ratio,
        `≥ ${TARGETS.floodFeedRatio}`,
        ratio >= TARGETS.floodFeedRatio,
      ],
    ],
  };
}

function luaTable(name, values) {
  return `local ${name} = {${values.map(luaString).join(', ')}}`;
}

function formatMeasure(label, result) {
  const ratio = result.ratioToHello === undefined ? '' : `  ×${result.ratioToHello.toFixed(3)} hello`;
  const shed = result.failed > 0 ? ` (2xx ${result.okPerSecond.toFixed(0)}/s)` : '';
  return (
    `  ${label.padEnd(30)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s` +
    `   p50 ${result.p50Ms.toFixed(1).padStart(6)} ms   p99 ${result.p99Ms.toFixed(1).padStart(7)} ms` +
    `   CPU ${result.cpuMsPerRequest.toFixed(3).padStart(6)} ms/req   failed ${String(result.failed).padStart(5)}` +
    `${shed}${ratio}`
  );
}

/** The status of a GET on a new connection, 0 on error or after `timeoutMs`. */
function getStatus(url, timeoutMs) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode));
    });
    request.once('timeout', () => request.destroy(new Error('timeout')));
    request.once('error', () => resolve(0));
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * A fresh database on the server of `adminUrl` (its path, if any, names the database to connect to for
 * that; `postgres` otherwise), dropped at the end.
 */
async function createBenchDatabase(adminUrl) {
  const admin = new pg.Client({
    connectionString: new URL(adminUrl).pathname.length > 1 ? adminUrl : withDatabase(adminUrl, 'postgres'),
  });
  await admin.connect();
  const name = `escouade_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  log(`Created database ${name} on ${redact(adminUrl)}.`);
  return {
    url: withDatabase(adminUrl, name),
    backendPids: async () =>
      (await admin.query('select pid from pg_stat_activity where datname = $1', [name])).rows.map(
        (row) => row.pid,
      ),
  };
}

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A seeded data directory, its sign-in e-mail and the accounts' password. */
function prepareData(database) {
  if (options['data-dir']) {
    const { BENCH_EMAIL: email, BENCH_PASSWORD: password } = process.env;
    if (!email || !password) throw new Error('--data-dir needs BENCH_EMAIL and BENCH_PASSWORD');
    return { dataDir: path.resolve(options['data-dir']), email, password };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escouade-bench-load-'));
  if (!options['keep-data']) cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  log(
    `Seeding ${options.users} users and ${options.posts} posts into ${database ? database.url : dataDir}...`,
  );
  const { email, password, seconds } = seedBenchData({
    dataDir,
    databaseUrl: database?.url,
    users: options.users,
    posts: options.posts,
  });
  log(`Seeded in ${seconds.toFixed(1)} s; signing in as ${email}.`);
  if (options['keep-data'] && !options['database-url']) {
    log(`Data kept: --data-dir ${dataDir} with BENCH_EMAIL=${email} BENCH_PASSWORD=${password}`);
  }
  return { dataDir, email, password };
}

async function assertCanPost(baseUrl, cookie) {
  const response = await fetch(`${baseUrl}/api/profiles/me/eligibility`, { headers: { cookie } });
  const body = await response.json();
  if (!response.ok || !body.canPost) {
    throw new Error(`the seeded professional may not post: ${response.status} ${JSON.stringify(body)}`);
  }
}

/** Ids of the posts on the first pages of the feed and of their authors, for the like and profile loads. */
async function collectFeedSample(baseUrl, cookie) {
  const postIds = [];
  const authorIds = new Set();
  let cursor = null;
  for (let page = 0; page < SAMPLE_PAGES; page += 1) {
    const url = `${baseUrl}/api/posts?limit=${PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok) throw new Error(`feed page ${page + 1}: ${response.status} ${await response.text()}`);
    const body = await response.json();
    for (const post of body.posts) {
      postIds.push(post.id);
      authorIds.add(post.author.id);
    }
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  if (postIds.length === 0) throw new Error('the feed is empty: seed some posts');
  return { postIds, authorIds: [...authorIds] };
}
