// Seeded data for the load benchmarks: `npm run db:seed` into a data directory (embedded PostgreSQL) or, with
// `databaseUrl`, into that database.
import { spawnSync } from 'node:child_process';
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
