import type { Invitation } from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { SEAT_SKILLS } from './invitation-details.ts';

// The invitations as the project page and the professional's list show them: with their project's title and the
// professional's profile.

export interface InvitationRow {
  id: string;
  project_id: string;
  project_title: string;
  status: Invitation['status'];
  professional_id: string | null;
  first_name: string | null;
  last_name: string | null;
  profession: string | null;
  avatar_url: string | null;
  verified: boolean;
  skills: Invitation['skills'];
  created_at: Date | string;
  responded_at: Date | string | null;
}

/** The invitations `where` selects (over `i`), with their project's title and the professional's profile. */
export function invitationsQuery(where: SQL): SQL {
  return sql`
    select i.id, i.project_id, p.title as project_title, i.status, i.professional_id, pr.first_name, pr.last_name,
      pp.profession, pr.avatar_url, coalesce(pp.verified_at is not null, false) as verified,
      ${SEAT_SKILLS} as skills, i.created_at, i.responded_at
    from project_invitations i
    join projects p on p.id = i.project_id
    left join profiles pr on pr.id = i.professional_id
    left join professional_profiles pp on pp.id = i.professional_id
    where ${where}`;
}

export async function selectInvitations(db: Database, where: SQL): Promise<Invitation[]> {
  const result = await db.execute<InvitationRow & Record<string, unknown>>(
    sql`${invitationsQuery(where)} order by i.created_at, i.id`,
  );
  return result.rows.map(toInvitation);
}

export function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    projectId: row.project_id,
    projectTitle: row.project_title,
    status: row.status,
    professional:
      row.professional_id === null
        ? null
        : {
            id: row.professional_id,
            firstName: row.first_name,
            lastName: row.last_name,
            profession: row.profession,
            avatarUrl: row.avatar_url,
            verified: row.verified,
          },
    skills: row.skills,
    createdAt: new Date(row.created_at).toISOString(),
    respondedAt: row.responded_at ? new Date(row.responded_at).toISOString() : null,
  };
}
