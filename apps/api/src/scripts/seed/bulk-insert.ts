import type pg from 'pg';

/** A table and the PostgreSQL type of each inserted column, in insertion order. */
export interface TableSpec {
  table: string;
  columns: readonly (readonly [name: string, type: string])[];
}

/** Rows kept column by column: exactly the shape `unnest($1::text[], $2::uuid[], ...)` takes. */
export class RowBuffer {
  readonly columns: unknown[][];
  length = 0;

  constructor(readonly spec: TableSpec) {
    this.columns = spec.columns.map(() => []);
  }

  push(...values: unknown[]): void {
    for (let i = 0; i < values.length; i++) (this.columns[i] as unknown[]).push(values[i]);
    this.length++;
  }
}

/** Rows per statement: large enough to amortise round trips, small enough to keep parameters a few MB. */
export const ROWS_PER_STATEMENT = 10_000;

/**
 * Inserts the buffer with one `INSERT ... SELECT * FROM unnest(...)` per chunk: a single statement carries
 * thousands of rows through 1 parameter per column, instead of one parameter per value.
 */
export async function insertRows(client: pg.ClientBase, rows: RowBuffer): Promise<void> {
  const { table, columns } = rows.spec;
  const text = `insert into "${table}" (${columns.map(([name]) => `"${name}"`).join(', ')}) select * from unnest(${columns
    .map(([, type], index) => `$${index + 1}::${type}[]`)
    .join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const end = Math.min(start + ROWS_PER_STATEMENT, rows.length);
    const values = rows.columns.map((column) =>
      start === 0 && end === rows.length ? column : column.slice(start, end),
    );
    // A named statement is parsed and planned once per connection.
    await client.query({ name: `seed_insert_${table}`, text, values });
  }
}

export interface TransactionOptions {
  /**
   * Skips trigger-based checks (foreign keys) with `session_replication_role = replica`, as `pg_restore
   * --disable-triggers` does: 2-3 times faster for likes and follows. Only when every referenced row is known
   * to exist and no user trigger would be skipped (see `canSkipTriggers`).
   */
  skipTriggers: boolean;
}

/**
 * Runs `work` in its own transaction. Commits skip the WAL flush wait (`synchronous_commit = off`): a crash
 * can lose the last few batches of test data, never corrupt the database.
 */
export async function runInTransaction(
  pool: pg.Pool,
  options: TransactionOptions,
  work: (client: pg.PoolClient) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local synchronous_commit = off');
    if (options.skipTriggers) await client.query('set local session_replication_role = replica');
    await work(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Whether `runInTransaction` may skip triggers on these tables: it needs a superuser, and must not silently
 * bypass a trigger someone added (a counter, an audit); only PostgreSQL's own foreign-key triggers may go.
 */
export async function canSkipTriggers(
  pool: pg.Pool,
  tables: readonly string[],
): Promise<{ canSkip: true } | { canSkip: false; reason: string }> {
  const { rows } = await pool.query<{ isSuperuser: boolean; triggers: string[] }>(
    `select current_setting('is_superuser') = 'on' as "isSuperuser",
            array(select tgrelid::regclass || '.' || tgname from pg_trigger
                  where not tgisinternal and tgrelid = any($1::regclass[]) order by 1) as triggers`,
    [tables.map((table) => `"${table}"`)],
  );
  const { isSuperuser, triggers } = rows[0] ?? { isSuperuser: false, triggers: [] };
  if (!isSuperuser) return { canSkip: false, reason: 'the database role is not a superuser' };
  if (triggers.length > 0) return { canSkip: false, reason: `user triggers exist (${triggers.join(', ')})` };
  return { canSkip: true };
}

/**
 * Keeps up to `limit` batches being written while the caller generates the next one, so the CPU generating
 * rows and the database writing them work at the same time.
 */
export class BatchPipeline {
  private readonly inFlight = new Set<Promise<void>>();
  private failure: { error: unknown } | undefined;

  constructor(private readonly limit: number) {}

  async push(task: () => Promise<void>): Promise<void> {
    while (this.inFlight.size >= this.limit) await Promise.race(this.inFlight);
    this.throwIfFailed();
    // The rejection is recorded at once, so a failing batch never surfaces as an unhandled rejection.
    const running: Promise<void> = task()
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  async drain(): Promise<void> {
    await Promise.all(this.inFlight);
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }
}
