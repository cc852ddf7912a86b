import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralStrings } from './support/find-literal-strings';

const SOURCE_DIR = path.join(import.meta.dirname, '../src');

function listComponentFiles(): string[] {
  return readdirSync(SOURCE_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .sort();
}

describe('user-visible strings', () => {
  const componentFiles = listComponentFiles();

  it('finds the component files to check', () => {
    expect(componentFiles.length).toBeGreaterThan(10);
  });

  it.each(componentFiles)('come from translations in src/%s', (file) => {
    const literals = findLiteralStrings(readFileSync(path.join(SOURCE_DIR, file), 'utf8'), file);
    expect(literals, 'translate these with t() (src/locales/{fr,en})').toEqual([]);
  });
});

describe('the literal string scanner', () => {
  it('reports text, attribute and expression literals', () => {
    const source = `
      export function Example({ isOpen }: { isOpen: boolean }) {
        return (
          <section aria-label="Menu principal">
            <h1>Bonjour</h1>
            <img alt={'Logo'} src="/logo.svg" />
            <input placeholder={\`Rechercher\`} title={isOpen ? 'Fermer' : 'Ouvrir'} />
            <p>{'Texte en dur'}</p>
          </section>
        );
      }`;
    expect(findLiteralStrings(source).map((literal) => literal.text)).toEqual([
      'Menu principal',
      'Bonjour',
      'Logo',
      'Rechercher',
      'Fermer',
      'Ouvrir',
      'Texte en dur',
    ]);
  });

  it('accepts translations, the brand name, numbers and symbols', () => {
    const source = `
      export function Example({ t }: { t: (key: string) => string }) {
        return (
          <footer className="text-sm" aria-label={t('footer.label')}>
            <a href="/">Escouade</a>
            <span aria-hidden="true">404</span>
            <p>{t('copyright')} · © —</p>
          </footer>
        );
      }`;
    expect(findLiteralStrings(source)).toEqual([]);
  });
});
