import type { Language } from '@escouade/contract/constants';
import { PEOPLE_MATCHES, type PeopleSearchPage, type PersonResult } from '@escouade/contract/profiles';
import { type SQL, sql } from 'drizzle-orm';
import { unauthenticated } from '../../auth/session.ts';
import {
  accountIsActive,
  type Reader,
  type ReaderKind,
  readerKindOf,
  readerParamOf,
  readerQueryOf,
} from '../../auth/session-reader.ts';
import type { Database } from '../../db/client.ts';
import { lastWordIsPrefix, namesQueryText, toSearchTerms } from '../../db/full-text-query.ts';
import { keysetPage } from '../../db/keyset-page.ts';
import { literalLimit, param, preparedStatement } from '../../db/prepared-statement.ts';
import { AppError } from '../../errors.ts';
import { blockBetween } from './blocks.service.ts';
import type { KeptSessions } from '../../auth/kept-sessions.ts';
import { userOfSessionToken } from '../../auth/kept-sessions.ts';
import {
  type KeptPeople,
  type KeptReaders,
  keptMatchedSkills,
  relationsOf,
  shownProfessionals,
} from './kept-people.ts';
import type { PublicProfileCache } from './public-profile-cache.ts';
import {
  NO_PEOPLE_WINDOW_CACHE,
  PEOPLE_WINDOW,
  type PeopleWindow,
  type PeopleWindowCache,
  peopleWindowOf,
} from './people-search-windows.ts';

/**
 * The ranking of the people search. A professional is found when every word typed is in one part of their
 * document (`professional_profiles.people_vector`): their name (weight A: folded, never stemmed), their
 * profession (B) or the skills they hold (C: names and aliases, in both languages); profession and skills are
 * stemmed as French and as English, and the last word also matches the start of a word while it is typed.
 * Best first: a match by name, then by profession, then by skill (`PEOPLE_MATCHES` in that order); within
 * each, by id, so that pages follow each other on (match, id) whatever is written meanwhile.
 */
const TIERS = { name: 3, profession: 2, skill: 1 } as const;
const MATCHED_SKILLS_SHOWN = 3;
/** The tiers written into the statement's text (as params they would come back as text). */
const tierLiteral = {
  name: sql.raw(String(TIERS.name)),
  profession: sql.raw(String(TIERS.profession)),
  skill: sql.raw(String(TIERS.skill)),
};

interface PeoplePosition {
  tier: number;
  id: string;
}

function encodePosition({ tier, id }: PeoplePosition): string {
  return Buffer.from(`${tier}|${id}`, 'utf8').toString('base64url');
}

function decodePosition(value: string | undefined): PeoplePosition | undefined {
  if (!value) return undefined;
  const match = /^([1-3])\|([A-Za-z0-9_-]{1,64})$/.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) throw new AppError('INVALID_CURSOR', 'The cursor is invalid');
  return { tier: Number(match[1]), id: match[2]! };
}

interface PersonRow extends Record<string, unknown> {
  /** Null on the one row a search that finds nobody answers (its reader was found). */
  id: string | null;
  tier: number;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  profession: string | null;
  matched_skills: string[];
}

/**
 * The words, stemmed as French and as English (and the last one also as the start of a word as written). Word
 * `i` is the param `<name>.<i>`, the last one's prefix `<name>.prefix`: `'word':BC` and `'word':*BC` to find
 * them among the profession's and the skills' lexemes of a person's document (weights B and C), `'word'` and
 * `'word':*` for a skill's own document. A word either language ignores ("de", "the") is left out.
 */
function stemmedQuery(name: string, wordCount: number, prefix: boolean): SQL {
  const words = Array.from({ length: wordCount }, (_, index) => {
    const french = sql`to_tsquery('escouade_fr', ${param(`${name}.${index}`)})`;
    const english = sql`to_tsquery('escouade_en', ${param(`${name}.${index}`)})`;
    const asTyped =
      prefix && index === wordCount - 1
        ? sql` || to_tsquery('escouade_names', ${param(`${name}.prefix`)})`
        : sql``;
    return sql`(case when numnode(${french}) = 0 or numnode(${english}) = 0 then ''::tsquery
      else ${french} || ${english}${asTyped} end)`;
  });
  return sql`(${sql.join(words, sql` && `)})`;
}

