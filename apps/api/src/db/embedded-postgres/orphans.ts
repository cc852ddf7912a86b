import { readFile, realpath, rm } from 'node:fs/promises';
import { platform } from 'node:os';
import { join } from 'node:path';
import { isErrorCode, sleep } from './files.ts';
import type { EmbeddedPostgresLogger } from './logger.ts';
import {
  FAST_SHUTDOWN_TIMEOUT_MS,
  IMMEDIATE_SHUTDOWN_TIMEOUT_MS,
  isPostmasterOf,
  listClusterProcesses,
  PROCESS_POLL_MS,
  type ProcessInfo,
  readProcessInfo,
  sendSignal,
  waitForProcessExit,
} from './processes.ts';

/** Backends notice their postmaster died within milliseconds; this bounds a pathological wait. */
const BACKENDS_EXIT_TIMEOUT_MS = 10_000;

/**
 * A postmaster.pid left behind blocks PostgreSQL when its pid was reused (common in containers) or when it
 * is truncated. A live postmaster of this cluster whose Node parent died (kill -9) is shut down cleanly, so
 * we start a server we own. Only the lock file is ever removed, and only once no process of the cluster is
 * left. Relies on /proc (Linux) or ps (macOS); on Windows PostgreSQL's own lock check decides.
 */
export async function releaseStaleLock(clusterDir: string, logger: EmbeddedPostgresLogger): Promise<void> {
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

export interface LockFile {
  text: string;
  pid: number | undefined;
}

export async function readLockFile(lockFile: string): Promise<LockFile | undefined> {
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
