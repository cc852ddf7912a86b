import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs `query` as a named prepared statement: each pooled connection parses and plans its text once, not at
 * every call (planning the feed query cost more than running it). For hot queries whose text does not depend
 * on their values, and whose best plan does not either (not for pattern searches).
 */
export async function executePrepared<Row extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `escouade-${createHash('sha1').update(text).digest('base64url')}`;
  const result = await db.$client.query<Row>({ name, text, values: params });
  return result.rows;
}

/**
 * A `limit` written into a prepared statement's text. With `limit $n`, PostgreSQL's generic plan cannot know
 * the row count and estimates a tenth of the table, so it keeps choosing a custom plan, planned again at every
 * execution: that tripled the database's cost of a feed page. Only for validated page sizes: each value is
 * its own statement.
 */
export function literalLimit(rows: number): SQL {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new RangeError(`not a row limit: ${rows}`);
  return sql.raw(`limit ${rows}`);
}
