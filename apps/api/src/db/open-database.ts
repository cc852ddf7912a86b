import type { Config } from '../config.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
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

/**
 * Resolves the database the same way for the server, the seed and the admin scripts: `DATABASE_URL` when set,
 * else the embedded PostgreSQL in `DATA_DIR/postgres`; then applies pending migrations.
 */
export async function openDatabase(config: Config, logger: OpenDatabaseLogger): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    await migrateDatabase(config.databaseUrl);
    return { connectionString: config.databaseUrl, isEmbedded: false, stop: async () => {} };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, logger });
  try {
    await migrateDatabase(embedded.connectionString);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return { connectionString: embedded.connectionString, isEmbedded: true, stop: () => embedded.stop() };
}
