import type { Invitation, Language, MyProjects, Project, ProposalKind } from '@escouade/contract';
import { CANCELLABLE_PROJECT_STATUSES } from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Actor, unauthenticated } from '../../auth/session.ts';
import { type Reader, readerQuery } from '../../auth/session-reader.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import { AppError } from '../../errors.ts';
import { todayUtc } from '@escouade/contract/calendar-days';
import { bookSeat, releaseBookings, releaseSeat } from './availability-bookings.ts';
import { recordActivity } from './activity.ts';
import { projectNotFound, lockOwnedProject, assertStatus } from './project-access.ts';
import { clientSideSql, isClientSide, organisationOfNewProject } from '../organisations/client-side.ts';
import { loadProject, PROJECT_COLUMNS, type ProjectColumns } from './project-record.ts';
import { projectWindow } from './project-window.ts';
import { assertNoBlockBetween } from '../profiles/blocks.service.ts';
import { skillNamesIn, withSkillNames } from '../profiles/skill-names.ts';
import { getUsableCandidates } from './pod-formation/candidates.ts';
import { scoreTeam } from './pod-formation/form-pods.ts';
import { loadCandidates } from './pod-formation/load-candidates.ts';
import type { Candidate, PodBrief, PodProposal } from './pod-formation/types.ts';
import { recordEvent } from '../events/events.ts';
import { readStoredDraft, toPodBrief, getStoredEffort, toBudget } from './stored-brief.ts';
import { type InvitationRow, invitationsQuery, selectInvitations, toInvitation } from './invitation-rows.ts';
import { type InvitationMailConfig, mailInvitation } from './invitation-email.ts';
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

/** The client picks a configuration: each member is invited (in-app and by e-mail, in their language). */
export async function chooseProposal(
  db: Database,
  mailer: Mailer,
  {
    actor,
    projectId,
    kind,
    mail,
  }: { actor: Actor; projectId: string; kind: ProposalKind; mail: InvitationMailConfig },
): Promise<Project> {
  const invited = await db.transaction(async (tx) => {
    const project = await lockOwnedProject(tx, actor, projectId);
    assertStatus(project, ['proposed']);
    const result = await tx.execute<{ id: string; payload: PodProposal }>(
      sql`select id, payload from project_proposals where project_id = ${projectId} and kind = ${kind}`,
    );
    const chosen = result.rows[0];
    if (!chosen || chosen.payload.members.length === 0) throw new AppError('NOT_FOUND', 'No such proposal');
    await tx.execute(
      sql`update project_proposals set is_chosen = (id = ${chosen.id}) where project_id = ${projectId}`,
    );
    const members = chosen.payload.members;
    for (const member of members) {
      if (!member.userId || (await isLeaving(tx, member.userId))) {
        throw new AppError('PROJECT_STATE_CONFLICT', 'A member of this proposal has left Escouade');
      }
      // A block made since the proposals were formed: the client forms them again.
      await assertNoBlockBetween(tx, actor.id, member.userId);
      await insertInvitation(tx, projectId, member.userId, member.matchedSkills, null);
    }
    await tx.execute(
      sql`update projects set status = 'staffing', updated_at = now() where id = ${projectId}`,
    );
    return { title: project.title, members };
  });
  await Promise.all(
    invited.members.map((member) =>
      mailInvitation(db, mailer, { mail, projectId, professionalId: member.userId! }),
    ),
  );
  return getProject(db, { reader: { userId: actor.id }, projectId });
}

/** Statuses in which a seat may be answered: the team forming, or (a seat offered again) the team at work. */
const SEAT_OPEN_STATUSES: readonly string[] = ['staffing', 'staffed', 'in_progress'];

/**
 * What else happens, in the transaction that accepts a project's last seat, once its team is complete (app.ts:
 * the plan is drafted, so that no staffed project lacks one).
 */
export type WhenStaffed = (tx: Transaction, projectId: string) => Promise<void>;

