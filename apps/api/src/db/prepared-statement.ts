import { createHash } from 'node:crypto';
import { Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
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
  return runNamed<Row>(db, statementNameOf(text), text, params);
}

/** A value given at each execution of a statement built once (`preparedStatement`), by its name. */
export type Param = Placeholder<string, unknown>;

/** Where the value `name` goes in a statement built once. */
export function param(name: string): Param {
  return sql.placeholder(name);
}

/**
 * A named prepared statement (as `executePrepared`) whose text is built once per variant, with `param(name)`
 * where each execution's values go: the hottest reads then spend nothing on building their SQL and naming it,
 * a tenth of a feed page's CPU in the application. `build` receives the variant, which decides the text
 * (the reader's kind, a page size, whether there is a cursor): primitives only, each combination a statement.
 */
export function preparedStatement<Variant extends (string | number | boolean)[]>(
  build: (...variant: Variant) => SQL,
) {
  const built = new Map<string, BuiltStatement>();
  return {
    async execute<Row extends Record<string, unknown>>(
      db: Database,
      variant: Variant,
      values: Record<string, unknown>,
    ): Promise<Row[]> {
      const key = variant.join('\u0000');
      let statement = built.get(key);
      if (!statement) {
        statement = buildStatement(build(...variant));
        built.set(key, statement);
      }
      return runNamed<Row>(db, statement.name, statement.text, statement.bind(values));
    },
  };
}

interface BuiltStatement {
  name: string;
  text: string;
  /** The statement's values: its constants, and `values[name]` where a `param(name)` was. */
  bind(values: Record<string, unknown>): unknown[];
}

function buildStatement(query: SQL): BuiltStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // Each value: a constant, or the name of the param whose value goes there.
  const slots: ({ param: string } | { constant: unknown })[] = params.map((value) =>
    value instanceof Placeholder ? { param: value.name as string } : { constant: value },
  );
  return {
    name: statementNameOf(text),
    text,
    bind: (values) =>
      slots.map((slot) => {
        if ('constant' in slot) return slot.constant;
        if (!(slot.param in values)) throw new Error(`No value for the statement's ${slot.param}`);
        return values[slot.param];
      }),
  };
}

function statementNameOf(text: string): string {
  return `escouade-${createHash('sha1').update(text).digest('base64url')}`;
}

async function runNamed<Row extends Record<string, unknown>>(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const result = await db.$client.query<Row>(
    new DescribedQuery({ name, text, values }) as unknown as pg.QueryConfig,
  );
  return result.rows;
}

/** What pg's Result keeps of a statement's columns once it has read their description. */
interface ColumnsOfResult {
  fields: unknown[];
  _parsers: unknown[] | undefined;
  _prebuiltEmptyResultObject: Record<string, null> | null;
}

/** The parts of pg's Query (8.x) this module builds on; pg's typings declare only `submit`. */
interface QueryInternals {
  name: string;
  text: string;
  values: unknown[];
  portal: string;
  binary: boolean | undefined;
  types: unknown;
  rows: number | undefined;
  callback: unknown;
  _result: ColumnsOfResult;
  _accumulateRows: unknown;
  prepare(connection: QueryConnection): void;
  handleRowDescription(message: unknown): void;
  handleError(error: unknown, connection: QueryConnection): void;
  hasBeenParsed(connection: QueryConnection): boolean;
  _getRows(connection: QueryConnection, rows: number | undefined): void;
  listeners(event: string): unknown[];
}

interface QueryConnection {
  submittedNamedStatements: Record<string, string>;
  parse(message: { text: string; name: string; types: unknown }): void;
  bind(message: Record<string, unknown>): void;
  close(message: { type: 'S'; name: string }): void;
  sync(): void;
}

const BaseQuery = pg.Query as unknown as new (config: pg.QueryConfig) => QueryInternals;
const { prepareValue } = (pg as unknown as { utils?: { prepareValue?: unknown } }).utils ?? {};
/**
 * Whether this pg has the parts of its Query that `DescribedQuery` builds on (pg 8.x): otherwise every execution
 * describes its columns, as pg does.
 */
const canSkipDescribe =
  typeof prepareValue === 'function' &&
  ['prepare', 'hasBeenParsed', '_getRows', 'handleRowDescription', 'handleError'].every(
    (member) => typeof (BaseQuery.prototype as unknown as Record<string, unknown>)[member] === 'function',
  );

/** The columns of each named statement, as the first execution's description gave them (by statement name). */
const describedColumns = new Map<string, ColumnsOfResult>();

/**
 * A named statement's execution that asks PostgreSQL to describe its columns only the first time: pg asks at
 * every execution, and reading the description back (a field object and a type parser per column) cost a
 * twentieth of a public profile's request. A named statement's text is fixed, so are its columns.
 */
class DescribedQuery extends BaseQuery {
  override prepare(connection: QueryConnection): void {
    const columns = describedColumns.get(this.name);
    if (!columns || !canSkipDescribe) {
      super.prepare(connection);
      return;
    }
    // What pg's own `prepare` does, without the Describe message (and what its RowDescription handler sets).
    Object.assign(this._result, columns);
    this._accumulateRows = this.callback || !this.listeners('row').length;
    if (!this.hasBeenParsed(connection)) {
      connection.parse({ text: this.text, name: this.name, types: this.types });
      connection.submittedNamedStatements[this.name] = this.text;
    }
    try {
      connection.bind({
        portal: this.portal,
        statement: this.name,
        values: this.values,
        binary: this.binary,
        valueMapper: prepareValue,
      });
    } catch (error) {
      connection.close({ type: 'S', name: this.name });
      connection.sync();
      this.handleError(error, connection);
      return;
    }
    this._getRows(connection, this.rows);
  }

  override handleRowDescription(message: unknown): void {
    super.handleRowDescription(message);
    const { fields, _parsers, _prebuiltEmptyResultObject } = this._result;
    describedColumns.set(this.name, { fields, _parsers, _prebuiltEmptyResultObject });
  }
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
