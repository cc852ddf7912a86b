import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The connection string of the database the server under test uses: DATABASE_URL when Playwright set one
 * (two instances), else the embedded server of its DATA_DIR (credentials and port written there).
 */
function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  const { user, password } = JSON.parse(
    readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
  );
  const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/escouade`;
}

/** Rows of a read-only query against the server's database: what a journey stored, seen from the inside. */
export async function queryDatabase<Row extends Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}