/** The invited professional answers; when every seat is accepted the project is staffed. */
export async function respondToInvitation(
  db: Database,
  {
    actor,
    invitationId,
    answer,
    whenStaffed,
  }: {
    actor: Actor;
    invitationId: string;
    answer: 'accepted' | 'declined';
    whenStaffed: WhenStaffed;
  },
): Promise<Invitation> {
  const projectId = await db.transaction(async (tx) => {
    // The project first, then the seat: ending a project (its client's cancellation or departure) locks them
    // in that order, so an answer racing it waits and then finds the project ended, never a deadlock.
    const seatOf = await tx.execute<{ project_id: string }>(
      sql`select project_id from project_invitations where id = ${invitationId}`,
    );
    const seatProjectId = seatOf.rows[0]?.project_id;
    const project = seatProjectId ? await loadProject(tx, seatProjectId, { lock: true }) : undefined;
    const found = await tx.execute<{ project_id: string; professional_id: string; status: string }>(
      sql`select project_id, professional_id, status from project_invitations where id = ${invitationId} for update`,
    );
    const invitation = found.rows[0];
    if (!invitation || invitation.professional_id !== actor.id) {
      throw new AppError('INVITATION_NOT_FOUND', 'Invitation not found');
    }
    const projectStatus = project?.status ?? '';
    // A seat offered again once the team was working is answered while the project is open.
    if (invitation.status !== 'pending' || !SEAT_OPEN_STATUSES.includes(projectStatus)) {
      throw new AppError('PROJECT_STATE_CONFLICT', 'This invitation can no longer be answered');
    }
    // Declining is always possible; joining the team of someone in a block with oneself is not.
    if (answer === 'accepted') await assertNoBlockBetween(tx, actor.id, project?.client_id ?? actor.id);
    await tx.execute(
      sql`update project_invitations set status = ${answer}, responded_at = now() where id = ${invitationId}`,
    );
    // Joining books the member's hours for the project's days.
    if (answer === 'accepted') await bookSeat(tx, invitation.project_id, actor.id);
    await recordEvent(tx, { type: 'invitation_answered', invitationId, answer });
    const open = await tx.execute<{ pending: number; declined: number }>(sql`
      select count(*) filter (where status = 'pending')::int as pending,
             count(*) filter (where status = 'declined')::int as declined
      from project_invitations where project_id = ${invitation.project_id}`);
    const counts = open.rows[0];
    if (projectStatus !== 'staffing') {
      if (answer === 'accepted') {
        await recordActivity(tx, {
          projectId: invitation.project_id,
          actorId: actor.id,
          kind: 'member_joined',
        });
      }
    } else if (counts && counts.pending === 0 && counts.declined === 0) {
      await tx.execute(
        sql`update projects set status = 'staffed', staffed_at = now(), updated_at = now() where id = ${invitation.project_id}`,
      );
      // The team is complete: what follows (the plan's draft) runs in this transaction.
      await whenStaffed(tx, invitation.project_id);
    }
    return invitation.project_id;
  });
  const [updated] = await selectInvitations(db, sql`i.id = ${invitationId} and i.project_id = ${projectId}`);
  if (!updated) throw new AppError('INVITATION_NOT_FOUND', 'Invitation not found');
  return updated;
}

/**
 * A member leaves a team at work: their seat is vacated (the client may offer it again), their hours on the project
 * freed; the milestones and tasks they held stay with them, shown as a former member's, until reassigned.
 */
export async function leaveTeam(
  db: Database,
  { actor, projectId }: { actor: Actor; projectId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadProject(tx, projectId, { lock: true });
    if (row && isClientSide(row, actor))
      throw new AppError('FORBIDDEN', 'The client does not leave the team');
    const seat = await tx.execute<{ id: string }>(sql`
      select id from project_invitations
      where project_id = ${projectId} and professional_id = ${actor.id} and status = 'accepted' for update`);
    if (!row || !seat.rows[0]) throw projectNotFound();
    if (row.status !== 'staffed' && row.status !== 'in_progress') {
      throw new AppError(
        'PROJECT_STATE_CONFLICT',
        `A member cannot leave while the project is ${row.status}`,
      );
    }
    await tx.execute(
      sql`update project_invitations set status = 'left', responded_at = now() where id = ${seat.rows[0].id}`,
    );
    await releaseSeat(tx, projectId, actor.id);
    await recordActivity(tx, { projectId, actorId: actor.id, kind: 'member_left' });
    await recordEvent(tx, { type: 'member_left', projectId, userId: actor.id });
  });
}

/**
 * Offers a declined seat to the next best professional for that seat's skills, never someone already invited
 * to this project (nor the client).
 */
