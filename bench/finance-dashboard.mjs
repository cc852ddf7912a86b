// The finance back-office at 10,000 invoices: `GET /api/admin/finance` (receivables, the overdue invoices, twelve
// months of revenue, margin and payments, the projects' profitability) under load, its p95 printed as a ratio to
// the p95 of the one-row baseline measured in the same run (a bare Fastify route reading one row by primary key
// through pg, with the API server's pool size: the floor under any read).
//
//   npm run build && node bench/finance-dashboard.mjs [--invoices 10000] [--projects 300] [--duration 5]
//                                                     [--connections 4] [--loader node|wrk] [--json]
//
// 1. Seeds a fresh data directory with `npm run db:seed` (200 users, 200 posts), starts
//    `node apps/api/dist/server.js` on it and makes the seeded professional an administrator.
// 2. Writes, in SQL, `--projects` projects and `--invoices` invoices spread over the last 24 months (one in
//    twenty with a credit note, seven in ten paid, in full or in part; due 30 days after issue), with their
//    fee, VAT and totals. Their XML and PDF are placeholders: the dashboard never reads them.
// 3. Checks the dashboard's figures against the same sums made in SQL, then loads the URL and the two
//    baselines (hello-world, one-row) in 3 rounds, each baseline just before the URL, and prints the median
//    requests/s, the p50 and p95 of every request of the rounds, and p95 ÷ one-row p95. The figures are kept
//    by the server until the books change, so these reads find them kept.
// 3b. Then changes the books 20 times (a payment of one cent, in SQL), each change followed by one read that
//    must show it: its p50 and p95 are the dashboard's whole computation.
// 4. Exits with status 1 when the ratio exceeds `P95_RATIO_BUDGET`, or the first reads after a change exceed
//    `P95_BUDGET_MS` at p95 (the absolute p95 of the load against `P95_BUDGET_MS` is
//    reported: on a loaded machine every time stretches, the baseline's with it).
//
// The load generator is named in the output: the Node keep-alive client by default (it records every
// request's latency, so the p95 is exact); wrk, when asked, reports no p95 and the script then prints its p99.
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { signIn } from './lib/api-client.mjs';
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
import { prepareBenchData } from './lib/seed.mjs';

const ROUNDS = 3;
/** How many times the books change, each followed by one read, to time the dashboard computed again. */
const CHANGES = 20;
/** What the dashboard answers within on a quiet machine: the reads after a change (checked), under load (reported). */
const P95_BUDGET_MS = 250;
/** The target: the dashboard's p95 costs no more than this many one-row reads' p95. */
const P95_RATIO_BUDGET = 60;
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 10);

const { values: options } = parseArgs({
  options: {
    invoices: { type: 'string', default: '10000' },
    projects: { type: 'string', default: '300' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '4' },
    users: { type: 'string', default: '200' },
    posts: { type: 'string', default: '200' },
    'data-dir': { type: 'string' },
    'keep-data': { type: 'boolean', default: false },
    loader: { type: 'string', default: 'node' },
    json: { type: 'boolean', default: false },
  },
});
const invoiceCount = Number(options.invoices);
const projectCount = Number(options.projects);
const connections = Number(options.connections);
const durationSeconds = Number(options.duration);
const log = options.json ? () => {} : (line) => console.log(line);

assertBuilt();
const cleanups = [];
let server;
await runBench({ run, cleanUp: cleanUpInReverse(cleanups), serverLog: () => server?.logTail() });

