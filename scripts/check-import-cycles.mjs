// `npm run lint` runs this: fails when modules of the apps or the contract import each other in a cycle, type-only
// imports included (ESLint's cycle rules skip those, yet a type cycle still ties two layers together: the shape
// of one changes with the other). Relative imports only: packages do not import our code back.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_ROOTS = ['apps/api/src', 'apps/web/src', 'packages/contract/src'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  // `./x.js` written for a `./x.ts` file.
  if (/\.(js|mjs)$/.test(base))
    candidates.push(base.replace(/\.m?js$/, '.ts'), base.replace(/\.m?js$/, '.tsx'));
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const graph = new Map();
for (const sourceRoot of SOURCE_ROOTS) {
  for (const file of sourceFiles(path.join(root, sourceRoot))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((imported) => resolveImport(file, imported.fileName)).filter(Boolean);
    graph.set(file, [...new Set(targets)]);
  }
}

// Tarjan's strongly connected components: every component of more than one module (or a module importing
// itself) is a cycle.
let nextIndex = 0;
const index = new Map();
const lowLink = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(file) {
  index.set(file, nextIndex);
  lowLink.set(file, nextIndex);
  nextIndex += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of graph.get(file) ?? []) {
    if (!graph.has(target)) continue;
    if (!index.has(target)) {
      visit(target);
      lowLink.set(file, Math.min(lowLink.get(file), lowLink.get(target)));
    } else if (onStack.has(target)) {
      lowLink.set(file, Math.min(lowLink.get(file), index.get(target)));
    }
  }
  if (lowLink.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component);
}
for (const file of graph.keys()) if (!index.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`Import cycles (type-only imports included): ${cycles.length}`);
  for (const cycle of cycles) {
    console.error(`  ${cycle.map((file) => path.relative(root, file)).join('\n    ↔ ')}`);
  }
  process.exit(1);
}
console.log(`No import cycle among ${graph.size} modules.`);
