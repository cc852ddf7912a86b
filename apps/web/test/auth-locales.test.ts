import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_ERROR_CODES } from '@escouade/contract/auth';
import { describe, expect, it } from 'vitest';
import { isAuthMessageCode } from '../src/lib/auth-session';

function readAuthErrors(language: string): Record<string, string> {
  return JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../src/locales/${language}/authErrors.json`), 'utf8'),
  );
}

describe('authErrors translations', () => {
  it.each(['fr', 'en'])(
    'has exactly one message per auth error code, plus RATE_LIMITED, in %s',
    (language) => {
      expect(Object.keys(readAuthErrors(language)).sort()).toEqual(
        [...AUTH_ERROR_CODES, 'RATE_LIMITED'].sort(),
      );
    },
  );

  it('are the codes the client recognises', () => {
    for (const code of [...AUTH_ERROR_CODES, 'RATE_LIMITED']) expect(isAuthMessageCode(code)).toBe(true);
    expect(isAuthMessageCode('toString')).toBe(false);
    expect(isAuthMessageCode('SOMETHING_NEW')).toBe(false);
  });
});
