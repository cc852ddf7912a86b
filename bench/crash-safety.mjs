// Crash safety of the built server on its embedded PostgreSQL: no acknowledged write lost across kill -9, and
// healthy again within 3 s.
//
//   npm run build && node bench/crash-safety.mjs [--rounds 20] [--target both|node|postgres] [--keep-data] [--json]
//
// 1. Starts `node apps/api/dist/server.js` on a fresh DATA_DIR (embedded PostgreSQL, sign-up without e-mail
//    confirmation, client address from X-Forwarded-For so that per-address limits do not bite) and signs up a
//    few professionals allowed to post.
// 2. Each round drives a mixed write load through HTTP (sign-ups, posts, likes, comments; a few concurrent
//    clients), and once a first write of the round is acknowledged (the app does serve writes again), at a
//    random moment kill -9s either the Node process or the PostgreSQL postmaster (read from
//    DATA_DIR/postgres/postmaster.pid), alternately with `--target both`.
//    - Node killed: restarts it at once, as a supervisor would; time to healthy counts from that restart.
//    - PostgreSQL killed: leaves Node running; time to healthy counts from the kill. Should the app not recover
//      by itself within 10 s (or exit), it is restarted as a supervisor would, and the time counts from then.
// 3. Once GET /api/health answers 200, reads PostgreSQL directly (credentials in DATA_DIR) and checks that
//    every write acknowledged with a 2xx so far, in any round, is there.
// Prints a line per round (with the server's own account of its restart, from its log) and the totals; exits
// with status 1 when a write was lost, or the app took more than 3 s to be healthy. Start-up is CPU-bound
// (about 1 s of it is Node loading the server's modules): on a machine busy with other work it takes longer,
// hence the load average printed before and after.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { runBench } from './lib/bench-main.mjs';
import { createClient, makeEligibleToPost, randomToken, signUp } from './lib/api-client.mjs';
import {
  assertBuilt,
  embeddedDatabaseUrl,
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

const HEALTHY_WITHIN_MS = 3_000;
/** How long a killed PostgreSQL is given to come back by itself before the app is restarted. */
const SELF_RECOVERY_WAIT_MS = 10_000;
const WORKERS = 4;
const PROFESSIONALS = 6;
/** Load before the kill, per round, after its first acknowledged write: a random moment in this range. */
const KILL_AFTER_MS = [0, 2_000];
/** A recovered app acknowledges a write well within this. */
const FIRST_WRITE_TIMEOUT_MS = 15_000;
const OPERATION_WEIGHTS = { signUp: 1, post: 3, like: 3, comment: 3 };

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    target: { type: 'string', default: 'both' },
    'keep-data': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});
