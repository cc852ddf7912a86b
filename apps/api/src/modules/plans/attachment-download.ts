import type { FastifyReply } from 'fastify';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ObjectStore } from '../../uploads/object-store.ts';
import { type AttachmentFile, findAttachment } from './attachments.ts';
import { loadForThreadReading } from '../projects/project-access.ts';

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
  return sendAttachment(objects, reply, await findAttachment(db, projectId, attachmentId));
}

/** Sends a file already found for a reader who may read it (see serveAttachment for the headers' reasons). */
export async function sendAttachment(
  objects: ObjectStore,
  reply: FastifyReply,
  attachment: AttachmentFile | undefined,
) {
  const object = attachment && (await objects.get(attachment.storage_key));
  if (!attachment || !object) throw new AppError('ATTACHMENT_NOT_FOUND', 'No such file');
  const disposition = attachment.kind === 'pdf' ? 'attachment' : 'inline';
  reply
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
    .header(
      'content-disposition',
      `${disposition}; filename*=UTF-8''${encodeExtendedValue(attachment.file_name)}`,
    )
    .type(attachment.kind === 'pdf' ? 'application/pdf' : 'image/webp');
  if (object.size !== undefined) reply.header('content-length', object.size);
  return reply.send(object.body);
}

/**
 * A header parameter's value in RFC 5987's extended notation: every character but the unreserved ones escaped
 * (encodeURIComponent leaves `'()*!`, and an apostrophe there would end the value early).
 */
export function encodeExtendedValue(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*!]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
