import { type SQL, sql } from 'drizzle-orm';
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
  const isTimestamp = createdAt !== undefined && isPostgresTimestamp(createdAt);
  const isId = id !== undefined && idPattern.test(id);
  if (!isTimestamp || !isId) throw new AppError('INVALID_CURSOR', 'The cursor is invalid');
  return { createdAt, id };
}

const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(?:([+-])(\d{2})(?::?(\d{2}))?|Z)$/;

/**
 * A timestamp as PostgreSQL writes `created_at::text`, with a date, a time and a UTC offset that exist:
 * PostgreSQL would refuse 2026-02-30, 25:00 or +15:99 with an error, and a forged cursor must get a 400, not a
 * 500. PostgreSQL accepts offsets up to 15:59, a 60th second (a leap second, carried into the next minute) and
 * 24:00:00, as long as the time of day does not pass midnight.
 */
function isPostgresTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const offsetHours = Number(match[9] ?? 0);
  const offsetMinutes = Number(match[10] ?? 0);
  const fraction = Number(match[7] ?? 0);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    minute <= 59 &&
    second <= 60 &&
    hour * 3600 + minute * 60 + second + fraction <= 86_400 &&
    offsetHours <= 15 &&
    offsetMinutes <= 59
  );
}

/**
 * A `timestamptz` column as the text of its UTC value (`2026-11-21 18:03:04.5`: PostgreSQL drops trailing zeros
 * of the fraction, and the whole fraction when it is zero). One text column gives both the API's ISO form
 * (`utcTextToIso`) and an exact cursor (`utcTextToCursorTime`), cheaper for both sides than `to_char` plus
 * a second column, or a parsed Date.
 */
export function utcText(column: SQL): SQL {
  return sql`(${column} at time zone 'UTC')::text`;
}

/** `2026-11-21 18:03:04.5` → `2026-11-21T18:03:04.500Z` (milliseconds, truncated like `to_char`'s MS). */
export function utcTextToIso(text: string): string {
  const dot = text.indexOf('.', 19);
  const milliseconds = dot === -1 ? '000' : text.slice(dot + 1, dot + 4).padEnd(3, '0');
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${milliseconds}Z`;
}

/** The cursor form of a `utcText` value: exact to the microsecond, read back as UTC. */
export function utcTextToCursorTime(text: string): string {
  return `${text}+00`;
}
