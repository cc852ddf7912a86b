import pg from 'pg';

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The statements sent to PostgreSQL while `action` runs, with their parameters, caught at the driver: every
 * query of the application goes through a `pg.Client` (the pool's `query` included).
 */
export async function captureStatements(action: () => Promise<unknown>): Promise<Statement[]> {
  const clientQuery = pg.Client.prototype.query;
  const statements: Statement[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    const values = Array.isArray(second) ? second : typeof first === 'object' ? (first.values ?? []) : [];
    statements.push({ text: typeof first === 'string' ? first : first.text, values });
    return Reflect.apply(clientQuery, this, args);
  } as typeof clientQuery;
  try {
    await action();
  } finally {
    pg.Client.prototype.query = clientQuery;
  }
  return statements;
}
