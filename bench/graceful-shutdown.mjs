// SIGTERM under load: no request sent before the signal fails, and the server exits with status 0 within 10 s.
//
//   npm run build && node bench/graceful-shutdown.mjs [--runs 3] [--connections 16] [--keep-data] [--json]
//
// 1. Starts `node apps/api/dist/server.js` on a fresh DATA_DIR (embedded PostgreSQL, sign-up without e-mail
//    confirmation, client address from X-Forwarded-For so that per-address limits do not bite), signs up a
//    few professionals allowed to post, and publishes some posts.
// 2. Each run drives `--connections` keep-alive clients in a closed loop over a mix of feed pages, feed
//    searches, posts, likes, comments and sign-ups (password hashing: the slowest request), sends SIGTERM
//    to the server at a random moment, keeps sending until it has exited, then starts it again for the next run.
// 3. Sorts every request by when it was fully written to its socket:
//    - before SIGTERM: must succeed (2xx). Those not yet answered when the signal was sent are "in flight";
//    - after SIGTERM: may be refused (503, connection refused or closed); counted, never a failure.
//    and checks that the server exited with status 0 within 10 s and stopped its PostgreSQL.
// Exits with status 1 when a request sent before SIGTERM failed, or the server exited late or with an error.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runBench } from './lib/bench-main.mjs';
import { createClient, makeEligibleToPost, randomToken, signUp } from './lib/api-client.mjs';
import {
  assertBuilt,
  getFreePort,
  isRunning,
  readPostmasterLock,
  serverEnv,
  sleep,
  spawnApiServer,
  stopApiServer,
  stopLeftoverPostgres,
  waitForHealth,
} from './lib/api-server.mjs';

const EXIT_WITHIN_MS = 10_000;
const PROFESSIONALS = 4;
const SEED_POSTS = 30;
/** Load before SIGTERM, per run: a random moment in this range. */
const SIGTERM_AFTER_MS = [1_000, 2_000];
const REQUEST_WEIGHTS = {
  feedPage: 3,
  feedSearch: 2,
  comments: 1,
  post: 2,
  like: 2,
  comment: 1,
  signUp: 0.5,
};

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
    'keep-data': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const connections = Number(options.connections);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
if (!Number.isInteger(connections) || connections < 1) throw new Error('--connections: a positive integer');
const log = options.json ? () => {} : (line) => console.log(line);

assertBuilt();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escouade-bench-shutdown-'));
const port = await getFreePort();
const env = serverEnv({ dataDir, port });
const baseUrl = env.APP_URL;
let server;

const cleanUp = async () => {
  if (server) await stopApiServer(server);
  await stopLeftoverPostgres(dataDir).catch((error) => console.error(`Could not stop PostgreSQL: ${error}`));
  if (!options['keep-data']) rmSync(dataDir, { recursive: true, force: true });
};
await runBench({
  run,
  cleanUp,
  serverLog: () => server?.logTail(),
});

