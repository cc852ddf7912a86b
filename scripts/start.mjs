// `npm start`: builds when the build is missing or stale, then runs the production server in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuildStale } from './build-state.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (isBuildStale()) {
  console.log('Building Escouade (first start or changed sources)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  // NODE_ENV is left to the operator: production hardening (Secure cookies, HSTS, SMTP required) only makes
  // sense behind HTTPS, while a newcomer's `npm start` serves http://localhost with the development mailbox.
  env: process.env,
});
// The server handles SIGINT/SIGTERM itself (finishes requests, stops PostgreSQL); relay them when they are
// sent to this wrapper only (e.g. `kill`), and wait for it to exit.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