/**
 * The skills the query matches, then the columns of a page's people (`m`: id, tier, profession) with their names
 * and the matched skills each holds, read from the reader's row (`v`): the same for a ranked page and a window's.
 */
const personColumnsFrom = (skillName: SQL) => sql`matched_skills as materialized (
        select s.id, ${skillName} as name from query q join skills s on s.search_vector @@ q.skills
      )
      select m.id, m.tier, p.first_name, p.last_name, p.avatar_url, m.profession,
        case when m.id is null then '{}'::text[] else array(
          select ms.name from user_skills us join matched_skills ms on ms.id = us.skill_id
          where us.user_id = m.id
          order by us.level desc, ms.name ${literalLimit(MATCHED_SKILLS_SHOWN)}) end as matched_skills
      from viewer v`;

/**
 * One statement, built once per variant (reader's kind, number of words, prefix, cursor, page size, language).
 * It answers one row (id null) when its reader opens the app and nobody matches, none when the session does not
 * open the app. In order:
 * - the queries, computed once (`query`): written in the conditions, a prepared statement's generic plan would
 *   parse and stem the words again for every row it rechecks or ranks (a dozen dictionary look-ups a row);
 * - the matches from one GIN index look-up of `people_vector`, ranked by the weights they matched (`TIERS`) and
 *   sorted, then walked in that order through the checks that need other tables (the account, blocks with the
 *   reader), which stop once the page is full: a common last name costs its matches' ranking, not their checks;
 * - the page's names, and its matched skills from the few skills the words match (the skills' own index).
 */
const peopleStatement = preparedStatement(
  (
    kind: ReaderKind,
    wordCount: number,
    prefix: boolean,
    afterCursor: boolean,
    limit: number,
    language: Language,
  ) => {
    const skillName = language === 'en' ? sql`coalesce(s.name_en, s.name)` : sql`s.name`;
    const after = afterCursor
      ? sql`where (f.tier < ${param('tier')}::int or (f.tier = ${param('tier')}::int and f.id > ${param('id')}::text))`
      : sql``;
    const matches =
      wordCount === 0
        ? sql`select null::text as id, null::text as profession, 0 as tier where false`
        : sql`select f.id, f.profession, f.tier from (
            select * from (
              select pp.id, pp.profession,
                case when pp.people_vector @@ q.names then ${tierLiteral.name}
                  when ts_filter(pp.people_vector, '{b}') @@ q.stemmed then ${tierLiteral.profession}
                  else ${tierLiteral.skill} end as tier
              from query q join professional_profiles pp on pp.people_vector @@ (q.names || q.stemmed)
            ) f ${after}
            order by f.tier desc, f.id
            offset 0
          ) f
          join "user" u on u.id = f.id
          where u.role = 'professional' and ${accountIsActive}
            and not ${blockBetween(sql`u.id`, sql`v.id`)}
          order by f.tier desc, f.id
          ${literalLimit(limit + 1)}`;
    const queries =
      wordCount === 0
        ? sql`select ''::tsquery as names, ''::tsquery as stemmed, ''::tsquery as skills`
        : queriesOf(wordCount, prefix);
    return sql`
      with viewer as (${readerQueryOf(kind)}),
      query as materialized (${queries}),
      ${personColumnsFrom(skillName)}
      left join lateral (${matches}) m on true
      left join profiles p on p.id = m.id
      order by m.tier desc, m.id`;
  },
);

/**
 * The queries of a search that has words: the names' (weight A), the profession's and skills' (weights B and
 * C) and the skills' own.
 */
function queriesOf(wordCount: number, prefix: boolean): SQL {
  return sql`select to_tsquery('escouade_names', ${param('names')}) as names,
    ${stemmedQuery('weighted', wordCount, prefix)} as stemmed,
    ${stemmedQuery('plain', wordCount, prefix)} as skills`;
}

/**
 * A search's window (`PeopleWindow`): its first `PEOPLE_WINDOW` matches best first, and one more when there are
 * more, ranked as `peopleStatement` ranks them, the same for every reader. Read only for a reader whose session
 * opens the app, checked in the statement (no row otherwise; one row of nulls when nobody matches): `offset 0`
 * keeps the matches' subquery whole, so that the check gates it before it runs.
 */
