import { readdir, rename, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type ClusterPaths, MARKER_FILE } from './cluster-paths.ts';
import type { Credentials } from './credentials.ts';
import { describeError, isExistingPath, syncDirectory, writeFileDurably } from './files.ts';
import type { EmbeddedPostgresClass } from './library.ts';
import { type EmbeddedPostgresLogger, silentLogger } from './logger.ts';
import { createOutputCapture } from './server-output.ts';

const INITDB_FLAGS = [
  // UTF-8 whatever the host locale (a C/POSIX environment would otherwise give SQL_ASCII), and the builtin
  // C.UTF-8 provider: Unicode-aware lower()/ILIKE/pg_trgm for French text, identical on every OS.
  '--encoding=UTF8',
  '--locale=C',
  '--locale-provider=builtin',
  '--builtin-locale=C.UTF-8',
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

/**
 * Returns whether a complete cluster exists. initdb runs in a staging dir that is renamed into place only
 * once it succeeded (and holds the marker), so `postgres/` never is a half-made cluster we created. Removes
 * only what provably holds no data: the staging dir (never started) and a `postgres/` dir that is empty or
 * made solely of initdb's files without `global/pg_control` (a cluster cannot start without it).
 */
export async function inspectClusterDir(
  paths: ClusterPaths,
  logger: EmbeddedPostgresLogger,
): Promise<boolean> {
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

export async function initialiseCluster(
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

export async function writeMarker(clusterDir: string): Promise<void> {
  const content = `${JSON.stringify({ initialisedAt: new Date().toISOString() })}\n`;
  await writeFileDurably(join(clusterDir, MARKER_FILE), content, 0o644);
}