const rounds = Number(options.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a positive integer');
if (!['both', 'node', 'postgres'].includes(options.target))
  throw new Error('--target: both, node or postgres');
const log = options.json ? () => {} : (line) => console.log(line);

assertBuilt();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escouade-bench-crash-'));
const port = await getFreePort();
// Info, the production default: the server logs its start-up and restart timings there.
const env = serverEnv({ dataDir, port, logLevel: 'info' });
const baseUrl = env.APP_URL;
let server;
/** The server's own account of its last (re)start, from its log. */
let serverTiming;

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
  log(`Data in ${dataDir}${options['keep-data'] ? ' (kept)' : ''}; server on ${baseUrl}.`);
  log(`Load average (1, 5, 15 min) before: ${formatLoadAverage()}, ${os.cpus().length} CPUs.`);
  server = startServer();
  const firstStart = await waitForHealth(baseUrl, { timeoutMs: 60_000, child: server.child });
  if (firstStart === undefined) throw new Error('the server did not become healthy on first start');
  log(`First start (initdb included): healthy in ${formatMs(firstStart - server.spawnedAt)}.`);

  const client = createClient(baseUrl, { connections: WORKERS + 2 });
  const state = createState();
  for (let index = 0; index < PROFESSIONALS; index++) {
    const professional = await signUp(client);
    await makeEligibleToPost(client, professional);
    state.acknowledge('users', professional.id);
    state.actors.push(professional);
    state.posters.push(professional);
  }

  const results = [];
  for (let round = 1; round <= rounds; round++) {
    const target = options.target === 'both' ? (round % 2 === 1 ? 'node' : 'postgres') : options.target;
    const acknowledgedBefore = state.total();
    serverTiming = undefined;

    const stopLoad = { isStopped: false };
    const workers = Array.from({ length: WORKERS }, () => runWorker(client, state, stopLoad));
    const deadline = performance.now() + FIRST_WRITE_TIMEOUT_MS;
    while (state.total() === acknowledgedBefore && performance.now() < deadline) await sleep(5);
    if (state.total() === acknowledgedBefore) {
      stopLoad.isStopped = true;
      await Promise.all(workers);
      // The app answers its health check but does not serve writes: a failure, not a measuring error.
      const error = new Error(
        `round ${round}: no write acknowledged within ${FIRST_WRITE_TIMEOUT_MS / 1000} s`,
      );
      throw Object.assign(error, { isFailure: true });
    }
    const [minDelay, maxDelay] = KILL_AFTER_MS;
    await sleep(minDelay + Math.random() * (maxDelay - minDelay));

    const recovery = await killAndRecover(target, () => {
      stopLoad.isStopped = true;
    });
    await Promise.all(workers);

    const missing = await findMissingWrites(state);
    const result = {
      round,
      killed: target,
      recovery: recovery.how,
      acknowledgedThisRound: state.total() - acknowledgedBefore,
      acknowledged: state.total(),
      lost: missing.length,
      missing: missing.slice(0, 20),
      timeToHealthyMs: recovery.timeToHealthyMs,
      serverTiming,
    };
    results.push(result);
    log(
      `round ${String(round).padStart(2)}  killed ${target.padEnd(8)}  ${recovery.how.padEnd(26)}` +
        `  acknowledged ${String(result.acknowledged).padStart(6)} (+${result.acknowledgedThisRound})` +
        `  lost ${result.lost}  healthy in ${formatMs(result.timeToHealthyMs)}` +
        `${serverTiming ? `  (${serverTiming})` : ''}`,
    );
    for (const write of result.missing) log(`    missing ${write}`);
  }
  client.close();

  const totals = {
    rounds: results.length,
    acknowledged: state.total(),
    byKind: Object.fromEntries(Object.entries(state.acknowledged).map(([kind, set]) => [kind, set.size])),
    lost: results.at(-1)?.lost ?? 0,
    maxTimeToHealthyMs: Math.max(...results.map((result) => result.timeToHealthyMs)),
    loadAverage: os.loadavg(),
  };
  const passed = totals.lost === 0 && totals.maxTimeToHealthyMs <= HEALTHY_WITHIN_MS;
  if (options.json) {
    console.log(JSON.stringify({ results, totals, targetHealthyMs: HEALTHY_WITHIN_MS, passed }, null, 2));
  } else {
    const kinds = Object.entries(totals.byKind)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ');
    log(`Load average (1, 5, 15 min) after: ${formatLoadAverage()}`);
    log(
      `\nrounds ${totals.rounds}, acknowledged ${totals.acknowledged} (${kinds}), lost ${totals.lost}, ` +
        `max time to healthy ${formatMs(totals.maxTimeToHealthyMs)} (target ≤ ${formatMs(HEALTHY_WITHIN_MS)})` +
        ` — ${passed ? 'ok' : 'FAILED'}`,
    );
  }
  return passed;
}

/** Kills the target at once, then brings the app back; returns how, and the time to healthy. */
async function killAndRecover(target, onKilled) {
  if (target === 'node') {
    server.child.kill('SIGKILL');
    onKilled();
    await server.exited;
    return restartAsSupervisor('restarted by the bench');
  }

  const lock = readPostmasterLock(dataDir);
  if (!lock || !Number.isInteger(lock.pid)) throw new Error('no postmaster.pid: is PostgreSQL running?');
  const killedAt = performance.now();
  process.kill(lock.pid, 'SIGKILL');
  onKilled();
  // Backends outlive their postmaster by a few milliseconds and may still answer: healthy means a new one.
  const isNewServerReady = () => {
    const current = readPostmasterLock(dataDir);
    return current !== undefined && current.pid !== lock.pid && current.status === 'ready';
  };
  const healthyAt = await waitForHealth(baseUrl, {
    timeoutMs: SELF_RECOVERY_WAIT_MS,
    child: server.child,
    isReady: isNewServerReady,
  });
  if (healthyAt !== undefined) return { how: 'recovered by itself', timeToHealthyMs: healthyAt - killedAt };
  const exit = isRunning(server.child) ? undefined : await server.exited;
  await stopApiServer(server);
  return restartAsSupervisor(
    exit ? `app exited (${exit.signal ?? exit.code}), restarted` : 'stuck, restarted by the bench',
  );
}

function startServer() {
  return spawnApiServer(env, {
    onLine: (line) => {
      if (!line.includes(' ms')) return;
      const message = parseLogMessage(line);
      const started = /started in (\d+ ms: .*)\)$/.exec(message)?.[1];
      const restarted = /^Embedded PostgreSQL restarted in (\d+ ms)/.exec(message)?.[1];
      if (started) serverTiming = `server up in ${started}`;
      if (restarted) serverTiming = `PostgreSQL restarted in ${restarted}`;
    },
  });
}

