import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Queryable } from '../../db/client.ts';

// The one rule of who acts on a project as its client: the account that created it, and every member of the
// organisation the project was created for. Every permission of a project's client is checked through it, in
// code (`isClientSide`) or inside a statement (`clientSideSql`); both forms say the same thing.

/** What the rule reads of a project. */
export interface ClientSideColumns {
  client_id: string | null;
  organisation_id: string | null;
}

/** Whether `actor` acts on `project` as its client: its creator, or a member of its organisation. */
export function isClientSide(project: ClientSideColumns, actor: Actor): boolean {
  if (project.client_id !== null && project.client_id === actor.id) return true;
  return (
    project.organisation_id !== null &&
    actor.organisationId !== undefined &&
    actor.organisationId !== null &&
    project.organisation_id === actor.organisationId
  );
}

/**
 * `isClientSide` as a condition of a statement: the project row `projectAlias` (its `client_id` and
 * `organisation_id`) and the user whose id `userId` gives (a parameter or a column).
 */
export function clientSideSql(projectAlias: string, userId: SQL | string): SQL {
  const project = sql.identifier(projectAlias);
  return sql`(${project}.client_id = ${userId} or (${project}.organisation_id is not null and exists (
      select 1 from organisation_members client_side
      where client_side.organisation_id = ${project}.organisation_id and client_side.user_id = ${userId})))`;
}

/** The organisation a new project of `actor` belongs to: theirs, when they create it as a client. */
export function organisationOfNewProject(actor: Actor): string | null {
  return actor.organisationId ?? null;
}

/**
 * Which of `authorIds` write on the client side of `project` (its creator, the members of its organisation
 * today): what a thread labels "client". One query, and only for a project of an organisation.
 */
export async function clientSideAmong(
  db: Queryable,
  project: ClientSideColumns,
  authorIds: string[],
): Promise<Set<string>> {
  const clientSide = new Set<string>(project.client_id === null ? [] : [project.client_id]);
  const others = [...new Set(authorIds)].filter((id) => !clientSide.has(id));
  if (project.organisation_id === null || others.length === 0) return clientSide;
  const members = await db.execute<{ user_id: string }>(sql`
    select user_id from organisation_members
    where organisation_id = ${project.organisation_id} and user_id = any(${sql.param(others)}::text[])`);
  for (const row of members.rows) clientSide.add(row.user_id);
  return clientSide;
}

/**
 * Everyone on the client side of `project` today: its creator (when still there), then the members of its
 * organisation. Whom a project's events for its client reach: a colleague hears of what the creator hears of.
 */
export async function clientSideIds(db: Queryable, project: ClientSideColumns): Promise<string[]> {
  const people = project.client_id === null ? [] : [project.client_id];
  if (project.organisation_id === null) return people;
  const members = await db.execute<{ user_id: string }>(sql`
    select user_id from organisation_members where organisation_id = ${project.organisation_id}
    order by joined_at, user_id`);
  return [...new Set([...people, ...members.rows.map((row) => row.user_id)])];
}
