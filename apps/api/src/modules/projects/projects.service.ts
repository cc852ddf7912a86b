import { displayName } from '@escouade/contract/people';
import { type Effort, estimateEffort, getProjectCost } from '@escouade/contract/effort';
import { invitationPath, publicOrganisationPath } from '@escouade/contract/paths';
import { formatDay, formatMoney } from '@escouade/contract/format';
import {
  getAverageExperience,
  getProposalLabels,
  type ProposalLabel,
} from '@escouade/contract/proposal-labels';
import type {
  AnalysisDoneEvent,
  Budget,
  ConfirmBriefInput,
  Invitation,
  Language,
  MyProjects,
  Project,
  ProjectMessage,
  Proposal,
  ProposalKind,
} from '@escouade/contract';
import { CANCELLABLE_PROJECT_STATUSES } from '@escouade/contract';
import { type DraftBrief, draftBriefSchema } from '@escouade/contract/projects';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Actor, unauthenticated } from '../../auth/session.ts';
import { type Reader, readerQuery } from '../../auth/session-reader.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { skills } from '../../db/schema/index.ts';
import type { Mailer } from '../../email/mailer.ts';
import { AppError } from '../../errors.ts';
import { todayUtc } from '@escouade/contract/calendar-days';
import { bookSeat, releaseBookings, releaseSeat } from './availability-bookings.ts';
import { recordActivity } from './activity.ts';
import { projectNotFound } from './project-access.ts';
import { clientSideSql, isClientSide, organisationOfNewProject } from '../organisations/client-side.ts';
import {
  loadProject,
  PROJECT_COLUMNS,
  type ProjectColumns,
  type ProjectRecord,
  type StoredBrief,
  type ValidBrief,
} from './project-record.ts';
import { projectWindow } from './project-window.ts';
import { loadInvitationDetails, SEAT_SKILLS } from './invitation-details.ts';
import { assertNoBlockBetween } from '../profiles/blocks.service.ts';
import { skillNamesIn, withSkillNames } from '../profiles/skill-names.ts';
import { selectRecentMessages } from './brief-analysis/conversation-window.ts';
import type { BriefAnalyser, CatalogueSkill } from './brief-analysis/types.ts';
import { getUsableCandidates } from './pod-formation/candidates.ts';
import { formPods, scoreTeam } from './pod-formation/form-pods.ts';
import { loadCandidates } from './pod-formation/load-candidates.ts';
import type { Candidate, PodBrief, PodProposal } from './pod-formation/types.ts';
import { listUnsubscribeHeaders } from '../../email/templates/notification.ts';
import { recordEvent } from '../events/events.ts';
import {
  emailModesOf,
  notificationEmailLinks,
  RECIPIENT_IS_REACHABLE,
} from '../email-preferences/email-preferences.ts';

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

/**
 * Whether the actor may send a chat message now: only the client, while the brief is still open. Team members
 * see the project but not its chat, so they get PROJECT_NOT_FOUND like anyone else.
 */
export async function assertCanPostProjectMessage(
  db: Database,
  { actor, projectId }: { actor: Actor; projectId: string },
): Promise<void> {
  const project = await loadOwnedProject(db, actor, projectId);
  assertStatus(project, ['draft', 'proposed']);
}

/**
 * One chat turn: stores the client's message, lets the analyser answer (streamed through `onText`), stores the
 * answer and the updated draft brief. The conversation is saved with the project.
 */
