import { SKILL_CATEGORIES } from '@escouade/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCuratedSkills } from '../src/db/curated-skills-sync.ts';
import { CURATED_SKILLS, type CuratedSkill } from '../src/db/curated-skills.ts';
import { normalizeText } from '../src/text/words.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-app.ts';

/** How the typed-name check compares spellings (the database's `skill_key`): case, accents, punctuation aside. */
const skillKey = (text: string) =>
  normalizeText(text)
    .replace(/[^a-z0-9+#]+/g, '')
    .replace(/^(.{2,}?)js$/, '$1');

describe('the curated catalogue', () => {
  it('names at least 420 skills across every category, each in French and English', () => {
    expect(CURATED_SKILLS.length).toBeGreaterThanOrEqual(420);
    const categories = new Set(CURATED_SKILLS.map((skill) => skill.category));
    expect([...categories].sort()).toEqual([...SKILL_CATEGORIES].sort());
    for (const skill of CURATED_SKILLS) {
      expect(skill.name.trim(), skill.name).not.toBe('');
      expect(skill.nameEn.trim(), skill.name).not.toBe('');
      expect(skill.name, 'no stray spaces').toBe(skill.name.trim());
    }
  });

  it('gives every skill a name no other skill has, in either language and any spelling', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const skill of CURATED_SKILLS) {
      for (const key of new Set([skillKey(skill.name), skillKey(skill.nameEn)])) {
        const owner = owners.get(key);
        if (owner) clashes.push(`${skill.name} / ${owner}`);
        owners.set(key, skill.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('never gives one alias to two skills, nor another skill’s name as an alias', () => {
    const names = new Map<string, string>();
    for (const skill of CURATED_SKILLS) {
      names.set(skillKey(skill.name), skill.name);
      names.set(skillKey(skill.nameEn), skill.name);
    }
    const aliasOwners = new Map<string, string>();
    const problems: string[] = [];
    for (const skill of CURATED_SKILLS) {
      for (const alias of skill.aliases) {
        const key = skillKey(alias);
        expect(key, `${skill.name}: “${alias}”`).not.toBe('');
        const named = names.get(key);
        if (named && named !== skill.name) problems.push(`“${alias}” of ${skill.name} names ${named}`);
        const owner = aliasOwners.get(key);
        if (owner && owner !== skill.name) problems.push(`“${alias}” of ${skill.name} and of ${owner}`);
        aliasOwners.set(key, skill.name);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists no alias the reader already finds from another spelling (case, accents, apostrophes)', () => {
    const repeats: string[] = [];
    for (const skill of CURATED_SKILLS) {
      const seen = new Set([normalizeText(skill.name), normalizeText(skill.nameEn)]);
      for (const alias of skill.aliases) {
        if (seen.has(normalizeText(alias))) repeats.push(`${skill.name}: “${alias}”`);
        seen.add(normalizeText(alias));
      }
    }
    expect(repeats).toEqual([]);
  });
});

describe('the catalogue sync: merges, never deletes, and moves an alias from one skill to another', () => {
  let database: TestDatabase;
  type Row = {
    name: string;
    name_en: string | null;
    aliases: string[];
    status: string;
    category: string | null;
  };
  const rowsOf = async (names: string[]) => {
    const result = await database.db.execute<Row>(
      sql`select name, name_en, aliases, status, category from skills where name in ${names} order by name`,
    );
    return result.rows.map((row) => ({ ...row, aliases: [...row.aliases].sort() }));
  };
  const skill = (name: string, aliases: string[], nameEn = name): CuratedSkill => ({
    name,
    nameEn,
    category: 'writing',
    aliases,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('holds every curated skill, approved, with its English name and aliases; a second run changes nothing', async () => {
    const all = await database.db.execute<Row>(
      sql`select name, name_en, aliases, status, category from skills`,
    );
    const byName = new Map(all.rows.map((row) => [row.name.toLowerCase(), row]));
    for (const curated of CURATED_SKILLS) {
      const row = byName.get(curated.name.toLowerCase());
      expect(row?.status, curated.name).toBe('approved');
      expect(row?.category, curated.name).toBe(curated.category);
      expect(row?.name_en ?? row?.name, curated.name).toBe(curated.nameEn);
      expect(row?.aliases, curated.name).toEqual(expect.arrayContaining([...curated.aliases]));
    }
    const before = await database.db.execute(
      sql`select name, name_en, aliases, curated_aliases from skills order by name`,
    );
    await syncCuratedSkills(database.pool);
    const after = await database.db.execute(
      sql`select name, name_en, aliases, curated_aliases from skills order by name`,
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('keeps what admins wrote and takes a moved alias off the skill the catalogue gave it to', async () => {
    await syncCuratedSkills(database.pool, [
      skill('Calligraphie', ['lettrage', 'écriture à la plume', 'Enluminure']),
      skill('Gravure sur bois', [], 'Wood engraving'),
    ]);
    // An admin renames one in English, adds aliases of their own, one of which the catalogue later claims.
    await database.db.execute(
      sql`update skills set name_en = 'Calligraphy art', aliases = aliases || array['hand lettering', 'xylographie']
          where name = 'Calligraphie'`,
    );

    const next = [
      // "lettrage" leaves the catalogue without a new owner; "écriture à la plume" moves to another skill,
      // written with other capitals; "Enluminure" becomes a skill of its own.
      skill('Calligraphie', ['calligraphe'], 'Calligraphy'),
      skill('Gravure sur bois', ['xylographie', 'ÉCRITURE À LA PLUME'], 'Wood engraving'),
      skill('Enluminure', [], 'Illumination'),
    ];
    await syncCuratedSkills(database.pool, next);
    const expected = [
      {
        name: 'Calligraphie',
        name_en: 'Calligraphy art',
        // Kept: the admin's aliases (even one the catalogue now gives elsewhere) and the alias only dropped.
        aliases: ['calligraphe', 'hand lettering', 'lettrage', 'xylographie'].sort(),
        status: 'approved',
        category: 'writing',
      },
      { name: 'Enluminure', name_en: 'Illumination', aliases: [], status: 'approved', category: 'writing' },
      {
        name: 'Gravure sur bois',
        name_en: 'Wood engraving',
        aliases: ['ÉCRITURE À LA PLUME', 'xylographie'].sort(),
        status: 'approved',
        category: 'writing',
      },
    ];
    const names = ['Calligraphie', 'Enluminure', 'Gravure sur bois'];
    expect(await rowsOf(names)).toEqual(expected);

    // Every start runs it again: nothing changes.
    await syncCuratedSkills(database.pool, next);
    expect(await rowsOf(names)).toEqual(expected);
  });
});
