// Live streams and posting at scale: 2,000 server-sent event streams held by one instance (memory per stream,
// and how long a new post takes to reach every stream), and the time to publish a post for an author with
// 10,000 followers against an author with none, both measured in the same run.
//
//   npm run build && node bench/notifications.mjs [--streams 2000] [--per-user 8] [--events 30]
//       [--posts 300] [--followers 10000] [--database-url postgres://postgres@127.0.0.1:5432] [--json]
//
// 1. Starts `node apps/api/dist/server.js` on a fresh DATA_DIR (embedded PostgreSQL) or, with `--database-url`,
//    on a fresh database created on that PostgreSQL server and dropped at the end. The server gets an
//    AUTH_SECRET chosen here, so that this script can sign session cookies itself.
// 2. Signs up three professionals allowed to post through the API (the publisher of the stream phase, the
//    followed author and the author nobody follows), then writes straight into the database `--followers`
//    users who all follow the followed author, and one session for each of the first streams ÷ per-user of
//    them (an account may hold 8 streams on an instance). Their cookies are signed as Better Auth signs its
//    own; the sign-up cookie checks that the signature matches.
// 3. Streams: `GET /api/events` on node:http (one socket per stream, each from its own X-Forwarded-For
//    address: the route is limited per address), `event:`/`data:` lines parsed as they arrive. First one
//    stream alone (the baseline), then `--streams` at once. For each, `--events` posts one after the other,
//    each sent once every stream had the previous one: each becomes one `feed_post` live event for every
//    stream (outbox, fan-out after commit, live events, LISTEN/NOTIFY wake-up). Prints the server's RSS
//    (VmRSS of its Node process) before and after the streams opened, divided by their number, and the
//    latency of every (stream, post) pair from the POST handed to its socket to the event read from the
//    stream, and from the POST's answer (negative when the event comes first).
// 4. Posting: after the streams are closed, `--posts` POST /api/posts for each author, one request at a
//    time, the two authors alternating (which one goes first alternates too, so that drift hits both),
//    after a warm-up. Each request comes from another address (posting is limited per address).
//    Target: p50 of the followed author ÷ p50 of the author nobody follows ≤ 1.2; p99s and their ratio are
//    reported. Also checked: every stream opened and received every event, every POST answered 201.
//    Exits with status 1 when a target is missed, 2 when the bench could not run.
//
// The script holds one socket per stream and the server one per stream too: each process needs that many
// file descriptors. Node raises its soft limit (`ulimit -n`) to the hard one at start-up, so the script checks
// the hard limit (20,000 here) and exits with status 2 when it is too low.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createClient, describeFailure, makeEligibleToPost, randomIp, signUp } from './lib/api-client.mjs';
import {
  assertBuilt,
  embeddedDatabaseUrl,
  getFreePort,
  isRunning,
  serverEnv,
  sleep,
  spawnApiServer,
  stopApiServer,
  waitForHealth,
} from './lib/api-server.mjs';
import { cleanUpInReverse, runBench } from './lib/bench-main.mjs';
import { cpuSecondsOf, formatLoadAverage, processCpuSeconds, rssBytes } from './lib/process-stats.mjs';

const TARGET_POST_RATIO = 1.2;
/** The server's bound on one account's streams on an instance. */
const MAX_STREAMS_PER_USER = 8;
/** How many streams are being opened at any moment. */
const OPENING_CONCURRENCY = 50;
/** How long a post's event may take to reach every stream before the missing ones are counted. */
const EVENT_TIMEOUT_MS = 10_000;
const WARM_UP_POSTS = 20;
/** File descriptors a process needs besides its streams (the database pool, modules, logs). */
const SPARE_FILE_DESCRIPTORS = 512;

