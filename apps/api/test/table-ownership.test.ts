import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIERS } from '../../../scripts/eslint/module-tiers.mjs';
import { FOREIGN_READS, TABLE_OWNERS } from '../src/db/schema/owners.ts';
import {
  type FileReferences,
  referencesIn,
  schemaTables,
  sourceFilesUnder,
  type TableReference,
} from './helpers/table-references.ts';

// Each table has one owner, the only module whose code writes it; another module reads it only where its entry
// of FOREIGN_READS says so (apps/api/src/db/schema/owners.ts, docs/decisions/0023-module-tiers.md).

const src = path.resolve(import.meta.dirname, '../src');
const tables = schemaTables(path.join(src, 'db/schema'));
const owners: Record<string, string> = TABLE_OWNERS;
/** The schema and the tools that set up data: outside the rule. */
const isExempt = (file: string) => file.startsWith('db/') || file.startsWith('scripts/');

function scan(): FileReferences {
  const found: FileReferences = { references: [], unreadable: [] };
  for (const file of sourceFilesUnder(src)) {
    if (isExempt(file)) continue;
    const { references, unreadable } = referencesIn(file, readFileSync(path.join(src, file), 'utf8'), tables);
    found.references.push(...references);
    found.unreadable.push(...unreadable);
  }
  return found;
}

/** The writes of a table by anyone but its owner, as `file:line writes table (owner)`. */
function foreignWrites(references: TableReference[]): string[] {
  return references
    .filter((reference) => reference.kind === 'write' && owners[reference.table] !== reference.unit)
    .map(
      (reference) =>
        `${reference.file}:${reference.line} writes ${reference.table} (${owners[reference.table]}'s)`,
    );
}

/** The reads of another's table that the reader's entry of FOREIGN_READS does not list. */
function undeclaredReads(references: TableReference[]): string[] {
  const declared = (unit: string) => new Set(FOREIGN_READS[unit]?.flatMap((group) => group.tables) ?? []);
  return [
    ...new Set(
      references
        .filter((reference) => reference.kind === 'read' && owners[reference.table] !== reference.unit)
        .filter((reference) => !declared(reference.unit).has(reference.table as never))
        .map(
          (reference) => `${reference.unit} reads ${reference.table} (${reference.file}:${reference.line})`,
        ),
    ),
  ];
}

describe('table ownership', () => {
  const { references, unreadable } = scan();

  it('gives every table of the schema and the migrations one owner, a module or an infrastructure folder', () => {
    const migrations = path.join(src, 'db/migrations');
    const created = readdirSync(migrations)
      .filter((file) => file.endsWith('.sql'))
      .flatMap((file) =>
        [
          ...readFileSync(path.join(migrations, file), 'utf8').matchAll(
            /create table\s+(?:if not exists\s+)?"?(\w+)"?/gi,
          ),
        ].map((match) => match[1] as string),
      );
    const declared = [...tables.values()];
    expect(Object.keys(owners).sort()).toEqual([...new Set([...declared, ...created])].sort());
    const modules = Object.values(TIERS).flat();
    const infrastructure = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'modules')
      .map((entry) => entry.name);
    for (const owner of new Set(Object.values(owners))) {
      expect([...modules, ...infrastructure], `owner ${owner}`).toContain(owner);
    }
  });

  it('finds the statements: every table is written by its owner somewhere', () => {
    // Written only by Better Auth itself, or by the migrations' triggers.
    const writtenElsewhere = new Set(['account', 'two_factor', 'rate_limit', 'billing_books_revision']);
    const written = new Set(references.filter((reference) => reference.kind === 'write').map((r) => r.table));
    const unwritten = Object.keys(owners).filter(
      (table) => !written.has(table) && !writtenElsewhere.has(table),
    );
    expect(unwritten).toEqual([]);
  });

  it('lets no module write a table it does not own', () => {
    expect(foreignWrites(references)).toEqual([]);
  });

  it('can tell from the code which table every statement touches', () => {
    expect(unreadable).toEqual([]);
  });

  it('reads another module’s table only where FOREIGN_READS says why, and lists no read that is gone', () => {
    expect(undeclaredReads(references)).toEqual([]);
    const read = new Set(references.filter((r) => r.kind === 'read').map((r) => `${r.unit} ${r.table}`));
    const unused = Object.entries(FOREIGN_READS).flatMap(([unit, groups]) =>
      groups.flatMap((group) =>
        group.tables.filter((table) => !read.has(`${unit} ${table}`)).map((t) => `${unit} ${t}`),
      ),
    );
    expect(unused).toEqual([]);
    for (const [unit, groups] of Object.entries(FOREIGN_READS)) {
      for (const group of groups) {
        expect(
          group.tables.filter((table) => owners[table] === unit),
          `${unit} reads its own tables`,
        ).toEqual([]);
      }
    }
  });

  it('has app.ts give the fan-out every module’s recipients and the erasure every module’s step', () => {
    const app = readFileSync(path.join(src, 'app.ts'), 'utf8');
    const parts = sourceFilesUnder(src).flatMap((file) =>
      [
        ...readFileSync(path.join(src, file), 'utf8').matchAll(
          /export const (\w+): (?:ErasureStep|EventRecipients) =/g,
        ),
      ].map((match) => match[1] as string),
    );
    expect(parts.length).toBeGreaterThan(15);
    expect(parts.filter((part) => !new RegExp(`^\\s+${part},$`, 'm').test(app))).toEqual([]);
  });
});