export async function refillSeat(
  db: Database,
  mailer: Mailer,
  {
    actor,
    projectId,
    invitationId,
    mail,
  }: { actor: Actor; projectId: string; invitationId: string; mail: InvitationMailConfig },
): Promise<Project> {
  // Under the project's lock from the first read to the last write: two refills of one project (the same seat
  // twice, or two seats offered to the same professional) run one after the other, the second seeing what
  // the first wrote.
  const refill = await db.transaction(async (tx) => {
    const project = await lockOwnedProject(tx, actor, projectId);
    assertStatus(project, ['staffing', 'staffed', 'in_progress']);
    const declined = await tx.execute<{
      skills: PodProposal['members'][number]['matchedSkills'];
      status: string;
    }>(
      sql`select skills, status from project_invitations where id = ${invitationId} and project_id = ${projectId}`,
    );
    const seat = declined.rows[0];
    if (!seat) throw new AppError('INVITATION_NOT_FOUND', 'Invitation not found');
    if (seat.status !== 'declined' && seat.status !== 'left')
      throw new AppError('PROJECT_STATE_CONFLICT', 'Only a declined or vacated seat can be refilled');
    const brief = project.brief;
    if (!brief) throw new AppError('PROJECT_STATE_CONFLICT', 'The project has no confirmed brief');
    const everInvited = await tx.execute<{ professional_id: string }>(
      sql`select professional_id from project_invitations
          where project_id = ${projectId} and professional_id is not null`,
    );
    const seatSkillIds = new Set(seat.skills.map((skill) => skill.skillId));
    const fullBrief = toPodBrief(brief, brief.skills as PodBrief['skills'], getStoredEffort(brief));
    const seatBrief: PodBrief = {
      ...fullBrief,
      skills: fullBrief.skills.filter((skill) => seatSkillIds.has(skill.skillId)),
      teamSize: { min: 1, max: 1 },
    };
    if (seatBrief.skills.length === 0) seatBrief.skills = fullBrief.skills;
    const candidates = await loadCandidates(tx, seatBrief, {
      clientId: actor.id,
      excludeUserIds: everInvited.rows.map((row) => row.professional_id),
      window: projectWindow({
        startDate: brief.startDate,
        deadline: brief.deadline,
        daysPerWeek: brief.effortDaysPerWeek,
        today: todayUtc(),
      }),
    });
    // The seat rule of every proposal: only someone who meets one of the seat's skills at its level.
    const best = pickBestCandidate(seatBrief, getUsableCandidates(seatBrief, candidates));
    if (!best) throw new AppError('NO_CANDIDATES', 'No available professional matches this seat');
    const matchedSkills = best.skills
      .filter((skill) => seatSkillIds.has(skill.skillId) || seatSkillIds.size === 0)
      .map((skill) => {
        const required = seatBrief.skills.find((candidate) => candidate.skillId === skill.skillId);
        return {
          skillId: skill.skillId,
          name: required?.name ?? '',
          level: skill.level,
          meetsMinimum: skill.level >= (required?.minLevel ?? 1),
        };
      });
    await tx.execute(sql`update project_invitations set status = 'replaced' where id = ${invitationId}`);
    await insertInvitation(tx, projectId, best.userId, matchedSkills, invitationId);
    return { projectTitle: project.title, member: { ...best, matchedSkills } };
  });
  await mailInvitation(db, mailer, { mail, projectId, professionalId: refill.member.userId });
  return getProject(db, { reader: { userId: actor.id }, projectId });
}

export async function cancelProject(
  db: Database,
  { actor, projectId }: { actor: Actor; projectId: string },
): Promise<Project> {
  // Checked and written under the project's lock: a project delivered in the meantime is not cancelled.
  await db.transaction(async (tx) => {
    const project = await lockOwnedProject(tx, actor, projectId);
    assertStatus(project, CANCELLABLE_PROJECT_STATUSES);
    await endProject(tx, { id: projectId, status: project.status }, actor.id);
  });
  return getProject(db, { reader: { userId: actor.id }, projectId });
}

/**
 * An administrator ends a project in one of `statuses`, in the caller's transaction (which records it in the
 * audit log): the same end as its client's cancellation, the notices naming the administrator, and the client
 * told as well. PROJECT_NOT_FOUND for no such project, PROJECT_STATE_CONFLICT for one in another status.
 */
