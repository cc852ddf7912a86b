import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Which tables each file of apps/api/src writes and reads, found in its source: the statements of `sql`
// templates (INSERT INTO, UPDATE … SET, DELETE FROM, TRUNCATE; FROM and JOIN), Drizzle's query builder
// (`.insert(t)`, `.update(t)`, `.delete(t)`; `.from(t)`, joins, `db.query.t`, any use of a table object), and
// the names a statement takes from an interpolation (`${skills}`, `${sql.identifier('x')}`, a fragment that is
// only a table's name). A statement whose table is only known at run time (`update ${table} set`) is counted
// as writing every table a fragment of its file names; a name built at run time (`sql.identifier(variable)`)
// is reported, since no reader of the code can tell which table it is.

export interface TableReference {
  /** The module (`feed`) or the infrastructure folder (`auth`) of the file. */
  unit: string;
  /** The file, relative to apps/api/src. */
  file: string;
  line: number;
  table: string;
  kind: 'write' | 'read';
}

export interface UnreadableName {
  unit: string;
  file: string;
  line: number;
  /** The expression that builds a table's name at run time. */
  expression: string;
}

export interface FileReferences {
  references: TableReference[];
  unreadable: UnreadableName[];
}

/** `modules/feed/feed.service.ts` → `feed`; `auth/session.ts` → `auth`; `app.ts` → `app.ts`. */
export function unitOf(file: string): string {
  const [first, second] = file.split('/');
  if (first === 'modules' && second !== undefined) return second;
  return first ?? file;
}

/** The tables of the schema folder, by the name of the object that declares each (`proPosts` → `pro_posts`). */
export function schemaTables(schemaFolder: string): Map<string, string> {
  const tables = new Map<string, string>();
  for (const file of readdirSync(schemaFolder)) {
    if (!file.endsWith('.ts')) continue;
    const source = readFileSync(path.join(schemaFolder, file), 'utf8');
    for (const match of source.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) {
      tables.set(match[1] as string, match[2] as string);
    }
  }
  return tables;
}

const NAME = String.raw`(?:"\w+"|\w+|⟨\d+⟩)`;
const WRITES = new RegExp(
  String.raw`\b(?:insert\s+into|delete\s+from)\s+(${NAME})` +
    String.raw`|\bupdate\s+(?:only\s+)?(${NAME})(?:\s+(?:as\s+)?\w+)?\s+set\b` +
    String.raw`|\btruncate\s+(?:table\s+)?(${NAME}(?:\s*,\s*${NAME})*)`,
  'gi',
);
const READS = new RegExp(
  String.raw`\b(?:from|join)\s+(?:only\s+)?(${NAME}(?:\s+(?:as\s+)?(?!where\b|on\b|join\b|left\b|inner\b|cross\b|order\b|group\b|limit\b|for\b|union\b)\w+)?(?:\s*,\s*${NAME}(?:\s+(?:as\s+)?\w+)?)*)`,
  'gi',
);
const PLACEHOLDER = /^⟨(\d+)⟩$/;

