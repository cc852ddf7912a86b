import type { Attachment, AttachmentKind } from '@escouade/contract/delivery';
import { sql } from 'drizzle-orm';
import type { StoredAttachment } from '../../uploads/attachment-store.ts';
import type { Queryable } from './plan-access.ts';

// The files joined to thread messages and to deliveries: recorded with what they belong to, listed with it.

export type AttachmentOwner = { messageId: string } | { deliveryId: string };

export async function recordAttachments(
  db: Queryable,
  projectId: string,
  owner: AttachmentOwner,
  stored: readonly StoredAttachment[],
): Promise<void> {
  const messageId = 'messageId' in owner ? owner.messageId : null;
  const deliveryId = 'deliveryId' in owner ? owner.deliveryId : null;
  for (const file of stored) {
    await db.execute(sql`
      insert into project_attachments
        (project_id, message_id, delivery_id, kind, file_name, size_bytes, storage_key, created_at)
      values (${projectId}, ${messageId}, ${deliveryId}, ${file.kind}, ${file.fileName}, ${file.sizeBytes},
        ${file.storageKey}, clock_timestamp())`);
  }
}

/** The attachments of these messages or deliveries, by the id of what they belong to, oldest first. */
export async function loadAttachments(
  db: Queryable,
  projectId: string,
  column: 'message_id' | 'delivery_id',
  ownerIds: readonly string[],
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
      url: attachmentUrl(projectId, row.id),
    };
    byOwner.set(row.owner_id, [...(byOwner.get(row.owner_id) ?? []), attachment]);
  }
  return byOwner;
}

export function attachmentUrl(projectId: string, attachmentId: string): string {
  return `/api/projects/${projectId}/attachments/${attachmentId}`;
}

/** The file behind an attachment of this project, or undefined. */
export async function findAttachment(
  db: Queryable,
  projectId: string,
  attachmentId: string,
): Promise<{ kind: AttachmentKind; file_name: string; storage_key: string } | undefined> {
  const result = await db.execute<{ kind: AttachmentKind; file_name: string; storage_key: string }>(sql`
    select kind, file_name, storage_key from project_attachments
    where project_id = ${projectId} and id = ${attachmentId}`);
  return result.rows[0];
}
