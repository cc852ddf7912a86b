import type { AddSkillInput, Language, Skill, UserSkill } from '@escouade/contract';
import { MAX_SKILL_SUGGESTIONS } from '@escouade/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { skills, userSkills } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { assertOwner, listUserSkills } from './profiles.service.ts';
import { localizedSkillName } from './skill-names.ts';
import { recordEvent } from '../events/events.ts';

type ValidAddSkillInput = Omit<AddSkillInput, 'level'> & {
  level: number;
  newSkill?: { name: string; category: string | null } | undefined;
};

/**
 * Approved catalogue skills whose French or English name, or an alias, contains `query` (case- and
 * accent-insensitive), named in `language`, excluding the user's own skills on request, at most 8. Exact and
 * prefix matches come first. Pending skills are on their authors' profiles only until an admin approves them.
 */
export async function suggestSkills(
  db: Database,
  {
    actor,
    query,
    language,
    limit = MAX_SKILL_SUGGESTIONS,
    excludeMine = false,
  }: { actor: Actor; query: string; language: Language; limit?: number; excludeMine?: boolean },
): Promise<Skill[]> {
  const needle = query.trim().toLowerCase();
  const pattern = `%${escapeLike(needle)}%`;
  const prefix = `${escapeLike(needle)}%`;
  const name = localizedSkillName(language);
  const rows = await db
    .select({ id: skills.id, name, category: skills.category })
    .from(skills)
    .where(
      and(
        eq(skills.status, 'approved'),
        needle
          ? sql`(lower(${skills.name}) like ${pattern} or lower(${skills.nameEn}) like ${pattern}
              or skill_key(${skills.name}) = skill_key(${needle})
              or exists (select 1 from unnest(${skills.aliases}) alias where lower(alias) like ${pattern}))`
          : undefined,
        excludeMine
          ? sql`not exists (select 1 from ${userSkills} where ${userSkills.userId} = ${actor.id} and ${userSkills.skillId} = ${skills.id})`
          : undefined,
      ),
    )
    .orderBy(
      sql`lower(${name}) = ${needle} desc`,
      sql`lower(${name}) like ${prefix} desc`,
      sql`lower(${name})`,
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
  {
    actor,
    userId,
    input,
    language = 'fr',
  }: { actor: Actor; userId: string; input: ValidAddSkillInput; language?: Language },
): Promise<UserSkill[]> {
  assertOwner(actor, userId);
  await db.transaction(async (tx) => {
    const skillId = input.skillId ?? (await findOrCreateSkill(tx, actor, input.newSkill));
    if (input.skillId) {
      // A pending skill is its author's until approved: others pick from the approved catalogue.
      const [exists] = await tx
        .select({ id: skills.id })
        .from(skills)
        .where(
          and(
            eq(skills.id, input.skillId),
            sql`(${skills.status} = 'approved' or ${skills.createdBy} = ${actor.id})`,
          ),
        );
      if (!exists) throw new AppError('SKILL_NOT_FOUND', 'Skill not found');
    }
    const inserted = await tx
      .insert(userSkills)
      .values({ userId, skillId, level: input.level })
      .onConflictDoNothing({ target: [userSkills.userId, userSkills.skillId] })
      .returning({ id: userSkills.id });
    if (inserted.length === 0) throw new AppError('SKILL_ALREADY_ADDED', 'Skill already added');
  });
  return listUserSkills(db, userId, language);
}

export async function updateUserSkillLevel(
  db: Database,
  {
    actor,
    userId,
    skillId,
    level,
    language = 'fr',
  }: { actor: Actor; userId: string; skillId: string; level: number; language?: Language },
): Promise<UserSkill[]> {
  assertOwner(actor, userId);
  const updated = await db
    .update(userSkills)
    .set({ level })
    .where(and(eq(userSkills.userId, userId), eq(userSkills.skillId, skillId)))
    .returning({ id: userSkills.id });
  if (updated.length === 0) throw new AppError('SKILL_NOT_FOUND', 'This skill is not on the profile');
  return listUserSkills(db, userId, language);
}

export async function removeUserSkill(
  db: Database,
  {
    actor,
    userId,
    skillId,
    language = 'fr',
  }: { actor: Actor; userId: string; skillId: string; language?: Language },
): Promise<UserSkill[]> {
  assertOwner(actor, userId);
  const removed = await db
    .delete(userSkills)
    .where(and(eq(userSkills.userId, userId), eq(userSkills.skillId, skillId)))
    .returning({ id: userSkills.id });
  if (removed.length === 0) throw new AppError('SKILL_NOT_FOUND', 'This skill is not on the profile');
  return listUserSkills(db, userId, language);
}

/**
 * The catalogue skill a typed name stands for: one whose French or English name or an alias has the same
 * `skill_key` (case, accents and punctuation aside, "React.js" = "ReactJS" = "React"), approved ones first.
 * A really new name becomes a pending skill, usable on its author's profile at once; an admin's is approved.
 */
async function findOrCreateSkill(
  tx: Transaction,
  actor: Actor,
  newSkill: { name: string; category: string | null } | undefined,
): Promise<string> {
  if (!newSkill) throw new AppError('VALIDATION_FAILED', 'skillSelectionRequired');
  const name = newSkill.name.trim().replace(/\s+/g, ' ');
  const [known] = await tx
    .select({ id: skills.id })
    .from(skills)
    .where(
      sql`skill_key(${skills.name}) = skill_key(${name}) or skill_key(${skills.nameEn}) = skill_key(${name})
        or exists (select 1 from unnest(${skills.aliases}) alias where skill_key(alias) = skill_key(${name}))`,
    )
    .orderBy(sql`${skills.status} = 'approved' desc`, asc(skills.createdAt))
    .limit(1);
  if (known) return known.id;
  const status = actor.role === 'admin' ? 'approved' : 'pending';
  const created = await tx.execute<{ id: string }>(
    sql`insert into ${skills} (name, category, status, created_by)
      values (${name}, ${newSkill.category}, ${status}, ${actor.id}) on conflict (lower(name)) do nothing
      returning id`,
  );
  // The admins hear of a skill that awaits their review.
  const proposed = created.rows[0];
  if (proposed && status === 'pending') {
    await recordEvent(tx, { type: 'skill_proposed', skillId: proposed.id, userId: actor.id });
  }
  const [skill] = await tx
    .select({ id: skills.id })
    .from(skills)
    .where(sql`lower(${skills.name}) = lower(${name})`);
  if (!skill) throw new Error(`skill ${name} vanished after insert`);
  return skill.id;
}
