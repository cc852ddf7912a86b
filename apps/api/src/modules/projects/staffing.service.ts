import type { Invitation, Project, ProposalKind } from '@escouade/contract';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import { AppError } from '../../errors.ts';
import { todayUtc } from '@escouade/contract/calendar-days';
import { bookSeat, releaseSeat } from './availability-bookings.ts';
import { recordActivity } from './activity.ts';
import { projectNotFound, lockOwnedProject, assertStatus } from './project-access.ts';
import { isClientSide } from '../organisations/client-side.ts';
import { loadProject } from './project-record.ts';
import { projectWindow } from './project-window.ts';
import { assertNoBlockBetween } from '../profiles/blocks.service.ts';
import { getUsableCandidates } from './pod-formation/candidates.ts';
import { scoreTeam } from './pod-formation/form-pods.ts';
import { loadCandidates } from './pod-formation/load-candidates.ts';
import type { Candidate, PodBrief, PodProposal } from './pod-formation/types.ts';
import { recordEvent } from '../events/events.ts';
import { toPodBrief, getStoredEffort } from './stored-brief.ts';
import { selectInvitations } from './invitation-rows.ts';
import { type InvitationMailConfig, mailInvitation } from './invitation-email.ts';
import { getProject } from './projects.service.ts';

// Staffing a project: the client's chosen proposal invites its members, each answers, the last acceptance staffs
// the project; a member leaves a team at work, a declined or vacated seat is offered to the next best professional.

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
      await insertInvitation(tx, actor, projectId, member.userId, member.matchedSkills, null);
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
        lengthWeeks: brief.lengthWeeks,
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
    await insertInvitation(tx, actor, projectId, best.userId, matchedSkills, invitationId);
    return { projectTitle: project.title, member: { ...best, matchedSkills } };
  });
  await mailInvitation(db, mailer, { mail, projectId, professionalId: refill.member.userId });
  return getProject(db, { reader: { userId: actor.id }, projectId });
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
  actor: Actor,
  projectId: string,
  professionalId: string,
  skills: { skillId: string; name: string; level: number }[],
  replacesId: string | null,
) {
  const compact = skills.map(({ skillId, name, level }) => ({ skillId, name, level }));
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into project_invitations (project_id, professional_id, skills, replaces_id)
    values (${projectId}, ${professionalId}, ${JSON.stringify(compact)}::jsonb, ${replacesId}) returning id`);
  await recordEvent(tx, { type: 'invitation_sent', invitationId: inserted.rows[0]!.id, clientId: actor.id });
}

/** Whether the account is being deleted (it cannot answer an invitation). */
async function isLeaving(tx: Transaction, userId: string): Promise<boolean> {
  const result = await tx.execute(sql`select 1 from account_deletions where user_id = ${userId} for share`);
  return result.rows.length > 0;
}