export async function postProjectMessage(
  db: Database,
  analyser: BriefAnalyser,
  {
    actor,
    projectId,
    content,
    onText,
  }: { actor: Actor; projectId: string; content: string; onText: (text: string) => void },
): Promise<AnalysisDoneEvent> {
  const project = await loadOwnedProject(db, actor, projectId);
  assertStatus(project, ['draft', 'proposed']);
  await db.execute(
    sql`insert into project_messages (project_id, role, content) values (${projectId}, 'user', ${content})`,
  );
  const [messages, catalogue] = await Promise.all([listMessages(db, projectId), loadCatalogue(db)]);
  const turn = await analyser.analyseStreaming(
    {
      messages: selectRecentMessages(messages).map((message) => ({
        role: message.role,
        content: message.content,
      })),
      catalogue,
      today: new Date().toISOString().slice(0, 10),
    },
    onText,
  );
  const stored = await db.execute<{ id: string; created_at: Date | string }>(sql`
    insert into project_messages (project_id, role, content) values (${projectId}, 'assistant', ${turn.reply})
    returning id, created_at`);
  await db.execute(sql`
    update projects set draft_brief = ${JSON.stringify(turn.brief)}::jsonb, language = ${turn.brief.language},
      title = case when title = '' then coalesce(${turn.brief.title}, '') else title end, updated_at = now()
    where id = ${projectId}`);
  const saved = stored.rows[0];
  return {
    message: {
      id: saved?.id ?? '',
      role: 'assistant',
      content: turn.reply,
      createdAt: new Date(saved?.created_at ?? Date.now()).toISOString(),
    },
    draftBrief: turn.brief,
    missing: turn.missing,
    isComplete: turn.isComplete,
    analyser: analyser.name,
  };
}

/**
 * The client confirms the (edited) brief: the project takes its title, dates and budget, and three team
 * configurations are computed and stored. Confirming again (before choosing) recomputes them.
 *
 * Team formation takes a few hundred milliseconds and runs outside the transaction, on a status read before
 * it; the status is read again under the project's lock before anything is written, so a proposal chosen in
 * the meantime is never sent back to "proposed" (409 instead).
 */
/** A stored draft with the fields added since it was saved, defaulted. */
function readStoredDraft(stored: DraftBrief): DraftBrief {
  const parsed = draftBriefSchema.safeParse(stored);
  return parsed.success
    ? parsed.data
    : {
        ...stored,
        inferred: stored.inferred ?? [],
        daysPerWeek: stored.daysPerWeek ?? null,
        summary: stored.summary ?? null,
        evidence: stored.evidence ?? [],
        concerns: stored.concerns ?? [],
      };
}

export async function confirmBrief(
  db: Database,
  { actor, projectId, input }: { actor: Actor; projectId: string; input: ValidBrief },
): Promise<Proposal[]> {
  const project = await loadOwnedProject(db, actor, projectId);
  assertStatus(project, ['draft', 'proposed']);
  const skills = await resolveSkills(db, input.skills);
  const effort = estimateEffort({
    startDate: input.startDate,
    deadline: input.deadline,
    daysPerWeek: input.effortDaysPerWeek,
    today: new Date().toISOString().slice(0, 10),
  });
  const podBrief = toPodBrief(input, skills, effort);
  const window = projectWindow({
    startDate: input.startDate,
    deadline: input.deadline,
    daysPerWeek: input.effortDaysPerWeek,
    today: todayUtc(),
  });
  const candidates = await loadCandidates(db, podBrief, { clientId: actor.id, window });
  const proposals = formPods(podBrief, candidates);
  await db.transaction(async (tx) => {
    assertStatus(await lockOwnedProject(tx, actor, projectId), ['draft', 'proposed']);
    await tx.execute(sql`
      update projects set title = ${input.title}, description = ${input.description},
        budget_kind = ${input.budget?.kind ?? null},
        budget_amount = ${input.budget ? String(input.budget.kind === 'hourly' ? input.budget.maxHourlyTotal : input.budget.amount) : null},
        start_date = ${input.startDate}, deadline = ${input.deadline},
        brief = ${JSON.stringify({ ...input, skills: podBrief.skills, effort } satisfies StoredBrief)}::jsonb,
        status = 'proposed', updated_at = now()
      where id = ${projectId}`);
    await tx.execute(sql`delete from project_proposals where project_id = ${projectId}`);
    for (const proposal of proposals) {
      await tx.execute(sql`
        insert into project_proposals (project_id, kind, payload)
        values (${projectId}, ${proposal.kind}, ${JSON.stringify(proposal)}::jsonb)`);
    }
  });
  return listProposals(db, { actor, projectId });
}