async function run() {
  const started = performance.now();
  log(`Data in ${dataDir}${options['keep-data'] ? ' (kept)' : ''}; server on ${baseUrl}.`);
  await startServer();
  const state = await seed();
  log(`Seeded ${state.posters.length} professionals and ${state.postIds.length} posts.`);

  const results = [];
  for (let index = 1; index <= runs; index++) {
    if (index > 1) await startServer();
    const result = await runOnce(state);
    results.push(result);
    log(
      `run ${index}: ${result.sentBefore} requests sent before SIGTERM, ${result.inFlight} of them in flight` +
        ` (last answered ${Math.round(result.lastInFlightAnswerMs)} ms after it), ` +
        `${result.failedBefore.length} failed; after SIGTERM: ${describeCounts(result.after)};` +
        ` exit ${result.exitCode ?? result.exitSignal} in ${Math.round(result.exitMs)} ms` +
        `${result.isPostgresStopped ? '' : ', PostgreSQL still running'}`,
    );
    for (const failure of result.failedBefore.slice(0, 10)) log(`    failed: ${failure}`);
  }

  const totals = {
    runs,
    connections,
    sentBefore: sum(results, 'sentBefore'),
    inFlight: sum(results, 'inFlight'),
    failed: results.reduce((total, result) => total + result.failedBefore.length, 0),
    maxExitMs: Math.max(...results.map((result) => result.exitMs)),
    exitCodes: results.map((result) => result.exitCode ?? result.exitSignal),
    isPostgresAlwaysStopped: results.every((result) => result.isPostgresStopped),
    durationSeconds: (performance.now() - started) / 1000,
  };
  const passed =
    totals.failed === 0 &&
    totals.maxExitMs <= EXIT_WITHIN_MS &&
    results.every((result) => result.exitCode === 0) &&
    totals.isPostgresAlwaysStopped &&
    totals.inFlight > 0;
  if (options.json) {
    console.log(JSON.stringify({ results, totals, targetExitMs: EXIT_WITHIN_MS, passed }, null, 2));
  } else {
    log(
      `\nruns ${totals.runs} (${connections} connections): ${totals.sentBefore} requests sent before SIGTERM, ` +
        `${totals.inFlight} in flight at SIGTERM, ${totals.failed} failed; exit codes ` +
        `${totals.exitCodes.join(', ')}, max exit time ${Math.round(totals.maxExitMs)} ms ` +
        `(target ≤ ${EXIT_WITHIN_MS} ms)${totals.inFlight === 0 ? ', no request was in flight: inconclusive' : ''}` +
        ` — ${passed ? 'ok' : 'FAILED'} (${totals.durationSeconds.toFixed(1)} s)`,
    );
  }
  return passed;
}

async function startServer() {
  server = spawnApiServer(env);
  const healthyAt = await waitForHealth(baseUrl, { timeoutMs: 60_000, child: server.child });
  if (healthyAt === undefined) {
    const exit = isRunning(server.child)
      ? 'still running'
      : `exited with ${server.child.exitCode ?? server.child.signalCode}`;
    throw new Error(`the server did not become healthy (${exit})`);
  }
}

/** Professionals allowed to post, and posts to read, like and comment. */
async function seed() {
  const client = createClient(baseUrl, { connections: 4 });
  const posters = [];
  for (let index = 0; index < PROFESSIONALS; index++) {
    const professional = await signUp(client);
    await makeEligibleToPost(client, professional);
    posters.push(professional);
  }
  const postIds = [];
  for (let index = 0; index < SEED_POSTS; index++) {
    const response = await client.request({
      method: 'POST',
      path: '/api/posts',
      cookie: posters[index % posters.length].cookie,
      body: { content: `shutdown bench seed post ${index} ${randomToken()}` },
    });
    if (response.status !== 201) throw new Error(`seed post failed: ${response.status}`);
    postIds.push(response.body.id);
  }
  client.close();
  return { posters, postIds };
}

