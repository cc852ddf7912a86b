import type pg from 'pg';
import { CURATED_SKILLS } from '../modules/profiles/curated-skills.ts';

/**
 * Puts the skills catalogue Escouade ships with into the database, at every start (under the migration lock):
 * a missing skill is added as approved; one that exists under the same name (any case) is approved and gains
 * the curated English name when it has none, the curated category when it has none, and the curated aliases
 * beside its own. Nothing an admin or a professional wrote is removed, so running it again changes nothing.
 * The brief analyser reads the names and aliases from here: without them, "un pentest" would find nothing.
 */
export async function syncCuratedSkills(client: Pick<pg.Client, 'query'>): Promise<void> {
  const rows = CURATED_SKILLS.map((skill) => ({
    name: skill.name,
    nameEn: skill.nameEn ?? null,
    category: skill.category,
    aliases: [...skill.aliases],
  }));
  await client.query(
    `insert into skills (name, name_en, category, aliases, status)
     select entry.name, entry."nameEn", entry.category,
            array(select jsonb_array_elements_text(entry.aliases)), 'approved'
     from jsonb_to_recordset($1::jsonb) as entry(name text, "nameEn" text, category text, aliases jsonb)
     on conflict (lower(name)) do update set
       status = 'approved',
       name_en = coalesce(skills.name_en, excluded.name_en),
       category = coalesce(skills.category, excluded.category),
       aliases = array(
         select distinct on (lower(alias)) alias
         from unnest(skills.aliases || excluded.aliases) with ordinality as merged(alias, position)
         order by lower(alias), position
       )`,
    [JSON.stringify(rows)],
  );
}