export async function listProposals(
  db: Database,
  { actor, projectId }: { actor: Actor; projectId: string },
): Promise<Proposal[]> {
  const project = await loadOwnedProject(db, actor, projectId);
  const effort = project.brief ? getStoredEffort(project.brief) : null;
  const budget = toBudget(project);
  const result = await db.execute<{
    id: string;
    kind: ProposalKind;
    payload: PodProposal;
    is_chosen: boolean;
    verified_member_ids: string[];
  }>(sql`
    select pp.id, pp.kind, pp.payload, pp.is_chosen,
      -- Whether each member's business is verified is read now, in the same round trip: a badge won or lost
      -- since the proposal was formed shows.
      array(select prof.id from professional_profiles prof
            where prof.verified_at is not null
              and prof.id in (select member->>'userId' from jsonb_array_elements(pp.payload->'members') member)
      ) as verified_member_ids
    from project_proposals pp where pp.project_id = ${projectId}
    order by array_position(array['best_coverage', 'best_value', 'most_senior'], pp.kind)`);
  // Labels are read from the figures of the proposals shown together, so none is ever contradicted.
  const labels = getProposalLabels(result.rows.map((row) => row.payload));
  const verified = new Set(result.rows.flatMap((row) => row.verified_member_ids));
  return result.rows.map((row, i) => ({
    ...toProposal(row.id, row.payload, row.is_chosen, labels[i] ?? [], verified),
    estimatedCost: effort ? Math.round(getProjectCost(row.payload.hourlyCost, effort)) : null,
    overBudgetBy: row.payload.withinBudget === false ? getBudgetOverrun(budget, row.payload, effort) : null,
  }));
}

/**
 * How far a team over budget goes beyond it, in the budget's own unit: euros over the project for a total
 * budget (the team's estimated cost minus the amount), euros an hour for an hourly ceiling. Rounded up, so
 * that a team over budget is never said to be over by nothing.
 */
