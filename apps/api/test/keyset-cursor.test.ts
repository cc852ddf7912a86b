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

// A cursor the API accepts reaches PostgreSQL's `::timestamptz` cast: whatever its date, time and offset, the
// cursor check must accept exactly what that cast accepts, or a forged cursor answers 500.
describe('cursor timestamps', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const twoDigits = fc.integer({ min: 0, max: 99 }).map((value) => String(value).padStart(2, '0'));
  const timestamp = fc
    .record({
      year: fc.integer({ min: 0, max: 9999 }).map((value) => String(value).padStart(4, '0')),
      month: twoDigits,
      day: twoDigits,
      hour: twoDigits,
      minute: twoDigits,
      second: twoDigits,
      fraction: fc.option(
        fc.integer({ min: 0, max: 999_999 }).map((value) => `.${value}`),
        { nil: '' },
      ),
      sign: fc.constantFrom('+', '-'),
      offsetHours: twoDigits,
      offsetMinutes: fc.option(fc.tuple(fc.constantFrom(':', ''), twoDigits), { nil: undefined }),
    })
    .map(
      (t) =>
        `${t.year}-${t.month}-${t.day} ${t.hour}:${t.minute}:${t.second}${t.fraction}${t.sign}${t.offsetHours}${
          t.offsetMinutes ? t.offsetMinutes.join('') : ''
        }`,
    );

  async function postgresAccepts(value: string): Promise<boolean> {
    try {
      await database.pool.query('select $1::timestamptz', [value]);
      return true;
    } catch {
      return false;
    }
  }

  function cursorAccepted(value: string): boolean {
    try {
      decodeCursor(encodeCursor({ createdAt: value, id: '00000000-0000-4000-8000-000000000000' }));
      return true;
    } catch {
      return false;
    }
  }

  it('refuses +15:99 and every other offset or date PostgreSQL would refuse, and only those', async () => {
    expect(cursorAccepted('2024-01-01 00:00:00+15:99')).toBe(false);
    expect(cursorAccepted('2024-01-01 00:00:00+15:59')).toBe(true);
    // A leap second and midnight written as 24:00 are taken, as long as the time stays within the day.
    for (const value of ['2024-01-01 00:00:60.5+00', '2024-01-01 23:59:60+00', '2024-01-01 24:00:00+00']) {
      expect(cursorAccepted(value), value).toBe(true);
    }
    for (const value of ['2024-01-01 23:59:60.5+00', '2024-01-01 24:00:00.5+00', '2024-01-01 00:00:61+00']) {
      expect(cursorAccepted(value), value).toBe(false);
    }
    await fc.assert(
      fc.asyncProperty(timestamp, async (value) => {
        expect(cursorAccepted(value), value).toBe(await postgresAccepts(value));
      }),
      { numRuns: 500 },
    );
  });
});
