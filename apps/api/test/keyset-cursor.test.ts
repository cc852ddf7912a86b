import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  utcText,
  utcTextToCursorTime,
  utcTextToIso,
} from '../src/db/keyset-cursor.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-app.ts';

// Lists send their timestamps as one text column (`utcText`) that the API turns into ISO dates and cursors:
// checked against PostgreSQL itself, whatever the session's time zone.
describe('UTC timestamps as text', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  // Microseconds since 1970, from 1970 to 2200, with whole seconds and short fractions made likely.
  const microseconds = fc.oneof(
    fc.bigInt({ min: 0n, max: 7_258_118_400_000_000n }),
    fc.integer({ min: 0, max: 7_258_118_400 }).map((seconds) => BigInt(seconds) * 1_000_000n),
    fc.integer({ min: 0, max: 72_581_184_000 }).map((tenths) => BigInt(tenths) * 100_000n),
  );

  it('gives the ISO form of to_char and an exact cursor, in any session time zone', async () => {
    await fc.assert(
      fc.asyncProperty(microseconds, async (micros) => {
        // A transaction: `set local` and the queries share one connection. Newfoundland: a half-hour offset.
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`set local time zone 'America/St_Johns'`);
          const { rows } = await tx.execute<{ text: string; iso: string }>(sql`
          with t as (select to_timestamp(0) + ${micros.toString()}::bigint * interval '1 microsecond' as at)
          select ${utcText(sql`t.at`)} as text,
            to_char(t.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as iso
          from t`);
          const [row] = rows;
          if (!row) throw new Error('no row');
          expect(utcTextToIso(row.text)).toBe(row.iso);
          const cursorTime = decodeCursor(
            encodeCursor({
              createdAt: utcTextToCursorTime(row.text),
              id: '00000000-0000-4000-8000-000000000000',
            }),
          )?.createdAt;
          const { rows: compared } = await tx.execute<{ exact: boolean }>(sql`
          select ${cursorTime}::timestamptz = to_timestamp(0) + ${micros.toString()}::bigint * interval '1 microsecond' as exact`);
          expect(compared[0]?.exact).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });
});
