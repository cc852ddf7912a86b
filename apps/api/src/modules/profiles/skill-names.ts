import type { Language } from '@escouade/contract';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { skills } from '../../db/schema/index.ts';

/** A skill's name in `language`: the English name when there is one, else the French (reference) name. */
export function localizedSkillName(language: Language) {
  return language === 'en'
    ? sql<string>`coalesce(${skills.nameEn}, ${skills.name})`
    : sql<string>`${skills.name}`;
}

/** The same for raw SQL over `skills` aliased as `alias` (`s.name` …). */
export function localizedSkillNameOf(alias: string, language: Language) {
  return language === 'en' ? sql.raw(`coalesce(${alias}.name_en, ${alias}.name)`) : sql.raw(`${alias}.name`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Named = { skillId: string; name: string };
const isNamedSkill = (value: unknown): value is Named =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Named).skillId === 'string' &&
  typeof (value as Named).name === 'string';

/** Payloads whose skills are already named in their reader's language (`withSkillNames`). */
const localizedPayloads = new WeakSet<object>();

/**
 * The payload with every `{ skillId, name }` in it named in `language`, from the catalogue as it is now:
 * briefs, proposals and invitations keep the names of the day they were written, in the catalogue's
 * reference language, so each answer names them again for its reader (one query, whatever the payload).
 * A payload `withSkillNames` made is returned as it is: its names came with its own query.
 */
export async function localizeSkillNames<T>(db: Database, language: Language, payload: T): Promise<T> {
  if (typeof payload === 'object' && payload !== null && localizedPayloads.has(payload)) return payload;
  const ids = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) {
      if (isNamedSkill(value) && UUID.test(value.skillId)) ids.add(value.skillId);
      Object.values(value).forEach(collect);
    }
  };
  collect(payload);
  if (ids.size === 0) return payload;
  const rows = await db
    .select({ id: skills.id, name: localizedSkillName(language) })
    .from(skills)
    .where(inArray(skills.id, [...ids]));
  return renameSkills(payload, new Map(rows.map((row) => [row.id, row.name])));
}

/**
 * The names, in `language`, of the skills named anywhere in the JSON documents `documents`, as a JSON object
 * from id to name: a column for a page's own statement, which `withSkillNames` then applies, so that the page
 * needs no query of its own for them.
 */
export function skillNamesIn(documents: SQL[], language: Language): SQL {
  const skillIds = sql.join(
    documents.map((document) => sql`select jsonb_path_query(${document}, 'lax $.**.skillId') #>> '{}' as id`),
    sql` union all `,
  );
  return sql`(select coalesce(jsonb_object_agg(s.id, ${localizedSkillNameOf('s', language)}), '{}'::jsonb)
    from skills s
    where s.id in (select case when found.id ~* ${UUID.source} then found.id::uuid end from (${skillIds}) found))`;
}

/** `payload` with its skills named from `names` (id to name, as `skillNamesIn` reads them). */
export function withSkillNames<T extends object>(payload: T, names: Record<string, string>): T {
  const localized = renameSkills(payload, new Map(Object.entries(names)));
  localizedPayloads.add(localized);
  return localized;
}

function renameSkills<T>(payload: T, names: Map<string, string>): T {
  const rename = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rename);
    if (typeof value !== 'object' || value === null || value instanceof Date) return value;
    const renamed = Object.fromEntries(Object.entries(value).map(([key, field]) => [key, rename(field)]));
    if (isNamedSkill(value)) renamed.name = names.get(value.skillId) ?? value.name;
    return renamed;
  };
  return rename(payload) as T;
}
