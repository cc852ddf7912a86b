// What the boundary rules (layer-boundaries, module-tiers) read of a file: where its relative imports lead.
// Static imports, `export … from` and dynamic imports of a literal are read alike, type-only ones included (a
// type ties two files as well); a relative specifier is resolved against the file, so the same target is seen
// whatever its spelling. Package imports (no leading dot) are left to other checks.
import path from 'node:path';

/**
 * The listeners of a rule that checks each relative import of the file being linted: `visit` is given the node,
 * the specifier as written, and the absolute path it resolves to.
 */
export function onRelativeImports(context, visit) {
  const check = (node, source) => {
    if (typeof source !== 'string' || !source.startsWith('.')) return;
    visit(node, source, path.resolve(path.dirname(context.filename), source));
  };
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
  };
}