async function run() {
  const { dataDir, email, password } = prepareBenchData({ options, cleanups, log, name: 'finance' });
  const port = await getFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawnApiServer(serverEnv({ dataDir, port }));
  cleanups.push(() => stopApiServer(server));
  if ((await waitForHealth(baseUrl, { timeoutMs: 120_000, child: server.child })) === undefined) {
    throw new Error('the API server did not answer /api/health within 120 s');
  }
  const db = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await db.connect();
  cleanups.push(() => db.end());
  const admin = await db.query(`update "user" set role = 'admin' where email = $1 returning id`, [email]);
  const adminId = admin.rows[0]?.id;
  if (!adminId) throw new Error(`no seeded account ${email}`);
  const started = performance.now();
  await writeInvoices(db, adminId);
  log(
    `Wrote ${projectCount} projects and ${invoiceCount.toLocaleString('en')} invoices with their credit notes ` +
      `and payments in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  const cookie = await signIn(baseUrl, email, password);
  const headers = { cookie };
  const url = `${baseUrl}/api/admin/finance?months=12`;
  await checkFigures(db, url, headers);

  const { url: helloUrl } = await startHelloWorld(cleanups);
  const { url: oneRowUrl } = await startOneRow(cleanups, {
    databaseUrl: embeddedDatabaseUrl(dataDir),
    poolSize: POOL_SIZE,
    id: adminId,
  });
  const loader = chooseLoader(options.loader);
  log(
    `Load generator: ${loader === 'wrk' ? 'wrk' : 'the Node keep-alive client (closed loop)'}; ${connections} ` +
      `connections; a 2 s warm-up, then ${ROUNDS} rounds of hello-world (3 s), one-row (3 s, pool of ` +
      `${POOL_SIZE}) and the dashboard (${durationSeconds} s); ${os.cpus().length} CPUs.`,
  );
  log(`Load average (1, 5, 15 min) before: ${formatLoadAverage()}`);
  const request = (target) => ({ url: target, headers: target === url ? headers : {}, connections });
  await load(loader, { ...request(url), seconds: 2 });
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const hello = await load(loader, { ...request(helloUrl), seconds: 3 });
    const oneRow = await load(loader, { ...request(oneRowUrl), seconds: 3 });
    const dashboard = await load(loader, { ...request(url), seconds: durationSeconds });
    rounds.push({ hello, oneRow, dashboard });
  }
  const afterChange = await readAfterChanges(db, url, headers);
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const percentile = (key, fraction) => {
    const latencies = rounds.flatMap((entry) => entry[key].latencies ?? []).sort((a, b) => a - b);
    if (latencies.length === 0) return Math.max(...rounds.map((entry) => entry[key].p99Ms));
    return latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))];
  };
  const summary = {
    loader,
    invoices: invoiceCount,
    projects: projectCount,
    connections,
    dashboardPerSecond: median(rounds.map((entry) => entry.dashboard.requestsPerSecond)),
    helloPerSecond: median(rounds.map((entry) => entry.hello.requestsPerSecond)),
    oneRowPerSecond: median(rounds.map((entry) => entry.oneRow.requestsPerSecond)),
    dashboardP50Ms: percentile('dashboard', 0.5),
    dashboardP95Ms: percentile('dashboard', 0.95),
    oneRowP95Ms: percentile('oneRow', 0.95),
    helloP95Ms: percentile('hello', 0.95),
    errors: rounds.reduce((total, entry) => total + entry.dashboard.errors, 0),
    afterChangeP50Ms: afterChange.p50Ms,
    afterChangeP95Ms: afterChange.p95Ms,
  };
  summary.p95Ratio = summary.dashboardP95Ms / summary.oneRowP95Ms;
  summary.p95Label = loader === 'wrk' ? 'p99 (wrk gives no p95)' : 'p95';
  // The ratio is the target: on a loaded machine every absolute time stretches, the baseline's with it.
  // And the figures computed again after a change: within the absolute budget, one read at a time.
  const passed =
    summary.errors === 0 && summary.p95Ratio <= P95_RATIO_BUDGET && summary.afterChangeP95Ms <= P95_BUDGET_MS;
  const withinAbsolute = summary.dashboardP95Ms <= P95_BUDGET_MS;
  log('');
  log(
    `  dashboard (${invoiceCount.toLocaleString('en')} invoices)  ${summary.dashboardPerSecond.toFixed(0)} req/s  ` +
      `p50 ${summary.dashboardP50Ms.toFixed(1)} ms  ${summary.p95Label} ${summary.dashboardP95Ms.toFixed(1)} ms`,
  );
  log(
    `  one-row baseline              ${summary.oneRowPerSecond.toFixed(0)} req/s  ${summary.p95Label} ` +
      `${summary.oneRowP95Ms.toFixed(2)} ms;  hello-world ${summary.helloPerSecond.toFixed(0)} req/s ` +
      `${summary.p95Label} ${summary.helloP95Ms.toFixed(2)} ms`,
  );
  log(
    `  ${summary.p95Label} ratio dashboard ÷ one-row: ${summary.p95Ratio.toFixed(1)}× ` +
      `(budget ${P95_RATIO_BUDGET}×): ${passed ? 'met' : 'MISSED'}; ${summary.dashboardP95Ms.toFixed(0)} ms ` +
      `${withinAbsolute ? 'within' : 'over'} the ${P95_BUDGET_MS} ms a quiet machine meets` +
      (summary.errors ? `; ${summary.errors} requests failed` : ''),
  );
  log(
    `  the first read after a change (a payment recorded, ${CHANGES} times, one request at a time): ` +
      `p50 ${summary.afterChangeP50Ms.toFixed(1)} ms, p95 ${summary.afterChangeP95Ms.toFixed(1)} ms ` +
      `(${summary.afterChangeP95Ms <= P95_BUDGET_MS ? 'within' : 'over'} the ${P95_BUDGET_MS} ms)`,
  );
  log(`Load average (1, 5, 15 min) after: ${formatLoadAverage()}`);
  if (options.json) console.log(JSON.stringify({ ...summary, passed }, null, 2));
  return passed;
}

/**
 * The figures are computed once for each state of the books and kept until it changes: the load above reads
 * them kept. Here the books change before each read (a payment of one cent recorded, in SQL, as another
 * instance would), and each read, alone, must compute them again and show the payment: its time is the
 * dashboard's whole computation.
 */
async function readAfterChanges(db, url, headers) {
  const open = await db.query(`
    select d.id from billing_documents d where d.kind = 'invoice'
      and not exists (select 1 from invoice_payments p where p.invoice_id = d.id)
      and not exists (select 1 from billing_documents c where c.credited_invoice_id = d.id)
    order by d.issue_date desc limit 1`);
  const invoiceId = open.rows[0]?.id;
  if (!invoiceId) throw new Error('no open invoice to record a payment on');
  const read = async () => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`dashboard: ${response.status} ${await response.text()}`);
    return response.json();
  };
  let receivables = (await read()).receivablesCents;
  const times = [];
  for (let change = 0; change < CHANGES; change += 1) {
    await db.query(
      `insert into invoice_payments (invoice_id, amount_cents, paid_on, reference) values ($1, 1, current_date, $2)`,
      [invoiceId, `BANC ${change}`],
    );
    const started = performance.now();
    const figures = await read();
    times.push(performance.now() - started);
    if (figures.receivablesCents !== receivables - 1) {
      throw new Error(
        `after a payment of 1 cent: ${figures.receivablesCents} receivable, not ${receivables - 1}`,
      );
    }
    receivables = figures.receivablesCents;
  }
  times.sort((a, b) => a - b);
  return {
    p50Ms: times[Math.floor(times.length / 2)],
    p95Ms: times[Math.min(times.length - 1, Math.floor(0.95 * times.length))],
  };
}

/**
 * The projects and the documents, in a handful of set-based statements: invoices numbered 2025-… and 2026-…
 * by issue date, a credit note on one in twenty, payments on seven in ten.
 */
async function writeInvoices(db, clientId) {
  await db.query('begin');
  await db.query(
    `insert into projects (client_id, title, status, language)
     select $1, 'Projet de banc ' || n, 'in_progress', 'fr' from generate_series(1, $2::int) n`,
    [clientId, projectCount],
  );
  await db.query(
    `with projects_numbered as (
       select id, row_number() over (order by id) as n from projects where title like 'Projet de banc %'
     ), drafted as (
       select n, (current_date - ((n * 7919) % 730)::int) as issue_date,
         50000 + (n * 104729) % 2000000 as work_cents
       from generate_series(1, $1::int) n
     ), dated as (
       select d.*, row_number() over (order by issue_date, n) as sequence from drafted d
     )
     insert into billing_documents (kind, number, year, sequence, project_id, milestone_title, issue_date,
       due_date, net_cents, vat_cents, gross_cents, fee_cents, document, xml, pdf, pdf_sha256)
     select 'invoice', 'B-' || lpad(d.sequence::text, 6, '0'), 1000, d.sequence, p.id, 'Jalon ' || d.n, d.issue_date,
       d.issue_date + 30, d.work_cents + d.work_cents / 10, (d.work_cents + d.work_cents / 10) / 5,
       (d.work_cents + d.work_cents / 10) * 6 / 5, d.work_cents / 10,
       jsonb_build_object('buyer', jsonb_build_object('legalName', 'Client de banc ' || (d.n % 97))),
       '<placeholder/>', '\\x25504446'::bytea, 'placeholder'
     from dated d join projects_numbered p on p.n = 1 + (d.n % $2::int)`,
    [invoiceCount, projectCount],
  );
  await db.query(
    `insert into billing_documents (kind, number, year, sequence, project_id, credited_invoice_id, issue_date,
       net_cents, vat_cents, gross_cents, fee_cents, document, xml, pdf, pdf_sha256)
     select 'credit-note', 'A-' || lpad(sequence::text, 6, '0'), 1001, sequence, project_id, id,
       issue_date + 5, net_cents / 4, vat_cents / 4, gross_cents / 4, 0, document, '<placeholder/>',
       '\\x25504446'::bytea, 'placeholder'
     from billing_documents where kind = 'invoice' and year = 1000 and sequence % 20 = 0`,
  );
  await db.query(
    `insert into invoice_payments (invoice_id, amount_cents, paid_on, reference)
     select id, case when sequence % 10 = 1 then gross_cents / 2 else gross_cents / 4 * 3 end,
       least(issue_date + 20 + (sequence % 30), current_date), 'VIR ' || sequence
     from billing_documents where kind = 'invoice' and year = 1000 and sequence % 10 < 7 and sequence % 20 <> 0`,
  );
  await db.query('commit');
  await db.query('analyze billing_documents; analyze invoice_payments; analyze projects');
}

/** The dashboard's receivables and this month's revenue, against the same sums made here in SQL. */
async function checkFigures(db, url, headers) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`dashboard: ${response.status} ${await response.text()}`);
  const figures = await response.json();
  const expected = await db.query(`
    select sum(greatest(d.gross_cents - coalesce(c.gross, 0) - coalesce(p.paid, 0), 0))::bigint as receivables
    from billing_documents d
    left join (select credited_invoice_id, sum(gross_cents) as gross from billing_documents
               group by credited_invoice_id) c on c.credited_invoice_id = d.id
    left join (select invoice_id, sum(amount_cents) as paid from invoice_payments group by invoice_id) p
      on p.invoice_id = d.id
    where d.kind = 'invoice'`);
  if (Number(expected.rows[0].receivables) !== figures.receivablesCents) {
    throw new Error(`receivables: ${figures.receivablesCents} ≠ ${expected.rows[0].receivables}`);
  }
  if (figures.months.length !== 12 || figures.overdueCount === 0 || figures.projects.length === 0) {
    throw new Error(`the dashboard misses figures: ${JSON.stringify(figures).slice(0, 300)}`);
  }
  log(
    `Dashboard checked: ${(figures.receivablesCents / 100).toLocaleString('en')} € receivable, ` +
      `${figures.overdueCount} overdue invoices, ${figures.projects.length} projects listed.`,
  );
}
