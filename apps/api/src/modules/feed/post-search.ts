import { type SQL, sql } from 'drizzle-orm';
import { type Cursor, decodeCursor, encodeCursor, utcText } from '../../db/keyset-cursor.ts';
import {
  documentQuery,
  wordQueries,
  HEADLINE_MARK,
  headlineWithMarkers,
  matchedWords,
  MATCHED_WORDS_AT_MOST,
  namesQuery,
  type SearchTerms,
} from '../../db/full-text-query.ts';
import { afterPosition } from '../../db/keyset-page.ts';
import { literalLimit } from '../../db/prepared-statement.ts';
import { AppError } from '../../errors.ts';
import { type CursorSeal, createCursorSeal } from '../../db/sealed-cursor.ts';

/**
 * Relevance ranks the matches this many at a time, newest first: the newest window's best posts, then the next
 * window's. A page then reads at most this many matches, whatever a common word matches in all (a million
 * posts hold tens of thousands of "projet"); a rare word's few matches are ranked all together. Ranking every
 * match of a common word is what a dedicated engine would do (decision 0018).
 */
export const RELEVANCE_WINDOW = 60;

/**
 * Where a search page of relevance order starts. A window's first page takes the newest matches older than
 * `below` (the previous window's oldest the reader may see; none for the newest window) and fixes its bounds,
 * the newest and oldest of its posts the reader may see; its later pages read the matches between those bounds
 * only, after the last post read. New posts, or posts hidden, deleted or blocked meanwhile, cannot move a post
 * the reader was shown from one window to another: none is repeated, and none they could see when their window
 * started is skipped.
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

const FIRST_WINDOW: RelevancePosition = { kind: 'window start', below: undefined };

const MAX_SCORE = 1_000_000_000;

/**
 * A search that names at most this many people also finds their posts ("Camille Martin"); a name more people
 * share ("Martin") is a search for people, which the list of professionals answers, not for a flood of posts.
 */
export const NAMED_AUTHORS_AT_MOST = 20;

/**
 * The keys of relevance cursors (`createCursorSeal`): each is signed, as the positions it carries decide where a
 * window of matches starts and ends, which a reader must not choose (the number of posts they may see among a
 * window's matches would tell how many they may not see, and when those were published). The one that would
 * name a post the reader may not see is sealed instead: the start of the next window when a whole window held
 * no post the reader may see, whose bound is that window's oldest match (the empty page already tells that the
 * window held none for this reader).
 */
export function createRelevanceCursorSeal(secret: string): CursorSeal {
  return createCursorSeal(secret, 'search relevance');
}

/**
 * A relevance cursor: its text signed (readable: its bounds are posts the reader could see when their window
 * started, see
 * `paginateByRelevance`), or sealed when `sealed`.
 */
export function encodeRelevanceCursor(
  position: RelevancePosition,
  keys: CursorSeal,
  sealed: boolean,
): string {
  const text =
    position.kind === 'window start'
      ? `s.${position.below ? encodeCursor(position.below) : ''}`
      : [
          'w',
          encodeCursor(position.top),
          encodeCursor(position.bottom),
          position.more ? '1' : '0',
          position.after.score,
          encodeCursor(position.after),
        ].join('.');
  return sealed ? keys.seal(text) : keys.sign(text);
}

/**
 * INVALID_CURSOR for anything `encodeRelevanceCursor` did not write: a signed cursor holds dots, a sealed one
 * never does (base64url), and only the start of a window is ever sealed.
 */
