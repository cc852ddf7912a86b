import ts from 'typescript';

/** Attributes whose value is read or shown to the user. */
const USER_VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
]);

/** Text allowed untranslated: the brand name, numbers, punctuation and symbols (no letters in any script). */
function isAllowedLiteral(text: string): boolean {
  return !/\p{L}/u.test(text.replaceAll('Escouade', ''));
}

export type LiteralString = { line: number; text: string };

/** Finds user-visible text written directly in JSX instead of coming from a translation. */
export function findLiteralStrings(sourceText: string, fileName = 'component.tsx'): LiteralString[] {
  const sourceFile = ts.createSourceFile(
    fileName,
    sourceText,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: LiteralString[] = [];

  const report = (node: ts.Node, text: string) => {
    const normalized = text.replace(/\s+/g, ' ').trim();
    if (normalized === '' || isAllowedLiteral(normalized)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ line: line + 1, text: normalized });
  };

  /** `"text"`, `{'text'}`, `{`text`}` and the string branches of `{cond ? 'a' : 'b'}`. */
  const reportStringExpression = (expression: ts.Expression | undefined) => {
    if (!expression) return;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      report(expression, expression.text);
    } else if (ts.isTemplateExpression(expression)) {
      report(
        expression,
        [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' '),
      );
    } else if (ts.isConditionalExpression(expression)) {
      reportStringExpression(expression.whenTrue);
      reportStringExpression(expression.whenFalse);
    } else if (ts.isBinaryExpression(expression)) {
      reportStringExpression(expression.left);
      reportStringExpression(expression.right);
    } else if (ts.isParenthesizedExpression(expression)) {
      reportStringExpression(expression.expression);
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      report(node, node.text);
    } else if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      reportStringExpression(node.expression);
    } else if (ts.isJsxAttribute(node) && USER_VISIBLE_ATTRIBUTES.has(node.name.getText(sourceFile))) {
      const { initializer } = node;
      if (initializer && ts.isStringLiteral(initializer)) report(initializer, initializer.text);
      else if (initializer && ts.isJsxExpression(initializer)) reportStringExpression(initializer.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
