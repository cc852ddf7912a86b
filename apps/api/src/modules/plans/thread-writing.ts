import { THREAD_MESSAGE_MAX_LENGTH } from '@escouade/contract/delivery';
import type { Actor } from '../../auth/session.ts';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { deleteAttachmentFiles, storeAttachments } from '../../uploads/attachment-store.ts';
import type { ObjectStore } from '../../uploads/object-store.ts';
import type { UploadedFile } from '../../uploads/read-image-upload.ts';
import { spendMentionBudget } from '../profiles/mention-budget.ts';
import { resolveMentions } from '../profiles/mentions.service.ts';
import { type AttachmentOwner, recordAttachments } from './attachments.ts';

// Writing to a thread, whichever it is (the project's, or a proposal's conversation): the same rules for both.
// Who may write is asked before a file is stored and again under the thread's lock; only the thread's people
// can be mentioned, within the author's mention budget; the files are stored first and removed again if the
// message is refused.

export interface ThreadTarget {
  projectId: string;
  /** Refuses an actor who may not write now; under the thread's lock when `lock`. Returns its people. */
  assertMayPost(db: Queryable, lock: boolean): Promise<{ people: string[] }>;
  /** Inserts the message's row, its text already resolved; returns its id. */
  insertMessage(tx: Transaction, text: string): Promise<string>;
  attachmentOwner(messageId: string): AttachmentOwner;
  /** The events the message makes (the mentioned people are already known). */
  recordEvents(tx: Transaction, messageId: string, mentionedIds: string[]): Promise<void>;
}

export async function writeThreadMessage(
  db: Database,
  objects: ObjectStore,
  { actor, body, files, target }: { actor: Actor; body: string; files: UploadedFile[]; target: ThreadTarget },
): Promise<string> {
  if (body === '' && files.length === 0)
    throw new AppError('MESSAGE_EMPTY', 'Write a message or join a file');
  await target.assertMayPost(db, false);
  const stored = await storeAttachments(objects, files);
  try {
    return await db.transaction(async (tx) => {
      const { people } = await target.assertMayPost(tx, true);
      const mentions = await resolveMentions(tx, body, {
        authorId: actor.id,
        among: people,
        maxLength: THREAD_MESSAGE_MAX_LENGTH,
      });
      await spendMentionBudget(tx, { authorId: actor.id, userIds: mentions.userIds });
      const id = await target.insertMessage(tx, mentions.text);
      await recordAttachments(tx, target.projectId, target.attachmentOwner(id), stored);
      await target.recordEvents(tx, id, mentions.userIds);
      return id;
    });
  } catch (error) {
    await deleteAttachmentFiles(
      objects,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
}
