/**
 * The embedded PostgreSQL start-up module against real processes: first start, restart, kill -9 of the Node
 * parent (orphaned server), stale lock files, kill -9 of the server under writes, failed starts, and an
 * interrupted initdb. Every cluster lives under one temporary root, checked for leftover processes at the end.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmbeddedPostgresHandle,
  type EmbeddedPostgresLogger,
  type StartEmbeddedPostgresOptions,
  startEmbeddedPostgres,
} from '../src/db/embedded-postgres/embedded-postgres.ts';

const execFileAsync = promisify(execFile);
const apiDir = dirname(dirname(fileURLToPath(import.meta.url)));
const childFixture = join(apiDir, 'test', 'fixtures', 'start-embedded-child.ts');
/** Real initdb, crash recovery and process kills: far above the usual second, well below a hang. */
const TIMEOUT = 60_000;

let root: string;
const handles: EmbeddedPostgresHandle[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'escouade-embedded-pg-'));
});

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.stop()));
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  const leftovers = await listPostgresProcessesUnder(root);
  await rm(root, { recursive: true, force: true });
  expect(leftovers).toEqual([]);
}, TIMEOUT);

describe.skipIf(process.platform === 'win32')('startEmbeddedPostgres', () => {
  it(
    'creates the cluster and the database on first start, on 127.0.0.1 and a socket in its own directory',
    async () => {
      const dataDir = await createDataDir('first-start');
      const listenersBefore = countProcessListeners();

      const handle = await start({ dataDir });

      const clusterDir = join(dataDir, 'postgres');
      expect(handle.connectionString).toBe(
        `${tcpConnectionString(handle)}?host=${encodeURIComponent(clusterDir)}`.replace(
          '@127.0.0.1:',
          '@localhost:',
        ),
      );
      const row = await queryOne(
        handle.connectionString,
        `select current_database() as db, current_user as usr, current_setting('server_encoding') as encoding,
                current_setting('listen_addresses') as listen, current_setting('unix_socket_directories') as sockets,
                inet_client_addr() as client, current_setting('fsync') as fsync, lower('ÉTÉ DÉVELOPPEUR') as lowered`,
      );
      expect(row).toEqual({
        db: 'escouade',
        usr: 'postgres',
        encoding: 'UTF8',
        listen: '127.0.0.1',
        sockets: clusterDir,
        client: null, // through the socket
        fsync: 'on',
        lowered: 'été développeur',
      });
      // Scripts reach it over TCP on the loopback.
      expect(await queryOne(tcpConnectionString(handle), 'select inet_client_addr() as client')).toEqual({
        client: '127.0.0.1',
      });
      await expect(readFile(join(dataDir, 'postgres', '.escouade-initialised'), 'utf8')).resolves.toContain(
        'initialisedAt',
      );
      expect((await stat(join(dataDir, 'postgres-credentials.json'))).mode & 0o777).toBe(0o600);
      if (process.getuid?.() === 0) expect((await stat(dataDir)).mode & 0o001).toBe(0o001);
      // The caller owns SIGINT/SIGTERM: neither we nor embedded-postgres's exit hooks may add handlers.
      expect(countProcessListeners()).toEqual(listenersBefore);
    },
    TIMEOUT,
  );

  it(
    'uses TCP only when the socket path would be too long for the system',
    async () => {
      const dataDir = await createDataDir(`long-${'d'.repeat(100)}`);
      const handle = await start({ dataDir });

      expect(handle.connectionString).toBe(tcpConnectionString(handle));
      expect(
        await queryOne(
          handle.connectionString,
          `select inet_client_addr() as client, current_setting('unix_socket_directories') as sockets`,
        ),
      ).toEqual({ client: '127.0.0.1', sockets: '' });
    },
    TIMEOUT,
  );

  it(
    'restarts on the same data dir with its data, its password and without running initdb again',
    async () => {
      const dataDir = await createDataDir('restart');
      const first = await start({ dataDir });
      await execute(first.connectionString, 'create table notes (body text); insert into notes values ($1)', [
        'kept',
      ]);
      await first.stop();
      const marker = await stat(join(dataDir, 'postgres', '.escouade-initialised'));

      const log = createCapturingLogger();
      const second = await start({ dataDir, logger: log.logger });

      expect(await queryOne(second.connectionString, 'select body from notes')).toEqual({ body: 'kept' });
      expect(readPassword(second.connectionString)).toBe(readPassword(first.connectionString));
      expect((await stat(join(dataDir, 'postgres', '.escouade-initialised'))).mtimeMs).toBe(marker.mtimeMs);
      expect(log.messages.join('\n')).not.toMatch(/Initialising/);
      expect(log.messages.join('\n')).toMatch(/Embedded PostgreSQL ready on 127\.0\.0\.1:\d+/);
    },
    TIMEOUT,
  );

  it(
    'takes over the server orphaned by a kill -9 of its Node process, keeping the data',
    async () => {
      const dataDir = await createDataDir('orphan');
      const { child, started } = spawnChildServer(dataDir);
      const orphan = await started;
      await execute(
        orphan.connectionString,
        'create table notes (body text); insert into notes values ($1)',
        ['before kill'],
      );

      await killAndWait(child);
      const orphanState = await readProcessState(orphan.postmasterPid);
      expect(orphanState?.isRunning).toBe(true);
      expect(orphanState?.ppid).not.toBe(child.pid);

      const log = createCapturingLogger();
      const handle = await start({ dataDir, logger: log.logger });

      expect(log.messages.join('\n')).toContain(
        `Stopping the orphaned PostgreSQL server (pid ${orphan.postmasterPid})`,
      );
      expect(handle.postmasterPid()).not.toBe(orphan.postmasterPid);
      expect((await readProcessState(orphan.postmasterPid))?.isRunning ?? false).toBe(false);
      expect(await queryOne(handle.connectionString, 'select body from notes')).toEqual({
        body: 'before kill',
      });
      await handle.stop();
      expect(await listPostgresProcessesUnder(dataDir)).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'starts over a stale postmaster.pid whose pid is dead or belongs to another program',
    async () => {
      const dataDir = await createDataDir('stale-lock');
      const first = await start({ dataDir });
      await execute(first.connectionString, 'create table notes (body text); insert into notes values ($1)', [
        'ok',
      ]);
      await first.stop();

      const deadPid = await findDeadPid();
      await writeLockFile(dataDir, deadPid);
      const log = createCapturingLogger();
      const afterDeadPid = await start({ dataDir, logger: log.logger });
      expect(log.messages.join('\n')).toContain(
        `Removing stale ${join(dataDir, 'postgres', 'postmaster.pid')} (pid ${deadPid}`,
      );
      expect(await queryOne(afterDeadPid.connectionString, 'select body from notes')).toEqual({ body: 'ok' });
      await afterDeadPid.stop();

      // A reused pid (common after a container restart): PostgreSQL alone would refuse to start.
      const unrelated = spawn('sleep', ['30'], { stdio: 'ignore' });
      children.push(unrelated);
      await writeLockFile(dataDir, requirePid(unrelated));
      const afterReusedPid = await start({ dataDir });
      expect(await queryOne(afterReusedPid.connectionString, 'select body from notes')).toEqual({
        body: 'ok',
      });
      expect((await readProcessState(requirePid(unrelated)))?.isRunning).toBe(true);
      unrelated.kill('SIGKILL');
    },
    TIMEOUT,
  );

  it(
    'loses no acknowledged row when the server is killed with SIGKILL under writes',
    async () => {
      const dataDir = await createDataDir('kill-under-writes');
      const setup = await start({ dataDir });
      await execute(setup.connectionString, 'create table writes (id integer primary key)');
      await setup.stop();
      const acknowledged: number[] = [];
      const ids = { next: 0 };

      for (let round = 1; round <= 3; round++) {
        const log = createCapturingLogger();
        const handle = await start({ dataDir, logger: log.logger });
        const writers = Array.from({ length: 4 }, () =>
          writeUntilFailure(handle.connectionString, ids, acknowledged),
        );
        const target = acknowledged.length + 200 + Math.floor(Math.random() * 200);
        await waitFor(() => acknowledged.length >= target);
        process.kill(requireValue(handle.postmasterPid(), 'postmaster pid'), 'SIGKILL');
        await Promise.all(writers);
        // Node may see the clients' sockets close before the server's exit: a stop() in between is a
        // requested shutdown, so the crash would (rightly) not be reported as unexpected.
        await waitFor(() => handle.postmasterPid() === undefined);
        await handle.stop();
        expect(log.messages.join('\n')).toMatch(/PostgreSQL exited unexpectedly \(SIGKILL\)/);
      }

      const restarted = await start({ dataDir });
      const { rows } = await query(restarted.connectionString, 'select id from writes');
      const stored = new Set(rows.map((row) => row.id as number));
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(acknowledged.length).toBeGreaterThanOrEqual(600);
      expect(lost).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'reports the server output when PostgreSQL cannot start',
    async () => {
      const dataDir = await createDataDir('failing');
      const first = await start({ dataDir });
      await first.stop();

      const blocker = await listenOnFreePort();
      try {
        const port = (blocker.address() as { port: number }).port;
        const portTaken = await captureRejection(startEmbeddedPostgres({ dataDir, port }));
        expect(portTaken).toBeInstanceOf(Error);
        expect((portTaken as Error).message).toMatch(/Address already in use/);
      } finally {
        await new Promise((resolveClose) => blocker.close(resolveClose));
      }

      const config = join(dataDir, 'postgres', 'postgresql.conf');
      const original = await readFile(config, 'utf8');
      await writeFile(config, `${original}\nshared_buffers = 'plenty'\n`);
      const badConfig = await captureRejection(startEmbeddedPostgres({ dataDir }));
      expect(badConfig).toBeInstanceOf(Error);
      expect((badConfig as Error).message).toMatch(/shared_buffers/);

      await writeFile(config, original);
      const repaired = await start({ dataDir });
      expect(await queryOne(repaired.connectionString, 'select 1 as one')).toEqual({ one: 1 });
    },
    TIMEOUT,
  );

  it(
    'recovers from an interrupted initdb and never re-initialises an existing cluster',
    async () => {
      const interrupted = await createDataDir('interrupted-initdb');
      await mkdir(join(interrupted, '.postgres-initdb', 'base'), { recursive: true });
      await mkdir(join(interrupted, 'postgres', 'base'), { recursive: true });
      await writeFile(join(interrupted, 'postgres', 'PG_VERSION'), '18\n');
      const recovered = await start({ dataDir: interrupted });
      expect(await queryOne(recovered.connectionString, 'select 1 as one')).toEqual({ one: 1 });

      const unmarked = await createDataDir('unmarked-cluster');
      const original = await start({ dataDir: unmarked });
      await execute(
        original.connectionString,
        'create table notes (body text); insert into notes values ($1)',
        ['precious'],
      );
      await original.stop();
      await unlink(join(unmarked, 'postgres', '.escouade-initialised'));
      const adopted = await start({ dataDir: unmarked });
      expect(await queryOne(adopted.connectionString, 'select body from notes')).toEqual({
        body: 'precious',
      });

      const foreign = await createDataDir('foreign-dir');
      await mkdir(join(foreign, 'postgres'));
      await writeFile(join(foreign, 'postgres', 'backup.sql'), 'select 1;');
      await expect(startEmbeddedPostgres({ dataDir: foreign })).rejects.toThrow(/not a PostgreSQL cluster/);
      await expect(readFile(join(foreign, 'postgres', 'backup.sql'), 'utf8')).resolves.toBe('select 1;');
    },
    TIMEOUT,
  );

  it(
    'refuses a second start of a data dir whose server this process is running',
    async () => {
      const dataDir = await createDataDir('twice');
      const running = await start({ dataDir });

      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/already started by this process/);
      expect(await queryOne(running.connectionString, 'select 1 as one')).toEqual({ one: 1 });
    },
    TIMEOUT,
  );

  it(
    'stops idempotently',
    async () => {
      const handle = await start({ dataDir: await createDataDir('stop') });
      const pid = requireValue(handle.postmasterPid(), 'postmaster pid');

      await Promise.all([handle.stop(), handle.stop()]);
      await handle.stop();

      expect(handle.postmasterPid()).toBeUndefined();
      expect((await readProcessState(pid))?.isRunning ?? false).toBe(false);
    },
    TIMEOUT,
  );
});

// -----------------------------------------------------------------------------------------------------------
// Helpers

async function start(options: StartEmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const handle = await startEmbeddedPostgres(options);
  handles.push(handle);
  return handle;
}

async function createDataDir(name: string): Promise<string> {
  const dataDir = join(root, name);
  await mkdir(dataDir);
  return dataDir;
}

function createCapturingLogger() {
  const messages: string[] = [];
  const logger: EmbeddedPostgresLogger = {
    info: (msg) => messages.push(`info: ${msg}`),
    warn: (msg) => messages.push(`warn: ${msg}`),
    error: (msg) => messages.push(`error: ${msg}`),
  };
  return { messages, logger };
}

function countProcessListeners(): Record<string, number> {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'message'] as const;
  return Object.fromEntries(events.map((event) => [event, process.listenerCount(event)]));
}