export async function cancelProjectAsAdministrator(
  tx: Transaction,
  {
    adminId,
    projectId,
    statuses,
  }: { adminId: string; projectId: string; statuses: readonly Project['status'][] },
): Promise<{ title: string; status: Project['status'] }> {
  const project = await loadProject(tx, projectId, { lock: true });
  if (!project) throw projectNotFound();
  assertStatus(project, statuses);
  await endProject(tx, { id: projectId, status: project.status }, adminId);
  return { title: project.title, status: project.status };
}

/**
 * Ends a project its caller has locked: cancelled, its pending invitations withdrawn (nobody can accept a seat
 * in it any more), its members' hours freed. The members and the professionals still invited hear of it.
 */
export async function endProject(
  tx: Transaction,
  project: { id: string; status: string },
  /** Who ended it, named in the notices; null when its client is leaving Escouade (see below). */
  clientId: string | null,
): Promise<void> {
  await tx.execute(
    sql`update projects set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = ${project.id}`,
  );
  await tx.execute(sql`
    update project_invitations set status = 'withdrawn', responded_at = now()
    where project_id = ${project.id} and status = 'pending'`);
  await releaseBookings(tx, project.id);
  // A project at work keeps its plan and thread, read-only; its history says who stopped it.
  if (project.status === 'staffed' || project.status === 'in_progress') {
    await recordActivity(tx, { projectId: project.id, actorId: clientId, kind: 'project_cancelled' });
  }
  await recordEvent(tx, { type: 'project_cancelled', projectId: project.id, clientId });
}

/**
 * A client leaving Escouade: the projects whose team is not complete yet end at once, with their proposals
 * and pending invitations, and the professionals invited are told; a staffed project stays for its team.
 * Locked in the order of their ids, each before its seats, as an answer to an invitation locks them.
 * The notices name no one: an administrator's deletion erases the account in the same transaction, and with it
 * every event not yet fanned out that names the person, which would leave those invited untold.
 */
export async function endDepartingClientProjects(tx: Transaction, clientId: string): Promise<void> {
  // A project of an organisation another member still belongs to is the organisation's: it goes on with them.
  const open = await tx.execute<{ id: string; status: string }>(sql`
    select id, status from projects
    where client_id = ${clientId} and status in ('draft', 'proposed', 'staffing')
      and not ${keptByOrganisation(clientId)}
    order by id for update`);
  for (const project of open.rows) {
    if (project.status === 'draft') {
      await tx.execute(
        sql`update projects set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = ${project.id}`,
      );
    } else {
      await endProject(tx, project, null);
    }
  }
}

/**
 * Whether the project `projects` (the row in scope) stays with its organisation when `clientId`, its creator,
 * leaves Escouade: another member of the organisation remains to act on it as its client.
 */
export function keptByOrganisation(clientId: string): SQL {
  return sql`(projects.organisation_id is not null and exists (
    select 1 from organisation_members kept
    where kept.organisation_id = projects.organisation_id and kept.user_id <> ${clientId}))`;
}

function pickBestCandidate(brief: PodBrief, candidates: Candidate[]): Candidate | undefined {
  let best: { candidate: Candidate; score: number } | undefined;
  for (const candidate of candidates) {
    const score = scoreTeam(brief, [candidate]);
    if (!best || score > best.score) best = { candidate, score };
  }
  return best?.candidate;
}

async function insertInvitation(
  tx: Transaction,
  projectId: string,
  professionalId: string,
  skills: { skillId: string; name: string; level: number }[],
  replacesId: string | null,
) {
  const compact = skills.map(({ skillId, name, level }) => ({ skillId, name, level }));
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into project_invitations (project_id, professional_id, skills, replaces_id)
    values (${projectId}, ${professionalId}, ${JSON.stringify(compact)}::jsonb, ${replacesId}) returning id`);
  await recordEvent(tx, { type: 'invitation_sent', invitationId: inserted.rows[0]!.id });
}

/** Whether the account is being deleted (it cannot answer an invitation). */
async function isLeaving(tx: Transaction, userId: string): Promise<boolean> {
  const result = await tx.execute(sql`select 1 from account_deletions where user_id = ${userId} for share`);
  return result.rows.length > 0;
}
