// French typography of the interface's French texts (see packages/contract/src/french-typography.ts):
//   npx tsx scripts/french-typography.ts --check   lists the strings it would change, exits 1 if any
//   npx tsx scripts/french-typography.ts --write   rewrites apps/web/src/locales/fr/*.json
// E-mails get the same rule when they are sent; apps/web/test/french-typography.test.ts checks both.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { applyFrenchTypography } from '../packages/contract/src/french-typography.ts';

const localeDir = path.resolve(import.meta.dirname, '../apps/web/src/locales/fr');
const write = process.argv.includes('--write');
let changes = 0;

type Tree = string | number | boolean | null | Tree[] | { [key: string]: Tree };
function typeset(tree: Tree, where: string): Tree {
  if (typeof tree === 'string') {
    const typeset = applyFrenchTypography(tree);
    if (typeset !== tree) {
      changes += 1;
      if (!write) console.log(`${where}: ${JSON.stringify(tree)}`);
    }
    return typeset;
  }
  if (Array.isArray(tree)) return tree.map((value, index) => typeset(value, `${where}.${index}`));
  if (tree === null || typeof tree !== 'object') return tree;
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeset(value, `${where}.${key}`)]),
  );
}

for (const file of readdirSync(localeDir).filter((name) => name.endsWith('.json'))) {
  const fullPath = path.join(localeDir, file);
  const result = typeset(JSON.parse(readFileSync(fullPath, 'utf8')) as Tree, file.replace(/\.json$/, ''));
  if (write) writeFileSync(fullPath, `${JSON.stringify(result, null, 2)}\n`);
}
console.log(`${changes} French string(s) ${write ? 'typeset' : 'to typeset'}`);
if (!write && changes > 0) process.exit(1);