function getBudgetOverrun(
  budget: Budget | null,
  proposal: PodProposal,
  effort: Effort | null,
): number | null {
  if (!budget) return null;
  const overrun =
    budget.kind === 'hourly'
      ? proposal.hourlyCost - budget.maxHourlyTotal
      : effort
        ? getProjectCost(proposal.hourlyCost, effort) - budget.amount
        : null;
  return overrun === null ? null : Math.max(1, Math.ceil(overrun));
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

/** The invited professional answers; when every seat is accepted the project is staffed. */
/** Statuses in which a seat may be answered: the team forming, or (a seat offered again) the team at work. */
const SEAT_OPEN_STATUSES: readonly string[] = ['staffing', 'staffed', 'in_progress'];

/**
 * What else happens, in the transaction that accepts a project's last seat, once its team is complete (app.ts:
 * the plan is drafted, so that no staffed project lacks one).
 */
export type WhenStaffed = (tx: Transaction, projectId: string) => Promise<void>;

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

/** What the invitation e-mail needs to link back: the site, and the secret that signs its unsubscribe link. */
type InvitationMailConfig = { appUrl: string; authSecret: string };

/**
 * The invitation e-mail, unless the professional chose not to receive invitations by e-mail at once: what the
 * invitation page shows (the client and their record, the required levels, the dates, the hours a week, the
 * rate as proposed), in the professional's language.
 */
async function mailInvitation(
  db: Database,
  mailer: Mailer,
  {
    mail,
    projectId,
    professionalId,
  }: { mail: InvitationMailConfig; projectId: string; professionalId: string },
) {
  const result = await db.execute<{ email: string; locale: string; role: string | null }>(
    sql`select u.email, u.locale, u.role from "user" u where u.id = ${professionalId} and ${RECIPIENT_IS_REACHABLE}`,
  );
  const recipient = result.rows[0];
  if (!recipient) return;
  const modeOf = await emailModesOf(db, [professionalId]);
  if (modeOf(professionalId, 'invitation_received') !== 'immediately') return;
  const seat = await db.execute<{ id: string }>(sql`
    select id from project_invitations
    where project_id = ${projectId} and professional_id = ${professionalId} and status = 'pending'`);
  const details =
    seat.rows[0] && (await loadInvitationDetails(db, { invitationId: seat.rows[0].id, professionalId }));
  if (!details) return;
  const locale = recipient.locale === 'en' ? 'en' : 'fr';
  const links = notificationEmailLinks(
    mail,
    { id: professionalId, isAdmin: recipient.role === 'admin' },
    'invitation_received',
  );
  await mailer.send({
    to: recipient.email,
    locale,
    template: 'project-invitation',
    data: {
      projectTitle: details.projectTitle,
      clientName: displayName(details.client),
      organisation: details.organisation && {
        name: details.organisation.name,
        sector: details.organisation.sector,
        verified: details.verified === true,
        url: `${mail.appUrl}${publicOrganisationPath(details.organisation.id)}`,
      },
      clientCompletedProjects: details.client?.completedProjects ?? 0,
      clientRating: details.client?.rating ?? { average: null, count: 0 },
      skills: details.skills.map(({ name, level, requiredLevel }) => ({ name, level, requiredLevel })),
      startDay: details.startDate && formatDay(details.startDate, locale),
      deadlineDay: details.deadline && formatDay(details.deadline, locale),
      hoursPerWeek: details.hoursPerWeek,
      hourlyRate: details.hourlyRate === null ? null : formatMoney(details.hourlyRate, locale),
      estimatedEarnings:
        details.estimatedEarnings === null ? null : formatMoney(details.estimatedEarnings, locale),
      url: `${mail.appUrl}${invitationPath(details.id)}`,
      ...links,
    },
    headers: listUnsubscribeHeaders(links.oneClickUrl),
  });
}

async function loadOwnedProject(db: Database, actor: Actor, projectId: string): Promise<ProjectRecord> {
  const project = await loadProject(db, projectId);
  if (!project || !isClientSide(project, actor)) throw projectNotFound();
  return project;
}

async function lockOwnedProject(tx: Transaction, actor: Actor, projectId: string): Promise<ProjectRecord> {
  const project = await loadProject(tx, projectId, { lock: true });
  if (!project || !isClientSide(project, actor)) throw projectNotFound();
  return project;
}

function assertStatus(project: ProjectRecord, allowed: readonly Project['status'][]) {
  if (!allowed.includes(project.status)) {
    throw new AppError('PROJECT_STATE_CONFLICT', `Not possible while the project is ${project.status}`);
  }
}

/** Whether the account is being deleted (it cannot answer an invitation). */
async function isLeaving(tx: Transaction, userId: string): Promise<boolean> {
  const result = await tx.execute(sql`select 1 from account_deletions where user_id = ${userId} for share`);
  return result.rows.length > 0;
}

interface MessageRow {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: Date | string;
}

async function listMessages(db: Database, projectId: string): Promise<ProjectMessage[]> {
  const result = await db.execute<MessageRow & Record<string, unknown>>(
    sql`select id, role, content, created_at from project_messages where project_id = ${projectId} order by created_at, id`,
  );
  return result.rows.map(toMessage);
}

function toMessage(row: MessageRow): ProjectMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

interface InvitationRow {
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
function invitationsQuery(where: SQL): SQL {
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

async function selectInvitations(db: Database, where: SQL): Promise<Invitation[]> {
  const result = await db.execute<InvitationRow & Record<string, unknown>>(
    sql`${invitationsQuery(where)} order by i.created_at, i.id`,
  );
  return result.rows.map(toInvitation);
}

function toInvitation(row: InvitationRow): Invitation {
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

/** The approved catalogue, with each skill's English name and aliases: what the analyser may pick from. */
async function loadCatalogue(db: Database): Promise<CatalogueSkill[]> {
  const result = await db.execute<CatalogueSkill & Record<string, unknown>>(
    sql`select id, name, category, name_en as "nameEn",
        array_remove(array_prepend(name_en, aliases), null) as "otherNames"
      from skills where status = 'approved' order by name`,
  );
  return result.rows;
}

async function resolveSkills(
  db: Database,
  requested: ConfirmBriefInput['skills'],
): Promise<PodBrief['skills']> {
  const ids = requested.map((skill) => skill.skillId);
  const rows = await db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(and(inArray(skills.id, ids), eq(skills.status, 'approved')));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return requested.map((skill) => {
    const name = names.get(skill.skillId);
    if (!name) throw new AppError('SKILL_NOT_FOUND', `Unknown skill ${skill.skillId}`);
    return { skillId: skill.skillId, name, minLevel: skill.minLevel, weight: skill.weight };
  });
}

function toPodBrief(input: ValidBrief, skills: PodBrief['skills'], effort: Effort): PodBrief {
  return {
    skills,
    teamSize: input.teamSize,
    budget: toPodBudget(input.budget, effort),
    priority: input.priority,
  };
}

/**
 * A total budget pays every member's hours: the team's hourly cost (the sum of its rates) times the hours
 * each member works must fit it, so the hourly ceiling is the amount over the hours per member.
 */
function toPodBudget(budget: Budget | null, effort: Effort): PodBrief['budget'] {
  if (!budget) return null;
  if (budget.kind === 'hourly') return { kind: 'hourly', maxHourlyTotal: budget.maxHourlyTotal };
  return { kind: 'total', amount: budget.amount, estimatedHours: effort.hoursPerMember };
}

/** The effort stored with the brief; a brief confirmed before efforts were stored gets the default one. */
function getStoredEffort(brief: StoredBrief): Effort {
  return (
    brief.effort ??
    estimateEffort({
      startDate: brief.startDate,
      deadline: brief.deadline,
      daysPerWeek: brief.effortDaysPerWeek,
      today: brief.startDate ?? new Date().toISOString().slice(0, 10),
    })
  );
}

function toBudget(row: ProjectColumns): Budget | null {
  if (!row.budget_kind || row.budget_amount === null) return null;
  const amount = Number(row.budget_amount);
  return row.budget_kind === 'hourly'
    ? { kind: 'hourly', maxHourlyTotal: amount }
    : { kind: 'total', amount };
}

function toProposal(
  id: string,
  payload: PodProposal,
  isChosen: boolean,
  labels: ProposalLabel[],
  verified: ReadonlySet<string>,
): Omit<Proposal, 'estimatedCost' | 'overBudgetBy'> {
  return {
    id,
    kind: payload.kind,
    labels,
    members: payload.members.map((member) => ({
      userId: member.userId,
      firstName: member.firstName,
      lastName: member.lastName,
      profession: member.profession,
      avatarUrl: member.avatarUrl,
      hourlyRate: member.hourlyRate,
      experienceYears: member.experienceYears,
      availability: member.availability,
      // Proposals made before reviews existed have no rating.
      ...(member.rating ? { rating: member.rating } : {}),
      verified: verified.has(member.userId),
      matchedSkills: member.matchedSkills,
    })),
    coverage: payload.coverage,
    uncoveredSkills: payload.coverage
      .filter((skill) => !skill.isCovered)
      .map(({ skillId, name, minLevel, bestLevel }) => ({ skillId, name, minLevel, bestLevel })),
    coverageScore: payload.coverageScore,
    hourlyCost: payload.hourlyCost,
    withinBudget: payload.withinBudget,
    averageExperienceYears: Math.round(getAverageExperience(payload) * 10) / 10,
    isChosen,
  };
}
