import { daysBetween, todayUtc } from '@escouade/contract/calendar-days';
import type { InvitationDetails } from '@escouade/contract/proposal-threads';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { clientRecord } from '../ratings/ratings.ts';
import { projectWindow } from './project-window.ts';

// What an invited professional decides on: who asks (named by the display-name rule, with their record as a
// client, and the organisation the project was created for), the skills with the levels the brief requires, the dates, the hours a week the seat asks and the
// professional's own rate as proposed. For the invited professional only; to anyone else it does not exist.

/**
 * The seat's skills, each with the level the confirmed brief requires (`requiredLevel`, null for a skill the
 * brief no longer names) beside the professional's own (`level`): what the client expects, and what they bring.
 */
export const SEAT_SKILLS = sql`(
  select coalesce(jsonb_agg(skill || jsonb_build_object('requiredLevel', (
      select (required->>'minLevel')::int from jsonb_array_elements(coalesce(p.brief->'skills', '[]'::jsonb)) required
      where required->>'skillId' = skill->>'skillId' limit 1)) order by position), '[]'::jsonb)
  from jsonb_array_elements(i.skills) with ordinality as seat(skill, position))`;

interface DetailsRow extends Record<string, unknown> {
  id: string;
  project_id: string;
  project_title: string;
  project_description: string;
  status: InvitationDetails['status'];
  professional_id: string | null;
  skills: InvitationDetails['skills'];
  created_at: Date | string;
  responded_at: Date | string | null;
  client_id: string | null;
  client_first_name: string | null;
  client_last_name: string | null;
  client_avatar_url: string | null;
  organisation_id: string | null;
  organisation_name: string | null;
  organisation_sector: string | null;
  organisation_verified: boolean | null;
  start_date: string | null;
  deadline: string | null;
  days_per_week: number | null;
  length_weeks: number | null;
  booked_hours: number | null;
  proposal_id: string | null;
  proposed_rate: number | null;
  profile_rate: string | null;
}

export async function getInvitationDetails(
  db: Database,
  { actor, invitationId }: { actor: Actor; invitationId: string },
): Promise<InvitationDetails> {
  const details = await loadInvitationDetails(db, { invitationId, professionalId: actor.id });
  if (!details) throw new AppError('INVITATION_NOT_FOUND', 'Invitation not found');
  return details;
}

/** The invitation as its professional reads it (the page, the e-mail); undefined if it is not theirs. */
export async function loadInvitationDetails(
  db: Database,
  { invitationId, professionalId }: { invitationId: string; professionalId: string },
): Promise<InvitationDetails | undefined> {
  const result = await db.execute<DetailsRow>(sql`
    select i.id, i.project_id, p.title as project_title, p.description as project_description, i.status,
      i.professional_id, ${SEAT_SKILLS} as skills, i.created_at, i.responded_at,
      p.client_id, cp.first_name as client_first_name, cp.last_name as client_last_name,
      cp.avatar_url as client_avatar_url,
      o.id as organisation_id, o.legal_name as organisation_name, o.sector as organisation_sector,
      o.verified_at is not null as organisation_verified,
      p.start_date::text as start_date, p.deadline::text as deadline,
      (p.brief ->> 'effortDaysPerWeek')::float8 as days_per_week, (p.brief ->> 'lengthWeeks')::int as length_weeks,
      (select b.hours_per_week::float8 from availability_bookings b
        where b.project_id = p.id and b.user_id = i.professional_id) as booked_hours,
      chosen.id as proposal_id,
      (select (m ->> 'hourlyRate')::float8 from jsonb_array_elements(chosen.payload -> 'members') m
        where m ->> 'userId' = i.professional_id limit 1) as proposed_rate,
      pp.hourly_rate as profile_rate
    from project_invitations i
    join projects p on p.id = i.project_id
    left join profiles cp on cp.id = p.client_id
    left join organisations o on o.id = p.organisation_id
    left join professional_profiles pp on pp.id = i.professional_id
    left join project_proposals chosen on chosen.project_id = p.id and chosen.is_chosen
    where i.id = ${invitationId} and i.professional_id = ${professionalId}`);
  const row = result.rows[0];
  if (!row) return undefined;
  const window = projectWindow({
    startDate: row.start_date,
    deadline: row.deadline,
    lengthWeeks: row.length_weeks,
    daysPerWeek: row.days_per_week,
    today: todayUtc(),
  });
  const weeks = Math.max(1, Math.round((daysBetween(window.startDate, window.endDate) + 1) / 7));
  // The hours booked when the seat was accepted; before that, what the brief asks of each member.
  const hoursPerWeek = row.booked_hours ?? window.hoursPerWeek;
  // The rate the proposal showed the client; a seat offered again has the professional's current rate.
  const hourlyRate = row.proposed_rate ?? (row.profile_rate === null ? null : Number(row.profile_rate));
  // The record of the client side: the organisation's projects (a colleague's included) and the client's own.
  const record = row.client_id
    ? await clientRecord(db, { clientId: row.client_id, organisationId: row.organisation_id })
    : null;
  return {
    id: row.id,
    projectId: row.project_id,
    projectTitle: row.project_title,
    projectDescription: row.project_description,
    status: row.status,
    proposalId: row.proposal_id,
    client:
      row.client_id && record
        ? {
            id: row.client_id,
            firstName: row.client_first_name,
            lastName: row.client_last_name,
            avatarUrl: row.client_avatar_url,
            completedProjects: record.completedProjects,
            rating: record.rating,
          }
        : null,
    organisation:
      row.organisation_id && row.organisation_name !== null
        ? { id: row.organisation_id, name: row.organisation_name, sector: row.organisation_sector }
        : null,
    verified:
      row.organisation_id && row.organisation_name !== null ? row.organisation_verified === true : null,
    skills: row.skills,
    startDate: row.start_date,
    deadline: row.deadline,
    weeks,
    hoursPerWeek,
    hourlyRate,
    estimatedEarnings: hourlyRate === null ? null : Math.round(hourlyRate * hoursPerWeek * weeks),
    createdAt: new Date(row.created_at).toISOString(),
    respondedAt: row.responded_at ? new Date(row.responded_at).toISOString() : null,
  };
}
