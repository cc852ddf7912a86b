import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles } from '../../../scripts/import-cycles.mjs';

const repository = path.resolve(import.meta.dirname, '../../..');
const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** A tree laid out like the repository's, with `files` (path → source) under apps/api/src. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'escouade-cycles-'));
  trees.push(root);
  for (const [file, source] of Object.entries(files)) {
    const full = path.join(root, 'apps/api/src', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, source);
  }
  return root;
}

/** What `npm run lint` runs, on that tree. */
function check(root: string) {
  return spawnSync(process.execPath, [path.join(repository, 'scripts/check-import-cycles.mjs'), root], {
    encoding: 'utf8',
  });
}

// Two modules that need each other through different files: no file imports a file that imports it back.
const twoModulesInACycle = {
  'modules/orders/orders.service.ts':
    "import { price } from '../billing/prices.ts';\nexport const order = price;\n",
  'modules/orders/orders.store.ts': 'export const stored = 1;\n',
  'modules/billing/prices.ts': 'export const price = 1;\n',
  'modules/billing/billing.routes.ts':
    "import type { stored } from '../orders/orders.store.ts';\nexport type S = typeof stored;\n",
  'modules/reports/reports.ts':
    "import { order } from '../orders/orders.service.ts';\nexport const report = order;\n",
  'db/client.ts': 'export const db = 1;\n',
};

describe('the import cycle check', () => {
  it('finds a cycle between two modules that no file cycle shows, type-only imports included', () => {
    const root = tree(twoModulesInACycle);
    const { fileCycles, moduleCycles } = importCycles(root);
    expect(fileCycles).toEqual([]);
    expect(moduleCycles).toHaveLength(1);
    expect(moduleCycles[0]?.members.sort()).toEqual([
      'apps/api/src/modules/billing',
      'apps/api/src/modules/orders',
    ]);
    expect(moduleCycles[0]?.imports.sort()).toEqual([
      'apps/api/src/modules/billing/billing.routes.ts → apps/api/src/modules/orders/orders.store.ts',
      'apps/api/src/modules/orders/orders.service.ts → apps/api/src/modules/billing/prices.ts',
    ]);
    const run = check(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Import cycles between modules');
    expect(run.stderr).toContain('billing.routes.ts → apps/api/src/modules/orders/orders.store.ts');
  });

  it('passes the same modules once one of them no longer imports the other', () => {
    const root = tree({
      ...twoModulesInACycle,
      'modules/billing/billing.routes.ts': 'export type S = number;\n',
    });
    expect(importCycles(root).moduleCycles).toEqual([]);
    const run = check(root);
    expect(run.status, run.stderr).toBe(0);
  });

  it('still finds a cycle between two files', () => {
    const root = tree({
      'auth/session.ts': "import { mailer } from '../email/mailer.ts';\nexport const session = mailer;\n",
      'email/mailer.ts':
        "import type { session } from '../auth/session.ts';\nexport const mailer = 1;\nexport type S = typeof session;\n",
    });
    expect(importCycles(root).fileCycles).toHaveLength(1);
    expect(check(root).status).toBe(1);
  });

  it('finds no cycle in this repository', () => {
    const { fileCycles, moduleCycles } = importCycles(repository);
    expect(fileCycles).toEqual([]);
    expect(moduleCycles).toEqual([]);
  });
});
