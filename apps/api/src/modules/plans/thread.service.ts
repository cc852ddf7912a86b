import {
  THREAD_OPEN_STATUSES,
  THREAD_PAGE_SIZE,
  type ThreadMessage,
  type ThreadPage,
} from '@escouade/contract/delivery';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/client.ts';
import {
  decodeCursor,
  encodeCursor,
  utcText,
  utcTextToCursorTime,
  utcTextToIso,
} from '../../db/keyset-cursor.ts';
import { afterPosition, keysetPage } from '../../db/keyset-page.ts';
import { AppError } from '../../errors.ts';
import type { ObjectStore } from '../../uploads/object-store.ts';
import type { UploadedFile } from '../../uploads/read-image-upload.ts';
import { peopleOfProject } from '../profiles/mentions.service.ts';
import { loadAttachments } from './attachments.ts';
import { writeThreadMessage } from './thread-writing.ts';
import { loadForThreadReading, loadTeam, projectNotFound, viewerRoleOf } from '../projects/project-access.ts';
import { loadProject, type ProjectRecord } from '../projects/project-record.ts';
import { recordEvent } from '../events/events.ts';
import { clientSideAmong } from '../organisations/client-side.ts';

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

export function isThreadOpen(project: ProjectRecord): boolean {
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

/** Writes a message with its files (thread-writing.ts states the rules every thread shares). */
export async function postThreadMessage(
  db: Database,
  objects: ObjectStore,
  { actor, projectId, body, files }: { actor: Actor; projectId: string; body: string; files: UploadedFile[] },
): Promise<ThreadMessage> {
  const messageId = await writeThreadMessage(db, objects, {
    actor,
    body,
    files,
    target: {
      projectId,
      async assertMayPost(tx, lock) {
        await assertMayPost(tx, actor, projectId, lock);
        // Only the project's people can be mentioned: nobody else reads the thread.
        return { people: await peopleOfProject(tx, projectId) };
      },
      async insertMessage(tx, text) {
        const inserted = await tx.execute<{ id: string }>(sql`
          insert into project_thread_messages (project_id, author_id, body, created_at)
          values (${projectId}, ${actor.id}, ${text}, clock_timestamp()) returning id`);
        return inserted.rows[0]!.id;
      },
      attachmentOwner: (id) => ({ messageId: id }),
      async recordEvents(tx, id, mentionedIds) {
        await recordEvent(tx, {
          type: 'thread_message_posted',
          projectId,
          messageId: id,
          authorId: actor.id,
        });
        if (mentionedIds.length > 0) {
          await recordEvent(tx, {
            type: 'mentioned',
            authorId: actor.id,
            userIds: mentionedIds,
            projectId,
            messageId: id,
          });
        }
      },
    },
  });
  const result = await db.execute<MessageRow>(sql`${selectMessages} where m.id = ${messageId}`);
  const project = (await loadProject(db, projectId))!;
  const [message] = await toMessages(db, project, result.rows);
  return message!;
}

/**
 * Whether the actor may write to the thread now: a member or the client, while the thread is open. The route asks
 * before reading the files of the message, and the service again under the project's lock.
 */
export async function assertMayPost(
  db: Queryable,
  actor: Actor,
  projectId: string,
  lock = false,
): Promise<ProjectRecord> {
  const project = await loadProject(db, projectId, { lock });
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

async function toMessages(
  db: Queryable,
  project: ProjectRecord,
  rows: MessageRow[],
): Promise<ThreadMessage[]> {
  const attachments = await loadAttachments(
    db,
    project.id,
    'message_id',
    rows.map((row) => row.id),
  );
  const clientSide = await clientSideAmong(
    db,
    project,
    rows.map((row) => row.author_id),
  );
  return rows.map((row) => ({
    id: row.id,
    author: {
      id: row.author_id,
      firstName: row.first_name,
      lastName: row.last_name,
      avatarUrl: row.avatar_url,
    },
    authorRole: clientSide.has(row.author_id) ? 'client' : 'member',
    body: row.body,
    attachments: attachments.get(row.id) ?? [],
    createdAt: utcTextToIso(row.created_at_utc),
  }));
}
