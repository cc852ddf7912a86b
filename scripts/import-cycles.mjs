// The import graph of the apps and the contract, and its cycles: between files, and between modules once the
// files of each module are taken as one (an API module of apps/api/src/modules, a web feature). A cycle of
// modules may pass through files that import no file back (a → b's service, b's routes → a's store): no file
// cycle shows it, yet neither module can change without the other. Relative imports only, type-only ones
// included: packages do not import our code back, and a type ties two modules as well.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const SOURCE_ROOTS = ['apps/api/src', 'apps/web/src', 'packages/contract/src'];
/** The folders whose sub-folders are modules: every file of `<folder>/<name>/**` belongs to module `<name>`. */
export const MODULE_FOLDERS = ['apps/api/src/modules', 'apps/web/src/features'];
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

/** Every source file under `sourceRoots` (relative to `root`), with the files it imports. */
export function importGraph(root, sourceRoots = SOURCE_ROOTS) {
  const graph = new Map();
  for (const sourceRoot of sourceRoots) {
    const folder = path.join(root, sourceRoot);
    if (!existsSync(folder)) continue;
    for (const file of sourceFiles(folder)) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles.map((imported) => resolveImport(file, imported.fileName)).filter(Boolean);
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/**
 * The module a file belongs to (`apps/api/src/modules/feed`), or the file itself outside every module folder.
 */
export function unitOfFile(root, file, moduleFolders = MODULE_FOLDERS) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  for (const folder of moduleFolders) {
    const match = new RegExp(`^${folder}/([^/]+)/`).exec(relative);
    if (match) return `${folder}/${match[1]}`;
  }
  return relative;
}

/**
 * The graph of modules: the files of a module as one node, the others as themselves; an import inside a module
 * is no edge. `witnesses` keeps, for each edge, one import that makes it.
 */
export function moduleGraph(root, graph, moduleFolders = MODULE_FOLDERS) {
  const modules = new Map();
  const witnesses = new Map();
  for (const [file, targets] of graph) {
    const from = unitOfFile(root, file, moduleFolders);
    if (!modules.has(from)) modules.set(from, new Set());
    for (const target of targets) {
      const to = unitOfFile(root, target, moduleFolders);
      if (to === from) continue;
      modules.get(from).add(to);
      const key = `${from} → ${to}`;
      if (!witnesses.has(key))
        witnesses.set(key, `${path.relative(root, file)} → ${path.relative(root, target)}`);
    }
  }
  return {
    graph: new Map([...modules].map(([unit, targets]) => [unit, [...targets]])),
    witnesses,
  };
}

/**
 * Tarjan's strongly connected components: every component of more than one node (or a node importing itself)
 * is a cycle.
 */
export function findCycles(graph) {
  let nextIndex = 0;
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  function visit(node) {
    index.set(node, nextIndex);
    lowLink.set(node, nextIndex);
    nextIndex += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        lowLink.set(node, Math.min(lowLink.get(node), lowLink.get(target)));
      } else if (onStack.has(target)) {
        lowLink.set(node, Math.min(lowLink.get(node), index.get(target)));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The cycles of the tree at `root`: between files, then between modules, each cycle of modules with one import
 * for each of its edges.
 */
export function importCycles(root, { sourceRoots = SOURCE_ROOTS, moduleFolders = MODULE_FOLDERS } = {}) {
  const files = importGraph(root, sourceRoots);
  const modules = moduleGraph(root, files, moduleFolders);
  const moduleCycles = findCycles(modules.graph).map((members) => ({
    members,
    imports: [...modules.witnesses]
      .filter(([key]) => {
        const [from, to] = key.split(' → ');
        return members.includes(from) && members.includes(to);
      })
      .map(([, witness]) => witness),
  }));
  return {
    fileCount: files.size,
    fileCycles: findCycles(files).map((cycle) => cycle.map((file) => path.relative(root, file))),
    moduleCycles,
  };
}
