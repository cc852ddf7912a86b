import type { ActivityEntry, ActivityKind, ActivityPage, TaskStatus } from '@escouade/contract/plans';
import { ACTIVITY_PAGE_SIZE } from '@escouade/contract/plans';
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
import { loadForReading } from './project-access.ts';

/**
 * Records what someone did on a project, in the transaction that did it. `actorId` null: Escouade itself. The
 * time is the clock's, not the transaction's: two entries of one change keep their order.
 */
export async function recordActivity(
  db: Queryable,
  entry: {
    projectId: string;
    actorId: string | null;
    kind: ActivityKind;
    subject?: string | null;
    status?: TaskStatus | null;
  },
): Promise<void> {
  await db.execute(sql`
    insert into project_activity (project_id, actor_id, kind, subject, status, created_at)
    values (${entry.projectId}, ${entry.actorId}, ${entry.kind}, ${entry.subject ?? null}, ${entry.status ?? null},
      clock_timestamp())`);
}

/** The project's activity, newest first, a page at a time; for its client and members only. */
export async function listActivity(
  db: Database,
  { actor, projectId, cursor }: { actor: Actor; projectId: string; cursor?: string | undefined },
): Promise<ActivityPage> {
  await loadForReading(db, actor, projectId);
  const after = afterPosition(decodeCursor(cursor), {
    createdAt: sql`a.created_at`,
    id: sql`a.id`,
    order: 'newest first',
  });
  const result = await db.execute<{
    id: string;
    kind: ActivityKind;
    actor_id: string | null;
    first_name: string | null;
    last_name: string | null;
    subject: string | null;
    status: TaskStatus | null;
    created_at_utc: string;
  }>(sql`
    select a.id, a.kind, a.actor_id, p.first_name, p.last_name, a.subject, a.status,
      ${utcText(sql`a.created_at`)} as created_at_utc
    from project_activity a left join profiles p on p.id = a.actor_id
    where a.project_id = ${projectId} ${after}
    order by a.created_at desc, a.id desc
    limit ${ACTIVITY_PAGE_SIZE + 1}`);
  const page = keysetPage(result.rows, ACTIVITY_PAGE_SIZE, (row) => ({
    createdAt: utcTextToCursorTime(row.created_at_utc),
    id: row.id,
  }));
  return {
    entries: page.rows.map((row): ActivityEntry => ({
      id: row.id,
      kind: row.kind,
      actor: row.actor_id ? { id: row.actor_id, firstName: row.first_name, lastName: row.last_name } : null,
      subject: row.subject,
      status: row.status,
      createdAt: utcTextToIso(row.created_at_utc),
    })),
    nextCursor: page.next && encodeCursor(page.next),
  };
}
