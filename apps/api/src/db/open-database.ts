import type { Config } from '../config.ts';
import { findRunningEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres/embedded-postgres.ts';
import { migrateDatabase } from './migrate.ts';

export interface OpenDatabaseLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export interface OpenedDatabase {
  connectionString: string;
  isEmbedded: boolean;
  /** Stops the embedded server, if this process started one. */
  stop(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /**
   * For scripts: connect to the embedded server of a running instance instead of starting one (the server
   * itself must own its database, so it never shares).
   */
  shareRunningServer?: boolean;
  /**
   * For the server: restart the embedded PostgreSQL in place when it crashes (see embedded-postgres.ts);
   * `onGiveUp` when it cannot, and the process should exit so that its supervisor starts it again.
   */
  restartAfterCrash?: { onGiveUp(error: Error): void };
}

/**
 * Resolves the database the same way for the server, the seed and the admin scripts: `DATABASE_URL` when set,
 * else the embedded PostgreSQL in `DATA_DIR/postgres`; then applies pending migrations.
 */
export async function openDatabase(
  config: Config,
  logger: OpenDatabaseLogger,
  { shareRunningServer = false, restartAfterCrash }: OpenDatabaseOptions = {},
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    await migrateDatabase(config.databaseUrl);
    return { connectionString: config.databaseUrl, isEmbedded: false, stop: async () => {} };
  }
  if (shareRunningServer) {
    const running = await findRunningEmbeddedPostgres({ dataDir: config.dataDir });
    if (running) {
      logger.info(`Using the embedded PostgreSQL of the running Escouade server in ${config.dataDir}`);
      await migrateDatabase(running);
      return { connectionString: running, isEmbedded: true, stop: async () => {} };
    }
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, logger, restartAfterCrash });
  try {
    await migrateDatabase(embedded.connectionString);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return { connectionString: embedded.connectionString, isEmbedded: true, stop: () => embedded.stop() };
}
