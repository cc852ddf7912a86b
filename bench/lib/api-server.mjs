// Starting and watching the built API server (apps/api/dist/server.js) from a benchmark, on its embedded
// PostgreSQL, and reaching that PostgreSQL directly.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const serverEntry = path.join(root, 'apps/api/dist/server.js');

/** Exits with status 2 when there is no production build to measure. */
export function assertBuilt() {
  if (!existsSync(serverEntry)) {
    console.error('No production build: run `npm run build` first.');
    process.exit(2);
  }
}

export function getFreePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a benchmarked server: embedded PostgreSQL in `dataDir`, sign-up usable without mail, and
 * the client address taken from X-Forwarded-For so that a benchmark can stay under the per-address limits.
 */
export function serverEnv({ dataDir, port, logLevel = 'warn', extra = {} }) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    REQUIRE_EMAIL_VERIFICATION: 'false',
    TRUST_PROXY: 'true',
    LOG_LEVEL: logLevel,
    ...extra,
  };
  // A DATABASE_URL in the caller's environment would bypass the embedded server under test.
  delete env.DATABASE_URL;
  return env;
}

/**
 * Spawns Node on the server bundle (Node itself, no npm or shell in between, so that its PID is the server's).
 * Returns `{ child, pid, spawnedAt, exited, logTail }`; `exited` resolves to `{ code, signal, at }`.
 * `onLine(line)` sees every line the server writes (its log, one JSON object a line).
 */
export function spawnApiServer(env, { onLine } = {}) {
  const child = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const spawnedAt = performance.now();
  // Kept aside, shown only when something fails.
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      output = `${output}${chunk}`.slice(-20_000);
      if (!onLine) return;
      const lines = `${partial}${chunk}`.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  return { child, pid: child.pid, spawnedAt, exited, logTail: () => output };
}

export function isRunning(child) {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * Polls GET /api/health (a fresh connection each time) until it answers 200, and `isReady()` if given holds.
 * Resolves to the time it did (performance.now()), or undefined after `timeoutMs` or once `child` has exited.
 */
export async function waitForHealth(baseUrl, { timeoutMs, child, isReady = () => true, intervalMs = 20 }) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child && !isRunning(child)) return undefined;
    if (isReady() && (await getStatus(`${baseUrl}/api/health`)) === 200) return performance.now();
    await sleep(intervalMs);
  }
  return undefined;
}

function getStatus(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode));
    });
    request.once('timeout', () => request.destroy(new Error('timeout')));
    request.once('error', () => resolve(0));
  });
}

/** Stops a server as an operator would (SIGTERM), escalating to SIGKILL after `timeoutMs`. */
export async function stopApiServer(server, timeoutMs = 15_000) {
  if (!isRunning(server.child)) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

/** `postmaster.pid` of the embedded cluster: PID (line 1), port (line 4), status (line 8). */
export function readPostmasterLock(dataDir) {
  const lockFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(lockFile)) return undefined;
  const lines = readFileSync(lockFile, 'utf8').split('\n');
  return {
    pid: Number.parseInt(lines[0] ?? '', 10),
    port: Number.parseInt(lines[3] ?? '', 10),
    status: (lines[7] ?? '').trim(),
  };
}

/**
 * Stops the PostgreSQL still running on `dataDir` once its Node parent is gone (killed before it could stop
 * it), so that a benchmark leaves no process behind. Only the postmaster whose working directory is that
 * cluster is signalled (a PID in a stale lock file may belong to anything by now); Linux only.
 */
export async function stopLeftoverPostgres(dataDir) {
  const lock = readPostmasterLock(dataDir);
  if (!lock || !Number.isInteger(lock.pid)) return;
  const clusterDir = realpathSync(path.join(dataDir, 'postgres'));
  const isOurs = () => {
    try {
      return readlinkSync(`/proc/${lock.pid}/cwd`) === clusterDir;
    } catch {
      return false;
    }
  };
  if (!isOurs()) return;
  process.kill(lock.pid, 'SIGINT'); // fast shutdown
  const deadline = performance.now() + 10_000;
  while (isOurs() && performance.now() < deadline) await sleep(50);
  if (isOurs()) process.kill(lock.pid, 'SIGKILL');
}

/** Connection string of the embedded server now running on `dataDir` (credentials the app wrote there). */
export function embeddedDatabaseUrl(dataDir) {
  const lock = readPostmasterLock(dataDir);
  if (!lock || !Number.isInteger(lock.port)) throw new Error(`no running PostgreSQL in ${dataDir}`);
  const { user, password } = JSON.parse(
    readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
  );
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${lock.port}/escouade`;
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