const peopleWindowStatement = preparedStatement((kind: ReaderKind, wordCount: number, prefix: boolean) => {
  return sql`
    with viewer as (${readerQueryOf(kind)}),
    query as materialized (${queriesOf(wordCount, prefix)})
    select m.id, m.tier
    from viewer v
    left join lateral (
      select f.id, f.tier from (
        select pp.id,
          case when pp.people_vector @@ q.names then ${tierLiteral.name}
            when ts_filter(pp.people_vector, '{b}') @@ q.stemmed then ${tierLiteral.profession}
            else ${tierLiteral.skill} end as tier
        from query q join professional_profiles pp on pp.people_vector @@ (q.names || q.stemmed)
        offset 0
      ) f
      where v.id is not null
      order by f.tier desc, f.id
      ${literalLimit(PEOPLE_WINDOW + 1)}
    ) m on true
    order by m.tier desc, m.id`;
});

/**
 * A reader's page from a window's matches (`ids` and `tiers`, in the window's order): the first `limit` the
 * reader may see now (the account, its role, blocks with the reader), with their names, profession and matched
 * skills as they are now. One row of nulls when none; no row when the session does not open the app.
 */
const peopleWindowPageStatement = preparedStatement(
  (kind: ReaderKind, wordCount: number, prefix: boolean, limit: number, language: Language) => {
    const skillName = language === 'en' ? sql`coalesce(s.name_en, s.name)` : sql`s.name`;
    return sql`
      with viewer as (${readerQueryOf(kind)}),
      query as materialized (select ${stemmedQuery('plain', wordCount, prefix)} as skills),
      ${personColumnsFrom(skillName)}
      left join lateral (
        select w.id, w.tier, w.n, pp.profession
        from unnest(${param('ids')}::text[], ${param('tiers')}::int[]) with ordinality w(id, tier, n)
        join professional_profiles pp on pp.id = w.id
        join "user" u on u.id = w.id
        where u.role = 'professional' and ${accountIsActive}
          and not ${blockBetween(sql`u.id`, sql`v.id`)}
        order by w.n
        ${literalLimit(limit)}
      ) m on true
      left join profiles p on p.id = m.id
      order by m.n`;
  },
);

/** How many of a window's matches a page's first statement looks at: more than a page, for people left out. */
const firstSlice = (limit: number) => 2 * (limit + 1);
/** And each of the next ones, when the reader may see few of them. */
const NEXT_SLICE = 200;

/**
 * Professionals whose name, profession or skills match `q` (see `TIERS`), the reader's blocks and accounts that
 * cannot be shown left out; keyset pages on (match, id). The session is checked in the statements.
 *
 * While the instance keeps windows (`PeopleWindowCache`, its listener hears), a search's ranking is read once
 * (`peopleWindowStatement`) and kept: this search again, and its next pages, are then one statement reading the
 * page from the window's ids (`peopleWindowPageStatement`), without ranking every match again. Otherwise, or
 * past the window, one statement ranks the matches and reads the page (`peopleStatement`).
 */
export async function searchPeople(
  db: Database,
  reader: Reader,
  {
    q,
    cursor,
    limit,
    language,
    windows = NO_PEOPLE_WINDOW_CACHE,
    memory,
  }: {
    q: string;
    cursor?: string;
    limit: number;
    language: Language;
    windows?: PeopleWindowCache;
    /**
     * What the instance keeps of readers and professionals, and the authors of its public profiles: a kept
     * window's page is then read from memory (`fromWindowInMemory`).
     */
    memory?: {
      readers: KeptReaders;
      publicProfiles: PublicProfileCache;
    };
  },
): Promise<PeopleSearchPage> {
  const position = decodePosition(cursor);
  const terms = toSearchTerms(q);
  const prefix = terms !== null && lastWordIsPrefix(terms);
  const values: Record<string, unknown> = { reader: readerParamOf(reader) };
  if (terms) {
    values.names = namesQueryText(terms, 'A');
    terms.words.forEach((word, index) => {
      values[`weighted.${index}`] = `'${word}':BC`;
      values[`plain.${index}`] = `'${word}'`;
    });
    if (prefix) {
      values['weighted.prefix'] = `'${terms.words.at(-1)}':*BC`;
      values['plain.prefix'] = `'${terms.words.at(-1)}':*`;
    }
  }
  const search = { reader, wordCount: terms?.words.length ?? 0, prefix, limit, language, values };
  const inMemory = memory?.readers.isKeeping() && memory.publicProfiles.isKeeping() ? memory : undefined;
  const found =
    !terms || !windows.isKeeping()
      ? await ranked(db, search, position)
      : inMemory
        ? await fromWindowInMemory(
            db,
            search,
            await peopleWindow(db, search, windows, terms.words),
            position,
            {
              ...inMemory,
              searchKey: JSON.stringify([terms.words, prefix]),
            },
          )
        : await fromWindow(db, search, await peopleWindow(db, search, windows, terms.words), position);
  const page = keysetPage(found, limit, (row) => ({ tier: row.tier, id: row.id }));
  return {
    people: page.rows.map(toPersonResult),
    nextCursor: page.next && encodePosition(page.next),
  };
}

