import type { SearchOrder } from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Cursor, decodeCursor, encodeCursor } from '../../db/keyset-cursor.ts';
import { documentQuery, namesQuery, type SearchTerms } from '../../db/full-text-query.ts';
import { literalLimit } from '../../db/prepared-statement.ts';
import { AppError } from '../../errors.ts';

/**
 * Relevance ranks the matches this many at a time, newest first: the newest window's best posts, then the next
 * window's. A page then reads at most this many matches, whatever a common word matches in all (a million
 * posts hold tens of thousands of "projet"); a rare word's few matches are ranked all together. Ranking every
 * match of a common word is what a dedicated engine would do (decision 0018).
 */
export const RELEVANCE_WINDOW = 60;

/**
 * Where a search page of relevance order starts: the window (the matches older than `windowEnd`, the oldest
 * match of the windows already read; none for the newest) and, inside it, the last post read.
 */
export interface RelevancePosition {
  windowEnd: Cursor | undefined;
  after: { score: number; createdAt: string; id: string } | undefined;
}

const MAX_SCORE = 1_000_000_000;

/**
 * A search that names at most this many people also finds their posts ("Camille Martin"); a name more people
 * share ("Martin") is a search for people, which the list of professionals answers, not for a flood of posts.
 */
export const NAMED_AUTHORS_AT_MOST = 20;

/** The relevance columns of a search source in date order, or of an empty one. */
export const NO_RELEVANCE_COLUMNS = sql`0 as search_score, null::int as window_matches,
  null::timestamptz as window_end, null::uuid as window_end_id`;

export function encodeRelevanceCursor({ windowEnd, after }: RelevancePosition): string {
  const inWindow = after ? `${after.score}.${encodeCursor(after)}` : '.';
  return `${windowEnd ? encodeCursor(windowEnd) : ''}.${inWindow}`;
}

/** INVALID_CURSOR for anything `encodeRelevanceCursor` did not write. */
export function decodeRelevanceCursor(value: string | undefined): RelevancePosition {
  if (!value) return { windowEnd: undefined, after: undefined };
  const parts = value.split('.');
  const invalid = () => new AppError('INVALID_CURSOR', 'The cursor is invalid');
  if (parts.length !== 3) throw invalid();
  const [windowPart, scorePart, positionPart] = parts as [string, string, string];
  const windowEnd = windowPart ? decodeCursor(windowPart) : undefined;
  if (!scorePart && !positionPart) return { windowEnd, after: undefined };
  const score = Number(scorePart);
  if (!/^\d{1,10}$/.test(scorePart) || score > MAX_SCORE || !positionPart) throw invalid();
  const position = decodeCursor(positionPart);
  if (!position) throw invalid();
  return { windowEnd, after: { score, ...position } };
}

/**
 * The posts a search matches, as a source for the feed's page query (`v` is the reader): posts whose text
 * matches, and posts by the people it names (see `NAMED_AUTHORS_AT_MOST`; professions and skills find people,
 * in the list of professionals). Columns: the post's, `search_score` (0 in date order), `search_query` (for the
 * highlights) and, in relevance order, `window_matches` and the window's oldest match (`window_end_utc`,
 * `window_end_id`), which say where the next window starts.
 *
 * Reading newest first and stopping after `limit` matches, a common word costs a short walk of the date index
 * and a rare one a few entries of the text's GIN index: the planner picks from the words' statistics. The
 * people named are found in the names' GIN index, then each one's posts in the (author, date) index.
 */
export function searchSource({
  terms,
  order,
  recentAfter,
  relevance,
  take,
  visibleAfter,
}: {
  terms: SearchTerms;
  order: SearchOrder;
  /** Date order: the last post read. */
  recentAfter: Cursor | undefined;
  /** Relevance order: the window and the last post read in it. */
  relevance: RelevancePosition;
  take: number;
  /** The feed's filter of what the reader may see, from a position on (newest first). */
  visibleAfter: (position: Cursor | undefined) => SQL;
}): SQL {
  const typing = documentQuery(terms, { typing: true });
  const start = order === 'recent' ? recentAfter : relevance.windowEnd;
  const matchLimit = order === 'recent' ? take : RELEVANCE_WINDOW + 1;
  // One more than allowed, which is enough to tell a name that is too common.
  const namedAuthors = sql`select pr.id from profiles pr where pr.name_vector @@ ${namesQuery(terms)}
    ${literalLimit(NAMED_AUTHORS_AT_MOST + 1)}`;
  const matches = sql`
    select m.id, m.created_at, bool_or(m.by_author) as by_author from (
      (select p.id, p.created_at, false as by_author from pro_posts p
        where p.search_vector @@ ${typing} ${visibleAfter(start)}
        order by p.created_at desc, p.id desc ${literalLimit(matchLimit)})
      union all
      (select p.id, p.created_at, true as by_author
        from (${namedAuthors}) named
        cross join lateral (
          select p.id, p.created_at from pro_posts p where p.author_id = named.id ${visibleAfter(start)}
          order by p.created_at desc, p.id desc ${literalLimit(matchLimit)}
        ) p
        where (select count(*) from (${namedAuthors}) counted) <= ${NAMED_AUTHORS_AT_MOST}
        order by p.created_at desc, p.id desc ${literalLimit(matchLimit)})
    ) m
    group by m.id, m.created_at
    order by m.created_at desc, m.id desc ${literalLimit(matchLimit)}`;

  if (order === 'recent') {
    return sql`select p.*, ${typing} as search_query, ${NO_RELEVANCE_COLUMNS}
      from (${matches}) m join pro_posts p on p.id = m.id`;
  }

  // Whole words count twice as much as words that only start alike; a match of the author's name or profession
  // counts like a word of the text. Scores are integers so that a cursor holds them exactly.
  const exact = documentQuery(terms, { typing: false });
  const after = relevance.after;
  const afterInWindow = after
    ? sql`where (r.search_score, r.created_at, r.id) < (${after.score}::int, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return sql`
    with matched as (${matches}),
    in_window as (
      select * from matched order by created_at desc, id desc ${literalLimit(RELEVANCE_WINDOW)}
    ),
    window_end as (
      select (select count(*) from matched)::int as window_matches, created_at as window_end, id as window_end_id
        from in_window order by created_at, id limit 1
    ),
    ranked as (
      select p.*, ${typing} as search_query,
        round((ts_rank(p.search_vector, ${exact}) * 2 + ts_rank(p.search_vector, ${typing})
          + case when w.by_author then 0.1 else 0 end) * 100000)::int as search_score
        from in_window w join pro_posts p on p.id = w.id
    )
    select r.*, e.window_matches, e.window_end, e.window_end_id
      from ranked r cross join window_end e ${afterInWindow}`;
}
