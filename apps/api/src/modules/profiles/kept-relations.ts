import { sql } from 'drizzle-orm';
import { personSubject } from '../../auth/kept-sessions.ts';
import type { Database } from '../../db/client.ts';
import type { ChangeStamps, KeptReadings } from '../../db/kept-readings.ts';
import { param, preparedStatement } from '../../db/prepared-statement.ts';

/**
 * The people whose posts and comments a reader does not see for a relation between them (`isShownTo` without
 * the pending deletions, which are the author's, not the reader's): whom the reader blocked, who blocked the
 * reader, whom the reader muted. Kept per reader while every block and mute naming them is heard.
 */
export interface KeptRelations {
  stamps: ChangeStamps;
  hiddenPeople: KeptReadings<ReadonlySet<string>>;
}

export async function peopleHiddenFrom(
  db: Database,
  memory: KeptRelations,
  readerId: string,
): Promise<ReadonlySet<string>> {
  const kept = memory.hiddenPeople.get(readerId);
  if (kept) return kept;
  const stamp = memory.stamps.stamp();
  const rows = await hiddenPeopleStatement.execute<{ id: string }>(db, [], { reader: readerId });
  const hidden = new Set(rows.map((row) => row.id));
  memory.hiddenPeople.keep(readerId, hidden, { subjects: [personSubject(readerId)], stamp });
  return hidden;
}

const hiddenPeopleStatement = preparedStatement(
  () => sql`select blocked_id as id from user_blocks where blocker_id = ${param('reader')}
    union select blocker_id from user_blocks where blocked_id = ${param('reader')}
    union select muted_id from user_mutes where muter_id = ${param('reader')}`,
);
