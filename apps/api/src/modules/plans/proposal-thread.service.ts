import { THREAD_PAGE_SIZE, type ThreadMessage } from '@escouade/contract/delivery';
import type { ProposalKind } from '@escouade/contract/projects';
import type { ProposalThreadPage, ProposalThreadState } from '@escouade/contract/proposal-threads';
import type { FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { decodeCursor, encodeCursor, utcTextToCursorTime } from '../../db/keyset-cursor.ts';
import { afterPosition, keysetPage } from '../../db/keyset-page.ts';
import { AppError } from '../../errors.ts';
import type { ObjectStore } from '../../uploads/object-store.ts';
import type { UploadedFile } from '../../uploads/read-image-upload.ts';
import { assertNoBlockBetween } from '../profiles/blocks.service.ts';
import { recordEvent } from '../events/events.ts';
import { sendAttachment } from './attachment-download.ts';
import { findProposalAttachment, proposalAttachmentUrl } from './attachments.ts';
import {
  selectProposalThreadMessages,
  type ThreadMessageRow,
  toThreadMessages,
  type ThreadOwner,
} from './thread-reading.ts';
import { writeThreadMessage } from './thread-writing.ts';
import { isClientSide } from '../organisations/client-side.ts';

// A word before the commitment: one conversation per proposed team, between the client and that team's members
// (for the chosen team, the professionals invited to its seats too). Administrators read it for moderation and
// never write. It takes messages while the client chooses and, for the chosen team, while its seats are
// answered; then it closes and stays readable: another team was chosen, the team formed (the project's thread
// takes over), or the project was cancelled. The writing rules are the project thread's (thread-writing.ts).

export interface ProposalRecord extends Record<string, unknown> {
  id: string;
  kind: ProposalKind;
  project_id: string;
  is_chosen: boolean;
  member_ids: string[];
  title: string;
  client_id: string | null;
  organisation_id: string | null;
  status: string;
}

export const proposalNotFound = () => new AppError('PROPOSAL_NOT_FOUND', 'Proposal not found');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The proposal with its project; with `lock`, the project's row is locked (as choosing a team locks it). */
export async function loadProposal(
  db: Queryable,
  proposalId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ProposalRecord | undefined> {
  if (!UUID.test(proposalId)) return undefined;
  const result = await db.execute<ProposalRecord>(sql`
    select pp.id, pp.kind, pp.project_id, pp.is_chosen, p.title, p.client_id, p.organisation_id, p.status,
      coalesce((select array_agg(m->>'userId') from jsonb_array_elements(pp.payload->'members') m
                where m->>'userId' is not null), '{}') as member_ids
    from project_proposals pp join projects p on p.id = pp.project_id
    where pp.id = ${proposalId} ${lock ? sql`for update of p` : sql``}`);
  return result.rows[0];
}

/**
 * The people of a proposal: its client, the members it proposed and, once it is chosen, whoever was invited to
 * one of its seats (a seat offered again after a decline).
 */
export async function peopleOfProposal(db: Queryable, proposal: ProposalRecord): Promise<string[]> {
  const invited = proposal.is_chosen
    ? await db.execute<{ id: string }>(sql`
        select distinct professional_id as id from project_invitations
        where project_id = ${proposal.project_id} and professional_id is not null`)
    : { rows: [] };
  const people = new Set<string>(proposal.member_ids);
  for (const row of invited.rows) people.add(row.id);
  if (proposal.client_id) people.add(proposal.client_id);
  return [...people];
}

export function proposalThreadState(
  proposal: Pick<ProposalRecord, 'status' | 'is_chosen'>,
): ProposalThreadState {
  if (proposal.status === 'cancelled' || proposal.status === 'draft') return 'closed';
  if (proposal.status === 'proposed') return 'open';
  if (!proposal.is_chosen) return 'not_chosen';
  return proposal.status === 'staffing' ? 'open' : 'team_formed';
}

/** The proposal for someone who may read its conversation (its people, administrators); 404 for anyone else. */
async function loadForReading(
  db: Queryable,
  actor: Actor,
  proposalId: string,
): Promise<{ proposal: ProposalRecord; people: string[] }> {
  const proposal = await loadProposal(db, proposalId);
  if (!proposal) throw proposalNotFound();
  const people = await peopleOfProposal(db, proposal);
  if (!isClientSide(proposal, actor) && !people.includes(actor.id) && actor.role !== 'admin') {
    throw proposalNotFound();
  }
  return { proposal, people };
}

export async function listProposalThread(
  db: Database,
  { actor, proposalId, cursor }: { actor: Actor; proposalId: string; cursor?: string | undefined },
): Promise<ProposalThreadPage> {
  const { proposal, people } = await loadForReading(db, actor, proposalId);
  const after = afterPosition(decodeCursor(cursor), {
    createdAt: sql`m.created_at`,
    id: sql`m.id`,
    order: 'newest first',
  });
  const result = await db.execute<ThreadMessageRow>(sql`
    ${selectProposalThreadMessages} where m.proposal_id = ${proposal.id} ${after}
    order by m.created_at desc, m.id desc
    limit ${THREAD_PAGE_SIZE + 1}`);
  const page = keysetPage(result.rows, THREAD_PAGE_SIZE, (row) => ({
    createdAt: utcTextToCursorTime(row.created_at_utc),
    id: row.id,
  }));
  const state = proposalThreadState(proposal);
  const names = await db.execute<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    avatar_url: string | null;
  }>(
    sql`select id, first_name, last_name, avatar_url from profiles where id = any(${sql.param(people)}::text[])`,
  );
  const person = (id: string) => {
    const row = names.rows.find((candidate) => candidate.id === id);
    return {
      id,
      firstName: row?.first_name ?? null,
      lastName: row?.last_name ?? null,
      avatarUrl: row?.avatar_url ?? null,
    };
  };
  return {
    proposal: {
      id: proposal.id,
      kind: proposal.kind,
      projectId: proposal.project_id,
      projectTitle: proposal.title,
      isChosen: proposal.is_chosen,
      client: proposal.client_id ? person(proposal.client_id) : null,
      members: people.filter((id) => id !== proposal.client_id).map(person),
    },
    state,
    messages: await toThreadMessages(db, proposalThreadOwner(proposal), page.rows),
    nextCursor: page.next && encodeCursor(page.next),
    // The client side writes, a colleague of the creator included, as `assertMayPostToProposal` allows.
    canPost: state === 'open' && (people.includes(actor.id) || isClientSide(proposal, actor)),
  };
}

/**
 * Whether the actor may write now: one of the proposal's people, while the conversation is open, and not in a
 * block with the other side (a member with the client; the client with any member).
 */
export async function assertMayPostToProposal(
  db: Queryable,
  actor: Actor,
  proposalId: string,
  lock = false,
): Promise<{ proposal: ProposalRecord; people: string[] }> {
  const proposal = await loadProposal(db, proposalId, { lock });
  if (!proposal) throw proposalNotFound();
  const people = await peopleOfProposal(db, proposal);
  const clientSide = isClientSide(proposal, actor);
  if (!clientSide && !people.includes(actor.id)) {
    if (actor.role === 'admin') throw new AppError('FORBIDDEN', 'Administrators read the conversation only');
    throw proposalNotFound();
  }
  if (proposalThreadState(proposal) !== 'open') {
    throw new AppError(
      'PROPOSAL_THREAD_CLOSED',
      `The conversation is closed while the project is ${proposal.status}`,
    );
  }
  // The client side (its creator or a colleague) writes to the proposed members; a member to the client.
  const others = clientSide
    ? people.filter((id) => id !== actor.id && id !== proposal.client_id)
    : [proposal.client_id];
  for (const other of others) if (other) await assertNoBlockBetween(db, actor.id, other);
  return { proposal, people };
}

export async function postProposalMessage(
  db: Database,
  objects: ObjectStore,
  {
    actor,
    proposalId,
    body,
    files,
  }: { actor: Actor; proposalId: string; body: string; files: UploadedFile[] },
): Promise<ThreadMessage> {
  const proposal = await loadProposal(db, proposalId);
  if (!proposal) throw proposalNotFound();
  const messageId = await writeThreadMessage(db, objects, {
    actor,
    body,
    files,
    target: {
      projectId: proposal.project_id,
      async assertMayPost(tx, lock) {
        const { people } = await assertMayPostToProposal(tx, actor, proposalId, lock);
        return { people };
      },
      async insertMessage(tx, text) {
        const inserted = await tx.execute<{ id: string }>(sql`
          insert into proposal_thread_messages (proposal_id, project_id, author_id, body, created_at)
          values (${proposalId}, ${proposal.project_id}, ${actor.id}, ${text}, clock_timestamp()) returning id`);
        return inserted.rows[0]!.id;
      },
      attachmentOwner: (id) => ({ proposalMessageId: id }),
      async recordEvents(tx, id, mentionedIds) {
        await recordEvent(tx, {
          type: 'proposal_message_posted',
          proposalId,
          messageId: id,
          authorId: actor.id,
          mentionedIds,
        });
      },
    },
  });
  const result = await db.execute<ThreadMessageRow>(
    sql`${selectProposalThreadMessages} where m.id = ${messageId}`,
  );
  const [message] = await toThreadMessages(db, proposalThreadOwner(proposal), result.rows);
  return message!;
}

/** A file of the conversation, for those who may read it. */
export async function serveProposalAttachment(
  db: Database,
  objects: ObjectStore,
  reply: FastifyReply,
  { actor, proposalId, attachmentId }: { actor: Actor; proposalId: string; attachmentId: string },
) {
  await loadForReading(db, actor, proposalId);
  return sendAttachment(objects, reply, await findProposalAttachment(db, proposalId, attachmentId));
}

function proposalThreadOwner(proposal: ProposalRecord): ThreadOwner {
  return {
    projectId: proposal.project_id,
    clientSide: proposal,
    attachmentColumn: 'proposal_message_id',
    attachmentUrl: (attachmentId) => proposalAttachmentUrl(proposal.id, attachmentId),
  };
}
