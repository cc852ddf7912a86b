import { type SQL, sql } from 'drizzle-orm';
import type { Cursor } from './keyset-cursor.ts';
import type { Param } from './prepared-statement.ts';

/** A position's values, or the params that bind them in a statement built once. */
export type CursorValues = { [Key in keyof Cursor]: Cursor[Key] | Param };

/**
 * Keyset pagination: a list is read `limit + 1` rows at a time from a position instead of an offset, so page
 * 500 costs what page 1 costs and rows added meanwhile neither repeat nor vanish. The extra row only says
 * whether another page follows.
 */
export function keysetPage<Row, Position>(
  rows: Row[],
  limit: number,
  positionOf: (row: Row) => Position,
): { rows: Row[]; next: Position | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last !== undefined ? positionOf(last) : null };
}

/**
 * `and (created_at, id)` past `position` for a list ordered by those two columns, newest or oldest first;
 * nothing for the first page. `idType` casts the cursor's id like the column (`uuid`, or Better Auth's text).
 *
 * The position is read in scalar subqueries, which the planner does not look into: it estimates the share of
 * rows past a position the same way whatever the position, so a prepared statement's generic plan costs what
 * a plan for the given values costs and is kept. Given the values, it estimated the rows past a deep page's
 * position from the column's statistics, found the generic plan three times dearer, and planned a deep feed
 * page again at every request (half the rate of page 1). Still an index condition: the subqueries run once,
 * before the walk of the index.
 */
export function afterPosition(
  position: CursorValues | undefined,
  {
    createdAt,
    id,
    order,
    idType = 'uuid',
  }: { createdAt: SQL; id: SQL; order: 'newest first' | 'oldest first'; idType?: 'uuid' | 'text' },
): SQL {
  if (!position) return sql``;
  const cursorId =
    idType === 'uuid' ? sql`(select ${position.id}::uuid)` : sql`(select ${position.id}::text)`;
  const comparison = order === 'newest first' ? sql`<` : sql`>`;
  return sql`and (${createdAt}, ${id}) ${comparison} ((select ${position.createdAt}::timestamptz), ${cursorId})`;
}
