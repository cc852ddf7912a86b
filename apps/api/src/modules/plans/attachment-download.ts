import type { FastifyReply } from 'fastify';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ObjectStore } from '../../uploads/object-store.ts';
import { findAttachment } from './attachments.ts';
import { loadForThreadReading } from './plan-access.ts';

/**
 * Sends a file of the project to someone who may read it. Images show in the page; a PDF is downloaded, never
 * rendered in the application's origin. Private: never kept by a shared cache, and sandboxed if opened alone.
 */
export async function serveAttachment(
  db: Database,
  objects: ObjectStore,
  reply: FastifyReply,
  { actor, projectId, attachmentId }: { actor: Actor; projectId: string; attachmentId: string },
) {
  await loadForThreadReading(db, actor, projectId);
  const attachment = await findAttachment(db, projectId, attachmentId);
  const object = attachment && (await objects.get(attachment.storage_key));
  if (!attachment || !object) throw new AppError('ATTACHMENT_NOT_FOUND', 'No such file');
  const disposition = attachment.kind === 'pdf' ? 'attachment' : 'inline';
  reply
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
    .header(
      'content-disposition',
      `${disposition}; filename*=UTF-8''${encodeURIComponent(attachment.file_name)}`,
    )
    .type(attachment.kind === 'pdf' ? 'application/pdf' : 'image/webp');
  if (object.size !== undefined) reply.header('content-length', object.size);
  return reply.send(object.body);
}
