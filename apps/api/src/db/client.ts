import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = ReturnType<typeof createDatabase>['db'];
/** The handle a `db.transaction` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either: a statement runs alone, or inside the caller's transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseLogger {
  error(obj: unknown, msg?: string): void;
}

export interface CreateDatabaseOptions {
  connectionString: string;
  logger: DatabaseLogger;
  /** Pool size (the server's: `DATABASE_POOL_SIZE`). */
  maxConnections?: number;
}

/** Opens a connection pool and the Drizzle instance over it. */
export function createDatabase({ connectionString, logger, maxConnections = 10 }: CreateDatabaseOptions) {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server (restart, kill) emits here; without a listener Node would crash. Once the
  // pool is closing, a connection cut as the database stops is the shutdown itself, not a failure.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) logger.error({ err: error }, 'idle database connection failed');
  });
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  const close = async () => {
    closing = true;
    await pool.end();
  };
  return { db, pool, close };
}
