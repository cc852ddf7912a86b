import type {
  approveSkillInputSchema,
  CatalogueSkillEntry,
  MergeSkillInput,
  PendingSkill,
} from '@escouade/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../auth/session.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { approveSkillNamed, mergeSkillInto, removeSkill, type SkillRow } from '../profiles/skill-review.ts';
import { recordAudit } from './admin-users.service.ts';

type ValidApproveInput = z.output<typeof approveSkillInputSchema>;

/** At most this many pending skills are listed at once, oldest first: the queue is worked from the top. */
const PENDING_PAGE_SIZE = 100;
const SIMILAR_SKILLS = 3;

/**
 * The skills waiting for an admin, oldest first: who typed each, how many profiles hold it, and the approved
 * skills whose names look most alike (trigram similarity on either name), where a merge would most likely go.
 */
export async function listPendingSkills(db: Database): Promise<PendingSkill[]> {
  const result = await db.execute<{
    id: string;
    name: string;
    category: string | null;
    created_at: Date | string;
    creator_id: string | null;
    creator_email: string | null;
    creator_name: string | null;
    holder_count: number;
    similar: { id: string; name: string; nameEn: string | null }[];
  }>(sql`
    select s.id, s.name, s.category, s.created_at, u.id as creator_id, u.email as creator_email,
      nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') as creator_name,
      (select count(*)::int from user_skills us where us.skill_id = s.id) as holder_count,
      coalesce((
        select json_agg(json_build_object('id', c.id, 'name', c.name, 'nameEn', c.name_en))
        from (
          select a.id, a.name, a.name_en from skills a
          where a.status = 'approved'
          order by greatest(similarity(lower(a.name), lower(s.name)),
                            similarity(lower(coalesce(a.name_en, '')), lower(s.name))) desc, a.name
          limit ${SIMILAR_SKILLS}
        ) c), '[]'::json) as similar
    from skills s
    left join "user" u on u.id = s.created_by
    left join profiles p on p.id = u.id
    where s.status = 'pending'
    order by s.created_at, s.id
    limit ${PENDING_PAGE_SIZE}`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy:
      row.creator_id && row.creator_email
        ? { id: row.creator_id, email: row.creator_email, name: row.creator_name }
        : null,
    holderCount: row.holder_count,
    similar: row.similar,
  }));
}

/** The skill enters the shared suggestions, the briefs and team formation, named in both languages. */
export async function approveSkill(
  db: Database,
  { actor, skillId, input }: { actor: Actor; skillId: string; input: ValidApproveInput },
): Promise<CatalogueSkillEntry> {
  return db.transaction(async (tx) => {
    const skill = await lockPendingSkill(tx, skillId);
    const taken = await tx.execute<{ id: string }>(
      sql`select id from skills where lower(name) = lower(${input.name}) and id <> ${skillId} limit 1`,
    );
    if (taken.rows[0]) throw new AppError('SKILL_NAME_TAKEN', 'Another skill already has this name');
    const row = await approveSkillNamed(tx, skillId, { name: input.name, nameEn: input.nameEn });
    await recordAudit(tx, {
      actor,
      action: 'skill.approve',
      targetType: 'skill',
      targetId: skillId,
      before: { name: skill.name },
      after: { name: row.name, nameEn: row.name_en },
    });
    return toEntry(row);
  });
}

/**
 * The pending skill was another name for an approved one: its holders get the approved skill (keeping the
 * higher level when they have both), its name becomes an alias of it, and the pending skill is gone.
 */
export async function mergeSkill(
  db: Database,
  { actor, skillId, input }: { actor: Actor; skillId: string; input: MergeSkillInput },
): Promise<CatalogueSkillEntry> {
  return db.transaction(async (tx) => {
    const skill = await lockPendingSkill(tx, skillId);
    const target = await tx.execute<SkillRow>(sql`
      select id, name, name_en, aliases, category, status from skills
      where id = ${input.targetId} and status = 'approved' for update`);
    const into = target.rows[0];
    if (!into || into.id === skillId)
      throw new AppError('SKILL_NOT_FOUND', 'No approved skill to merge into');
    const merged = await mergeSkillInto(tx, { skillId, name: skill.name }, into);
    await recordAudit(tx, {
      actor,
      action: 'skill.merge',
      targetType: 'skill',
      targetId: skillId,
      before: { name: skill.name },
      after: { name: into.name, id: into.id },
    });
    return toEntry(merged);
  });
}

/** Not a skill (or not one the catalogue should hold): it leaves the catalogue and the profiles holding it. */
export async function rejectSkill(db: Database, { actor, skillId }: { actor: Actor; skillId: string }) {
  await db.transaction(async (tx) => {
    const skill = await lockPendingSkill(tx, skillId);
    await removeSkill(tx, skillId);
    await recordAudit(tx, {
      actor,
      action: 'skill.reject',
      targetType: 'skill',
      targetId: skillId,
      before: { name: skill.name },
    });
  });
  return { ok: true as const };
}

/** Locks the skill for the decision; another admin's decision committed first makes this one a 404. */
async function lockPendingSkill(tx: Transaction, skillId: string): Promise<SkillRow> {
  const result = await tx.execute<SkillRow>(sql`
    select id, name, name_en, aliases, category, status from skills
    where id = ${skillId} and status = 'pending' for update`);
  const skill = result.rows[0];
  if (!skill) throw new AppError('SKILL_NOT_FOUND', 'No pending skill with this id');
  return skill;
}

function toEntry(row: SkillRow): CatalogueSkillEntry {
  return { id: row.id, name: row.name, nameEn: row.name_en, aliases: row.aliases, category: row.category };
}
