import { THREAD_MESSAGE_MAX_LENGTH } from '@escouade/contract/delivery';
import {
  THREAD_OPEN_STATUSES,
  THREAD_PAGE_SIZE,
  type ThreadMessage,
  type ThreadPage,
} from '@escouade/contract/delivery';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import {
  decodeCursor,
  encodeCursor,
  utcText,
  utcTextToCursorTime,
  utcTextToIso,
} from '../../db/keyset-cursor.ts';
import { afterPosition, keysetPage } from '../../db/keyset-page.ts';
import { AppError } from '../../errors.ts';
import { deleteAttachmentFiles, storeAttachments } from '../../uploads/attachment-store.ts';
import type { ObjectStore } from '../../uploads/object-store.ts';
import type { UploadedFile } from '../../uploads/read-image-upload.ts';
import { peopleOfProject, resolveMentions } from '../profiles/mentions.service.ts';
import { loadAttachments, recordAttachments } from './attachments.ts';
import {
  loadForThreadReading,
  loadPlanProject,
  loadTeam,
  projectNotFound,
  viewerRoleOf,
  type PlanProject,
  type Queryable,
} from './plan-access.ts';
import { recordEvent } from '../notifications/events.ts';

// The project thread: the client and the members write to each other once the team is complete, with images and
// PDFs joined; administrators may read it. Closed to new messages once the project is delivered or cancelled.

interface MessageRow extends Record<string, unknown> {
  id: string;
  author_id: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  body: string;
  created_at_utc: string;
}

export function isThreadOpen(project: PlanProject): boolean {
  return (THREAD_OPEN_STATUSES as readonly string[]).includes(project.status);
}

export async function listThread(
  db: Database,
  { actor, projectId, cursor }: { actor: Actor; projectId: string; cursor?: string | undefined },
): Promise<ThreadPage> {
  const { project, team } = await loadForThreadReading(db, actor, projectId);
  const after = afterPosition(decodeCursor(cursor), {
    createdAt: sql`m.created_at`,
    id: sql`m.id`,
    order: 'newest first',
  });
  const result = await db.execute<MessageRow>(sql`
    ${selectMessages} where m.project_id = ${projectId} ${after}
    order by m.created_at desc, m.id desc
    limit ${THREAD_PAGE_SIZE + 1}`);
  const page = keysetPage(result.rows, THREAD_PAGE_SIZE, (row) => ({
    createdAt: utcTextToCursorTime(row.created_at_utc),
    id: row.id,
  }));
  return {
    messages: await toMessages(db, project, page.rows),
    nextCursor: page.next && encodeCursor(page.next),
    canPost: isThreadOpen(project) && viewerRoleOf(project, team, actor) !== undefined,
  };
}

/** Writes a message with its files; the files are stored first and removed again if the message is refused. */
export async function postThreadMessage(
  db: Database,
  objects: ObjectStore,
  { actor, projectId, body, files }: { actor: Actor; projectId: string; body: string; files: UploadedFile[] },
): Promise<ThreadMessage> {
  if (body === '' && files.length === 0)
    throw new AppError('MESSAGE_EMPTY', 'Write a message or join a file');
  // Who may write is checked before any file is stored, and again under the lock.
  await assertMayPost(db, actor, projectId);
  const stored = await storeAttachments(objects, files);
  try {
    const messageId = await db.transaction(async (tx) => {
      const project = await assertMayPost(tx, actor, projectId, true);
      // Only the project's people can be mentioned: nobody else reads the thread.
      const mentions = await resolveMentions(tx, body, {
        authorId: actor.id,
        among: await peopleOfProject(tx, projectId),
        maxLength: THREAD_MESSAGE_MAX_LENGTH,
      });
      const inserted = await tx.execute<{ id: string }>(sql`
        insert into project_thread_messages (project_id, author_id, body, created_at)
        values (${project.id}, ${actor.id}, ${mentions.text}, clock_timestamp()) returning id`);
      const id = inserted.rows[0]!.id;
      await recordAttachments(tx, projectId, { messageId: id }, stored);
      await recordEvent(tx, { type: 'thread_message_posted', projectId, messageId: id, authorId: actor.id });
      if (mentions.userIds.length > 0) {
        await recordEvent(tx, {
          type: 'mentioned',
          authorId: actor.id,
          userIds: mentions.userIds,
          projectId,
          messageId: id,
        });
      }
      return id;
    });
    const result = await db.execute<MessageRow>(sql`${selectMessages} where m.id = ${messageId}`);
    const project = (await loadPlanProject(db, projectId))!;
    const [message] = await toMessages(db, project, result.rows);
    return message!;
  } catch (error) {
    await deleteAttachmentFiles(
      objects,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
}

async function assertMayPost(
  db: Queryable,
  actor: Actor,
  projectId: string,
  lock = false,
): Promise<PlanProject> {
  const project = await loadPlanProject(db, projectId, lock);
  if (!project) throw projectNotFound();
  const team = await loadTeam(db, projectId);
  const role = viewerRoleOf(project, team, actor);
  if (role === undefined) {
    if (actor.role === 'admin') throw new AppError('FORBIDDEN', 'Administrators read the thread only');
    throw projectNotFound();
  }
  if (!isThreadOpen(project)) {
    throw new AppError(
      'PROJECT_STATE_CONFLICT',
      `The thread is closed while the project is ${project.status}`,
    );
  }
  return project;
}

const selectMessages = sql`
  select m.id, m.author_id, p.first_name, p.last_name, p.avatar_url, m.body,
    ${utcText(sql`m.created_at`)} as created_at_utc
  from project_thread_messages m left join profiles p on p.id = m.author_id`;

async function toMessages(db: Queryable, project: PlanProject, rows: MessageRow[]): Promise<ThreadMessage[]> {
  const attachments = await loadAttachments(
    db,
    project.id,
    'message_id',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    author: {
      id: row.author_id,
      firstName: row.first_name,
      lastName: row.last_name,
      avatarUrl: row.avatar_url,
    },
    authorRole: row.author_id === project.client_id ? 'client' : 'member',
    body: row.body,
    attachments: attachments.get(row.id) ?? [],
    createdAt: utcTextToIso(row.created_at_utc),
  }));
}