async function runOnce(state) {
  const client = createClient(baseUrl, { connections });
  const requests = [];
  const load = { isStopped: false };
  const workers = Array.from({ length: connections }, () => runWorker(client, state, requests, load));

  const [minDelay, maxDelay] = SIGTERM_AFTER_MS;
  await sleep(minDelay + Math.random() * (maxDelay - minDelay));
  const lock = readPostmasterLock(dataDir);
  const sigtermAt = performance.now();
  server.child.kill('SIGTERM');

  const timer = setTimeout(() => server.child.kill('SIGKILL'), EXIT_WITHIN_MS + 5_000);
  const exit = await server.exited;
  clearTimeout(timer);
  load.isStopped = true;
  await Promise.all(workers);
  client.close();

  const sentBefore = requests.filter((request) => request.sentAt !== undefined && request.sentAt < sigtermAt);
  const isSentBefore = new Set(sentBefore);
  const after = { ok: 0 };
  for (const request of requests) {
    if (isSentBefore.has(request)) continue;
    const outcome = request.isExpected ? 'ok' : request.status ? String(request.status) : request.error;
    after[outcome] = (after[outcome] ?? 0) + 1;
  }
  const inFlight = sentBefore.filter((request) => request.endedAt > sigtermAt);
  return {
    sentBefore: sentBefore.length,
    inFlight: inFlight.length,
    lastInFlightAnswerMs: Math.max(0, ...inFlight.map((request) => request.endedAt - sigtermAt)),
    failedBefore: sentBefore
      .filter((request) => !request.isExpected)
      .map(
        (request) =>
          `${request.method} ${request.path.slice(0, 60)} → ${request.status || request.error} ` +
          `(sent ${Math.round(sigtermAt - request.sentAt)} ms before SIGTERM, ` +
          `ended ${Math.round(request.endedAt - sigtermAt)} ms after)`,
      ),
    after,
    exitCode: exit.code,
    exitSignal: exit.signal,
    exitMs: exit.at - sigtermAt,
    isPostgresStopped:
      lock !== undefined && !isProcessAlive(lock.pid) && readPostmasterLock(dataDir) === undefined,
  };
}

/** Closed loop of random requests until stopped; every request ends up in `requests`. */
async function runWorker(client, state, requests, load) {
  while (!load.isStopped && isRunning(server.child)) {
    const { request, expected } = nextRequest(state);
    const response = await client.request(request);
    response.isExpected = response.status === expected;
    requests.push(response);
    // Refused once the server stops listening: no need to spin on it.
    if (response.status === 0 || response.status === 503) await sleep(10);
  }
}

function nextRequest(state) {
  const actor = pick(state.posters);
  const postId = pick(state.postIds);
  const kind = pickWeighted(REQUEST_WEIGHTS);
  const cookie = actor.cookie;
  switch (kind) {
    case 'feedPage':
      return { request: { path: '/api/posts?limit=20', cookie }, expected: 200 };
    case 'feedSearch':
      return { request: { path: '/api/posts?limit=20&q=bench', cookie }, expected: 200 };
    case 'comments':
      return { request: { path: `/api/posts/${postId}/comments`, cookie }, expected: 200 };
    case 'post':
      return {
        request: {
          method: 'POST',
          path: '/api/posts',
          cookie,
          body: { content: `shutdown bench post ${randomToken()}` },
        },
        expected: 201,
      };
    case 'like':
      return { request: { method: 'PUT', path: `/api/posts/${postId}/like`, cookie }, expected: 200 };
    case 'comment':
      return {
        request: {
          method: 'POST',
          path: `/api/posts/${postId}/comments`,
          cookie,
          body: { content: `shutdown bench comment ${randomToken()}` },
        },
        expected: 201,
      };
    default:
      return {
        request: {
          method: 'POST',
          path: '/api/auth/sign-up/email',
          body: {
            email: `bench-${randomToken()}@example.com`,
            password: `bench ${randomToken()} password`,
            name: '',
            firstName: 'Bench',
            lastName: 'Mark',
            role: 'user',
            locale: 'fr',
          },
        },
        expected: 200,
      };
  }
}

function pickWeighted(weights) {
  let draw = Math.random() * Object.values(weights).reduce((total, weight) => total + weight, 0);
  for (const [kind, weight] of Object.entries(weights)) {
    draw -= weight;
    if (draw < 0) return kind;
  }
  return Object.keys(weights)[0];
}

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

/** Alive and not a zombie (a PostgreSQL reparented to a PID 1 that does not reap counts as stopped). */
function isProcessAlive(pid) {
  if (!Number.isInteger(pid)) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !['Z', 'X'].includes(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
  } catch {
    return true;
  }
}

function sum(results, key) {
  return results.reduce((total, result) => total + result[key], 0);
}

function describeCounts(counts) {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([outcome, count]) => `${count} ${outcome}`)
    .join(', ');
}
