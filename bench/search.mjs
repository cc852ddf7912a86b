// Load test of search, public profiles and the feed at scale (100,000 users, 1,000,000 posts by default),
// against two baselines measured in the same run: the bare Fastify hello-world route, and a bare Fastify route
// reading one row by primary key through pg with the API server's pool size (the floor under any read, which
// moves with the database's speed as hello-world does not).
//
//   npm run build && node bench/search.mjs [--users 100000] [--posts 1000000] [--duration 5]
//                                          [--publish-rate 2] [--data-dir DIR] [--keep-data] [--json]
//                                          [--loader wrk|node]
//
// 1. Seeds a fresh DATA_DIR with `npm run db:seed` (about 4 minutes at the default size; or reuses
//    `--data-dir`, already seeded: then the accounts' password must be in $BENCH_PASSWORD and the account to
//    sign in as in $BENCH_EMAIL).
// 2. Starts `node apps/api/dist/server.js` on it, signs in a seeded professional, picks from the data a
//    professional's full name and walks the feed's cursors to page 5,000.
// 3. Starts the two baselines, each in its own process: hello-world, and the one-row read (the picked
//    professional's `profiles` row, a pool of DATABASE_POOL_SIZE connections, 10 when unset, as the server).
// 4. Loads each URL at 10 connections after a warm-up, in 3 rounds of `--duration` seconds each right after the
//    hello-world baseline (3 s) and the one-row baseline (3 s), and prints the median requests/s and the median
//    ratios to both baselines, the baselines' requests/s, p50, and the p99 of every request of the rounds, then
//    checks:
//      - search (a common word, a rare word, a person's name), best matches first, and the professionals'
//        search by a last name: requests/s ÷ hello-world ≥ 0.05, ÷ one-row ≥ 0.5, and p99 ≤ 30 ms
//      - a public profile: requests/s ÷ hello-world ≥ 0.1
//      - feed page 1 and page 5,000: requests/s ÷ hello-world ≥ 0.05
//    The same searches newest first are reported.
// 5. Then, reported: searches no instance has kept (a different one each request: every word of the posts'
//    vocabulary once, then pairs of them), and the common word's search while the signed-in professional
//    publishes `--publish-rate` posts a second, half of them holding the word (each post tells every kept
//    window of the newest matches to look at it).
//    Exits with status 1 when a target is missed.
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createClient, signIn } from './lib/api-client.mjs';
import {
  assertBuilt,
  embeddedDatabaseUrl,
  getFreePort,
  serverEnv,
  spawnApiServer,
  stopApiServer,
  waitForHealth,
} from './lib/api-server.mjs';
import { cleanUpInReverse, runBench } from './lib/bench-main.mjs';
import { chooseLoader, load } from './lib/closed-loop.mjs';
import { startHelloWorld, startOneRow } from './lib/hello-world.mjs';
import { formatLoadAverage } from './lib/process-stats.mjs';
import { prepareBenchData, walkToPage } from './lib/seed.mjs';

const CONNECTIONS = 10;
const ROUNDS = 3;
const PAGE_SIZE = 20;
const DEEP_PAGE = 5000;
const TARGETS = {
  searchRatio: 0.05,
  searchOneRowRatio: 0.5,
  searchP99Ms: 30,
  profileRatio: 0.1,
  feedRatio: 0.05,
};
/** The API server's pool (its `DATABASE_POOL_SIZE`, from this environment, or its default), for the one-row baseline. */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 10);
/** A word of many posts ("mise en cache", "caching") and one of few ("RGPD"), in the seeded texts. */
const COMMON_WORD = 'cache';
const RARE_WORD = 'rgpd';

const { values: options } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    posts: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '5' },
    'publish-rate': { type: 'string', default: '2' },
    'data-dir': { type: 'string' },
    'keep-data': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    loader: { type: 'string' },
  },
});
const durationSeconds = Number(options.duration);
const publishRate = Number(options['publish-rate']);
const log = options.json ? () => {} : (line) => console.log(line);

