import { MENTION_LIMITS, mentionedUserIds, mentionsWithNames } from '@escouade/contract/mentions';
import type { MentionSuggestions } from '@escouade/contract/profiles';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import { accountIsActive } from '../../auth/session-reader.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { AppError } from '../../errors.ts';
import { blockBetween } from './blocks.service.ts';
import { mentionLimitsOf } from './mention-budget.ts';

/** How many people the autocomplete offers. */
const SUGGESTIONS = 8;

/** A person's name as a mention shows it: first and last name, or nothing when they have none. */
const displayName = sql`trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, ''))`;

/** Every id a text could end up linking: any `](id)`, nested or not. */
const LINKABLE_ID = /\]\(([A-Za-z0-9_-]{1,64})\)/g;

/**
 * The text as it is stored: each mention names a person who exists, may use the app, has a name, and is in no
 * block with the author (and, in a project's thread, is one of its people: `among`), under their current name,
 * whatever label was typed or nested around it (`mentionsWithNames`). Any other mention becomes plain text
 * (`@Name`). TOO_MANY_MENTIONS when the text links more people than the author may mention at once
 * (MENTION_LIMITS). Returns the people mentioned, to notify them; the caller spends the author's budget for
 * them (`spendMentionBudget`). A text without a mention costs no query.
 */
export async function resolveMentions(
  db: Queryable,
  text: string,
  { authorId, among, maxLength }: { authorId: string; among?: string[]; maxLength: number },
): Promise<{ text: string; userIds: string[] }> {
  if (mentionedUserIds(text).length === 0) return { text, userIds: [] };
  const candidates = [...new Set(Array.from(text.matchAll(LINKABLE_ID), (match) => match[1]!))];
  const allowed = among ? candidates.filter((id) => among.includes(id)) : candidates;
  const names = new Map<string, string>();
  if (allowed.length > 0) {
    const found = await db.execute<{ id: string; name: string }>(sql`
      select u.id, ${displayName} as name
      from "user" u left join profiles p on p.id = u.id
      where u.id = any(${sql.param(allowed)}::text[])
        and ${accountIsActive} and not ${blockBetween(sql`u.id`, sql`${authorId}::text`)}`);
    for (const row of found.rows) if (row.name) names.set(row.id, row.name);
  }
  const resolved = mentionsWithNames(text, (userId) => names.get(userId));
  const userIds = mentionedUserIds(resolved).filter((id) => id !== authorId);
  if (userIds.length > MENTION_LIMITS.new.perText) {
    const { perText } = await mentionLimitsOf(db, authorId);
    if (userIds.length > perText) {
      throw new AppError('TOO_MANY_MENTIONS', `A text mentions at most ${perText} people`, {
        max: perText,
      });
    }
  }
  // A name written out longer than typed may not take the text past its limit.
  if (resolved.length > maxLength) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The text is longer than ${maxLength} characters with its mentions`,
    );
  }
  return { text: resolved, userIds };
}

/** The people of a project's thread: its client and its members. */
export async function peopleOfProject(db: Queryable, projectId: string): Promise<string[]> {
  const people = await db.execute<{ id: string }>(sql`
    select client_id as id from projects where id = ${projectId} and client_id is not null
    union
    select professional_id from project_invitations
    where project_id = ${projectId} and status = 'accepted' and professional_id is not null`);
  return people.rows.map((row) => row.id);
}

/**
 * People whose first or last name (or full name) starts with `q`, accents and case aside: those the actor
 * follows first. Never the actor, nor anyone in a block with them; in a project's thread, its people only (the
 * actor must be one of them).
 */
export async function suggestMentions(
  db: Database,
  actor: Actor,
  { q, projectId }: { q: string; projectId?: string | undefined },
): Promise<MentionSuggestions> {
  let projectPeople: SQL = sql``;
  if (projectId) {
    const ids = await peopleOfProject(db, projectId);
    if (!ids.includes(actor.id)) throw new AppError('PROJECT_NOT_FOUND', 'Project not found');
    projectPeople = sql`and u.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  }
  const prefix = `${escapeLike(q.trim())}%`;
  const result = await db.execute<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    avatar_url: string | null;
    profession: string | null;
  }>(sql`
    select u.id, p.first_name, p.last_name, p.avatar_url, pp.profession
    from "user" u
    join profiles p on p.id = u.id
    left join professional_profiles pp on pp.id = u.id
    where u.id <> ${actor.id} and ${displayName} <> ''
      and (lower(f_unaccent(coalesce(p.first_name, ''))) like lower(f_unaccent(${prefix}))
        or lower(f_unaccent(coalesce(p.last_name, ''))) like lower(f_unaccent(${prefix}))
        or lower(f_unaccent(${displayName})) like lower(f_unaccent(${prefix})))
      and ${accountIsActive} and not ${blockBetween(sql`u.id`, sql`${actor.id}::text`)}
      ${projectPeople}
    order by exists (select 1 from follows f where f.follower_id = ${actor.id} and f.followed_id = u.id) desc,
      lower(f_unaccent(${displayName})), u.id
    limit ${SUGGESTIONS}`);
  return {
    people: result.rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      avatarUrl: row.avatar_url,
      profession: row.profession,
    })),
  };
}

/**
 * How a stored text mentions `userId`, for the erasure of that account: `pattern` (a PostgreSQL regular
 * expression) matches each mention whole, and `like` finds the texts that may hold one. A mention's name holds
 * no bracket (`splitMentions`): the pattern never reaches back into the words before the mention. Each mention
 * becomes `ERASED_MENTION`, which keeps its place, not the name nor the id.
 */
export function mentionsOf(userId: string): { pattern: string; like: string } {
  return {
    pattern: `@\\[[^\\[\\]\n]*\\]\\(${userId.replaceAll(/[^A-Za-z0-9_-]/g, '')}\\)`,
    like: `%](${userId})%`,
  };
}

export const ERASED_MENTION = '@…';