function readPassword(connectionString: string): string {
  return new URL(connectionString).password;
}

async function query(connectionString: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString });
  client.on('error', () => {});
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The same server and credentials over TCP on 127.0.0.1. */
function tcpConnectionString(handle: EmbeddedPostgresHandle): string {
  const url = new URL(handle.connectionString);
  return `postgres://${url.username}:${url.password}@127.0.0.1:${handle.port}${url.pathname}`;
}

async function queryOne(
  connectionString: string,
  text: string,
): Promise<Record<string, unknown> | undefined> {
  return (await query(connectionString, text)).rows[0];
}

/** Runs statements separated by ';', the last one with `values`. */
async function execute(connectionString: string, text: string, values: unknown[] = []): Promise<void> {
  const statements = text.split(';').map((statement) => statement.trim());
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    for (const [index, statement] of statements.entries()) {
      await client.query(statement, index === statements.length - 1 ? values : []);
    }
  } finally {
    await client.end();
  }
}

/** Inserts one row per round trip and records the ids the server acknowledged, until the server dies. */
async function writeUntilFailure(
  connectionString: string,
  ids: { next: number },
  acknowledged: number[],
): Promise<void> {
  const client = new pg.Client({ connectionString, query_timeout: 10_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    for (;;) {
      ids.next += 1;
      const id = ids.next;
      await client.query('insert into writes (id) values ($1)', [id]);
      acknowledged.push(id);
    }
  } catch {
    // The server was killed: the writes from here on were never acknowledged.
  } finally {
    await client.end().catch(() => undefined);
  }
}

function spawnChildServer(dataDir: string) {
  // Node itself (not the tsx CLI, which would add a parent process) so that the killed process is the one
  // that spawned PostgreSQL.
  const child = spawn(process.execPath, ['--import', 'tsx', childFixture, dataDir], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const started = new Promise<{ connectionString: string; postmasterPid: number }>(
    (resolveStart, rejectStart) => {
      const lines = createInterface({ input: requireValue(child.stdout, 'child stdout') });
      lines.once('line', (line) => resolveStart(JSON.parse(line)));
      child.once('exit', (code) =>
        rejectStart(new Error(`child exited (${code}) before starting:\n${stderr}`)),
      );
    },
  );
  return { child, started };
}

async function killAndWait(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGKILL');
  await exited;
}

async function readProcessState(pid: number): Promise<{ ppid: number; isRunning: boolean } | undefined> {
  try {
    const { stdout } = await execFileAsync('ps', ['-o', 'ppid=,stat=', '-p', String(pid)]);
    const [ppid = '', state = ''] = stdout.trim().split(/\s+/);
    // A zombie has exited; only its parent has not collected the status yet.
    return { ppid: Number(ppid), isRunning: !state.startsWith('Z') };
  } catch {
    return undefined;
  }
}

/**
 * Live postgres processes of clusters under `dir`: postmasters by their `-D` argument (ps), and on Linux
 * backends too, by their working directory (they chdir into the cluster and retitle themselves).
 */
async function listPostgresProcessesUnder(dir: string): Promise<string[]> {
  const { stdout } = await execFileAsync('ps', ['-eo', 'pid=,stat=,args=']);
  const found = stdout
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\bpostgres\b/.test(line) && line.includes(dir) && !/^\d+\s+Z/.test(line));
  if (process.platform === 'linux') {
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => '');
      if (!cwd.startsWith(`${dir}/`)) continue;
      const status = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
      const state = status.slice(status.lastIndexOf(')') + 2, status.lastIndexOf(')') + 3);
      if (state && state !== 'Z') found.push(`${entry} (cwd ${cwd})`);
    }
  }
  return found;
}

async function writeLockFile(dataDir: string, pid: number): Promise<void> {
  const clusterDir = join(dataDir, 'postgres');
  const startTime = Math.floor(Date.now() / 1000);
  await writeFile(
    join(clusterDir, 'postmaster.pid'),
    `${pid}\n${clusterDir}\n${startTime}\n5432\n\n127.0.0.1\n  1234567     98304\nready   \n`,
  );
}

async function findDeadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  const pid = requirePid(child);
  await new Promise((resolveExit) => child.once('exit', resolveExit));
  return pid;
}

async function listenOnFreePort(): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  return server;
}

async function captureRejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    const value = await promise;
    if (value && typeof value === 'object' && 'stop' in value) handles.push(value as EmbeddedPostgresHandle);
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

async function waitFor(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 10));
  }
}

function requirePid(child: ChildProcess): number {
  return requireValue(child.pid, 'child pid');
}

function requireValue<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`missing ${what}`);
  return value;
}