/** The tables `source` (the file `file`, relative to apps/api/src) writes and reads. */
export function referencesIn(file: string, source: string, tables: Map<string, string>): FileReferences {
  const unit = unitOf(file);
  const tableNames = new Set(tables.values());
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const references: TableReference[] = [];
  const unreadable: UnreadableName[] = [];
  const fragments: { table: string; line: number }[] = [];
  const dynamicWrites: number[] = [];

  // The schema's table objects this file imports, by their local name; `schema.x` through a namespace import.
  const imported = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/\/db\/schema(\/|\.ts$)|^\.\/schema\//.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const table = tables.get((element.propertyName ?? element.name).text);
        if (table) imported.set(element.name.text, table);
      }
    }
  }
  const tableOf = (expression: ts.Expression): string | undefined => {
    if (ts.isIdentifier(expression)) return imported.get(expression.text);
    if (
      ts.isPropertyAccessExpression(expression) &&
      ts.isIdentifier(expression.expression) &&
      namespaces.has(expression.expression.text)
    ) {
      return tables.get(expression.name.text);
    }
    return undefined;
  };
  const add = (table: string, kind: TableReference['kind'], line: number) =>
    references.push({ unit, file, line, table, kind });

  /** The statement's words, each interpolation replaced by `⟨index⟩`. */
  const statementOf = (template: ts.TemplateLiteral) =>
    ts.isNoSubstitutionTemplateLiteral(template)
      ? { text: template.text, spans: [] as ts.Expression[] }
      : {
          text:
            template.head.text +
            template.templateSpans.map((span, index) => `⟨${index}⟩${span.literal.text}`).join(''),
          spans: template.templateSpans.map((span) => span.expression),
        };

  const namesIn = (list: string, spans: ts.Expression[], line: number) =>
    list
      .split(',')
      .map((entry) => entry.trim().split(/\s+/)[0] ?? '')
      .map((name): string | 'dynamic' | undefined => {
        const placeholder = PLACEHOLDER.exec(name);
        if (!placeholder) return name.replaceAll('"', '');
        const expression = spans[Number(placeholder[1])];
        if (!expression) return undefined;
        const table = tableOf(expression) ?? identifierTable(expression);
        if (table) return table;
        if (isBuiltName(expression)) {
          unreadable.push({ unit, file, line, expression: expression.getText(sourceFile) });
          return undefined;
        }
        return 'dynamic';
      });

  /** `sql.identifier('pro_posts')`: the table it names; undefined for anything else. */
  const identifierTable = (expression: ts.Expression): string | undefined => {
    if (!isSqlCall(expression, 'identifier')) return undefined;
    const [argument] = expression.arguments;
    return argument && ts.isStringLiteral(argument) && tableNames.has(argument.text)
      ? argument.text
      : undefined;
  };
  const isBuiltName = (expression: ts.Expression) => {
    if (!isSqlCall(expression, 'identifier') && !isSqlCall(expression, 'raw')) return false;
    const [argument] = expression.arguments;
    return !(argument && ts.isStringLiteral(argument));
  };

  const readStatement = (text: string, spans: ts.Expression[], line: number) => {
    const bare = text.trim().replaceAll('"', '');
    if (tableNames.has(bare)) fragments.push({ table: bare, line });
    for (const match of text.matchAll(WRITES)) {
      const list = match[1] ?? match[2] ?? match[3] ?? '';
      for (const name of namesIn(list, spans, line)) {
        if (name === 'dynamic') dynamicWrites.push(line);
        else if (name && tableNames.has(name)) add(name, 'write', line);
      }
    }
    for (const match of text.matchAll(READS)) {
      for (const name of namesIn(match[1] ?? '', spans, line)) {
        if (name && name !== 'dynamic' && tableNames.has(name)) add(name, 'read', line);
      }
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(sourceFile) === 'sql') {
      const { text, spans } = statementOf(node.template);
      readStatement(text, spans, lineOf(node));
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [argument] = node.arguments;
      if (isSqlCall(node, 'raw') && argument && ts.isStringLiteral(argument)) {
        readStatement(argument.text, [], lineOf(node));
      }
      if (isSqlCall(node, 'identifier') && argument && ts.isStringLiteral(argument)) {
        if (tableNames.has(argument.text)) fragments.push({ table: argument.text, line: lineOf(node) });
      }
      if (ts.isPropertyAccessExpression(callee) && argument) {
        const table = tableOf(argument);
        const method = callee.name.text;
        if (table && ['insert', 'update', 'delete'].includes(method)) add(table, 'write', lineOf(node));
      }
    } else if (ts.isIdentifier(node) && imported.has(node.text) && !ts.isImportSpecifier(node.parent)) {
      // Any use of a table object reads it: `.from(t)`, a join, `${t.column}` in a statement.
      add(imported.get(node.text) as string, 'read', lineOf(node));
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'query'
    ) {
      // Drizzle's relational queries: `db.query.profiles.findFirst(…)`.
      const table = tables.get(node.name.text);
      if (table) add(table, 'read', lineOf(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);

  // A statement written to a table known at run time writes whichever of the file's named tables it is given.
  if (dynamicWrites.length > 0) {
    if (fragments.length === 0) {
      for (const line of dynamicWrites)
        unreadable.push({ unit, file, line, expression: 'a table chosen at run time' });
    }
    for (const fragment of fragments) add(fragment.table, 'write', fragment.line);
  }
  return { references, unreadable };
}

function isSqlCall(node: ts.Node, method: 'identifier' | 'raw'): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === 'sql' &&
    node.expression.name.text === method
  );
}

/** Every `.ts` file under `folder`, relative to it, with `/` separators. */
export function sourceFilesUnder(folder: string): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(folder, relative), { withFileTypes: true })) {
      const next = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(next);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) found.push(next);
    }
  };
  walk('');
  return found.sort();
}
