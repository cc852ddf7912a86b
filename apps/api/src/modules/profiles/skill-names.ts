import type { Language } from '@escouade/contract';
import { inArray, sql } from 'drizzle-orm';
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

/**
 * The payload with every `{ skillId, name }` in it named in `language`, from the catalogue as it is now:
 * briefs, proposals and invitations keep the names of the day they were written, in the catalogue's
 * reference language, so each answer names them again for its reader (one query, whatever the payload).
 */
export async function localizeSkillNames<T>(db: Database, language: Language, payload: T): Promise<T> {
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
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const rename = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rename);
    if (typeof value !== 'object' || value === null || value instanceof Date) return value;
    const renamed = Object.fromEntries(Object.entries(value).map(([key, field]) => [key, rename(field)]));
    if (isNamedSkill(value)) renamed.name = names.get(value.skillId) ?? value.name;
    return renamed;
  };
  return rename(payload) as T;
}
