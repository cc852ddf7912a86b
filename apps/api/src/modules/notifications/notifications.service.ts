import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsPage,
  type UnreadCount,
} from '@escouade/contract/notifications';
import { sql } from 'drizzle-orm';
import { type Actor, unauthenticated } from '../../auth/session.ts';
import type { Reader } from '../../auth/session-reader.ts';
import type { Database } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../db/keyset-cursor.ts';
import { keysetPage } from '../../db/keyset-page.ts';
import { AppError } from '../../errors.ts';
import { recordEvent } from '../events/events.ts';
import { selectNotificationsPage, unreadCounts } from './notification-store.ts';

/**
 * My notifications, newest activity first, a page at a time, with the unread count for the bell; for a reader
 * known by a session token, the session is checked in the same statement (UNAUTHENTICATED without one).
 */
export async function listNotifications(
  db: Database,
  {
    reader,
    cursor,
    limit = NOTIFICATIONS_PAGE_SIZE,
  }: { reader: Reader; cursor?: string | undefined; limit?: number },
): Promise<NotificationsPage> {
  const position = decodeCursor(cursor);
  const found = await selectNotificationsPage(db, {
    reader,
    ...(position ? { after: { updatedAt: position.createdAt, id: position.id } } : {}),
    take: limit + 1,
  });
  if (!found) throw unauthenticated();
  const { lines, unreadCount } = found;
  const page = keysetPage(lines, limit, (line) => ({ createdAt: line.cursorTime, id: line.id }));
  return {
    notifications: page.rows.map(({ cursorTime: _cursorTime, ...line }) => line),
    unreadCount,
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
}

export async function getUnreadCount(db: Database, actor: Actor): Promise<UnreadCount> {
  const counts = await unreadCounts(db, [actor.id]);
  return { unreadCount: counts.get(actor.id) ?? 0 };
}

/** Marks one of my notifications read (again is fine); NOTIFICATION_NOT_FOUND for anyone else's. */
export async function markNotificationRead(
  db: Database,
  { actor, notificationId }: { actor: Actor; notificationId: string },
): Promise<UnreadCount> {
  await db.transaction(async (tx) => {
    const result = await tx.execute<{ id: string }>(sql`
      update notifications set read_at = coalesce(read_at, now())
      where id = ${notificationId} and recipient_id = ${actor.id}
      returning id`);
    if (!result.rows[0]) throw new AppError('NOTIFICATION_NOT_FOUND', 'Notification not found');
    // My other tabs update their bell.
    await recordEvent(tx, { type: 'notifications_read', userId: actor.id });
  });
  return getUnreadCount(db, actor);
}

/** Marks every notification I have read. */
export async function markAllNotificationsRead(db: Database, actor: Actor): Promise<UnreadCount> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update notifications set read_at = now() where recipient_id = ${actor.id} and read_at is null`,
    );
    await recordEvent(tx, { type: 'notifications_read', userId: actor.id });
  });
  return { unreadCount: 0 };
}
