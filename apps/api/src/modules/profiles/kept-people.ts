import type { Author } from '@escouade/contract';
import type { Language } from '@escouade/contract/constants';
import { sql } from 'drizzle-orm';
import { type KeptSessions, personSubject } from '../../auth/kept-sessions.ts';
import { accountIsActive } from '../../auth/session-reader.ts';
import type { Database } from '../../db/client.ts';
import { type ChangeStamps, type KeptReadings, keptStates } from '../../db/kept-readings.ts';
import { param, preparedStatement } from '../../db/prepared-statement.ts';
import type { PublicProfileCache } from './public-profile-cache.ts';

/**
 * What the instance keeps of people for the pages it serves from memory, while every change to it is heard
 * (the notices of migration 0042):
 * - `relations`: per reader, the people in a block with them (either way) and those they muted;
 * - `accounts`: per person, whether a search of professionals shows them (a professional whose account is
 *   neither banned nor being deleted);
 * - `matchedSkills`: per search, language and person, the skills of theirs the search's words match;
 * - `follows`: per reader, whether they follow each person asked about so far (what a profile page says).
 */
export interface KeptPeople {
  stamps: ChangeStamps;
  relations: KeptReadings<Relations>;
  follows: KeptReadings<ReadonlyMap<string, boolean>>;
  accounts: KeptReadings<boolean>;
  matchedSkills: KeptReadings<readonly string[]>;
}

/** What the profiles' pages read of readers from memory: their sessions and what is kept of people. */
export type KeptReaders = KeptSessions & KeptPeople & { isKeeping(): boolean };

export interface Relations {
  /** Blocked by the reader, or who blocked the reader. */
  blocked: ReadonlySet<string>;
  /** Blocked by the reader (what their profile page says of the person). */
  blockedByReader: ReadonlySet<string>;
  muted: ReadonlySet<string>;
}

/** The reader's relations (`Relations`), kept or read and kept. */
export async function relationsOf(db: Database, memory: KeptPeople, readerId: string): Promise<Relations> {
  const kept = memory.relations.get(readerId);
  if (kept) return kept;
  const stamp = memory.stamps.stamp();
  const rows = await relationsStatement.execute<{ id: string; kind: 'blocked' | 'blocker' | 'muted' }>(
    db,
    [],
    { reader: readerId },
  );
  const idsOf = (...kinds: string[]) =>
    new Set(rows.filter((row) => kinds.includes(row.kind)).map((row) => row.id));
  const relations: Relations = {
    blocked: idsOf('blocked', 'blocker'),
    blockedByReader: idsOf('blocked'),
    muted: idsOf('muted'),
  };
  memory.relations.keep(readerId, relations, { subjects: [personSubject(readerId)], stamp });
  return relations;
}

const relationsStatement = preparedStatement(
  () => sql`select blocked_id as id, 'blocked' as kind from user_blocks where blocker_id = ${param('reader')}
    union all select blocker_id, 'blocker' from user_blocks where blocked_id = ${param('reader')}
    union all select muted_id, 'muted' from user_mutes where muter_id = ${param('reader')}`,
);

/** Whether `readerId` follows each of `ids`, as kept, those not kept read in one statement and kept. */
export function followedByReader(
  db: Database,
  memory: KeptPeople,
  readerId: string,
  ids: readonly string[],
): Promise<ReadonlyMap<string, boolean>> {
  return keptStates(memory.follows, memory.stamps, {
    readerId,
    subject: personSubject(readerId),
    ids,
    readTrue: async (missing) => {
      const rows = await followedStatement.execute<{ id: string }>(db, [], {
        reader: readerId,
        ids: missing,
      });
      return new Set(rows.map((row) => row.id));
    },
  });
}

const followedStatement = preparedStatement(
  () => sql`select followed_id as id from follows
    where follower_id = ${param('reader')} and followed_id = any(${param('ids')}::text[])`,
);

/**
 * The professionals of `ids` a search may show, with what it shows of them (`Author`: names, profession,
 * avatar), as kept (`accounts`, and the authors of `publicProfiles`); those missing read in one statement and
 * kept. A person not shown, or gone, is absent.
 */
export async function shownProfessionals(
  db: Database,
  memory: KeptPeople,
  publicProfiles: PublicProfileCache,
  ids: readonly string[],
): Promise<Map<string, Author>> {
  const shown = new Map<string, Author>();
  const missing: string[] = [];
  for (const id of ids) {
    const isShown = memory.accounts.get(id);
    const author = isShown && publicProfiles.getAuthor(id);
    if (isShown === false) continue;
    if (author) shown.set(id, author);
    else missing.push(id);
  }
  if (missing.length === 0) return shown;
  const stamp = memory.stamps.stamp();
  const profileStamp = publicProfiles.stamp();
  const startedAt = performance.now();
  const rows = await professionalsStatement.execute<ProfessionalRow>(db, [], { ids: missing });
  for (const row of rows) {
    const author: Author = {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      profession: row.profession,
      avatarUrl: row.avatar_url,
    };
    publicProfiles.rememberAuthor(author, profileStamp);
    memory.accounts.keep(row.id, row.shown, {
      subjects: [personSubject(row.id)],
      stamp,
      validForMs: row.valid_for_ms ?? undefined,
      startedAt,
    });
    if (row.shown) shown.set(row.id, author);
  }
  return shown;
}

interface ProfessionalRow extends Record<string, unknown> {
  id: string;
  shown: boolean;
  /** Until a ban with an end ends, when there is one. */
  valid_for_ms: number | null;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  profession: string | null;
}

const professionalsStatement = preparedStatement(
  () => sql`select u.id, u.role = 'professional' and ${accountIsActive} as shown,
      case when coalesce(u.banned, false) and u.ban_expires > now()
        then (extract(epoch from (u.ban_expires - now())) * 1000)::float8 end as valid_for_ms,
      p.first_name, p.last_name, p.avatar_url, pp.profession
    from unnest(${param('ids')}::text[]) as w (id)
    join "user" u on u.id = w.id
    left join profiles p on p.id = u.id
    left join professional_profiles pp on pp.id = u.id`,
);

/**
 * The skills of each of `ids` that `query`'s words match (at most `shown`, by level then name), as kept for the
 * search `searchKey` in `language`; those missing read in one statement (`statement`, given the query's values)
 * and kept.
 */
export async function keptMatchedSkills(
  db: Database,
  memory: KeptPeople,
  {
    searchKey,
    language,
    ids,
    read,
  }: {
    searchKey: string;
    language: Language;
    ids: readonly string[];
    /** Reads the matched skills of `missing`, one row each. */
    read: (missing: string[]) => Promise<{ id: string; matched_skills: string[] }[]>;
  },
): Promise<Map<string, readonly string[]>> {
  const keyOf = (id: string) => `${language}|${searchKey}|${id}`;
  const found = new Map<string, readonly string[]>();
  const missing: string[] = [];
  for (const id of ids) {
    const skills = memory.matchedSkills.get(keyOf(id));
    if (skills) found.set(id, skills);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  const stamp = memory.stamps.stamp();
  for (const row of await read(missing)) {
    found.set(row.id, row.matched_skills);
    // A skill renamed or merged changes every search: a change of everything (migration 0042).
    memory.matchedSkills.keep(keyOf(row.id), row.matched_skills, {
      subjects: [personSubject(row.id)],
      stamp,
    });
  }
  return found;
}
