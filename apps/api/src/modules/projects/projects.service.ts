import type { Language, MyProjects, Project } from '@escouade/contract';
import { sql } from 'drizzle-orm';
import { type Actor, unauthenticated } from '../../auth/session.ts';
import { type Reader, readerQuery } from '../../auth/session-reader.ts';
import type { Database } from '../../db/client.ts';
import { projectNotFound } from './project-access.ts';
import { clientSideSql, organisationOfNewProject } from '../organisations/client-side.ts';
import { PROJECT_COLUMNS, type ProjectColumns } from './project-record.ts';
import { skillNamesIn, withSkillNames } from '../profiles/skill-names.ts';
import { readStoredDraft, getStoredEffort, toBudget } from './stored-brief.ts';
import { type InvitationRow, invitationsQuery, selectInvitations, toInvitation } from './invitation-rows.ts';
import { type MessageRow, toMessage } from './brief-chat.service.ts';

export async function createProject(
  db: Database,
  { actor, language }: { actor: Actor; language: 'fr' | 'en' },
): Promise<Project> {
  const result = await db.execute<{ id: string }>(
    sql`insert into projects (client_id, organisation_id, language)
        values (${actor.id}, ${organisationOfNewProject(actor)}, ${language}) returning id`,
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error('insert into projects returned no row');
  return getProject(db, { reader: { userId: actor.id }, projectId: id });
}

/** Who, besides its owner, may read a project: a professional invited to its team, whatever they answered. */
const SEES_THE_PROJECT = sql`('pending', 'accepted', 'declined', 'left')`;

/**
 * The owner (the client, and every member of the project's organisation) sees everything; a professional invited to the team sees the project and its team, not the chat.
 * Anyone else gets PROJECT_NOT_FOUND: a project's existence is not revealed to other clients.
 * One statement checks the reader's session (for a `reader` known by its token), reads the project, checks
 * the reader's access, and gathers the chat and the team: one round trip. With `language`, it also names the
 * skills of the brief and the team in that language (`withSkillNames`). UNAUTHENTICATED when the token has
 * no valid session.
 */
export async function getProject(
  db: Database,
  { reader, projectId, language }: { reader: Reader; projectId: string; language?: Language },
): Promise<Project> {
  const { rows } = await db.execute<
    | { viewer_id: string; id: null }
    | (ProjectColumns & {
        viewer_id: string;
        is_owner: boolean;
        messages: MessageRow[];
        team: InvitationRow[];
        skill_names: Record<string, string> | null;
      })
  >(sql`
    with viewer as (${readerQuery(reader)}),
    project as (
      select ${PROJECT_COLUMNS}, ${clientSideSql('p', sql`v.id`)} as is_owner
      from viewer v join projects p on p.id = ${projectId} and (${clientSideSql('p', sql`v.id`)} or exists (
        select 1 from project_invitations i
        where i.project_id = p.id and i.professional_id = v.id and i.status in ${SEES_THE_PROJECT}))
    ),
    messages as (
      select coalesce(jsonb_agg(jsonb_build_object('id', m.id, 'role', m.role, 'content', m.content,
          'created_at', m.created_at) order by m.created_at, m.id), '[]'::jsonb) as rows
      from project p join project_messages m on m.project_id = p.id
      where p.is_owner
    ),
    team as (
      select coalesce(jsonb_agg(to_jsonb(i) order by i.created_at, i.id), '[]'::jsonb) as rows
      from project viewed cross join lateral (
        ${invitationsQuery(sql`i.project_id = viewed.id and i.status <> 'replaced'`)}
      ) i
    )
    select v.id as viewer_id, found.*
    from viewer v left join (
      select p.*, messages.rows as messages, team.rows as team,
        ${language ? skillNamesIn([sql`p.draft_brief`, sql`p.brief`, sql`team.rows`], language) : sql`null`} as skill_names
      from project p cross join messages cross join team
    ) found on true`);
  const [row] = rows;
  if (!row) throw unauthenticated();
  // A reader who may not see the project (or there is none) has their row, with the project's columns null.
  if (row.id === null) throw projectNotFound();
  const isOwner = row.is_owner;
  const project: Project = {
    id: row.id,
    title: row.title,
    description: row.description,
    language: row.language,
    status: row.status,
    budget: toBudget(row),
    startDate: row.start_date,
    deadline: row.deadline,
    // Drafts saved before the assistant told stated from inferred fields, or showed its evidence, lack them.
    draftBrief: isOwner && row.draft_brief ? readStoredDraft(row.draft_brief) : null,
    brief: row.brief,
    effort: row.brief ? getStoredEffort(row.brief) : null,
    isOwner,
    messages: row.messages.map(toMessage),
    team: row.team.map(toInvitation),
    createdAt: new Date(row.created_at).toISOString(),
    staffedAt: isoOrNull(row.staffed_at),
    startedAt: isoOrNull(row.started_at),
    deliveredAt: isoOrNull(row.delivered_at),
    cancelledAt: isoOrNull(row.cancelled_at),
  };
  return row.skill_names ? withSkillNames(project, row.skill_names) : project;
}

function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

export async function listMyProjects(db: Database, actor: Actor): Promise<MyProjects> {
  const [projects, invitations] = await Promise.all([
    db.execute<{ id: string; title: string; status: Project['status']; created_at: Date | string }>(
      sql`select p.id, p.title, p.status, p.created_at from projects p where ${clientSideSql('p', actor.id)}
          order by p.created_at desc limit 100`,
    ),
    selectInvitations(db, sql`i.professional_id = ${actor.id} and i.status <> 'replaced'`),
  ]);
  return {
    projects: projects.rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    invitations,
  };
}
