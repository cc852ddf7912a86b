import type pg from 'pg';
import { CURATED_SKILLS, type CuratedSkill } from './curated-skills.ts';

/**
 * Puts the skills catalogue Escouade ships with into the database, at every start (under the migration lock):
 * a missing skill is added as approved; one that exists under the same name (any case) is approved and gains
 * the curated English name when it has none, the curated category when it has none, and the curated aliases
 * beside its own. Nothing an admin or a professional wrote is removed, so running it again changes nothing.
 *
 * One exception keeps an alias naming one skill only: when the catalogue now gives an alias (or a name) to
 * another skill, a skill that got that alias from the catalogue loses it. `curated_aliases` remembers which
 * aliases came from the catalogue, so an alias an admin added is never taken off.
 * The brief analyser reads the names and aliases from here: without them, "un pentest" would find nothing.
 */
export async function syncCuratedSkills(
  client: Pick<pg.Client, 'query'>,
  catalogue: readonly CuratedSkill[] = CURATED_SKILLS,
): Promise<void> {
  const rows = catalogue.map((skill) => ({
    name: skill.name,
    // The column is null when both languages write the name alike.
    nameEn: skill.nameEn === skill.name ? null : skill.nameEn,
    category: skill.category,
    aliases: [...skill.aliases],
  }));
  const entries = JSON.stringify(rows);
  // Every spelling the catalogue gives a skill, keyed like the typed-name check reads them.
  const claims = `
    select lower(entry.name) as owner, skill_key(claimed) as key
    from jsonb_to_recordset($1::jsonb) as entry(name text, "nameEn" text, aliases jsonb),
      lateral unnest(array[entry.name, entry."nameEn"] || array(select jsonb_array_elements_text(entry.aliases)))
        as claimed
    where claimed is not null`;
  await client.query(
    `with claims as (${claims}),
     moved as (
       select skills.id, array_agg(alias) as aliases
       from skills, unnest(skills.curated_aliases) as alias
       where exists (select 1 from claims
                     where claims.key = skill_key(alias) and claims.owner <> lower(skills.name))
       group by skills.id
     )
     update skills set
       aliases = array(select alias from unnest(skills.aliases) as alias
                       where lower(alias) <> all (select lower(gone) from unnest(moved.aliases) as gone)),
       curated_aliases = array(select alias from unnest(skills.curated_aliases) as alias
                               where alias <> all (moved.aliases))
     from moved
     where skills.id = moved.id`,
    [entries],
  );
  await client.query(
    `insert into skills (name, name_en, category, aliases, curated_aliases, status)
     select entry.name, entry."nameEn", entry.category,
            array(select jsonb_array_elements_text(entry.aliases)),
            array(select jsonb_array_elements_text(entry.aliases)), 'approved'
     from jsonb_to_recordset($1::jsonb) as entry(name text, "nameEn" text, category text, aliases jsonb)
     on conflict (lower(name)) do update set
       status = 'approved',
       -- In first-seen order, so that a second run rewrites every array as it was.
       name_en = coalesce(skills.name_en, excluded.name_en),
       category = coalesce(skills.category, excluded.category),
       aliases = array(
         select alias from (
           select distinct on (lower(alias)) alias, position
           from unnest(skills.aliases || excluded.aliases) with ordinality as merged(alias, position)
           order by lower(alias), position
         ) as kept order by position
       ),
       curated_aliases = array(
         select alias from (
           select distinct on (lower(alias)) alias, position
           from unnest(skills.curated_aliases || excluded.curated_aliases) with ordinality as merged(alias, position)
           order by lower(alias), position
         ) as kept order by position
       )`,
    [entries],
  );
}