export function decodeRelevanceCursor(value: string | undefined, keys: CursorSeal): RelevancePosition {
  if (!value) return FIRST_WINDOW;
  const invalid = () => new AppError('INVALID_CURSOR', 'The cursor is invalid');
  const isSigned = value.includes('.');
  const opened = isSigned ? keys.verify(value) : keys.open(value);
  if (opened === undefined) throw invalid();
  const parts = opened.split('.');
  if (parts[0] === 's' && parts.length === 2) {
    return { kind: 'window start', below: parts[1] ? decodeCursor(parts[1]) : undefined };
  }
  // Sealed, a window's bounds were its own matches, which the next cursor would then name in the clear.
  if (parts[0] !== 'w' || parts.length !== 6 || !isSigned) throw invalid();
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

/** A page of relevance order after a window's first (`searchWindowQuery` forms the windows). */
export type InsideWindow = Extract<RelevancePosition, { kind: 'inside window' }>;

/**
 * The posts a search matches, as a source for the feed's page query (`v` is the reader): posts whose text
 * matches, and posts by the people it names (see `NAMED_AUTHORS_AT_MOST`; professions and skills find people,
 * in the list of professionals), newest first (`recentAfter` the last post read) or, within a window already
 * formed, best first after the last post read (`inside`). Columns: the post's, `search_score` (0 newest first)
 * and `search_query` (for the highlights).
 *
 * Reading newest first and stopping after `take` matches, a common word costs a short walk of the date index
 * and a rare one a few entries of the text's GIN index: the planner picks from the words' statistics. The
 * people named are found in the names' GIN index, then each one's posts in the (author, date) index.
 */
export function searchSource({
  terms,
  position,
  take,
  visibleAfter,
}: {
  terms: SearchTerms;
  position: { order: 'recent'; after: Cursor | undefined } | { order: 'relevance'; inside: InsideWindow };
  take: number;
  /** The feed's filter of what the reader may see, from a position on (newest first). */
  visibleAfter: (position: Cursor | undefined) => SQL;
}): SQL {
  const typing = documentQuery(terms, { typing: true });
  if (position.order === 'recent') {
    const matches = matchesQuery({ terms, typing, bounds: visibleAfter(position.after), limit: take });
    return sql`select p.*, ${typing} as search_query, 0 as search_score
      from (${matches}) m join pro_posts p on p.id = m.id`;
  }
  const { top, bottom, after } = position.inside;
  // A window's bounds hold its matches; an old post edited since may have joined them.
  const bounds = sql`${visibleAfter(undefined)}
    and (p.created_at, p.id) <= (${top.createdAt}::timestamptz, ${top.id}::uuid)
    and (p.created_at, p.id) >= (${bottom.createdAt}::timestamptz, ${bottom.id}::uuid)`;
  const matches = matchesQuery({ terms, typing, bounds, limit: RELEVANCE_WINDOW * 2 });
  const exact = documentQuery(terms, { typing: false });
  return sql`
    select * from (
      select p.*, ${typing} as search_query,
        ${relevanceScore({ exact, typing, byAuthor: sql`w.by_author` })} as search_score
      from (${matches}) w join pro_posts p on p.id = w.id
    ) r
    where (r.search_score, r.created_at, r.id) < (${after.score}::int, ${after.createdAt}::timestamptz, ${after.id}::uuid)`;
}

/**
 * A search whose rarest word is in at least this share of posts reads its matches by walking the posts newest
 * first; a rarer one reads them all from the text index, then sorts them. Each way costs about as much as the
 * other near here (1 % of a million posts: 6,000 posts walked for 60 matches, or 10,000 matches sorted), and
 * far less on its own side of it.
 */
const WALK_FROM_FREQUENCY = 0.01;

/**
 * A walk stops after this many posts, and the text index reads the matches instead. The statistics give each
 * word's share, not how often the words meet: two common words that seldom share a post ("lyon kubernetes")
 * would otherwise walk the whole table. A word in 1 % of posts has about 100 matches in this many.
 */
const WALK_AT_MOST = 10_000;

/**
 * The text matches and the posts of the people the search names, within `bounds`, newest first, at most
 * `limit`: `id`, `created_at` and `by_author`.
 *
 * The text matches are read one of two ways, chosen as the statement runs from the words' frequencies in the
 * table's statistics (`wordFrequency`): common words by walking the date index, newest first, until `limit`
 * posts match (in `ts_match_vq`'s form, which no index serves) or `WALK_AT_MOST` posts were read; rare words,
 * or common ones the walk did not find enough of, through the text's GIN index, every match, sorted (by an
 * expression the date index cannot order). Left to itself, the planner guesses from estimates that a prefix or
 * the statement's other parts skew, and a wrong guess costs seconds at a million posts: a rare word walking the
 * whole date index, or a common one sorting tens of thousands of matches. Words that are all ignored ("the",
 * "dans") match no post: they read none.
 */
function matchesQuery({
  terms,
  typing,
  bounds,
  limit,
}: {
  terms: SearchTerms;
  typing: SQL;
  bounds: SQL;
  limit: number;
}): SQL {
  const namedAuthors = namedAuthorsQuery(terms);
  // The query and the choice, computed once: the planner then sees neither the words' statistics (which would
  // skew its costs by a branch that does not run) nor a query to compute again for every post walked.
  const frequent = sql`(select frequent from search_words)`;
  const searchable = sql`(select searchable from search_words)`;
  const query = sql`(select query from search_words)`;
  return sql`
    with search_words as materialized (
      select words.query, numnode(words.query) > 0 as searchable,
        ${wordFrequency(terms)} >= ${WALK_FROM_FREQUENCY} as frequent
      from (select ${typing} as query) words
    ),
    walked as materialized (
      select p.id, p.created_at from (
        select p.id, p.created_at, p.search_vector from pro_posts p
        where ${searchable} and ${frequent} ${bounds}
        order by p.created_at desc, p.id desc ${literalLimit(WALK_AT_MOST)}
      ) p
      where ts_match_vq(p.search_vector, ${query})
      order by p.created_at desc, p.id desc ${literalLimit(limit)}
    )
    select m.id, m.created_at, bool_or(m.by_author) as by_author from (
      (select w.id, w.created_at, false as by_author from walked w)
      union all
      (select p.id, p.created_at, false as by_author from pro_posts p
        where ${searchable} and (not ${frequent} or (select count(*) from walked) < ${limit})
          and p.search_vector @@ ${query} ${bounds}
        order by p.created_at + interval '0 seconds' desc, p.id desc ${literalLimit(limit)})
      union all
      (select p.id, p.created_at, true as by_author
        from (${namedAuthors}) named
        cross join lateral (
          select p.id, p.created_at from pro_posts p where p.author_id = named.id ${bounds}
          order by p.created_at desc, p.id desc ${literalLimit(limit)}
        ) p
        where (select count(*) from (${namedAuthors}) counted) <= ${NAMED_AUTHORS_AT_MOST}
        order by p.created_at desc, p.id desc ${literalLimit(limit)})
    ) m
    group by m.id, m.created_at
    order by m.created_at desc, m.id desc ${literalLimit(limit)}`;
}

/** The people a search names, one more than `NAMED_AUTHORS_AT_MOST` at most: enough to tell a name too common. */
function namedAuthorsQuery(terms: SearchTerms): SQL {
  return sql`select pr.id from profiles pr where pr.name_vector @@ ${namesQuery(terms)}
    ${literalLimit(NAMED_AUTHORS_AT_MOST + 1)}`;
}

/**
 * The share of posts that hold the search's rarest word, as the table's statistics tell it (the sum of the most
 * common lexemes each word's query matches, which the statistics list down to about 0.5 % of posts); 0 for a
 * word they do not list, and for a table not analysed yet. A stop word, which matches anything, is left out.
 */
function wordFrequency(terms: SearchTerms): SQL {
  const perWord = wordQueries(terms, { typing: true }).map(
    (query) => sql`(select case when numnode(${query}) = 0 then 1 else coalesce(sum(e.frequency), 0) end
      from post_lexeme_statistics s
      cross join lateral unnest(s.lexemes, s.frequencies) as e (lexeme, frequency)
      where case when e.lexeme is null then false else array_to_tsvector(array[e.lexeme]) @@ ${query} end)`,
  );
  return sql`(with post_lexeme_statistics as (
      select most_common_elems::text::text[] as lexemes, most_common_elem_freqs as frequencies
      from pg_stats
      where schemaname = current_schema() and tablename = 'pro_posts' and attname = 'search_vector'
    )
    select coalesce(least(${sql.join(perWord, sql`, `)}), 0))`;
}

/**
 * A post's relevance (of `p`): whole words count twice as much as words that only start alike; a post by a
 * person the search names gets a small bonus. An integer, so that a cursor holds it exactly.
 */
function relevanceScore({ exact, typing, byAuthor }: { exact: SQL; typing: SQL; byAuthor: SQL }): SQL {
  return sql`round((ts_rank(p.search_vector, ${exact}) * 2 + ts_rank(p.search_vector, ${typing})
    + case when ${byAuthor} then 0.1 else 0 end) * 100000)::int`;
}

/**
 * The newest window of a search's matches older than `below` (all of them when `below` is absent), the same for
 * every reader (`SearchWindow`): see `windowPostsQuery`, whose `window_matches` is one more than the window when
 * older matches exist. No reader's filter applies here: hidden posts, blocked and muted people are left out
 * when a reader's page is read from the window.
 */
export function searchWindowQuery(terms: SearchTerms, below: Cursor | undefined): SQL {
  const typing = documentQuery(terms, { typing: true });
  const bounds = afterPosition(below, { createdAt: sql`p.created_at`, id: sql`p.id`, order: 'newest first' });
  const matches = matchesQuery({ terms, typing, bounds, limit: RELEVANCE_WINDOW + 1 });
  return windowPostsQuery(terms, matches, RELEVANCE_WINDOW);
}

/**
 * Which of the posts `postIds` (published since a window was read) the search matches, older than `below`, as
 * `windowPostsQuery` gives them: what `mergePublished` adds to a kept window.
 */
export function publishedMatchesQuery(terms: SearchTerms, postIds: string[], below: Cursor | undefined): SQL {
  const typing = documentQuery(terms, { typing: true });
  const bounds = afterPosition(below, { createdAt: sql`p.created_at`, id: sql`p.id`, order: 'newest first' });
  const named = namedAuthorsQuery(terms);
  const matches = sql`select m.id, m.created_at, m.by_author from (
      select p.id, p.created_at, p.search_vector @@ ${typing} as by_text,
        p.author_id in (${named}) and (select count(*) from (${named}) counted) <= ${NAMED_AUTHORS_AT_MOST}
          as by_author
      from pro_posts p where p.id = any(${`{${postIds.join(',')}}`}::uuid[]) ${bounds}
    ) m where m.by_text or m.by_author`;
  return windowPostsQuery(terms, matches, postIds.length);
}

/**
 * The newest `limit` of `matches` (`id`, `created_at`, `by_author`, newest first), best first: each post's id,
 * position, score and marked words (`highlightColumns`), and how many matches were read (`window_matches`).
 */
function windowPostsQuery(terms: SearchTerms, matches: SQL, limit: number): SQL {
  const typing = documentQuery(terms, { typing: true });
  const exact = documentQuery(terms, { typing: false });
  return sql`
    with matched as (${matches})
    select p.id, ${utcText(sql`p.created_at`)} as created_at_utc,
      ${relevanceScore({ exact, typing, byAuthor: sql`w.by_author` })} as search_score,
      ${highlightColumns({ content: sql`p.content`, query: typing })},
      (select count(*) from matched)::int as window_matches
    from (select * from matched order by created_at desc, id desc ${literalLimit(limit)}) w
    join pro_posts p on p.id = w.id
    ${highlightsLateral({ content: sql`p.content`, language: sql`p.language`, query: typing })}
    order by search_score desc, p.created_at desc, p.id desc`;
}

/**
 * The words a search's query marks in a post, for `highlightColumns`: by their stems, in the post's language
 * (`marked.text`).
 */
export function highlightsLateral({
  content,
  language,
  query,
}: {
  content: SQL;
  language: SQL;
  query: SQL;
}): SQL {
  return sql`left join lateral (
    select ${headlineWithMarkers(
      sql`case when ${language} = 'en' then 'escouade_en'::regconfig else 'escouade_fr'::regconfig end`,
      content,
      query,
    )} as text
  ) marked on true`;
}

/**
 * `headline`, the text with the words `highlightsLateral` marked, and `prefix_headline`: a word found only by
 * its start ("paiem" in "paiement"), marked by a second pass over the words as written, made only when the
 * first marked nothing, as it costs as much. `highlightedWords` reads them.
 */
export function highlightColumns({ content, query }: { content: SQL; query: SQL }): SQL {
  return sql`marked.text as headline,
    case when strpos(marked.text, ${HEADLINE_MARK}) = 0
      then ${headlineWithMarkers(sql`'escouade_names'::regconfig`, content, query)}
    end as prefix_headline`;
}

/** The distinct words marked in a row of `highlightColumns`. */
export function highlightedWords(row: {
  headline?: string | null;
  prefix_headline?: string | null;
}): string[] {
  const words = [...matchedWords(row.headline ?? null), ...matchedWords(row.prefix_headline ?? null)];
  return [...new Set(words)].slice(0, MATCHED_WORDS_AT_MOST);
}
