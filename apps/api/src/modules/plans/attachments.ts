import type { Attachment, AttachmentKind } from '@escouade/contract/delivery';
import { sql } from 'drizzle-orm';
import type { StoredAttachment } from '../../uploads/attachment-store.ts';
import type { Queryable } from '../../db/client.ts';

// The files joined to thread messages (the project's and the proposals') and to deliveries: recorded with what
// they belong to, listed with it. A proposal's files are served under the proposal, to its people only; the
// project's route never serves them.

export type AttachmentOwner = { messageId: string } | { deliveryId: string } | { proposalMessageId: string };
type OwnerColumn = 'message_id' | 'delivery_id' | 'proposal_message_id';

export async function recordAttachments(
  db: Queryable,
  projectId: string,
  owner: AttachmentOwner,
  stored: readonly StoredAttachment[],
): Promise<void> {
  const messageId = 'messageId' in owner ? owner.messageId : null;
  const deliveryId = 'deliveryId' in owner ? owner.deliveryId : null;
  const proposalMessageId = 'proposalMessageId' in owner ? owner.proposalMessageId : null;
  for (const file of stored) {
    await db.execute(sql`
      insert into project_attachments
        (project_id, message_id, delivery_id, proposal_message_id, kind, file_name, size_bytes, storage_key,
         created_at)
      values (${projectId}, ${messageId}, ${deliveryId}, ${proposalMessageId}, ${file.kind}, ${file.fileName},
        ${file.sizeBytes}, ${file.storageKey}, clock_timestamp())`);
  }
}

/**
 * The attachments of these messages or deliveries, by the id of what they belong to, oldest first; `urlOf` says
 * where each is served (the project's files by default).
 */
export async function loadAttachments(
  db: Queryable,
  projectId: string,
  column: OwnerColumn,
  ownerIds: readonly string[],
  urlOf: (attachmentId: string) => string = (attachmentId) => attachmentUrl(projectId, attachmentId),
): Promise<Map<string, Attachment[]>> {
  const byOwner = new Map<string, Attachment[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db.execute<{
    id: string;
    owner_id: string;
    kind: AttachmentKind;
    file_name: string;
    size_bytes: number;
  }>(sql`
    select id, ${sql.identifier(column)} as owner_id, kind, file_name, size_bytes
    from project_attachments
    where ${sql.identifier(column)} = any(${sql.param(ownerIds)}::uuid[])
    order by created_at, id`);
  for (const row of rows.rows) {
    const attachment: Attachment = {
      id: row.id,
      kind: row.kind,
      fileName: row.file_name,
      sizeBytes: row.size_bytes,
      url: urlOf(row.id),
    };
    byOwner.set(row.owner_id, [...(byOwner.get(row.owner_id) ?? []), attachment]);
  }
  return byOwner;
}

export function attachmentUrl(projectId: string, attachmentId: string): string {
  return `/api/projects/${projectId}/attachments/${attachmentId}`;
}

export function proposalAttachmentUrl(proposalId: string, attachmentId: string): string {
  return `/api/proposals/${proposalId}/attachments/${attachmentId}`;
}

export type AttachmentFile = { kind: AttachmentKind; file_name: string; storage_key: string };

/**
 * The file behind an attachment of the project's own thread or deliveries, or undefined: a proposal's files are
 * for that proposal's people, not the team finally chosen.
 */
export async function findAttachment(
  db: Queryable,
  projectId: string,
  attachmentId: string,
): Promise<AttachmentFile | undefined> {
  const result = await db.execute<AttachmentFile>(sql`
    select kind, file_name, storage_key from project_attachments
    where project_id = ${projectId} and id = ${attachmentId} and proposal_message_id is null`);
  return result.rows[0];
}

/** The file behind an attachment of this proposal's conversation, or undefined. */
export async function findProposalAttachment(
  db: Queryable,
  proposalId: string,
  attachmentId: string,
): Promise<AttachmentFile | undefined> {
  const result = await db.execute<AttachmentFile>(sql`
    select a.kind, a.file_name, a.storage_key from project_attachments a
    join proposal_thread_messages m on m.id = a.proposal_message_id
    where m.proposal_id = ${proposalId} and a.id = ${attachmentId}`);
  return result.rows[0];
}

/** The object keys among these that an attachment still owns (the sweep of orphaned files asks). */
export async function attachmentKeysInUse(db: Queryable, keys: readonly string[]): Promise<Set<string>> {
  const rows = await db.execute<{ storage_key: string }>(sql`
    select storage_key from project_attachments where storage_key = any(${sql.param(keys)}::text[])`);
  return new Set(rows.rows.map((row) => row.storage_key));
}