interface PeopleSearch {
  reader: Reader;
  wordCount: number;
  prefix: boolean;
  limit: number;
  language: Language;
  values: Record<string, unknown>;
}

type FoundRow = PersonRow & { id: string };

/** The rows of a statement of the search: UNAUTHENTICATED when it answered none, its matches otherwise. */
function matchesOf<Row extends { id: string | null }>(rows: Row[]): (Row & { id: string })[] {
  if (rows.length === 0) throw unauthenticated();
  return rows.filter((row): row is Row & { id: string } => row.id !== null);
}

/** Up to `limit + 1` matches after `position`, ranked from the database (`peopleStatement`). */
async function ranked(
  db: Database,
  { reader, wordCount, prefix, limit, language, values }: PeopleSearch,
  position: PeoplePosition | undefined,
): Promise<FoundRow[]> {
  return matchesOf(
    await peopleStatement.execute<PersonRow>(
      db,
      [readerKindOf(reader), wordCount, prefix, position !== undefined, limit, language],
      position ? { ...values, ...position } : values,
    ),
  );
}

/** The window of `words`, kept by the instance or read and kept. */
async function peopleWindow(
  db: Database,
  { reader, wordCount, prefix, values }: PeopleSearch,
  windows: PeopleWindowCache,
  words: string[],
): Promise<PeopleWindow> {
  const key = JSON.stringify([words, prefix]);
  const kept = windows.get(key);
  if (kept) return kept;
  const generation = windows.generation();
  const rows = matchesOf(
    await peopleWindowStatement.execute<{ id: string | null; tier: number }>(
      db,
      [readerKindOf(reader), wordCount, prefix],
      values,
    ),
  );
  const window = peopleWindowOf(rows.slice(0, PEOPLE_WINDOW), rows.length > PEOPLE_WINDOW);
  windows.remember(key, window, { generation, readAt: performance.now() });
  return window;
}

/**
 * Up to `limit + 1` matches after `position` the reader may see, from `window`: its ids a slice at a time
 * (`readSlice`: the matches of ids `start` to `end` the reader may see, in the window's order, at most
 * `wanted`) until the page is full, then past the window from the database when it left matches out. A
 * position the window does not hold (a cursor from before it was read, whose person has since left the
 * matches) is read from the database.
 */
async function walkWindow(
  db: Database,
  search: PeopleSearch,
  window: PeopleWindow,
  position: PeoplePosition | undefined,
  readSlice: (start: number, end: number, wanted: number) => Promise<FoundRow[]>,
): Promise<FoundRow[]> {
  const { limit } = search;
  let start = 0;
  if (position) {
    const index = window.indexOf.get(position.id);
    if (index === undefined || window.tiers[index] !== position.tier) return ranked(db, search, position);
    start = index + 1;
  }
  const { ids, tiers } = window;
  const last = ids.length - 1;
  if (start > last && window.more) return ranked(db, search, position);
  const found: FoundRow[] = [];
  let size = firstSlice(limit);
  // At least once: reading a slice checks the session, even when the window holds no match past the position.
  do {
    const end = Math.min(start + size, ids.length);
    found.push(...(await readSlice(start, end, limit + 1 - found.length)));
    start = end;
    size = NEXT_SLICE;
  } while (found.length <= limit && start < ids.length);
  if (found.length <= limit && window.more) {
    const rest = await ranked(db, search, { tier: tiers[last]!, id: ids[last]! });
    found.push(...rest.slice(0, limit + 1 - found.length));
  }
  return found;
}