const { values: options } = parseArgs({
  options: {
    streams: { type: 'string', default: '2000' },
    'per-user': { type: 'string', default: String(MAX_STREAMS_PER_USER) },
    events: { type: 'string', default: '30' },
    posts: { type: 'string', default: '300' },
    followers: { type: 'string', default: '10000' },
    'database-url': { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const streamCount = Number(options.streams);
const streamsPerUser = Number(options['per-user']);
const eventCount = Number(options.events);
const postCount = Number(options.posts);
const followerCount = Number(options.followers);
const streamUserCount = Math.ceil(streamCount / streamsPerUser);
const log = options.json ? () => {} : (line) => console.log(line);

if (!(streamsPerUser >= 1 && streamsPerUser <= MAX_STREAMS_PER_USER)) {
  console.error(`--per-user must be between 1 and ${MAX_STREAMS_PER_USER} (the server's bound).`);
  process.exit(2);
}
if (streamUserCount > followerCount) {
  console.error(`--followers must be at least ${streamUserCount}: the stream holders are followers.`);
  process.exit(2);
}
assertBuilt();
ensureFileDescriptors(streamCount + SPARE_FILE_DESCRIPTORS);

const cleanups = [];
let server;
await runBench({ run, cleanUp: cleanUpInReverse(cleanups), serverLog: () => server?.logTail() });

async function run() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escouade-bench-notifications-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const database = options['database-url'] ? await createBenchDatabase(options['database-url']) : undefined;
  const authSecret = randomBytes(32).toString('base64url');
  const port = await getFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = serverEnv({ dataDir, port, extra: { AUTH_SECRET: authSecret } });
  if (database) env.DATABASE_URL = database.url;
  server = spawnApiServer(env);
  cleanups.push(() => stopApiServer(server));
  if ((await waitForHealth(baseUrl, { timeoutMs: 90_000, child: server.child })) === undefined) {
    throw new Error('the API server did not answer /api/health within 90 s');
  }

  const client = createClient(baseUrl, { connections: 2 });
  cleanups.push(async () => client.close());
  const publisher = await signUpAuthor(client);
  const followed = await signUpAuthor(client);
  const unfollowed = await signUpAuthor(client);
  const cookieName = checkCookieSigning(publisher.cookie, authSecret);

  const seedStarted = performance.now();
  const db = new pg.Client({ connectionString: database ? database.url : embeddedDatabaseUrl(dataDir) });
  await db.connect();
  cleanups.push(() => db.end());
  const tokens = await seedFollowersAndSessions(db, followed.id);
  await db.end();
  cleanups.pop();
  const cookies = tokens.map((token) => signedCookie(cookieName, token, authSecret));
  log(
    `${followerCount} followers of one author and ${tokens.length} sessions written in ` +
      `${((performance.now() - seedStarted) / 1000).toFixed(1)} s; database: ` +
      `${database ? `${database.name} on ${redact(options['database-url'])}` : 'embedded'}; ${os.cpus().length} CPUs.`,
  );
  log(`Load average (1, 5, 15 min) before: ${formatLoadAverage()}\n`);

  // --- Streams -----------------------------------------------------------------------------------------
  const hub = createStreamSet(baseUrl);
  cleanups.push(async () => hub.closeAll());

  const alone = await hub.open([cookies[0]]);
  if (alone.opened !== 1) throw new Error(`the baseline stream did not open: ${JSON.stringify(alone)}`);
  const baseline = await publishAndWait(client, publisher, hub, eventCount);
  hub.closeAll();
  log(
    `1 stream:        event latency from the POST sent p50 ${ms(baseline.fromSent.p50)}, p99 ${ms(baseline.fromSent.p99)}` +
      ` (${baseline.missing} missing)`,
  );
  await sleep(1_000);

  const rssBefore = rssBytes(server.pid);
  const openStarted = performance.now();
  const opening = await hub.open(
    Array.from({ length: streamCount }, (_, index) => cookies[Math.floor(index / streamsPerUser)]),
  );
  const openSeconds = (performance.now() - openStarted) / 1000;
  await sleep(2_000);
  const rssAfterOpen = rssBytes(server.pid);
  log(
    `${opening.opened} streams opened in ${openSeconds.toFixed(1)} s (${opening.retries} retries after ` +
      `${JSON.stringify(opening.refusals)}, ${opening.failed} failed); server RSS ` +
      `${mib(rssBefore)} → ${mib(rssAfterOpen)} MiB`,
  );
  const cpuBefore = { server: cpuSecondsOf([server.pid]), bench: processCpuSeconds() };
  const loaded = await publishAndWait(client, publisher, hub, eventCount);
  const serverCpuMsPerEvent = ((cpuSecondsOf([server.pid]) - cpuBefore.server) * 1000) / eventCount;
  // The bench reads the streams' sockets one after the other: its own CPU per event bounds how much of the
  // spread between the first and the last stream is its own.
  const benchCpuMsPerEvent = ((processCpuSeconds() - cpuBefore.bench) * 1000) / eventCount;
  const rssAfterEvents = rssBytes(server.pid);
  const closedByServer = hub.closedByServer();
  log(
    `${opening.opened} streams: event latency from the POST sent p50 ${ms(loaded.fromSent.p50)}, ` +
      `p99 ${ms(loaded.fromSent.p99)}; after its answer p50 ${ms(loaded.fromAnswer.p50)}, ` +
      `p99 ${ms(loaded.fromAnswer.p99)}; POST p50 ${ms(loaded.post.p50)}; ${loaded.missing} missing\n` +
      `  first stream of each post p50 ${ms(loaded.firstStream.p50)}, last p50 ${ms(loaded.lastStream.p50)} ` +
      `(p99 ${ms(loaded.lastStream.p99)}); CPU an event: server ${serverCpuMsPerEvent.toFixed(1)} ms, ` +
      `bench ${benchCpuMsPerEvent.toFixed(1)} ms; server RSS ${mib(rssAfterEvents)} MiB`,
  );
  hub.closeAll();
  await sleep(1_000);

  // --- Posting -----------------------------------------------------------------------------------------
  const posting = await measurePosting(client, { followed, unfollowed });
  log(
    `\nPOST /api/posts, ${postCount} each, alternating, one at a time:\n` +
      `  author with ${followerCount} followers   p50 ${ms(posting.followed.p50)}   p99 ${ms(posting.followed.p99)}\n` +
      `  author with no follower      p50 ${ms(posting.unfollowed.p50)}   p99 ${ms(posting.unfollowed.p99)}`,
  );
  log(`Load average (1, 5, 15 min) after: ${formatLoadAverage()}`);

  const figures = {
    streams: opening.opened,
    streamsPerUser,
    openSeconds,
    rssBeforeBytes: rssBefore,
    rssAfterOpenBytes: rssAfterOpen,
    rssAfterEventsBytes: rssAfterEvents,
    rssPerStreamBytes: (rssAfterOpen - rssBefore) / streamCount,
    baselineLatencyMs: baseline.fromSent,
    latencyFromSentMs: loaded.fromSent,
    latencyFromAnswerMs: loaded.fromAnswer,
    firstStreamMs: loaded.firstStream,
    lastStreamMs: loaded.lastStream,
    latencyRatioP50: loaded.fromSent.p50 / baseline.fromSent.p50,
    serverCpuMsPerEvent,
    benchCpuMsPerEvent,
    postFollowedMs: posting.followed,
    postUnfollowedMs: posting.unfollowed,
    postRatioP50: posting.followed.p50 / posting.unfollowed.p50,
    postRatioP99: posting.followed.p99 / posting.unfollowed.p99,
  };
  const missingEvents = baseline.missing + loaded.missing;
  const failedPosts = baseline.failedPosts + loaded.failedPosts + posting.failed;
  const checks = [
    ['streams open at once', opening.opened, `= ${streamCount}`, opening.opened === streamCount],
    ['streams ended by the server meanwhile', closedByServer, '= 0', closedByServer === 0],
    ['server RSS per stream (KiB)', figures.rssPerStreamBytes / 1024, 'reported', true],
    [`event latency p50, ${streamCount} streams (ms)`, loaded.fromSent.p50, 'reported', true],
    [`event latency p99, ${streamCount} streams (ms)`, loaded.fromSent.p99, 'reported', true],
    [`event latency p50, ${streamCount} streams ÷ 1 stream`, figures.latencyRatioP50, 'reported', true],
    ['events missing (all streams, all posts)', missingEvents, '= 0', missingEvents === 0],
    [
      `POST p50, ${followerCount} followers ÷ none`,
      figures.postRatioP50,
      `≤ ${TARGET_POST_RATIO}`,
      figures.postRatioP50 <= TARGET_POST_RATIO,
    ],
    [`POST p99, ${followerCount} followers ÷ none`, figures.postRatioP99, 'reported', true],
    ['failed POSTs', failedPosts, '= 0', failedPosts === 0],
  ];
  const passed = checks.every(([, , , ok]) => ok) && isRunning(server.child);
  if (options.json) {
    console.log(
      JSON.stringify(
        {
          streamCount,
          streamsPerUser,
          eventCount,
          postCount,
          followerCount,
          database: database ? 'external' : 'embedded',
          figures,
          checks: checks.map(([label, value, target, ok]) => ({ label, value, target, ok })),
          passed,
        },
        null,
        2,
      ),
    );
  } else {
    log('');
    for (const [label, value, target, ok] of checks) {
      log(
        `  ${label.padEnd(48)} ${value.toFixed(2).padStart(10)}   target ${target.padEnd(8)} ${ok ? 'ok' : 'MISSED'}`,
      );
    }
  }
  return { passed };
}

// ---------------------------------------------------------------------------------------------------------
// Set-up

async function signUpAuthor(client) {
  const user = await signUp(client);
  await makeEligibleToPost(client, user);
  return user;
}

/** The session cookie's name, after checking that the server signs it as `signedCookie` does. */
function checkCookieSigning(cookieHeader, secret) {
  for (const pair of cookieHeader.split('; ')) {
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    if (!name.endsWith('session_token')) continue;
    const value = decodeURIComponent(pair.slice(separator + 1));
    const token = value.slice(0, value.lastIndexOf('.'));
    if (signedCookie(name, token, secret) !== `${name}=${encodeURIComponent(value)}`) {
      throw new Error('the session cookie is not signed as this script signs it (HMAC-SHA256 of the token)');
    }
    return name;
  }
  throw new Error(`sign-up set no session cookie: ${cookieHeader}`);
}

/** Better Auth's signed cookie: `token.signature`, the signature the secret's HMAC-SHA256 of the token. */
function signedCookie(name, token, secret) {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * `followerCount` users following `authorId`, and one session for each of the first `streamUserCount`;
 * resolves to the sessions' tokens.
 */
async function seedFollowersAndSessions(db, authorId) {
  await db.query('begin');
  await db.query(
    `insert into "user" (id, name, email, email_verified, role)
     select 'bench-follower-' || n, 'Abonné ' || n, 'bench-follower-' || n || '@example.com', true, 'user'
     from generate_series(1, $1) as n`,
    [followerCount],
  );
  await db.query(
    `insert into follows (follower_id, followed_id)
     select 'bench-follower-' || n, $2 from generate_series(1, $1) as n`,
    [followerCount, authorId],
  );
  const tokens = Array.from({ length: streamUserCount }, () => randomBytes(24).toString('base64url'));
  await db.query(
    `insert into "session" (id, token, user_id, expires_at)
     select gen_random_uuid()::text, token, 'bench-follower-' || n, now() + interval '1 day'
     from unnest($1::text[]) with ordinality as t(token, n)`,
    [tokens],
  );
  await db.query('commit');
  await db.query('analyze "user", follows, "session"');
  return tokens;
}

// ---------------------------------------------------------------------------------------------------------
// Streams

/**
 * Event streams held on node:http, one socket each. `open(cookies)` opens one per cookie (at most
 * OPENING_CONCURRENCY at a time; a 503 or 429 is retried, as EventSource would) and resolves once each has
 * said `ready`. Every `feed_post` read is timed when its chunk arrives; `arrivalsOf(postId)` resolves, once
 * every open stream has read that post's event or after EVENT_TIMEOUT_MS, to the time each stream read it
 * (NaN for those that did not).
 */
function createStreamSet(baseUrl) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  let streams = [];
  let endedByServer = 0;
  // By post id; an event may come before the POST's answer says which id the post has.
  const posts = new Map();

  function entryOf(postId) {
    let entry = posts.get(postId);
    if (!entry) {
      entry = { arrivals: new Float64Array(streams.length).fill(Number.NaN), received: 0, done: undefined };
      posts.set(postId, entry);
    }
    return entry;
  }

  function onEvent(stream, event, data, at) {
    if (event !== 'feed_post' || stream.index < 0) return;
    const entry = entryOf(JSON.parse(data).postId);
    if (!Number.isNaN(entry.arrivals[stream.index])) return;
    entry.arrivals[stream.index] = at;
    entry.received += 1;
    if (entry.received === streams.length) entry.done?.();
  }

  /** Resolves to `{ stream }` once it said `ready` (its index is set when it joins the set), or the failure. */
  function openOne(cookie) {
    return new Promise((resolve) => {
      const stream = { index: -1, request: undefined, isClosing: false };
      const request = http.request({
        host: url.hostname,
        port: url.port,
        path: '/api/events',
        agent,
        headers: { cookie, accept: 'text/event-stream', 'x-forwarded-for': randomIp() },
      });
      stream.request = request;
      request.once('error', (error) => resolve({ error: error.code ?? error.message }));
      request.once('response', (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          response.once('end', () => resolve({ status: response.statusCode }));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            let event = 'message';
            let data = '';
            for (const line of block.split('\n')) {
              if (line === ': ready') resolve({ stream });
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data = line.slice(6);
            }
            if (data) onEvent(stream, event, data, at);
          }
        });
        response.once('close', () => {
          if (!stream.isClosing) endedByServer += 1;
          resolve({ error: 'ENDED' });
        });
      });
      request.end();
    });
  }

  return {
    async open(cookies) {
      const result = { opened: 0, failed: 0, retries: 0, refusals: {} };
      let next = 0;
      const worker = async () => {
        while (next < cookies.length) {
          const index = next;
          next += 1;
          for (let attempt = 1; ; attempt += 1) {
            const outcome = await openOne(cookies[index]);
            if (outcome.stream) {
              outcome.stream.index = streams.length;
              streams.push(outcome.stream);
              result.opened += 1;
              break;
            }
            const reason = outcome.status ?? outcome.error;
            result.refusals[reason] = (result.refusals[reason] ?? 0) + 1;
            if ((outcome.status !== 503 && outcome.status !== 429) || attempt === 5) {
              result.failed += 1;
              break;
            }
            result.retries += 1;
            await sleep(250 * attempt);
          }
        }
      };
      await Promise.all(Array.from({ length: OPENING_CONCURRENCY }, worker));
      return result;
    },
    arrivalsOf(postId) {
      const entry = entryOf(postId);
      return new Promise((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          posts.delete(postId);
          resolve(entry.arrivals);
        };
        const timer = setTimeout(finish, EVENT_TIMEOUT_MS);
        entry.done = finish;
        if (entry.received === streams.length) finish();
      });
    },
    closedByServer: () => endedByServer,
    closeAll() {
      for (const stream of streams) {
        stream.isClosing = true;
        stream.request.destroy();
      }
      streams = [];
      posts.clear();
    },
  };
}

