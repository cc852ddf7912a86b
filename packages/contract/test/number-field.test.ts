import { describe, expect, it } from 'vitest';
import { optionalNumberField } from '../src/validation.ts';

const messageOf = (schema: ReturnType<typeof optionalNumberField>, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : result.error.issues[0]?.message;
};

describe('a number typed in a form field', () => {
  const rate = optionalNumberField({ min: 0, max: 1000, maxDecimals: 2 });
  const years = optionalNumberField({ min: 0, max: 80, integer: true });

  it('reads numbers, a decimal comma included, and empty as null', () => {
    expect(messageOf(rate, '65,5')).toBe(65.5);
    expect(messageOf(rate, ' 12 ')).toBe(12);
    expect(messageOf(rate, 12.25)).toBe(12.25);
    expect(messageOf(rate, '')).toBeNull();
    expect(messageOf(rate, null)).toBeNull();
    expect(messageOf(rate, undefined)).toBeNull();
  });

  it('gives each broken rule its own message', () => {
    for (const text of ['abc', '12abc', '1e3', '12,5,3', '--1', 'Infinity', 'NaN', '0x10']) {
      expect(messageOf(rate, text), text).toBe('notANumber');
    }
    expect(messageOf(years, '2,5')).toBe('notAnInteger');
    expect(messageOf(rate, '12,345')).toBe('tooManyDecimals');
    expect(messageOf(rate, 12.345)).toBe('tooManyDecimals');
    expect(messageOf(rate, '-1')).toBe('tooSmall');
    expect(messageOf(years, '200')).toBe('tooLarge');
    expect(messageOf(rate, 1000.01)).toBe('tooLarge');
  });
});
