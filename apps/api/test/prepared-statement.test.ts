import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared, param, preparedStatement } from '../src/db/prepared-statement.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-app.ts';

// A named statement's columns are described once (its first execution), then read from memory: the rows must
// come back the same, typed the same, on every connection of the pool, whether the statement was parsed on
// that connection or not.
describe('executePrepared', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const typedRow = (label: string) => sql`select ${label}::text as label, 42::int as answer,
    timestamptz '2026-11-26 10:00:00+00' as at, '{"skills":[1,2]}'::json as document,
    true as flag, null::text as nothing, 2.5::float8 as ratio`;

  it('returns the same typed rows at every execution, on every connection, in parallel', async () => {
    const expected = (label: string) => ({
      label,
      answer: 42,
      at: new Date('2026-11-26T10:00:00Z'),
      document: { skills: [1, 2] },
      flag: true,
      nothing: null,
      ratio: 2.5,
    });
    expect(await executePrepared(database.db, typedRow('first'))).toEqual([expected('first')]);
    // More executions at once than the pool has connections: some connections parse the statement for the
    // first time after its columns are known.
    const labels = Array.from({ length: 12 }, (_, index) => `run ${index}`);
    const rows = await Promise.all(labels.map((label) => executePrepared(database.db, typedRow(label))));
    expect(rows).toEqual(labels.map((label) => [expected(label)]));
  });

  it('returns every row, none, and reports a value PostgreSQL refuses', async () => {
    const series = (count: number) =>
      sql`select n::int as n from generate_series(1, ${count}::int) n order by n`;
    expect(await executePrepared(database.db, series(3))).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(await executePrepared(database.db, series(0))).toEqual([]);
    const uuid = (value: string) => sql`select ${value}::uuid as id`;
    expect(await executePrepared(database.db, uuid('00000000-0000-4000-8000-000000000001'))).toEqual([
      { id: '00000000-0000-4000-8000-000000000001' },
    ]);
    await expect(executePrepared(database.db, uuid('not a uuid'))).rejects.toThrow(/uuid/);
    // The connection that failed is usable again.
    expect(await executePrepared(database.db, series(1))).toEqual([{ n: 1 }]);
  });

  it('builds a statement once per variant and binds each execution its own values', async () => {
    let builds = 0;
    const greeting = preparedStatement((language: 'fr' | 'en', withName: boolean) => {
      builds += 1;
      const hello = language === 'fr' ? 'Bonjour' : 'Hello';
      return withName
        ? sql`select ${hello} || ' ' || ${param('name')}::text as text, ${param('count')}::int as count`
        : sql`select ${hello} as text, ${param('count')}::int as count`;
    });
    expect(await greeting.execute(database.db, ['fr', true], { name: 'Ada', count: 1 })).toEqual([
      { text: 'Bonjour Ada', count: 1 },
    ]);
    expect(await greeting.execute(database.db, ['fr', true], { name: 'Lin', count: 2 })).toEqual([
      { text: 'Bonjour Lin', count: 2 },
    ]);
    expect(await greeting.execute(database.db, ['en', false], { count: 3 })).toEqual([
      { text: 'Hello', count: 3 },
    ]);
    expect(await greeting.execute(database.db, ['en', false], { count: 4, name: 'unused' })).toEqual([
      { text: 'Hello', count: 4 },
    ]);
    expect(builds).toBe(2);
    await expect(greeting.execute(database.db, ['fr', true], { count: 5 })).rejects.toThrow(/name/);
  });
});
