import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { ChangeStamps, KeptReadings } from '../db/kept-readings.ts';
import { param, preparedStatement } from '../db/prepared-statement.ts';
import { sessionStillOpens } from './session-reader.ts';

/**
 * The sessions an instance has seen open the app, by token, with their user: kept while it hears of every change
 * to the session, its user (a ban, a deletion) and the user leaving, and never past the session's expiry as the
 * database's clock put it. Only sessions that open are kept: a token refused is checked again at each request.
 */
export interface KeptSessions {
  stamps: ChangeStamps;
  sessions: KeptReadings<string>;
}

/** The subject of a person's readings (`KeptReadings`): their sessions, relations, likes and posts. */
export const personSubject = (userId: string) => `person:${userId}`;

/** The user whose session `token` opens the app now, from memory or read and kept; undefined when none. */
export async function userOfSessionToken(
  db: Database,
  memory: KeptSessions,
  token: string,
): Promise<string | undefined> {
  const kept = memory.sessions.get(token);
  if (kept !== undefined) return kept;
  const stamp = memory.stamps.stamp();
  const startedAt = performance.now();
  const [row] = await openSessionStatement.execute<{ user_id: string; valid_for_ms: number }>(db, [], {
    token,
  });
  if (!row) return undefined;
  memory.sessions.keep(token, row.user_id, {
    subjects: [personSubject(row.user_id)],
    stamp,
    // Not past the session's expiry, by the database's clock.
    validForMs: row.valid_for_ms,
    startedAt,
  });
  return row.user_id;
}

/** The session's user while it opens the app (`sessionUser`), and for how long it will at most, in ms. */
const openSessionStatement = preparedStatement(
  () => sql`select u.id as user_id,
      (extract(epoch from (s.expires_at - now())) * 1000)::float8 as valid_for_ms
    from "session" s join "user" u on u.id = s.user_id
    where s.token = ${param('token')} and ${sessionStillOpens}`,
);