function parseLogMessage(line) {
  try {
    return String(JSON.parse(line).msg ?? '');
  } catch {
    return '';
  }
}

async function restartAsSupervisor(how) {
  server = startServer();
  const healthyAt = await waitForHealth(baseUrl, { timeoutMs: 60_000, child: server.child });
  if (healthyAt === undefined) {
    throw new Error(`the restarted server did not become healthy:\n${server.logTail().slice(-4_000)}`);
  }
  return { how, timeToHealthyMs: healthyAt - server.spawnedAt };
}

// ---------------------------------------------------------------------------------------------------------
// Load

function createState() {
  const acknowledged = { users: new Set(), posts: new Set(), likes: new Set(), comments: new Set() };
  return {
    acknowledged,
    /** Signed-in accounts (their sessions survive restarts: stored in PostgreSQL). */
    actors: [],
    /** Those of them allowed to post. */
    posters: [],
    acknowledge: (kind, key) => acknowledged[kind].add(key),
    total: () => Object.values(acknowledged).reduce((sum, set) => sum + set.size, 0),
  };
}

/** Closed loop of random writes until stopped; records every write answered with a 2xx. */
async function runWorker(client, state, stopLoad) {
  let index = 0;
  while (!stopLoad.isStopped) {
    index += 1;
    const operation = pickOperation(state);
    const actor = pick(operation === 'post' ? state.posters : state.actors);
    const postId = pick([...state.acknowledged.posts]);
    if (operation === 'signUp') {
      try {
        const user = await signUp(client, { role: Math.random() < 0.5 ? 'professional' : 'user' });
        state.acknowledge('users', user.id);
        state.actors.push(user);
      } catch {
        // Not acknowledged: it may or may not be stored, both are fine.
      }
    } else if (operation === 'post') {
      const response = await client.request({
        method: 'POST',
        path: '/api/posts',
        cookie: actor.cookie,
        body: { content: `crash bench post ${randomToken()} ${index}` },
      });
      if (response.status === 201) state.acknowledge('posts', response.body.id);
    } else if (operation === 'like') {
      const response = await client.request({
        method: 'PUT',
        path: `/api/posts/${postId}/like`,
        cookie: actor.cookie,
      });
      if (response.status === 200) state.acknowledge('likes', `${postId}:${actor.id}`);
    } else {
      const response = await client.request({
        method: 'POST',
        path: `/api/posts/${postId}/comments`,
        cookie: actor.cookie,
        body: { content: `crash bench comment ${randomToken()}` },
      });
      if (response.status === 201) state.acknowledge('comments', response.body.comment.id);
    }
  }
}

function pickOperation(state) {
  const weights = { ...OPERATION_WEIGHTS };
  if (state.acknowledged.posts.size === 0) weights.like = weights.comment = 0;
  let draw = Math.random() * Object.values(weights).reduce((sum, weight) => sum + weight, 0);
  for (const [operation, weight] of Object.entries(weights)) {
    draw -= weight;
    if (draw < 0) return operation;
  }
  return 'post';
}

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

// ---------------------------------------------------------------------------------------------------------
// Verification, straight from PostgreSQL

/** Every acknowledged write absent from the database, as `kind key`. */
async function findMissingWrites(state) {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  client.on('error', () => {});
  await client.connect();
  try {
    const { users, posts, likes, comments } = state.acknowledged;
    const found = {
      users: await selectKeys(client, 'select id as key from "user" where id = any($1::text[])', [
        [...users],
      ]),
      posts: await selectKeys(client, 'select id::text as key from pro_posts where id = any($1::uuid[])', [
        [...posts],
      ]),
      comments: await selectKeys(
        client,
        'select id::text as key from pro_post_comments where id = any($1::uuid[])',
        [[...comments]],
      ),
      likes: await selectKeys(
        client,
        `select l.post_id::text || ':' || l.user_id as key
           from pro_post_likes l
           join unnest($1::uuid[], $2::text[]) as wanted(post_id, user_id)
             on wanted.post_id = l.post_id and wanted.user_id = l.user_id`,
        [[...likes].map((key) => key.split(':')[0]), [...likes].map((key) => key.split(':')[1])],
      ),
    };
    return Object.entries(state.acknowledged).flatMap(([kind, keys]) =>
      [...keys].filter((key) => !found[kind].has(key)).map((key) => `${kind} ${key}`),
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function selectKeys(client, text, values) {
  const { rows } = await client.query(text, values);
  return new Set(rows.map((row) => row.key));
}

function formatLoadAverage() {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

function formatMs(ms) {
  return ms === undefined ? '—' : `${Math.round(ms)} ms`;
}