/**
 * `count` posts by `author`, one at a time, each sent once every stream had the previous one; the latency of
 * every (stream, post) pair from the POST handed to its socket, and from its answer.
 */
async function publishAndWait(client, author, hub, count) {
  const fromSent = [];
  const fromAnswer = [];
  const firstStream = [];
  const lastStream = [];
  const postTimes = [];
  let missing = 0;
  let failedPosts = 0;
  for (let index = 0; index < count; index += 1) {
    const response = await client.request({
      method: 'POST',
      path: '/api/posts',
      cookie: author.cookie,
      body: { content: `Événement en direct n° ${index + 1} : ${randomBytes(4).toString('hex')}` },
    });
    if (response.status !== 201) {
      failedPosts += 1;
      if (failedPosts === 1) log(`  ${describeFailure('POST while streaming', response).message}`);
      continue;
    }
    postTimes.push(response.endedAt - response.startedAt);
    let first = Infinity;
    let last = -Infinity;
    for (const at of await hub.arrivalsOf(response.body.id)) {
      if (Number.isNaN(at)) {
        missing += 1;
        continue;
      }
      fromSent.push(at - response.sentAt);
      fromAnswer.push(at - response.endedAt);
      first = Math.min(first, at);
      last = Math.max(last, at);
    }
    if (last >= first) {
      firstStream.push(first - response.sentAt);
      lastStream.push(last - response.sentAt);
    }
    await sleep(50);
  }
  return {
    fromSent: percentiles(fromSent),
    fromAnswer: percentiles(fromAnswer),
    firstStream: percentiles(firstStream),
    lastStream: percentiles(lastStream),
    post: percentiles(postTimes),
    missing,
    failedPosts,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Posting

async function measurePosting(client, { followed, unfollowed }) {
  const times = { followed: [], unfollowed: [] };
  let failed = 0;
  const post = async (which, author, index, isMeasured) => {
    const response = await client.request({
      method: 'POST',
      path: '/api/posts',
      cookie: author.cookie,
      body: { content: `Retour d'expérience n° ${index} : ${randomBytes(4).toString('hex')}` },
    });
    if (response.status !== 201) {
      failed += 1;
      if (failed === 1) log(`  ${describeFailure(`POST as the ${which} author`, response).message}`);
      return;
    }
    if (isMeasured) times[which].push(response.endedAt - response.startedAt);
  };
  for (let index = 0; index < WARM_UP_POSTS + postCount; index += 1) {
    const isMeasured = index >= WARM_UP_POSTS;
    const pair = [
      ['followed', followed],
      ['unfollowed', unfollowed],
    ];
    if (index % 2 === 1) pair.reverse();
    for (const [which, author] of pair) await post(which, author, index, isMeasured);
  }
  return { followed: percentiles(times.followed), unfollowed: percentiles(times.unfollowed), failed };
}

// ---------------------------------------------------------------------------------------------------------
// Helpers

/** `{ p50, p99, count }` of `values` (nearest rank); NaN when empty. */
function percentiles(values) {
  const sorted = Float64Array.from(values).sort();
  const at = (p) =>
    sorted.length === 0 ? Number.NaN : sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
  return { p50: at(0.5), p99: at(0.99), count: sorted.length };
}

function ms(value) {
  return `${value.toFixed(1)} ms`;
}

function mib(bytes) {
  return (bytes / 1024 / 1024).toFixed(1);
}

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** A fresh database on the server of `adminUrl`, dropped at the end (only this one: it is named here). */
async function createBenchDatabase(adminUrl) {
  const adminDatabaseUrl = new URL(adminUrl);
  if (adminDatabaseUrl.pathname.length <= 1) adminDatabaseUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminDatabaseUrl.toString() });
  await admin.connect();
  const name = `escouade_bench_notifications_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * Exits with status 2 unless this process (and the server it starts, another Node process) may open `needed`
 * file descriptors. Node raises its soft limit to the hard one when it starts, so what is read here is in
 * effect `ulimit -Hn`.
 */
function ensureFileDescriptors(needed) {
  let limit;
  try {
    const match = /^Max open files\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    limit = match[1] === 'unlimited' ? Infinity : Number(match[1]);
  } catch {
    return; // Not Linux: the limit is the operator's to check.
  }
  if (limit >= needed) return;
  console.error(
    `${needed} file descriptors are needed and this process may open ${limit}: ` +
      'raise the hard limit (ulimit -Hn, as root) or pass fewer --streams.',
  );
  process.exit(2);
}
