// Seeded data for the load benchmarks: `npm run db:seed` into a data directory (embedded PostgreSQL) or, with
// `databaseUrl`, into that database.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { root } from './api-server.mjs';

/**
 * Seeds `users` accounts and `posts` posts, every account with one fresh password. Resolves to the e-mail of a
 * professional to sign in as, that password and the seconds it took.
 */
export function seedBenchData({ dataDir, databaseUrl, users, posts }) {
  const password = `bench-${randomBytes(6).toString('hex')}-password`;
  const started = performance.now();
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const args = [
    'run',
    '--silent',
    'db:seed',
    '--',
    '--users',
    users,
    '--posts',
    posts,
    '--password',
    password,
  ];
  const seed = spawnSync('npm', args, { cwd: root, env, encoding: 'utf8' });
  if (seed.status !== 0) throw new Error(`db:seed failed:\n${seed.stdout}\n${seed.stderr}`);
  const email = /Sign in as a professional: (\S+)/.exec(seed.stdout)?.[1];
  if (!email) throw new Error(`db:seed printed no account to sign in as:\n${seed.stdout}`);
  return { email, password, seconds: (performance.now() - started) / 1000 };
}

/**
 * The data a load benchmark reads: `options['data-dir']`, already seeded (the password of its accounts in
 * $BENCH_PASSWORD, the account to sign in as in $BENCH_EMAIL), or a fresh directory seeded with
 * `options.users` and `options.posts`, removed afterwards unless `options['keep-data']`.
 */
export function prepareBenchData({ options, cleanups, log, name }) {
  if (options['data-dir']) {
    const { BENCH_EMAIL: email, BENCH_PASSWORD: password } = process.env;
    if (!email || !password) throw new Error('--data-dir needs BENCH_EMAIL and BENCH_PASSWORD');
    return { dataDir: path.resolve(options['data-dir']), email, password };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `escouade-bench-${name}-`));
  if (!options['keep-data']) cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  log(`Seeding ${options.users} users and ${options.posts} posts into ${dataDir}...`);
  const { email, password, seconds } = seedBenchData({ dataDir, users: options.users, posts: options.posts });
  log(`Seeded in ${seconds.toFixed(1)} s; signing in as ${email}.`);
  if (options['keep-data']) {
    log(`Data kept: --data-dir ${dataDir} with BENCH_EMAIL=${email} BENCH_PASSWORD=${password}`);
  }
  return { dataDir, email, password };
}

/** The cursor of page `page` (1-based) of `firstPageUrl`, following `nextCursor` as a reader would. */
export async function walkToPage(firstPageUrl, headers, page, pageSize, log) {
  const started = performance.now();
  let cursor = null;
  for (let index = 1; index < page; index += 1) {
    const url = cursor ? `${firstPageUrl}&cursor=${encodeURIComponent(cursor)}` : firstPageUrl;
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`page ${index}: ${response.status} ${await response.text()}`);
    const body = await response.json();
    if (body.posts.length !== pageSize || !body.nextCursor) {
      throw new Error(`page ${index} is the last one: seed at least ${page * pageSize} posts`);
    }
    cursor = body.nextCursor;
  }
  log(`Walked to page ${page} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return cursor;
}