/** `walkWindow` with each slice read in one statement with the reader's session (`peopleWindowPageStatement`). */
function fromWindow(
  db: Database,
  search: PeopleSearch,
  window: PeopleWindow,
  position: PeoplePosition | undefined,
): Promise<FoundRow[]> {
  const { reader, wordCount, prefix, language, values } = search;
  return walkWindow(db, search, window, position, async (start, end, wanted) =>
    matchesOf(
      await peopleWindowPageStatement.execute<PersonRow>(
        db,
        [readerKindOf(reader), wordCount, prefix, wanted, language],
        { ...values, ids: window.ids.slice(start, end), tiers: window.tiers.slice(start, end) },
      ),
    ),
  );
}

/**
 * `walkWindow` from what the instance keeps, each part read and kept when it is not: the reader's session and
 * blocks, whether each professional of the window may be shown, with their names, profession and avatar, and
 * the skills of theirs the search matched. The same checks as `peopleWindowPageStatement`. Once every part is
 * kept, a page costs no statement.
 */
async function fromWindowInMemory(
  db: Database,
  search: PeopleSearch,
  window: PeopleWindow,
  position: PeoplePosition | undefined,
  {
    readers,
    publicProfiles,
    searchKey,
  }: { readers: KeptSessions & KeptPeople; publicProfiles: PublicProfileCache; searchKey: string },
): Promise<FoundRow[]> {
  const { reader, wordCount, prefix, language, values } = search;
  let blocked: ReadonlySet<string> | undefined;
  /** The rows taken from the window, whose matched skills are read once the page is whole. */
  const picked: FoundRow[] = [];
  const found = await walkWindow(db, search, window, position, async (start, end, wanted) => {
    if (!blocked) {
      const viewerId =
        'userId' in reader ? reader.userId : await userOfSessionToken(db, readers, reader.sessionToken);
      if (viewerId === undefined) throw unauthenticated();
      ({ blocked } = await relationsOf(db, readers, viewerId));
    }
    const hidden = blocked;
    const candidates = window.ids.slice(start, end).filter((id) => !hidden.has(id));
    const shown = await shownProfessionals(db, readers, publicProfiles, candidates);
    const rows: FoundRow[] = [];
    for (let index = start; index < end && rows.length < wanted; index += 1) {
      const author = shown.get(window.ids[index]!);
      if (!author) continue;
      rows.push({
        id: author.id,
        tier: window.tiers[index]!,
        first_name: author.firstName,
        last_name: author.lastName,
        avatar_url: author.avatarUrl,
        profession: author.profession,
        matched_skills: [],
      });
    }
    picked.push(...rows);
    return rows;
  });
  const skills = await keptMatchedSkills(db, readers, {
    searchKey,
    language,
    ids: picked.map(({ id }) => id),
    read: (missing) =>
      matchedSkillsStatement.execute<{ id: string; matched_skills: string[] }>(
        db,
        [wordCount, prefix, language],
        { ...values, ids: missing },
      ),
  });
  for (const row of picked) row.matched_skills = [...(skills.get(row.id) ?? [])];
  return found;
}

/** The skills of each of `ids` the search's words match, as a page shows them (`personColumnsFrom`). */
const matchedSkillsStatement = preparedStatement((wordCount: number, prefix: boolean, language: Language) => {
  const skillName = language === 'en' ? sql`coalesce(s.name_en, s.name)` : sql`s.name`;
  return sql`with query as materialized (select ${stemmedQuery('plain', wordCount, prefix)} as skills),
    matched_skills as materialized (
      select s.id, ${skillName} as name from query q join skills s on s.search_vector @@ q.skills
    )
    select w.id, array(
        select ms.name from user_skills us join matched_skills ms on ms.id = us.skill_id
        where us.user_id = w.id
        order by us.level desc, ms.name ${literalLimit(MATCHED_SKILLS_SHOWN)}) as matched_skills
    from unnest(${param('ids')}::text[]) as w (id)`;
});

function toPersonResult(row: PersonRow & { id: string }): PersonResult {
  const matchedOn = PEOPLE_MATCHES.find((match) => TIERS[match] === row.tier) ?? 'skill';
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarUrl: row.avatar_url,
    profession: row.profession,
    matchedOn,
    matchedSkills: row.matched_skills,
  };
}
