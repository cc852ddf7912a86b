// Load test of a project's pages once its team works on it: the project, its plan with 200 tasks, and its thread
// with 1,000 messages (first page, and a page deep in the history), against a bare Fastify hello-world route
// measured in the same run.
//
//   npm run build && node bench/project.mjs [--messages 1000] [--tasks 200] [--duration 10] [--json]
//                                         [--loader wrk|node]
//
// 1. Starts `node apps/api/dist/server.js` on a fresh DATA_DIR (embedded PostgreSQL), signs up a client and three
//    professionals through the API, then writes their project straight into the database: in progress, the
//    three seats accepted, five milestones holding the tasks, the thread's messages (a tenth with a file joined),
//    and an activity entry per task. The reads measured are the application's own.
// 2. Starts the hello-world baseline (bench/lib/hello-world-server.mjs) in its own process.
// 3. Loads each URL at 10 connections, after a warm-up, as the client, and prints requests/s, p50 and p99, then:
//      - p99 of each project URL at 10 connections                 target ≤ 30 ms
//      - requests/s of each project URL / hello-world requests/s    reported
//    Exits with status 1 when a target is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createClient, describeFailure, signUp } from './lib/api-client.mjs';
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
import { formatLoadAverage } from './lib/process-stats.mjs';
import { startHelloWorld } from './lib/hello-world.mjs';

const TARGET_P99_MS = 30;
const CONNECTIONS = 10;
const MILESTONES = 5;

