import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@escouade/contract';
import { applyFrenchTypography } from '@escouade/contract/french-typography';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../src/lib/i18n';

const LOCALES_DIR = path.join(import.meta.dirname, '../src/locales');
const LANGUAGES = ['fr', 'en'] as const;

function listNamespaceFiles(language: string): string[] {
  return readdirSync(path.join(LOCALES_DIR, language))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function readNamespace(language: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, language, file), 'utf8'));
}

/** `{ a: { b: 'x' } }` → `[['a.b', 'x']]`; leaves that are not strings are reported as is. */
function flattenEntries(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      flattenEntries(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, value]];
}

function listPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('translation files', () => {
  const frenchFiles = listNamespaceFiles('fr');

  it('exist for the same namespaces in every language', () => {
    expect(frenchFiles.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect(listNamespaceFiles(language)).toEqual(frenchFiles);
  });

  it('are all registered with i18next', () => {
    expect(frenchFiles.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...NAMESPACES].sort());
  });

  describe.each(frenchFiles)('%s', (file) => {
    const entriesByLanguage = Object.fromEntries(
      LANGUAGES.map((language) => [language, new Map(flattenEntries(readNamespace(language, file)))]),
    ) as Record<(typeof LANGUAGES)[number], Map<string, unknown>>;

    it.each(LANGUAGES)('has no key in %s only', (language) => {
      const otherLanguages = LANGUAGES.filter((other) => other !== language);
      for (const other of otherLanguages) {
        const missingElsewhere = [...entriesByLanguage[language].keys()].filter(
          (key) => !entriesByLanguage[other].has(key),
        );
        expect(missingElsewhere, `keys of ${language}/${file} missing from ${other}/${file}`).toEqual([]);
      }
    });

    it.each(LANGUAGES)('has only non-empty text in %s', (language) => {
      const invalid = [...entriesByLanguage[language]]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(invalid, `empty or non-text values in ${language}/${file}`).toEqual([]);
    });

    it('uses the same {{placeholders}} in every language', () => {
      for (const [key, frenchValue] of entriesByLanguage.fr) {
        const englishValue = entriesByLanguage.en.get(key);
        if (typeof frenchValue !== 'string' || typeof englishValue !== 'string') continue;
        expect(listPlaceholders(englishValue), `placeholders of ${file} ${key}`).toEqual(
          listPlaceholders(frenchValue),
        );
      }
    });
  });

  it('translate exactly the API error codes plus NETWORK_ERROR', () => {
    const expectedCodes = [...ERROR_CODES, 'NETWORK_ERROR'].sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(readNamespace(language, 'errors.json') as object).sort()).toEqual(expectedCodes);
    }
  });

  it('follow French typography in every French string: no-break spaces before : ; ? ! and inside « », e‑mail unbroken', () => {
    const untypeset = listNamespaceFiles('fr').flatMap((file) =>
      flattenEntries(readNamespace('fr', file))
        .filter(([, text]) => typeof text === 'string' && applyFrenchTypography(text) !== text)
        .map(([key, text]) => `${file} ${key}: ${String(text)}`),
    );
    expect(untypeset).toEqual([]);
  });
});
