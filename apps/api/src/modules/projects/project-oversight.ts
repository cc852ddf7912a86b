import type { Budget, Invitation, Language } from '@escouade/contract';
import { displayName } from '@escouade/contract/people';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { skillNamesIn, withSkillNames } from '../profiles/skill-names.ts';
import { PROJECT_COLUMNS, type ProjectRecord } from './project-record.ts';
import { type InvitationRow, invitationsQuery, toInvitation } from './invitation-rows.ts';
import { toBudget } from './stored-brief.ts';

// A project as the administrators oversee it: its row, who its client is, every seat of its team and how long
// its staffing has been still. Read-only, for whoever the caller already checked may see it.

/**
 * For the project `p` forming its team: the whole days since its staffing last moved (a seat offered or answered,
 * or the project's own last change before any seat), else null. The administrators' list filters on it.
 */
export const STAFFING_IDLE_DAYS = sql`case when p.status = 'staffing' then floor(extract(epoch from now() - coalesce(
    (select max(coalesce(i.responded_at, i.created_at)) from project_invitations i where i.project_id = p.id),
    p.updated_at)) / 86400)::int end`;

export interface ProjectOversight {
  project: ProjectRecord;
  budget: Budget | null;
  updatedAt: string;
  client: { id: string; name: string | null } | null;
  organisation: { id: string; name: string } | null;
  /** Every seat offered but those replaced, oldest first, skills named in the reader's language. */
  team: Invitation[];
  staffingIdleDays: number | null;
}

interface OversightRow extends ProjectRecord {
  updated_at: Date | string;
  idle_days: number | null;
  client_first_name: string | null;
  client_last_name: string | null;
  organisation_name: string | null;
  team: InvitationRow[];
  skill_names: Record<string, string>;
}

/** The project, or undefined: one statement, whatever the size of its team. */
export async function readProjectForOversight(
  db: Queryable,
  projectId: string,
  language: Language,
): Promise<ProjectOversight | undefined> {
  const result = await db.execute<OversightRow>(sql`
    with project as (
      select ${PROJECT_COLUMNS}, (p.created_at at time zone 'UTC')::date::text as created_on, p.updated_at,
        ${STAFFING_IDLE_DAYS} as idle_days, client.first_name as client_first_name,
        client.last_name as client_last_name, o.legal_name as organisation_name
      from projects p
      left join profiles client on client.id = p.client_id
      left join organisations o on o.id = p.organisation_id
      where p.id = ${projectId}
    ),
    team as (
      select coalesce(jsonb_agg(to_jsonb(i) order by i.created_at, i.id), '[]'::jsonb) as rows
      from project viewed cross join lateral (
        ${invitationsQuery(sql`i.project_id = viewed.id and i.status <> 'replaced'`)}
      ) i
    )
    select p.*, team.rows as team, ${skillNamesIn([sql`p.brief`, sql`team.rows`], language)} as skill_names
    from project p cross join team`);
  const row = result.rows[0];
  if (!row) return undefined;
  const {
    updated_at: updatedAt,
    idle_days: idleDays,
    client_first_name: firstName,
    client_last_name: lastName,
    organisation_name: organisationName,
    team,
    skill_names: names,
    ...project
  } = row;
  const named = withSkillNames({ brief: project.brief, team: team.map(toInvitation) }, names);
  return {
    project: { ...project, brief: named.brief },
    budget: toBudget(project),
    updatedAt: new Date(updatedAt).toISOString(),
    client: project.client_id ? { id: project.client_id, name: displayName({ firstName, lastName }) } : null,
    organisation:
      project.organisation_id && organisationName !== null
        ? { id: project.organisation_id, name: organisationName }
        : null,
    team: named.team,
    staffingIdleDays: idleDays,
  };
}
