import { join, resolve } from 'node:path';

/** Marker written once initdb finished: a cluster holding it is never removed or initialised again. */
export const MARKER_FILE = '.escouade-initialised';

export interface ClusterPaths {
  dataDir: string;
  clusterDir: string;
  stagingDir: string;
  credentialsFile: string;
}

export function resolveClusterPaths(dataDir: string): ClusterPaths {
  const absoluteDataDir = resolve(dataDir);
  return {
    dataDir: absoluteDataDir,
    clusterDir: join(absoluteDataDir, 'postgres'),
    stagingDir: join(absoluteDataDir, '.postgres-initdb'),
    credentialsFile: join(absoluteDataDir, 'postgres-credentials.json'),
  };
}

/** The longest socket path the system accepts (`sun_path` holds 108 bytes with the final NUL). */
const MAX_SOCKET_PATH_BYTES = 107;

/**
 * The cluster directory, where PostgreSQL puts its socket, when `.s.PGSQL.<port>` fits there and the path needs
 * no quoting in a setting; otherwise undefined (TCP only). The directory belongs to the server's user.
 */
export function socketDirectoryOf(paths: ClusterPaths, port: number): string | undefined {
  const socketFile = join(paths.clusterDir, `.s.PGSQL.${port}`);
  if (Buffer.byteLength(socketFile) > MAX_SOCKET_PATH_BYTES || /[",'\\\s]/.test(paths.clusterDir)) {
    return undefined;
  }
  return paths.clusterDir;
}
