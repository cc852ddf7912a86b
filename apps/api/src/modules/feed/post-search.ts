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
 * Where a search page of relevance order starts. A window's first page takes the newest matches older than
 * `below` (the previous window's oldest; none for the newest window) and fixes its bounds; its later pages read
 * the matches between those bounds only, after the last post read. New posts, or posts hidden, deleted or
 * blocked meanwhile, cannot move a post from one window to another: none is repeated or skipped.
 */
export type RelevancePosition =
  | { kind: 'window start'; below: Cursor | undefined }
  | {
      kind: 'inside window';
      top: Cursor;
      bottom: Cursor;
      /** Whether older matches were left out of this window when it was formed. */
      more: boolean;
      after: { score: number; createdAt: string; id: string };
    };

export const FIRST_WINDOW: RelevancePosition = { kind: 'window start', below: undefined };

const MAX_SCORE = 1_000_000_000;

/**
 * A search that names at most this many people also finds their posts ("Camille Martin"); a name more people
 * share ("Martin") is a search for people, which the list of professionals answers, not for a flood of posts.
 */
export const NAMED_AUTHORS_AT_MOST = 20;

/** The relevance columns of a search source in date order, or of an empty one. */
export const NO_RELEVANCE_COLUMNS = sql`0 as search_score, null::int as window_matches,
  null::timestamptz as window_top, null::uuid as window_top_id,
  null::timestamptz as window_bottom, null::uuid as window_bottom_id`;

export function encodeRelevanceCursor(position: RelevancePosition): string {
  if (position.kind === 'window start') return `s.${position.below ? encodeCursor(position.below) : ''}`;
  const { top, bottom, more, after } = position;
  return [
    'w',
    encodeCursor(top),
    encodeCursor(bottom),
    more ? '1' : '0',
    after.score,
    encodeCursor(after),
  ].join('.');
}

/** INVALID_CURSOR for anything `encodeRelevanceCursor` did not write. */
export function decodeRelevanceCursor(value: string | undefined): RelevancePosition {
  if (!value) return FIRST_WINDOW;
  const invalid = () => new AppError('INVALID_CURSOR', 'The cursor is invalid');
  const parts = value.split('.');
  if (parts[0] === 's' && parts.length === 2) {
    return { kind: 'window start', below: parts[1] ? decodeCursor(parts[1]) : undefined };
  }
  if (parts[0] !== 'w' || parts.length !== 6) throw invalid();
  const [, topPart, bottomPart, morePart, scorePart, afterPart] = parts as [string, ...string[]];
  if (!topPart || !bottomPart || !afterPart || !/^[01]$/.test(morePart ?? '')) throw invalid();
  if (!/^\d{1,10}$/.test(scorePart ?? '') || Number(scorePart) > MAX_SCORE) throw invalid();
  const [top, bottom, after] = [decodeCursor(topPart), decodeCursor(bottomPart), decodeCursor(afterPart)];
  if (!top || !bottom || !after) throw invalid();
  return {
    kind: 'inside window',
    top,
    bottom,
    more: morePart === '1',
    after: { score: Number(scorePart), ...after },
  };
}

/**
 * The posts a search matches, as a source for the feed's page query (`v` is the reader): posts whose text
 * matches, and posts by the people it names (see `NAMED_AUTHORS_AT_MOST`; professions and skills find people,
 * in the list of professionals). Columns: the post's, `search_score` (0 in date order), `search_query` (for the
 * highlights) and, in relevance order, `window_matches` and the window's newest and oldest matches
 * (`window_top`, `window_bottom`), which fix the window's bounds for its later pages.
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
  // What part of the matches this page reads: after the last post in date order; in relevance order, the
  // newest window older than the previous one, or the bounds of the window being read.
  let bounds: SQL;
  let matchLimit: number;
  if (order === 'recent') {
    bounds = visibleAfter(recentAfter);
    matchLimit = take;
  } else if (relevance.kind === 'window start') {
    bounds = visibleAfter(relevance.below);
    matchLimit = RELEVANCE_WINDOW + 1;
  } else {
    const { top, bottom } = relevance;
    bounds = sql`${visibleAfter(undefined)}
      and (p.created_at, p.id) <= (${top.createdAt}::timestamptz, ${top.id}::uuid)
      and (p.created_at, p.id) >= (${bottom.createdAt}::timestamptz, ${bottom.id}::uuid)`;
    // A window's bounds hold its matches; an old post edited since may have joined them.
    matchLimit = RELEVANCE_WINDOW * 2;
  }
  // One more than allowed, which is enough to tell a name that is too common.
  const namedAuthors = sql`select pr.id from profiles pr where pr.name_vector @@ ${namesQuery(terms)}
    ${literalLimit(NAMED_AUTHORS_AT_MOST + 1)}`;
  const matches = sql`
    select m.id, m.created_at, bool_or(m.by_author) as by_author from (
      (select p.id, p.created_at, false as by_author from pro_posts p
        where p.search_vector @@ ${typing} ${bounds}
        order by p.created_at desc, p.id desc ${literalLimit(matchLimit)})
      union all
      (select p.id, p.created_at, true as by_author
        from (${namedAuthors}) named
        cross join lateral (
          select p.id, p.created_at from pro_posts p where p.author_id = named.id ${bounds}
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

  // Whole words count twice as much as words that only start alike; a post by a person the search names gets a
  // small bonus. Scores are integers so that a cursor holds them exactly.
  const exact = documentQuery(terms, { typing: false });
  const after = relevance.kind === 'inside window' ? relevance.after : undefined;
  const afterInWindow = after
    ? sql`where (r.search_score, r.created_at, r.id) < (${after.score}::int, ${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const windowSize = relevance.kind === 'window start' ? RELEVANCE_WINDOW : RELEVANCE_WINDOW * 2;
  return sql`
    with matched as (${matches}),
    in_window as (
      select * from matched order by created_at desc, id desc ${literalLimit(windowSize)}
    ),
    window_bounds as (
      select (select count(*) from matched)::int as window_matches,
        (select created_at from in_window order by created_at desc, id desc limit 1) as window_top,
        (select id from in_window order by created_at desc, id desc limit 1) as window_top_id,
        (select created_at from in_window order by created_at, id limit 1) as window_bottom,
        (select id from in_window order by created_at, id limit 1) as window_bottom_id
    ),
    ranked as (
      select p.*, ${typing} as search_query,
        round((ts_rank(p.search_vector, ${exact}) * 2 + ts_rank(p.search_vector, ${typing})
          + case when w.by_author then 0.1 else 0 end) * 100000)::int as search_score
        from in_window w join pro_posts p on p.id = w.id
    )
    select r.*, b.window_matches, b.window_top, b.window_top_id, b.window_bottom, b.window_bottom_id
      from ranked r cross join window_bounds b ${afterInWindow}`;
}
