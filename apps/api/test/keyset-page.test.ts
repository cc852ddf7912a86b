import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { afterPosition, keysetPage } from '../src/db/keyset-page.ts';

describe('keysetPage', () => {
  const rows = [1, 2, 3, 4, 5].map((id) => ({ id }));

  it('keeps `limit` rows and gives the position of the last one when a row more was read', () => {
    expect(keysetPage(rows, 4, (row) => row.id)).toEqual({ rows: rows.slice(0, 4), next: 4 });
  });

  it('ends the list when no row more was read, a full last page included', () => {
    expect(keysetPage(rows, 5, (row) => row.id)).toEqual({ rows, next: null });
    expect(keysetPage(rows.slice(0, 2), 5, (row) => row.id)).toEqual({ rows: rows.slice(0, 2), next: null });
    expect(keysetPage([], 5, (row: { id: number }) => row.id)).toEqual({ rows: [], next: null });
  });
});

describe('afterPosition', () => {
  const dialect = new PgDialect();
  const columns = { createdAt: sql`p.created_at`, id: sql`p.id` };
  const position = { createdAt: '2026-11-22 10:00:00.123456+00', id: '5b0f4c2e-1f6c-4d55-9a1e-0c1c2d3e4f50' };

  it('compares the pair downwards for newest first and upwards for oldest first, with the cursor as parameters', () => {
    const newest = dialect.sqlToQuery(afterPosition(position, { ...columns, order: 'newest first' }));
    expect(newest.sql).toBe('and (p.created_at, p.id) < ((select $1::timestamptz), (select $2::uuid))');
    expect(newest.params).toEqual([position.createdAt, position.id]);
    const oldest = dialect.sqlToQuery(
      afterPosition(position, { ...columns, order: 'oldest first', idType: 'text' }),
    );
    expect(oldest.sql).toBe('and (p.created_at, p.id) > ((select $1::timestamptz), (select $2::text))');
  });

  it('adds nothing on the first page', () => {
    expect(dialect.sqlToQuery(afterPosition(undefined, { ...columns, order: 'newest first' })).sql).toBe('');
  });
});
