import {
  THREAD_OPEN_STATUSES,
  THREAD_PAGE_SIZE,
  type ThreadMessage,
  type ThreadPage,
} from '@escouade/contract/delivery';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { decodeCursor, encodeCursor, utcTextToCursorTime } from '../../db/keyset-cursor.ts';
import { afterPosition, keysetPage } from '../../db/keyset-page.ts';
import { AppError } from '../../errors.ts';
import type { ObjectStore } from '../../uploads/object-store.ts';
import type { UploadedFile } from '../../uploads/read-image-upload.ts';
import { peopleOfProject } from '../profiles/mentions.service.ts';
import {
  selectProjectThreadMessages,
  type ThreadMessageRow,
  toThreadMessages,
  type ThreadOwner,
} from './thread-reading.ts';
import { writeThreadMessage } from './thread-writing.ts';
import { loadForThreadReading, loadTeam, projectNotFound, viewerRoleOf } from '../projects/project-access.ts';
import { loadProject, type ProjectRecord } from '../projects/project-record.ts';
import { recordEvent } from '../events/events.ts';

// The project thread: the client and the members write to each other once the team is complete, with images and
// PDFs joined; administrators may read it. Closed to new messages once the project is delivered or cancelled.

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
  const result = await db.execute<ThreadMessageRow>(sql`
    ${selectProjectThreadMessages} where m.project_id = ${projectId} ${after}
    order by m.created_at desc, m.id desc
    limit ${THREAD_PAGE_SIZE + 1}`);
  const page = keysetPage(result.rows, THREAD_PAGE_SIZE, (row) => ({
    createdAt: utcTextToCursorTime(row.created_at_utc),
    id: row.id,
  }));
  return {
    messages: await toThreadMessages(db, projectThreadOwner(project), page.rows),
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
  const result = await db.execute<ThreadMessageRow>(
    sql`${selectProjectThreadMessages} where m.id = ${messageId}`,
  );
  const project = (await loadProject(db, projectId))!;
  const [message] = await toThreadMessages(db, projectThreadOwner(project), result.rows);
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

function projectThreadOwner(project: ProjectRecord): ThreadOwner {
  return { projectId: project.id, clientSide: project, attachmentColumn: 'message_id' };
}
