import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const source = path.resolve(import.meta.dirname, '../src');

/**
 * The files a module evaluates when it is loaded: its imports, followed (not `import type`, not `import()`, which
 * loads when called).
 */
function evaluatedFiles(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const tree = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of tree.statements) {
      let specifier: ts.Expression | undefined;
      if (ts.isImportDeclaration(statement)) {
        // `import { type A }` still loads its module (the project keeps such imports as written); `import type`
        // does not.
        if (!statement.importClause?.isTypeOnly) specifier = statement.moduleSpecifier;
      } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
        specifier = statement.moduleSpecifier;
      }
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier.text);
      if (!existsSync(target))
        throw new Error(`${file} imports ${specifier.text}, which the walk cannot find`);
      pending.push(target);
    }
  }
  return seen;
}

describe('what the server’s main thread loads', () => {
  it('loads none of the brief-reading rules, which run on the analysis threads', () => {
    const loaded = evaluatedFiles(path.join(source, 'server.ts'));
    // The walk reached the server's routes: a broken walk would pass for nothing.
    expect(loaded.has(path.join(source, 'modules/feed/feed.routes.ts'))).toBe(true);
    expect(loaded.has(path.join(source, 'modules/projects/brief-analysis/create-analyser.ts'))).toBe(true);
    // Over a hundred megabytes of tables that every collection of the main thread's heap would walk for nothing.
    const rules = ['skill-matcher.ts', 'rules-analyser.ts', 'concepts.ts', 'llm-analyser.ts'];
    expect(
      rules.filter((file) => loaded.has(path.join(source, 'modules/projects/brief-analysis', file))),
    ).toEqual([]);
  });
});