assertBuilt();
const cleanups = [];
let server;
await runBench({ run, cleanUp: cleanUpInReverse(cleanups), serverLog: () => server?.logTail() });

/** A line of the server's log at warn level or above (the level it runs at), shortened, as `server: …`. */
function printServerWarning(line) {
  if (!line.trim()) return;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    entry = { msg: line };
  }
  const level =
    typeof entry.level === 'number' ? entry.level : { trace: 10, debug: 20, info: 30 }[entry.level];
  if (level !== undefined && level < 40) return;
  const error = entry.err?.message ? ` (${entry.err.message})` : '';
  log(`  server: ${String(entry.msg).slice(0, 200)}${error}`);
}

async function run() {
  const { dataDir, email, password } = prepareBenchData({ options, cleanups, log, name: 'search' });
  const port = await getFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // What the server warns of while it is measured (a listener reconnecting, a slow statement) is printed as it
  // happens, beside the measure it may explain.
  server = spawnApiServer(serverEnv({ dataDir, port }), { onLine: printServerWarning });
  cleanups.push(() => stopApiServer(server));
  if ((await waitForHealth(baseUrl, { timeoutMs: 120_000, child: server.child })) === undefined) {
    throw new Error('the API server did not answer /api/health within 120 s');
  }
  const cookie = await signIn(baseUrl, email, password);
  const headers = { cookie };

  const person = await pickPerson(embeddedDatabaseUrl(dataDir));
  const feed = `${baseUrl}/api/posts?limit=${PAGE_SIZE}`;
  const search = (q, order = 'relevance') =>
    `${feed}&q=${encodeURIComponent(q)}${order === 'relevance' ? '' : `&order=${order}`}`;
  const deepCursor = await walkToPage(feed, headers, DEEP_PAGE, PAGE_SIZE, log);
  const urls = [
    ['feed page 1', feed],
    [`feed page ${DEEP_PAGE}`, `${feed}&cursor=${encodeURIComponent(deepCursor)}`],
    [`search "${COMMON_WORD}"`, search(COMMON_WORD)],
    [`search "${RARE_WORD}"`, search(RARE_WORD)],
    [`search "${person.name}"`, search(person.name)],
    [`search "${COMMON_WORD}", newest first`, search(COMMON_WORD, 'recent')],
    [`search "${RARE_WORD}", newest first`, search(RARE_WORD, 'recent')],
    [
      `professionals "${person.lastName}"`,
      `${baseUrl}/api/profiles/search?q=${encodeURIComponent(person.lastName)}`,
    ],
    ['public profile', `${baseUrl}/api/profiles/${person.id}`],
  ];
  const matches = await countMatches(embeddedDatabaseUrl(dataDir), [COMMON_WORD, RARE_WORD]);
  log(
    `\n"${COMMON_WORD}" is in ${matches[COMMON_WORD].toLocaleString('en')} posts, "${RARE_WORD}" in ` +
      `${matches[RARE_WORD].toLocaleString('en')}; "${person.name}" wrote ${person.posts} posts.`,
  );
  for (const [name, url] of urls) {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
    const body = await response.json();
    const found = body.posts ?? body.people;
    if (name.startsWith('search') && found.length === 0) throw new Error(`${name} found nothing`);
  }

  const { url: helloUrl } = await startHelloWorld(cleanups);
  const { url: oneRowUrl } = await startOneRow(cleanups, {
    databaseUrl: embeddedDatabaseUrl(dataDir),
    poolSize: POOL_SIZE,
    id: person.id,
  });
  const oneRowCheck = await fetch(oneRowUrl);
  if (!oneRowCheck.ok) throw new Error(`one-row baseline: ${oneRowCheck.status} ${await oneRowCheck.text()}`);
  const loader = chooseLoader(options.loader);
  log(
    `Load generator: ${loader === 'wrk' ? 'wrk' : 'the Node keep-alive client (wrk is not installed)'}; ` +
      `each measure: a 2 s warm-up, then ${ROUNDS} rounds of the hello-world baseline (3 s), the one-row ` +
      `baseline (3 s, pool of ${POOL_SIZE}) and the URL (${durationSeconds} s); ${os.cpus().length} CPUs.`,
  );
  log(`Load average (1, 5, 15 min) before: ${formatLoadAverage()}`);
  const measures = {};
  /**
   * `url` in `ROUNDS` rounds, each after the two baselines measured just before it, so that a ratio compares
   * them in the same minute (this machine's speed drifts by tens of percent within minutes): the median of the
   * rounds' ratios and rates, and the 99th percentile of every request of the three (the worst round's with
   * wrk).
   */
  const measure = async (name, url, during, extraHeaders = {}) => {
    const request = { url, headers: { ...headers, ...extraHeaders }, connections: CONNECTIONS };
    await load(loader, { ...request, seconds: 2 });
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const hello = await load(loader, { url: helloUrl, headers: {}, connections: CONNECTIONS, seconds: 3 });
      const oneRow = await load(loader, {
        url: oneRowUrl,
        headers: {},
        connections: CONNECTIONS,
        seconds: 3,
      });
      const activity = during?.();
      const result = await load(loader, { ...request, seconds: durationSeconds });
      const side = await activity?.stop();
      rounds.push({ hello, oneRow, result, side });
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const latencies = rounds.flatMap(({ result }) => result.latencies ?? []).sort((a, b) => a - b);
    const p99Ms =
      latencies.length > 0
        ? latencies[Math.min(latencies.length - 1, Math.floor(0.99 * latencies.length))]
        : Math.max(...rounds.map(({ result }) => result.p99Ms));
    const summary = {
      requestsPerSecond: median(rounds.map(({ result }) => result.requestsPerSecond)),
      helloPerSecond: median(rounds.map(({ hello }) => hello.requestsPerSecond)),
      oneRowPerSecond: median(rounds.map(({ oneRow }) => oneRow.requestsPerSecond)),
      ratio: median(rounds.map(({ hello, result }) => result.requestsPerSecond / hello.requestsPerSecond)),
      oneRowRatio: median(
        rounds.map(({ oneRow, result }) => result.requestsPerSecond / oneRow.requestsPerSecond),
      ),
      p50Ms: median(rounds.map(({ result }) => result.p50Ms)),
      p99Ms,
      errors: rounds.reduce((total, { result }) => total + result.errors, 0),
      baselineErrors: rounds.reduce((total, { hello, oneRow }) => total + hello.errors + oneRow.errors, 0),
      side: rounds.map(({ side }) => side).filter(Boolean),
    };
    measures[name] = summary;
    const sideNote = summary.side.length
      ? `   (${summary.side.reduce((total, side) => total + side.created, 0)} posts published, ` +
        `${summary.side.reduce((total, side) => total + side.failed, 0)} refused)`
      : '';
    log(
      `  ${name.padEnd(46)} ${summary.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
        `${summary.ratio.toFixed(3)}× hello-world (${summary.helloPerSecond.toFixed(0)})  ` +
        `${summary.oneRowRatio.toFixed(2)}× one-row (${summary.oneRowPerSecond.toFixed(0)})  ` +
        `p50 ${summary.p50Ms.toFixed(1).padStart(5)} ms  p99 ${summary.p99Ms.toFixed(1).padStart(6)} ms` +
        (summary.errors > 0 ? `   ${summary.errors} failed` : '') +
        sideNote,
    );
    // Each round beside its own baselines: a median hides a round that went wrong, a p99 which round it was.
    const eachRound = rounds.map(
      ({ oneRow, result }, index) =>
        `${index + 1}: ${result.requestsPerSecond.toFixed(0)} req/s, ` +
        `${(result.requestsPerSecond / oneRow.requestsPerSecond).toFixed(2)}× one-row, p99 ${result.p99Ms.toFixed(1)} ms`,
    );
    log(`    rounds ${eachRound.join('; ')}`);
  };
  for (const [name, url] of urls) await measure(name, url);
  const distinctQueries = await distinctSearches(embeddedDatabaseUrl(dataDir));
  let distinctSent = 0;
  const extraMeasures = [
    [
      'searches kept by no instance, each different',
      () => search(distinctQueries[distinctSent++ % distinctQueries.length]),
    ],
    [
      `search "${COMMON_WORD}" while ${publishRate} posts/s are published`,
      search(COMMON_WORD),
      () => publishWhile(baseUrl, cookie, publishRate),
    ],
    // What a browser asks for: every answer compressed (the measures above, as wrk sends them, are not).
    [
      'feed page 1, compressed as browsers ask (br)',
      feed,
      undefined,
      { 'accept-encoding': 'gzip, deflate, br' },
    ],
    [
      `search "${COMMON_WORD}", compressed as browsers ask (br)`,
      search(COMMON_WORD),
      undefined,
      { 'accept-encoding': 'gzip, deflate, br' },
    ],
  ];
  for (const [name, url, during, extraHeaders] of extraMeasures)
    await measure(name, url, during, extraHeaders);
  log(
    `  (${Math.min(distinctSent, distinctQueries.length)} different searches sent, of ${distinctQueries.length} prepared)`,
  );
  log(`Load average (1, 5, 15 min) after: ${formatLoadAverage()}`);

  const ratio = (name) => measures[name].ratio;
  const checks = [];
  const atLeast = (label, value, target) => checks.push([label, value, `≥ ${target}`, value >= target]);
  const reported = (label, value) => checks.push([label, value, 'reported', true]);
  for (const [name] of urls) {
    const isTargetedSearch =
      (name.startsWith('search') && !name.endsWith('newest first')) || name.startsWith('professionals');
    if (isTargetedSearch) {
      atLeast(`${name}: ÷ hello-world`, ratio(name), TARGETS.searchRatio);
      atLeast(`${name}: ÷ one-row`, measures[name].oneRowRatio, TARGETS.searchOneRowRatio);
      const p99 = measures[name].p99Ms;
      checks.push([`${name}: p99 (ms)`, p99, `≤ ${TARGETS.searchP99Ms}`, p99 <= TARGETS.searchP99Ms]);
    } else if (name === 'public profile') {
      atLeast(`${name}: ÷ hello-world`, ratio(name), TARGETS.profileRatio);
      reported(`${name}: ÷ one-row`, measures[name].oneRowRatio);
    } else if (name.startsWith('feed')) {
      atLeast(`${name}: ÷ hello-world`, ratio(name), TARGETS.feedRatio);
      reported(`${name}: ÷ one-row`, measures[name].oneRowRatio);
    } else {
      reported(`${name}: ÷ hello-world`, ratio(name));
      reported(`${name}: ÷ one-row`, measures[name].oneRowRatio);
      reported(`${name}: p99 (ms)`, measures[name].p99Ms);
    }
  }
  for (const [name] of extraMeasures) {
    reported(`${name}: ÷ hello-world`, ratio(name));
    reported(`${name}: ÷ one-row`, measures[name].oneRowRatio);
    reported(`${name}: p99 (ms)`, measures[name].p99Ms);
  }
  const errors = Object.values(measures).reduce((total, measure) => total + measure.errors, 0);
  checks.push(['failed or non-2xx answers (all measures)', errors, '= 0', errors === 0]);
  const baselineErrors = Object.values(measures).reduce(
    (total, measure) => total + measure.baselineErrors,
    0,
  );
  checks.push(['failed answers of the baselines', baselineErrors, '= 0', baselineErrors === 0]);
  const helloRates = Object.values(measures).map((measure) => measure.helloPerSecond);
  const oneRowRates = Object.values(measures).map((measure) => measure.oneRowPerSecond);
  const passed = checks.every(([, , , ok]) => ok);
  if (options.json) {
    console.log(
      JSON.stringify(
        { loader, durationSeconds, poolSize: POOL_SIZE, matches, measures, targets: TARGETS, passed },
        null,
        2,
      ),
    );
  } else {
    log('');
    log(
      `Load generator: ${loader}. The day's baselines (medians of each measure's rounds, lowest to highest): ` +
        `hello-world ${Math.min(...helloRates).toFixed(0)} to ${Math.max(...helloRates).toFixed(0)} req/s, ` +
        `one-row ${Math.min(...oneRowRates).toFixed(0)} to ${Math.max(...oneRowRates).toFixed(0)} req/s.`,
    );
    for (const [label, value, target, ok] of checks) {
      log(
        `  ${label.padEnd(60)} ${value.toFixed(4).padStart(10)}   target ${target.padEnd(8)} ${ok ? 'ok' : 'MISSED'}`,
      );
    }
  }
  return { passed };
}

/** A professional with posts whose full name is theirs alone, the same one for the same seed. */
async function pickPerson(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(`
      with unique_names as (
        select first_name, last_name from profiles group by first_name, last_name having count(*) = 1
      )
      select pr.id, pr.first_name, pr.last_name,
        (select count(*)::int from pro_posts p where p.author_id = pr.id) as posts
      from profiles pr
      join unique_names using (first_name, last_name)
      join professional_profiles pp on pp.id = pr.id
      where exists (select 1 from pro_posts p where p.author_id = pr.id)
      order by pr.id limit 1`);
    const [row] = rows;
    if (!row) throw new Error('no professional with posts and a name of their own in the data');
    return {
      id: row.id,
      name: `${row.first_name} ${row.last_name}`,
      lastName: row.last_name,
      posts: row.posts,
    };
  } finally {
    await db.end();
  }
}

/** How many posts hold each word, as search matches it. */
async function countMatches(databaseUrl, words) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const counts = {};
    for (const word of words) {
      const { rows } = await db.query(
        `select count(*)::int as count from pro_posts
          where search_vector @@ (to_tsquery('escouade_fr', $1) || to_tsquery('escouade_en', $1))`,
        [word],
      );
      counts[word] = rows[0].count;
    }
    return counts;
  } finally {
    await db.end();
  }
}

/**
 * Searches no instance has kept: each word of the posts' vocabulary (from a sample of them) once, in a fixed
 * order, then pairs of them. Repeating one would measure a kept window.
 */
async function distinctSearches(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(`
      select distinct lower(word) as word
      from (select regexp_split_to_table(content, '[^[:alpha:]]+') as word
        from pro_posts tablesample system (1) repeatable (1)) words
      where length(word) >= 4
      order by 1`);
    const words = rows.map((row) => row.word);
    const shuffled = words.map((word, index) => words[(index * 7919) % words.length]);
    const pairs = shuffled.flatMap((word, index) =>
      shuffled.slice(index + 1, index + 40).map((other) => `${word} ${other}`),
    );
    return [...new Set([...shuffled, ...pairs])];
  } finally {
    await db.end();
  }
}

/**
 * Publishes `rate` posts a second as the signed-in professional until `stop()`, which resolves to how many were
 * created and refused. Every other post holds the common word. Each comes from its own address: the limit of
 * posts per address is not what is measured.
 */
function publishWhile(baseUrl, cookie, rate) {
  const client = createClient(baseUrl, { connections: 2 });
  let created = 0;
  let failed = 0;
  let count = 0;
  const pending = new Set();
  const timer = setInterval(() => {
    count += 1;
    const content =
      count % 2 === 0
        ? `Mise en cache des réponses de l’API, essai ${count}`
        : `Retour d’expérience sur un atelier, numéro ${count}`;
    const request = client
      .request({ method: 'POST', path: '/api/posts', cookie, body: { content } })
      .then((result) => {
        if (result.status === 201) created += 1;
        else failed += 1;
        pending.delete(request);
      });
    pending.add(request);
  }, 1000 / rate);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      client.close();
      return { created, failed };
    },
  };
}
