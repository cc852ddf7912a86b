import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/constants.ts';
import { MONTH_NAMES } from '../src/format.ts';

describe('MONTH_NAMES', () => {
  it.each(LANGUAGES)('names the twelve months in %s as Intl does, January first', (language) => {
    const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    const intl = Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2026, month, 15)));
    expect(MONTH_NAMES[language]).toEqual(intl);
  });
});
