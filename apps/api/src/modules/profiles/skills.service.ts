import type { AddSkillInput, Skill, UserSkill } from '@escouade/contract';
import { MAX_SKILL_SUGGESTIONS } from '@escouade/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { skills, userSkills } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { assertOwner, listUserSkills } from './profiles.service.ts';

type ValidAddSkillInput = Omit<AddSkillInput, 'level'> & {
  level: number;
  newSkill?: { name: string; category: string | null } | undefined;
};

/**
 * Catalogue names containing `query` (case-insensitive), excluding the user's own skills, at most 8.
 * Exact and prefix matches come first. The trigram index on lower(name) serves the substring match.
 */
export async function suggestSkills(
  db: Database,
  {
    actor,
    query,
    limit = MAX_SKILL_SUGGESTIONS,
    excludeMine = false,
  }: { actor: Actor; query: string; limit?: number; excludeMine?: boolean },
): Promise<Skill[]> {
  const needle = query.trim().toLowerCase();
  const pattern = `%${escapeLike(needle)}%`;
  const rows = await db
    .select({ id: skills.id, name: skills.name, category: skills.category })
    .from(skills)
    .where(
      and(
        needle ? sql`lower(${skills.name}) like ${pattern}` : undefined,
        excludeMine
          ? sql`not exists (select 1 from ${userSkills} where ${userSkills.userId} = ${actor.id} and ${userSkills.skillId} = ${skills.id})`
          : undefined,
      ),
    )
    .orderBy(
      sql`lower(${skills.name}) = ${needle} desc`,
      sql`lower(${skills.name}) like ${`${escapeLike(needle)}%`} desc`,
      sql`lower(${skills.name})`,
    )
    .limit(Math.min(limit, MAX_SKILL_SUGGESTIONS));
  return rows;
}

/**
 * Links a skill to the user's profile: an existing catalogue skill, or a new one that joins the shared
 * catalogue (a name that already exists, in any case, reuses that skill). Refuses a skill the user has.
 */
export async function addUserSkill(
  db: Database,
  { actor, userId, input }: { actor: Actor; userId: string; input: ValidAddSkillInput },
): Promise<UserSkill[]> {
  assertOwner(actor, userId);
  await db.transaction(async (tx) => {
    const skillId = input.skillId ?? (await findOrCreateSkill(tx, input.newSkill));
    if (input.skillId) {
      const [exists] = await tx.select({ id: skills.id }).from(skills).where(eq(skills.id, input.skillId));
      if (!exists) throw new AppError('SKILL_NOT_FOUND', 'Skill not found');
    }
    const inserted = await tx
      .insert(userSkills)
      .values({ userId, skillId, level: input.level })
      .onConflictDoNothing({ target: [userSkills.userId, userSkills.skillId] })
      .returning({ id: userSkills.id });
    if (inserted.length === 0) throw new AppError('SKILL_ALREADY_ADDED', 'Skill already added');
  });
  return listUserSkills(db, userId);
}

export async function updateUserSkillLevel(
  db: Database,
  { actor, userId, skillId, level }: { actor: Actor; userId: string; skillId: string; level: number },
): Promise<UserSkill[]> {
  assertOwner(actor, userId);
  const updated = await db
    .update(userSkills)
    .set({ level })
    .where(and(eq(userSkills.userId, userId), eq(userSkills.skillId, skillId)))
    .returning({ id: userSkills.id });
  if (updated.length === 0) throw new AppError('SKILL_NOT_FOUND', 'This skill is not on the profile');
  return listUserSkills(db, userId);
}

export async function removeUserSkill(
  db: Database,
  { actor, userId, skillId }: { actor: Actor; userId: string; skillId: string },
): Promise<UserSkill[]> {
  assertOwner(actor, userId);
  const removed = await db
    .delete(userSkills)
    .where(and(eq(userSkills.userId, userId), eq(userSkills.skillId, skillId)))
    .returning({ id: userSkills.id });
  if (removed.length === 0) throw new AppError('SKILL_NOT_FOUND', 'This skill is not on the profile');
  return listUserSkills(db, userId);
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Names are trimmed and unique case-insensitively (the `lower(name)` unique index). */
async function findOrCreateSkill(
  tx: Transaction,
  newSkill: { name: string; category: string | null } | undefined,
): Promise<string> {
  if (!newSkill) throw new AppError('VALIDATION_FAILED', 'skillSelectionRequired');
  const name = newSkill.name.trim().replace(/\s+/g, ' ');
  await tx.execute(
    sql`insert into ${skills} (name, category) values (${name}, ${newSkill.category}) on conflict (lower(name)) do nothing`,
  );
  const [skill] = await tx
    .select({ id: skills.id })
    .from(skills)
    .where(sql`lower(${skills.name}) = lower(${name})`);
  if (!skill) throw new Error(`skill ${name} vanished after insert`);
  return skill.id;
}
