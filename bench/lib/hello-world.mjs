// The baselines of the load benchmarks, each started in its own process: the hello-world route
// (hello-world-server.mjs) and the one-row read (one-row-server.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './api-server.mjs';

/** Starts the hello-world baseline; its stop joins `cleanups`. Resolves to its URL and PID. */
export async function startHelloWorld(cleanups) {
  const { port, pid } = await startBaseline('hello-world-server.mjs', {}, cleanups);
  return { url: `http://127.0.0.1:${port}/hello`, pid };
}

/**
 * Starts the one-row baseline: `select * from <table> where id = $1` through pg, with a pool of
 * `poolSize` connections (the API server's), answered as JSON. Its stop joins `cleanups`. Resolves to its URL
 * and PID.
 */
export async function startOneRow(cleanups, { databaseUrl, poolSize, table = 'profiles', id }) {
  const env = { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(poolSize), TABLE: table, ID: id };
  const { port, pid } = await startBaseline('one-row-server.mjs', env, cleanups);
  return { url: `http://127.0.0.1:${port}/one-row`, pid };
}

async function startBaseline(file, env, cleanups) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, file)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  const port = await new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const line = text.split('\n')[0];
      if (text.includes('\n')) resolve(JSON.parse(line).port);
    });
    child.once('exit', (code) => reject(new Error(`${file} exited with status ${code}`)));
  });
  return { port, pid: child.pid };
}