describe('the ownership check', () => {
  const check = (file: string, source: string) => {
    const { references, unreadable } = referencesIn(file, source, tables);
    return {
      foreign: foreignWrites(references),
      undeclared: undeclaredReads(references),
      references,
      unreadable,
    };
  };

  it('refuses a statement that writes another module’s table, whatever its form', () => {
    const found = check(
      'modules/profiles/x.ts',
      `import { sql } from 'drizzle-orm';
       import { proPosts } from '../../db/schema/index.ts';
       export const a = (tx, id) => tx.execute(sql\`insert into pro_posts (id) values (\${id})\`);
       export const b = (tx, id) => tx.execute(sql\`with x as (delete from "pro_post_likes" where post_id = \${id}) select 1\`);
       export const c = (tx) => tx.update(proPosts).set({ hiddenAt: null });
       export const d = (tx) => tx.execute(sql\`truncate follows, content_reports\`);
       export const e = (tx) => tx.execute(sql\`update \${proPosts} set hidden_at = null\`);
       export const f = (tx, post) => tx.execute(sql\`update \${post ? sql\`pro_posts\` : sql\`pro_post_comments\`} p set hidden_at = now()\`);`,
    );
    expect(found.foreign.map((violation) => violation.replace(/:\d+/, ''))).toEqual([
      "modules/profiles/x.ts writes pro_posts (feed's)",
      "modules/profiles/x.ts writes pro_post_likes (feed's)",
      "modules/profiles/x.ts writes pro_posts (feed's)",
      "modules/profiles/x.ts writes content_reports (reports's)",
      "modules/profiles/x.ts writes pro_posts (feed's)",
      "modules/profiles/x.ts writes pro_posts (feed's)",
      "modules/profiles/x.ts writes pro_post_comments (feed's)",
    ]);
    // `follows` is profiles' own.
    expect(found.references.some((r) => r.kind === 'write' && r.table === 'follows')).toBe(true);
  });

  it('takes locks and upserts for what they are, and reads the tables of a comma-separated FROM', () => {
    const found = check(
      'modules/feed/x.ts',
      `import { sql } from 'drizzle-orm';
       export const a = (tx) => tx.execute(sql\`select 1 from pro_posts p, profiles pr where p.author_id = pr.id for update of p skip locked\`);
       export const b = (tx) => tx.execute(sql\`insert into pro_post_likes (post_id) values (1) on conflict (post_id) do update set post_id = excluded.post_id\`);
       export const c = (tx) => tx.execute(sql\`select 1 from pro_posts p join follows f on true for update\`);`,
    );
    expect(found.foreign).toEqual([]);
    expect(found.undeclared.map((read) => read.replace(/ \(.*\)$/, ''))).toEqual(['feed reads follows']);
    expect(found.references.filter((r) => r.kind === 'read').map((r) => r.table)).toEqual(
      expect.arrayContaining(['pro_posts', 'profiles', 'follows']),
    );
  });

  it('reports a table whose name is built at run time', () => {
    const found = check(
      'modules/feed/x.ts',
      `import { sql } from 'drizzle-orm';
       export const a = (tx, table) => tx.execute(sql\`update \${sql.identifier(table)} set content = ''\`);
       export const b = (tx, target) => tx.execute(sql\`delete from \${target} where true\`);`,
    );
    expect(found.unreadable.map((entry) => entry.expression)).toEqual([
      'sql.identifier(table)',
      'a table chosen at run time',
    ]);
  });
});
