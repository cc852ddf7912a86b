import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatPercent,
  formatPeriod,
  formatQuantity,
  formatSiren,
} from '../../src/modules/billing/documents/format.ts';

// What a reader of the document sees: French typography in French, English conventions in English.

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('amounts', () => {
  it('writes euros the French way: narrow no-break spaces between thousands, a no-break space before €', () => {
    expect(formatAmount(123_456, 'fr')).toBe(`1${NNBSP}234,56${NBSP}€`);
    expect(formatAmount(123_456_789, 'fr')).toBe(`1${NNBSP}234${NNBSP}567,89${NBSP}€`);
    expect(formatAmount(5, 'fr')).toBe(`0,05${NBSP}€`);
    expect(formatAmount(0, 'fr')).toBe(`0,00${NBSP}€`);
    expect(formatAmount(-50_000, 'fr')).toBe(`-500,00${NBSP}€`);
  });

  it('writes euros the English way', () => {
    expect(formatAmount(123_456, 'en')).toBe('€1,234.56');
    expect(formatAmount(123_456_789, 'en')).toBe('€1,234,567.89');
    expect(formatAmount(-50_000, 'en')).toBe('-€500.00');
  });

  it('leaves out the cents of a round amount when asked', () => {
    expect(formatAmount(4_000, 'fr', { wholeEuros: true })).toBe(`40${NBSP}€`);
    expect(formatAmount(1_000_000, 'en', { wholeEuros: true })).toBe('€10,000');
    expect(formatAmount(4_050, 'fr', { wholeEuros: true })).toBe(`40,50${NBSP}€`);
  });
});

describe('numbers', () => {
  it('writes rates and quantities with the language’s separators and no useless zeros', () => {
    expect(formatPercent(20, 'fr')).toBe(`20${NNBSP}%`);
    expect(formatPercent(5.5, 'fr')).toBe(`5,5${NNBSP}%`);
    expect(formatPercent(12.15, 'en')).toBe('12.15%');
    expect(formatQuantity(7.5, 'fr')).toBe('7,5');
    expect(formatQuantity(0.0625, 'en')).toBe('0.0625');
    expect(formatQuantity(1500, 'fr')).toBe(`1${NNBSP}500`);
    expect(formatQuantity(-1, 'en')).toBe('-1');
  });

  it('groups SIREN and SIRET as they are read', () => {
    expect(formatSiren('901234567')).toBe(`901${NBSP}234${NBSP}567`);
    expect(formatSiren('90123456700013')).toBe(`901${NBSP}234${NBSP}567${NBSP}00013`);
  });
});

describe('dates', () => {
  it('spells the month out, French with « 1er » for the first day', () => {
    expect(formatDate('2026-11-26', 'fr')).toBe(`26${NBSP}novembre 2026`);
    expect(formatDate('2026-12-01', 'fr')).toBe(`1er${NBSP}décembre 2026`);
    expect(formatDate('2027-08-15', 'fr')).toBe(`15${NBSP}août 2027`);
    expect(formatDate('2026-11-26', 'en')).toBe(`26${NBSP}November 2026`);
    expect(formatDate('2026-12-01', 'en')).toBe(`1${NBSP}December 2026`);
  });

  it('writes periods without repeating what both ends share', () => {
    expect(formatPeriod({ start: '2026-11-01', end: '2026-11-30' }, 'fr')).toBe(
      `du 1er au 30${NBSP}novembre 2026`,
    );
    expect(formatPeriod({ start: '2026-10-16', end: '2026-11-20' }, 'fr')).toBe(
      `du 16${NBSP}octobre au 20${NBSP}novembre 2026`,
    );
    expect(formatPeriod({ start: '2026-12-15', end: '2027-01-15' }, 'fr')).toBe(
      `du 15${NBSP}décembre 2026 au 15${NBSP}janvier 2027`,
    );
    expect(formatPeriod({ start: '2026-11-01', end: '2026-11-30' }, 'en')).toBe(
      `1${NBSP}November 2026 to 30${NBSP}November 2026`,
    );
    expect(formatPeriod({ start: '2026-11-03', end: '2026-11-03' }, 'fr')).toBe(`3${NBSP}novembre 2026`);
  });

  it('shows a moment at the clock time it was recorded with, and its offset', () => {
    expect(formatDateTime('2026-11-26T14:32:05+01:00', 'fr')).toBe(
      `26${NBSP}novembre 2026 à 14:32:05 (UTC+01:00)`,
    );
    expect(formatDateTime('2026-11-26T13:32:05.123Z', 'en')).toBe(`26${NBSP}November 2026 at 13:32:05 (UTC)`);
    expect(() => formatDateTime('2026-11-26T14:32:05', 'fr')).toThrow(RangeError);
  });
});