const { values: options } = parseArgs({
  options: {
    messages: { type: 'string', default: '1000' },
    tasks: { type: 'string', default: '200' },
    duration: { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
    loader: { type: 'string' },
  },
});
const messageCount = Number(options.messages);
const taskCount = Number(options.tasks);
const durationSeconds = Number(options.duration);
const log = options.json ? () => {} : (line) => console.log(line);

assertBuilt();
const cleanups = [];
let server;
await runBench({ run, cleanUp: cleanUpInReverse(cleanups), serverLog: () => server?.logTail() });

async function run() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'escouade-bench-project-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await getFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  server = spawnApiServer(serverEnv({ dataDir, port, extra: { MAX_REQUESTS_IN_PROGRESS: '256' } }));
  cleanups.push(() => stopApiServer(server));
  if ((await waitForHealth(baseUrl, { timeoutMs: 90_000, child: server.child })) === undefined) {
    throw new Error('the API server did not answer /api/health within 90 s');
  }

  const client = createClient(baseUrl);
  cleanups.push(async () => client.close());
  const owner = await signUp(client, { role: 'user' });
  const members = [];
  for (let index = 0; index < 3; index += 1) members.push(await signUp(client));
  const started = performance.now();
  const projectId = await writeProject(embeddedDatabaseUrl(dataDir), { owner, members });
  log(
    `Project with ${taskCount} tasks and ${messageCount} messages written in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );

  const headers = { cookie: owner.cookie, 'x-forwarded-for': '10.9.9.9' };
  const deepCursor = await cursorDeepInThread(client, owner, projectId);
  const urls = [
    ['project', `${baseUrl}/api/projects/${projectId}`],
    ['plan (200 tasks)', `${baseUrl}/api/projects/${projectId}/plan`],
    ['thread, newest page', `${baseUrl}/api/projects/${projectId}/thread`],
    [
      'thread, deep page',
      `${baseUrl}/api/projects/${projectId}/thread?cursor=${encodeURIComponent(deepCursor)}`,
    ],
    ['activity, newest page', `${baseUrl}/api/projects/${projectId}/activity`],
  ];
  for (const [name, url] of urls) {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  }

  const { url: helloUrl } = await startHelloWorld(cleanups);
  const loader = chooseLoader(options.loader);
  log(
    `\nLoad generator: ${loader}, ${durationSeconds} s per measure after a warm-up, ${os.cpus().length} CPUs.`,
  );
  log(`Load average (1, 5, 15 min) before: ${formatLoadAverage()}`);
  const measures = {};
  for (const [name, url, requestHeaders] of [
    ['hello', helloUrl, {}],
    ...urls.map(([n, u]) => [n, u, headers]),
  ]) {
    await load(loader, {
      url,
      headers: requestHeaders,
      connections: CONNECTIONS,
      seconds: Math.min(3, durationSeconds),
    });
    const measure = await load(loader, {
      url,
      headers: requestHeaders,
      connections: CONNECTIONS,
      seconds: durationSeconds,
    });
    measures[name] = measure;
    log(
      `  ${`${name} @ ${CONNECTIONS} connections`.padEnd(40)} ${measure.requestsPerSecond.toFixed(0).padStart(8)} req/s` +
        `   p50 ${measure.p50Ms.toFixed(1).padStart(6)} ms   p99 ${measure.p99Ms.toFixed(1).padStart(6)} ms` +
        (measure.errors > 0 ? `   ${measure.errors} failed` : ''),
    );
  }
  log(`Load average (1, 5, 15 min) after: ${formatLoadAverage()}`);

  const checks = [];
  for (const [name] of urls) {
    const measure = measures[name];
    checks.push([`${name}: p99 (ms)`, measure.p99Ms, `≤ ${TARGET_P99_MS}`, measure.p99Ms <= TARGET_P99_MS]);
    checks.push([
      `${name}: requests/s ÷ hello-world`,
      measure.requestsPerSecond / measures.hello.requestsPerSecond,
      'reported',
      true,
    ]);
  }
  const errors = Object.values(measures).reduce((total, measure) => total + measure.errors, 0);
  checks.push(['failed or non-2xx answers (all measures)', errors, '= 0', errors === 0]);
  const passed = checks.every(([, , , ok]) => ok);
  if (options.json) {
    console.log(
      JSON.stringify({ loader, durationSeconds, messageCount, taskCount, measures, passed }, null, 2),
    );
  } else {
    log('');
    for (const [label, value, target, ok] of checks) {
      log(
        `  ${label.padEnd(48)} ${value.toFixed(4).padStart(10)}   target ${target.padEnd(8)} ${ok ? 'ok' : 'MISSED'}`,
      );
    }
  }
  return { passed };
}

/** The project, its team, plan, thread and activity, in one transaction; resolves to the project's id. */
async function writeProject(databaseUrl, { owner, members }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    const project = await db.query(
      `insert into projects (client_id, title, description, status, start_date, deadline, staffed_at, started_at)
       values ($1, 'Plateforme de réservation', 'Un projet mesuré.', 'in_progress', current_date - 30,
         current_date + 150, now() - interval '30 days', now() - interval '29 days') returning id`,
      [owner.id],
    );
    const projectId = project.rows[0].id;
    for (const member of members) {
      await db.query(
        `insert into project_invitations (project_id, professional_id, status, skills, responded_at)
         values ($1, $2, 'accepted', '[]', now())`,
        [projectId, member.id],
      );
    }
    const milestoneIds = [];
    for (let index = 0; index < MILESTONES; index += 1) {
      const milestone = await db.query(
        `insert into project_milestones (project_id, title, deliverables, start_date, due_date, owner_id, hours_per_week)
         values ($1, $2, array['Livrable A', 'Livrable B'], current_date - 30 + $3 * 30, current_date + $3 * 30, $4, 14)
         returning id`,
        [projectId, `Étape ${index + 1}`, index, members[index % members.length].id],
      );
      milestoneIds.push(milestone.rows[0].id);
    }
    await db.query(
      `insert into project_tasks (project_id, milestone_id, title, assignee_id, due_date, status, completed_at, created_at)
       select $1, ($2::uuid[])[1 + n % $3], 'Tâche ' || n, ($4::text[])[1 + n % 3], current_date + (n % 60) - 20,
         case when n % 3 = 0 then 'done' when n % 3 = 1 then 'in_progress' else 'todo' end,
         case when n % 3 = 0 then now() else null end, now() - make_interval(secs => $5 - n)
       from generate_series(1, $5) as n`,
      [projectId, milestoneIds, MILESTONES, members.map((member) => member.id), taskCount],
    );
    const authors = [owner.id, ...members.map((member) => member.id)];
    await db.query(
      `insert into project_thread_messages (project_id, author_id, body, created_at)
       select $1, ($2::text[])[1 + n % 4], 'Message ' || n || ' : point d’avancement sur l’étape en cours.',
         now() - make_interval(mins => $3 - n)
       from generate_series(1, $3) as n`,
      [projectId, authors, messageCount],
    );
    await db.query(
      `insert into project_attachments (project_id, message_id, kind, file_name, size_bytes, storage_key)
       select $1, m.id, 'pdf', 'compte-rendu.pdf', 120000, 'attachments/' || gen_random_uuid() || '.pdf'
       from (select id, row_number() over (order by created_at) as n from project_thread_messages
             where project_id = $1) m
       where m.n % 10 = 0`,
      [projectId],
    );
    await db.query(
      `insert into project_activity (project_id, actor_id, kind, subject, status, created_at)
       select $1, ($2::text[])[1 + n % 3], 'task_moved', 'Tâche ' || n, 'in_progress', now() - make_interval(secs => $3 - n)
       from generate_series(1, $3) as n`,
      [projectId, members.map((member) => member.id), taskCount],
    );
    await db.query('commit');
    return projectId;
  } finally {
    await db.end();
  }
}

/** The cursor of the thread's page 30 (messages 871 to 900 from the newest), walked as a reader would. */
async function cursorDeepInThread(client, owner, projectId) {
  let cursor = null;
  for (let page = 1; page < 30; page += 1) {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const response = await client.request({
      path: `/api/projects/${projectId}/thread${query}`,
      cookie: owner.cookie,
    });
    if (response.status !== 200 || !response.body.nextCursor)
      throw describeFailure(`thread page ${page}`, response);
    cursor = response.body.nextCursor;
  }
  return cursor;
}
