import { AppError } from '../errors.ts';

/**
 * A position in a list ordered by (created_at, id). The timestamp keeps PostgreSQL's microseconds as text:
 * a JavaScript Date would round to milliseconds and skip or repeat rows created within the same millisecond.
 */
export interface Cursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `idPattern`: what the ids of the list look like (posts and comments: UUIDs; users: Better Auth ids). */
export function decodeCursor(value: string | undefined, idPattern: RegExp = UUID): Cursor | undefined {
  if (!value) return undefined;
  const decoded = Buffer.from(value, 'base64url').toString('utf8');
  const [createdAt, id] = decoded.split('|');
  const isTimestamp =
    createdAt !== undefined && /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)$/.test(createdAt);
  const isId = id !== undefined && idPattern.test(id);
  if (!isTimestamp || !isId) throw new AppError('INVALID_CURSOR', 400, 'The cursor is invalid');
  return { createdAt, id };
}
