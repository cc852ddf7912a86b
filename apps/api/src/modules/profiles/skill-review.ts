import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';

// What an administrator's review of a skill someone typed does to the catalogue: the skill approved under its
// names, merged into an approved one, or removed. The admin module decides, under the skill's lock, and
// records the decision; the catalogue's rows are written here.

export interface SkillRow extends Record<string, unknown> {
  id: string;
  name: string;
  name_en: string | null;
  aliases: string[];
  category: string | null;
  status: 'approved' | 'pending';
}

/** The skill enters the shared suggestions, the briefs and team formation, named in both languages. */
export async function approveSkillNamed(
  tx: Transaction,
  skillId: string,
  { name, nameEn }: { name: string; nameEn: string | null },
): Promise<SkillRow> {
  const updated = await tx.execute<SkillRow>(sql`
    update skills set status = 'approved', name = ${name}, name_en = ${nameEn}
    where id = ${skillId}
    returning id, name, name_en, aliases, category, status`);
  return updated.rows[0] as SkillRow;
}

/**
 * The skill `skillId` was another name for `into`: its holders get `into` (keeping the higher level when they
 * have both), its name `name` becomes an alias of `into`, and it is gone.
 */
export async function mergeSkillInto(
  tx: Transaction,
  { skillId, name }: { skillId: string; name: string },
  into: SkillRow,
): Promise<SkillRow> {
  await tx.execute(sql`
    insert into user_skills (user_id, skill_id, level)
    select user_id, ${into.id}, level from user_skills where skill_id = ${skillId}
    on conflict (user_id, skill_id) do update set level = greatest(user_skills.level, excluded.level)`);
  await tx.execute(sql`delete from skills where id = ${skillId}`);
  const merged = await tx.execute<SkillRow>(sql`
    update skills set aliases = case
        when exists (select 1 from unnest(aliases) a where lower(a) = lower(${name})) then aliases
        else array_append(aliases, ${name}) end
    where id = ${into.id}
    returning id, name, name_en, aliases, category, status`);
  return merged.rows[0] as SkillRow;
}

/** The skill leaves the catalogue and the profiles holding it. */
export async function removeSkill(tx: Transaction, skillId: string): Promise<void> {
  await tx.execute(sql`delete from skills where id = ${skillId}`);
}
