import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExactDate, formatRelativeTime, RELATIVE_TIME_UNITS } from '../src/lib/format-dates';

const LANGUAGES = ['fr', 'en'] as const;
const YEAR_MS = 365 * 24 * 3600 * 1000;
const now = Date.parse('2026-03-10T12:00:00Z');

/** What Intl says, with formatRelativeTime's choice of unit. */
function intlRelativeTime(date: number, language: string, at: number): string {
  const seconds = Math.round((date - at) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, unitSeconds] of RELATIVE_TIME_UNITS) {
    if (Math.abs(seconds) >= unitSeconds) return format.format(Math.round(seconds / unitSeconds), unit);
  }
  return format.format(0, 'second');
}

describe('formatRelativeTime', () => {
  it.each([
    ['2026-03-10T11:59:50Z', 'fr', 'maintenant'],
    ['2026-03-10T11:55:00Z', 'fr', 'il y a 5 minutes'],
    ['2026-03-10T11:59:00Z', 'fr', 'il y a 1 minute'],
    ['2026-03-10T09:00:00Z', 'en', '3 hours ago'],
    ['2026-03-09T12:00:00Z', 'en', 'yesterday'],
    ['2026-03-08T12:00:00Z', 'fr', 'avant-hier'],
    ['2026-03-08T12:00:00Z', 'en', '2 days ago'],
    ['2026-02-01T12:00:00Z', 'fr', 'le mois dernier'],
    ['2026-03-10T12:05:00Z', 'en', 'in 5 minutes'],
    ['2023-03-10T12:00:00Z', 'fr', 'il y a 3 ans'],
  ] as const)('says %s in %s as "%s"', (date, language, expected) => {
    expect(formatRelativeTime(date, language, now)).toBe(expected);
  });

  it('says what Intl.RelativeTimeFormat says, past and future, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50 * YEAR_MS, max: 50 * YEAR_MS }),
        fc.constantFrom(...LANGUAGES),
        (offset, language) => {
          expect(formatRelativeTime(new Date(now + offset), language, now)).toBe(
            intlRelativeTime(now + offset, language, now),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('says what Intl says around every unit boundary', () => {
    const boundaries = [60, 3600, 24 * 3600, 7 * 24 * 3600, 30 * 24 * 3600, 365 * 24 * 3600];
    for (const language of LANGUAGES) {
      for (const boundary of boundaries) {
        for (const multiple of [1, 1.5, 2, 2.5, 3]) {
          for (const sign of [-1, 1]) {
            for (const nudge of [-1, 0, 1]) {
              const date = now + sign * (boundary * multiple + nudge) * 1000;
              expect(formatRelativeTime(new Date(date), language, now)).toBe(
                intlRelativeTime(date, language, now),
              );
            }
          }
        }
      }
    }
  });
});

describe('formatExactDate', () => {
  it.each([
    [new Date(2026, 2, 12, 14, 5), 'fr', '12 mars 2026 à 14:05'],
    [new Date(2026, 0, 1, 0, 7), 'fr', '1 janvier 2026 à 00:07'],
    [new Date(2026, 2, 12, 14, 5), 'en', 'March 12, 2026 at 2:05 PM'],
    [new Date(2026, 11, 31, 0, 7), 'en', 'December 31, 2026 at 12:07 AM'],
    [new Date(2026, 6, 4, 12, 30), 'en', 'July 4, 2026 at 12:30 PM'],
  ] as const)('writes %s in %s as "%s"', (date, language, expected) => {
    expect(formatExactDate(date, language)).toBe(expected);
  });

  it.each(['UTC', 'Asia/Kolkata', 'America/St_Johns'])(
    'writes what Intl.DateTimeFormat (long date, short time) writes, in both languages, in local time (%s)',
    (timeZone) => {
      const previous = process.env.TZ;
      process.env.TZ = timeZone;
      try {
        expect(new Date(Date.UTC(2026, 0, 1, 0, 0)).getTimezoneOffset()).toBe(
          { UTC: 0, 'Asia/Kolkata': -330, 'America/St_Johns': 210 }[timeZone],
        );
        expectSameAsIntl();
      } finally {
        if (previous === undefined) delete process.env.TZ;
        else process.env.TZ = previous;
      }
    },
  );
});

function expectSameAsIntl() {
  fc.assert(
    fc.property(
      fc.date({
        min: new Date('1990-01-01T00:00:00Z'),
        max: new Date('2090-12-31T23:59:59Z'),
        noInvalidDate: true,
      }),
      fc.constantFrom(...LANGUAGES),
      (date, language) => {
        const expected = new Intl.DateTimeFormat(language, {
          dateStyle: 'long',
          timeStyle: 'short',
        }).format(date);
        expect(formatExactDate(date, language)).toBe(expected);
      },
    ),
    { numRuns: 1000 },
  );
}
