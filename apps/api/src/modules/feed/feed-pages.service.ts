import type { Author, FeedPage, Post, SearchOrder } from '@escouade/contract';
import { type SQL, sql } from 'drizzle-orm';
import { unauthenticated } from '../../auth/session.ts';
import {
  type Reader,
  type ReaderKind,
  readerKindOf,
  readerParamOf,
  readerQuery,
  readerQueryOf,
} from '../../auth/session-reader.ts';
import { type CursorSeal, cursorSealFor } from '../../db/sealed-cursor.ts';
import type { Database } from '../../db/client.ts';
import { type SearchTerms, toSearchTerms } from '../../db/full-text-query.ts';
import { afterPosition, type CursorValues, keysetPage } from '../../db/keyset-page.ts';
import { literalLimit, param, preparedStatement } from '../../db/prepared-statement.ts';
import { isShownTo } from '../profiles/blocks.service.ts';
import {
  type Cursor,
  decodeCursor,
  encodeCursor,
  utcText,
  utcTextToCursorTime,
  utcTextToIso,
} from '../../db/keyset-cursor.ts';
import {
  decodeRelevanceCursor,
  encodeRelevanceCursor,
  RELEVANCE_WINDOW,
  highlightColumns,
  highlightedWords,
  highlightsLateral,
  publishedMatchesQuery,
  type RelevancePosition,
  searchSource,
  searchWindowQuery,
} from './post-search.ts';
import {
  comparePositions,
  isComparable,
  mergePublished,
  NO_SEARCH_WINDOW_CACHE,
  type SearchWindow,
  type SearchWindowCache,
  type WindowPost,
  windowOf,
} from './search-window-cache.ts';
import { NO_PUBLIC_PROFILE_CACHE, type PublicProfileCache } from '../profiles/public-profile-cache.ts';
import { postNotFound, assertPostVisibleTo } from './post-access.ts';
import { rememberPostSources } from './post-json.ts';
import {
  type KeptPost,
  keptPosts,
  likedByReader,
  NO_READER_MEMORY,
  type ReaderMemory,
} from './reader-memory.ts';
import { userOfSessionToken } from '../../auth/kept-sessions.ts';
import { relationsOf } from '../profiles/kept-people.ts';
import {
  type AuthorsFrom,
  authorsSourceOf,
  keptAuthors,
  authorColumns,
  authorProfiles,
  toAuthor,
} from './post-authors.ts';

// The feed as members read it: its pages newest first, its searches by relevance or date (with the windows
// of matches the instance keeps), and one post on its own.

interface PostRow extends Record<string, unknown> {
  id: string;
  content: string;
  image_url: string | null;
  author_id: string;
  created_at_utc: string;
  edited_at_utc: string | null;
  /** Absent when the page's authors are kept in memory (`AuthorsFrom`). */
  first_name?: string | null;
  last_name?: string | null;
  avatar_url?: string | null;
  profession?: string | null;
  like_count: number;
  comment_count: number;
  liked_by_me: boolean;
  /** Search results only: see `searchSource`. */
  search_score: number;
  headline?: string | null;
  /** The words the search matched by the start of a word, marked in the text as written. */
  prefix_headline?: string | null;
  /** The post kept in memory the row was made from (`windowPostsFromMemory`), for its page's JSON (`post-json.ts`). */
  kept?: KeptPost;
}

/**
 * One page of the feed, newest first, in one round trip: the reader's session, then posts with their author,
 * like and comment counts and whether the reader liked each. Keyset pagination on (created_at, id): page 500
 * costs what page 1 costs. With `q`, a full-text search of posts, authors' names and professions
 * (`searchSource`), best matches first or newest first, each post with the words it matched.
 * Posts of people the reader blocked, muted or was blocked by are left out, in the same walk (`isShownTo`).
 * UNAUTHENTICATED when the session token has no valid session.
 */
export async function listFeed(
  db: Database,
  {
    reader,
    cursor,
    q,
    order = 'relevance',
    limit,
    searchWindows = NO_SEARCH_WINDOW_CACHE,
    publicProfiles = NO_PUBLIC_PROFILE_CACHE,
    readers = NO_READER_MEMORY,
    relevanceCursors,
  }: {
    reader: Reader;
    cursor?: string;
    q?: string;
    order?: SearchOrder;
    limit: number;
    /** The match windows this instance keeps (`SearchWindowCache`). */
    searchWindows?: SearchWindowCache;
    /** The profiles this instance keeps, its posts' authors among them (`PublicProfileCache`). */
    publicProfiles?: PublicProfileCache;
    /** What this instance keeps of readers and posts for a kept window's pages (`ReaderMemory`). */
    readers?: ReaderMemory;
    /** The seal of the cursors of relevance order (`createRelevanceCursorSeal`). */
    relevanceCursors: CursorSeal;
  },
): Promise<FeedPage> {
  const take = limit + 1;
  const search = q?.trim();
  if (!search) {
    const position = decodeCursor(cursor);
    if (readers.isKeeping() && publicProfiles.isKeeping()) {
      const page = await feedPageFromMemory(db, {
        reader,
        position,
        limit,
        searchWindows,
        publicProfiles,
        readers,
      });
      if (page) return page;
    }
    const authorsFrom = authorsSourceOf(publicProfiles);
    const { viewerId, rows } = readerRows(
      await feedPageStatement.execute<ReaderPostRow>(
        db,
        [readerKindOf(reader), position !== undefined, take, authorsFrom],
        {
          reader: readerParamOf(reader),
          afterCreatedAt: position?.createdAt,
          afterId: position?.id,
        },
      ),
    );
    const authors = await keptAuthors(db, rows, authorsFrom, publicProfiles);
    return paginate(rows, limit, viewerId, { authors });
  }
  const terms = toSearchTerms(search);
  // A relevance cursor is for the search that handed it out: another one's bounds would place a window.
  const cursorKeys = cursorSealFor(relevanceCursors, terms ? terms.words.join(' ') : '');
  const relevance = order === 'relevance' ? decodeRelevanceCursor(cursor, cursorKeys) : undefined;
  if (terms && relevance?.kind === 'window start') {
    return searchWindowPage(db, {
      reader,
      terms,
      below: relevance.below,
      limit,
      searchWindows,
      publicProfiles,
      readers,
      relevanceCursors: cursorKeys,
    });
  }
  if (terms && order === 'recent' && !cursor) {
    const page = await newestWindowPage(db, { reader, terms, limit, searchWindows, publicProfiles, readers });
    if (page) return page;
  }
  const position =
    relevance === undefined
      ? ({ order: 'recent', after: decodeCursor(cursor) } as const)
      : relevance.kind === 'inside window'
        ? ({ order: 'relevance', inside: relevance } as const)
        : undefined;
  // Nothing searchable (punctuation, single letters): no match, but the session is still checked.
  const source =
    terms && position
      ? searchSource({ terms, position, take, visibleAfter: positionFilter })
      : sql`select p.*, null::tsquery as search_query, 0 as search_score from pro_posts p where false`;
  const { viewerId, rows } = await selectPosts(db, reader, sql`(${source}) as p`, take, 'search');
  return relevance
    ? paginateByRelevance(rows, limit, relevance, viewerId, undefined, cursorKeys, {
        highlights: highlightedWords,
      })
    : paginate(rows, limit, viewerId, { highlights: highlightedWords });
}

/**
 * The first page of a relevance window: the window, kept by the instance or read (the same for every reader),
 * then the reader's page of it in one round trip with the session, best matches first, without the posts the
 * reader may not see.
 */
async function searchWindowPage(
  db: Database,
  {
    reader,
    terms,
    below,
    limit,
    searchWindows,
    publicProfiles,
    readers,
    relevanceCursors,
  }: {
    reader: Reader;
    terms: SearchTerms;
    below: Cursor | undefined;
    limit: number;
    searchWindows: SearchWindowCache;
    publicProfiles: PublicProfileCache;
    readers: ReaderMemory;
    relevanceCursors: CursorSeal;
  },
): Promise<FeedPage> {
  const window = await readSearchWindow(db, { reader, searchWindows, terms, below });
  const { viewerId, rows, authors, visibleBounds } = await selectWindowPosts(db, {
    reader,
    posts: window.ranked,
    limit,
    publicProfiles,
    readers,
    boundsAmong: window.newest,
  });
  // The bounds the cursors carry are the window's newest and oldest posts this reader may see: the window's
  // own may be posts kept from them. Only a window without one has no such bounds (see `paginateByRelevance`).
  const bounds = visibleBounds ?? window.bounds;
  const formed = bounds && {
    top: bounds.top,
    bottom: bounds.bottom,
    more: window.more,
    seen: visibleBounds !== undefined,
  };
  return paginateByRelevance(
    rows,
    limit,
    { kind: 'window start', below },
    viewerId,
    formed,
    relevanceCursors,
    { highlights: highlightsOf(window), authors },
  );
}

/**
 * The first page of a search newest first, from the newest window when it holds the page: when the reader may
 * see more of its posts than the page shows, or it holds every match. Otherwise undefined, and the page is read
 * from the posts (a reader who blocked the authors of most of the window).
 */
async function newestWindowPage(
  db: Database,
  {
    reader,
    terms,
    limit,
    searchWindows,
    publicProfiles,
    readers,
  }: {
    reader: Reader;
    terms: SearchTerms;
    limit: number;
    searchWindows: SearchWindowCache;
    publicProfiles: PublicProfileCache;
    readers: ReaderMemory;
  },
): Promise<FeedPage | undefined> {
  const window = await readSearchWindow(db, { reader, searchWindows, terms, below: undefined });
  const unranked = unrankedOf(window);
  const { viewerId, rows, authors } = await selectWindowPosts(db, {
    reader,
    posts: unranked,
    limit,
    publicProfiles,
    readers,
  });
  if (rows.length <= limit && window.more) return undefined;
  return paginate(rows, limit, viewerId, { highlights: highlightsOf(window), authors });
}

/**
 * The first `limit + 1` of `posts` the reader may see, in that order, as the feed shows them: from the
 * instance's memory while it keeps readers and authors (`windowPostsFromMemory`), else in one statement. With
 * `boundsAmong` (the same posts as `posts`, a window's, newest first), also the newest and oldest of them the
 * reader may see, none when they may see none.
 */
async function selectWindowPosts(
  db: Database,
  {
    reader,
    posts,
    limit,
    publicProfiles,
    readers,
    boundsAmong,
  }: {
    reader: Reader;
    posts: WindowPost[];
    limit: number;
    publicProfiles: PublicProfileCache;
    readers: ReaderMemory;
    boundsAmong?: WindowPost[];
  },
): Promise<WindowPostRows> {
  if (readers.isKeeping() && publicProfiles.isKeeping()) {
    return windowPostsFromMemory(db, { reader, posts, limit, publicProfiles, readers, boundsAmong });
  }
  const ids = `{${posts.map((post) => post.id).join(',')}}`;
  const scores = `{${posts.map((post) => post.score).join(',')}}`;
  const authorsFrom = authorsSourceOf(publicProfiles);
  // Every post of the window the reader may see, for its bounds: a window is at most a few pages.
  const take = boundsAmong ? Math.max(limit + 1, RELEVANCE_WINDOW) : limit + 1;
  const { viewerId, rows } = readerRows(
    await windowPageStatement.execute<ReaderPostRow>(db, [readerKindOf(reader), take, authorsFrom], {
      reader: readerParamOf(reader),
      ids,
      scores,
    }),
  );
  const page = rows.slice(0, limit + 1);
  let visibleBounds: WindowPostRows['visibleBounds'];
  // `take` covers a whole window: every post of it the reader may see is among the rows.
  if (boundsAmong) {
    const visible = new Set(rows.map((row) => row.id));
    visibleBounds = visibleBoundsAmong(boundsAmong, (id) => visible.has(id));
  }
  return {
    viewerId,
    rows: page,
    authors: await keptAuthors(db, page, authorsFrom, publicProfiles),
    visibleBounds,
  };
}

interface WindowPostRows {
  viewerId: string;
  rows: PostRow[];
  authors: Map<string, Author> | undefined;
  /** The newest and oldest positions of the window's posts the reader may see (`boundsAmong`). */
  visibleBounds?: { top: Cursor; bottom: Cursor } | undefined;
}

/**
 * `selectWindowPosts` from what the instance keeps, each part read and kept when it is not: the reader's
 * session, the people hidden from the reader, the window's posts, the reader's likes of the page's posts and
 * their authors. The same checks as the statement's (`positionFilter`): a post hidden pending review, by someone
 * in a block with the reader or muted by them, or by someone leaving, is left out. Once every part is kept, the
 * page costs no statement at all.
 */
async function windowPostsFromMemory(
  db: Database,
  {
    reader,
    posts,
    limit,
    publicProfiles,
    readers,
    boundsAmong,
  }: {
    reader: Reader;
    posts: WindowPost[];
    limit: number;
    publicProfiles: PublicProfileCache;
    readers: ReaderMemory;
    boundsAmong?: WindowPost[];
  },
): Promise<WindowPostRows> {
  const viewerId =
    'userId' in reader ? reader.userId : await userOfSessionToken(db, readers, reader.sessionToken);
  if (viewerId === undefined) throw unauthenticated();
  const { blocked, muted } = await relationsOf(db, readers, viewerId);
  const shownAmong = (lookUp: (id: string) => KeptPost | null | undefined) =>
    shownWindowPosts(posts, limit, boundsAmong, (id) => {
      const post = lookUp(id);
      if (!post) return post;
      if (post.hidden || post.author_leaving) return null;
      return blocked.has(post.author_id) || muted.has(post.author_id) ? null : post;
    });
  // Only the posts the page and its bounds need are looked at, as kept; one not kept has the window's posts read.
  let choice = shownAmong((id) => readers.posts.get(id));
  if (!choice) {
    const kept = await keptPosts(
      db,
      readers,
      posts.map((post) => post.id),
    );
    choice = shownAmong((id) => kept.get(id) ?? null)!;
  }
  const { shown, visibleBounds } = choice;
  const liked = await likedByReader(
    db,
    readers,
    viewerId,
    shown.map(({ post }) => post.id),
  );
  const rows: PostRow[] = shown.map(({ post, score }) => ({
    id: post.id,
    content: post.content,
    image_url: post.image_url,
    author_id: post.author_id,
    created_at_utc: post.created_at_utc,
    edited_at_utc: post.edited_at_utc,
    like_count: post.like_count,
    comment_count: post.comment_count,
    liked_by_me: liked.get(post.id) === true,
    search_score: score,
    kept: post,
  }));
  return {
    viewerId,
    rows,
    authors: await keptAuthors(db, rows, 'kept', publicProfiles),
    visibleBounds,
  };
}

/**
 * The first `limit + 1` of `posts` that `mayBeShown` (null when not), and with `boundsAmong` (the same posts,
 * newest first), the newest and oldest of them that may be shown, page or not; undefined as soon as a post it
 * looks at is not known (`mayBeShown` gives undefined).
 */
function shownWindowPosts(
  posts: WindowPost[],
  limit: number,
  boundsAmong: WindowPost[] | undefined,
  mayBeShown: (id: string) => KeptPost | null | undefined,
): (Pick<WindowPostRows, 'visibleBounds'> & { shown: { post: KeptPost; score: number }[] }) | undefined {
  let unknown = false;
  const known = (id: string) => {
    const post = mayBeShown(id);
    if (post === undefined) unknown = true;
    return post ?? undefined;
  };
  const shown: { post: KeptPost; score: number }[] = [];
  for (const { id, score } of posts) {
    const post = known(id);
    if (unknown) return undefined;
    if (!post) continue;
    shown.push({ post, score });
    if (shown.length > limit) break;
  }
  const visibleBounds = boundsAmong && visibleBoundsAmong(boundsAmong, known);
  return unknown ? undefined : { shown, visibleBounds };
}

/** The newest and oldest of `newest` (posts newest first) that `mayBeShown`; none when none may be. */
function visibleBoundsAmong(
  newest: WindowPost[],
  mayBeShown: (id: string) => unknown,
): { top: Cursor; bottom: Cursor } | undefined {
  const top = newest.findIndex((post) => mayBeShown(post.id));
  if (top === -1) return undefined;
  let bottom = newest.length - 1;
  while (bottom > top && !mayBeShown(newest[bottom]!.id)) bottom -= 1;
  return { top: newest[top]!.position, bottom: newest[bottom]!.position };
}

/**
 * A page of the feed from the newest posts the instance keeps (`readFeedWindow`) and what it keeps of the reader
 * and the posts (`windowPostsFromMemory`): page 1, and the pages after it while the window holds them; past
 * it, `olderFeedPageFromMemory`. Undefined when neither can tell the page whole (the reader may see too few of
 * the posts read while older ones exist): the page is then read from the posts.
 */
async function feedPageFromMemory(
  db: Database,
  {
    reader,
    position,
    limit,
    searchWindows,
    publicProfiles,
    readers,
  }: {
    reader: Reader;
    position: Cursor | undefined;
    limit: number;
    searchWindows: SearchWindowCache;
    publicProfiles: PublicProfileCache;
    readers: ReaderMemory;
  },
): Promise<FeedPage | undefined> {
  if (position && !isComparable(position)) return undefined;
  const window = await readFeedWindow(db, searchWindows);
  const bottom = window.bounds?.bottom;
  if (position && window.more && (!bottom || comparePositions(position, bottom) <= 0)) {
    return olderFeedPageFromMemory(db, { reader, position, limit, publicProfiles, readers });
  }
  const after = position
    ? window.newest.filter((post) => comparePositions(post.position, position) < 0)
    : window.newest;
  const { viewerId, rows, authors } = await windowPostsFromMemory(db, {
    reader,
    posts: after,
    limit,
    publicProfiles,
    readers,
  });
  if (rows.length <= limit && window.more) return undefined;
  return paginate(rows, limit, viewerId, { authors });
}

/**
 * A page of the feed older than the newest posts kept: the positions of the posts after `position` read in one
 * small statement, the same for every reader (no session, no relation, no like), and the rest from what the
 * instance keeps (`windowPostsFromMemory`). It reads twice the page, so that a few posts the reader may not see
 * still leave it whole; undefined when they leave less while older posts exist (the page is then read from the
 * posts, its filters in the statement).
 */
async function olderFeedPageFromMemory(
  db: Database,
  {
    reader,
    position,
    limit,
    publicProfiles,
    readers,
  }: {
    reader: Reader;
    position: Cursor;
    limit: number;
    publicProfiles: PublicProfileCache;
    readers: ReaderMemory;
  },
): Promise<FeedPage | undefined> {
  // The session first: a reader it does not let in costs no reading of posts.
  const viewerId =
    'userId' in reader ? reader.userId : await userOfSessionToken(db, readers, reader.sessionToken);
  if (viewerId === undefined) throw unauthenticated();
  const read = 2 * (limit + 1);
  const positions = await olderPositionsStatement.execute<PositionRow>(db, [read], {
    afterCreatedAt: position.createdAt,
    afterId: position.id,
  });
  const { rows, authors } = await windowPostsFromMemory(db, {
    reader: { userId: viewerId },
    posts: positions.map((row) => ({ id: row.id, position: cursorOfRow(row), score: 0, highlights: [] })),
    limit,
    publicProfiles,
    readers,
  });
  if (rows.length <= limit && positions.length === read) return undefined;
  return paginate(rows, limit, viewerId, { authors });
}

/**
 * The newest posts, the same for every reader, as the instance keeps them with the search windows (its key is
 * no search's): read once, then the posts published since merged in, like a search's newest window. Hidden and
 * removed posts stay in it; each page leaves them out when it is read.
 */
async function readFeedWindow(db: Database, searchWindows: SearchWindowCache): Promise<SearchWindow> {
  const kept = searchWindows.get(FEED_WINDOW_KEY);
  if (kept && kept.missed.length === 0) return kept.window;
  const stamp = searchWindows.stamp();
  const rows = kept
    ? await postPositionsStatement.execute<PositionRow>(db, [], { ids: `{${kept.missed.join(',')}}` })
    : await newestPositionsStatement.execute<PositionRow>(db, [], {});
  const posts: WindowPost[] = rows.map((row) => ({
    id: row.id,
    position: cursorOfRow(row),
    score: 0,
    highlights: [],
  }));
  const window = kept
    ? mergePublished(kept.window, posts, RELEVANCE_WINDOW)
    : windowOf(posts.slice(0, RELEVANCE_WINDOW), posts.length > RELEVANCE_WINDOW);
  searchWindows.remember(FEED_WINDOW_KEY, window, { below: undefined, stamp });
  return window;
}

/** Not a search's key: theirs are `[words, below]`. */
const FEED_WINDOW_KEY = 'feed';

type PositionRow = { id: string; created_at_utc: string };

const newestPositionsStatement = preparedStatement(
  () => sql`select id, ${utcText(sql`created_at`)} as created_at_utc from pro_posts
    order by created_at desc, id desc ${literalLimit(RELEVANCE_WINDOW + 1)}`,
);

// Positions only, from the (created_at, id) index alone: a post hidden pending review is left out with the
// others the reader may not see (`windowPostsFromMemory`), as checking it here would read each post's row (43
// pages read, 3 ms cold, against 24 index pages and 0.04 ms at 200,000 posts).
const olderPositionsStatement = preparedStatement(
  (take: number) => sql`select p.id, ${utcText(sql`p.created_at`)} as created_at_utc from pro_posts p
    where true ${afterPosition(
      { createdAt: param('afterCreatedAt'), id: param('afterId') },
      { createdAt: sql`p.created_at`, id: sql`p.id`, order: 'newest first' },
    )}
    order by p.created_at desc, p.id desc ${literalLimit(take)}`,
);

const postPositionsStatement = preparedStatement(
  () => sql`select id, ${utcText(sql`created_at`)} as created_at_utc from pro_posts
    where id = any(${param('ids')}::uuid[])`,
);

/** The words each post of `window` matched, for its page's posts (`toPost`). */
function highlightsOf(window: SearchWindow): (row: PostRow) => string[] {
  let byPost = highlightsByWindow.get(window);
  if (!byPost) {
    byPost = new Map(window.ranked.map((post) => [post.id, post.highlights]));
    highlightsByWindow.set(window, byPost);
  }
  const highlights = byPost;
  return (row) => highlights.get(row.id) ?? [];
}

/** Each window's words by post, made once: a kept window serves every reader's pages. */
const highlightsByWindow = new WeakMap<SearchWindow, Map<string, string[]>>();

/**
 * A window's posts newest first, scored 0 (the score of newest first), made once per window: a copy of each
 * post written out, not spread, which costs tens of microseconds on a page.
 */
function unrankedOf(window: SearchWindow): WindowPost[] {
  let posts = unrankedByWindow.get(window);
  if (!posts) {
    posts = window.newest.map(({ id, position, highlights }) => ({ id, position, score: 0, highlights }));
    unrankedByWindow.set(window, posts);
  }
  return posts;
}

const unrankedByWindow = new WeakMap<SearchWindow, WindowPost[]>();

/**
 * A search's window from `below` on, from the instance's memory (with the matching posts published since it
 * was read merged in) or read and kept. A window is read only for a reader whose session opens the app,
 * checked in the same statement: a signed-out reader gets an empty window, kept by no one, and the page's own
 * check answers UNAUTHENTICATED.
 */
async function readSearchWindow(
  db: Database,
  {
    reader,
    searchWindows,
    terms,
    below,
  }: { reader: Reader; searchWindows: SearchWindowCache; terms: SearchTerms; below: Cursor | undefined },
): Promise<SearchWindow> {
  const key = JSON.stringify([terms.words, below ? encodeCursor(below) : null]);
  const kept = searchWindows.get(key);
  if (kept && kept.missed.length === 0) return kept.window;
  const stamp = searchWindows.stamp();
  const matches = kept ? publishedMatchesQuery(terms, kept.missed, below) : searchWindowQuery(terms, below);
  // One row at least: the reader's check, with the posts (none: a row of nulls). `offset 0` keeps the posts'
  // subquery whole, so that the check gates it before it runs rather than filtering what it read.
  const { rows } = await db.execute<
    { signed_in: boolean; window_matches: number | null } & (
      | { id: null }
      | {
          id: string;
          created_at_utc: string;
          search_score: number;
          headline: string | null;
          prefix_headline: string | null;
        }
    )
  >(sql`
    with viewer as (${readerQuery(reader)})
    select reader.signed_in, w.*
    from (select exists (select 1 from viewer) as signed_in) reader
    left join lateral (select * from (${matches}) matched_posts where reader.signed_in offset 0) w on true`);
  const posts: WindowPost[] = rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            position: cursorOfRow(row),
            score: row.search_score,
            highlights: highlightedWords(row),
          },
        ],
  );
  const window = kept
    ? mergePublished(kept.window, posts, RELEVANCE_WINDOW)
    : windowOf(posts, (rows[0]?.window_matches ?? 0) > RELEVANCE_WINDOW);
  if (rows[0]?.signed_in) searchWindows.remember(key, window, { below, stamp });
  return window;
}

/** One post as the feed shows it; POST_NOT_FOUND when it does not exist. */
export async function getPost(db: Database, postId: string, viewerId: string): Promise<Post> {
  const { rows } = readerRows(
    await postStatement.execute<ReaderPostRow>(db, ['user'], { reader: viewerId, postId }),
  );
  const [row] = rows;
  if (!row) throw postNotFound();
  return toPost(row, viewerId);
}

/**
 * The page's position, and only posts the reader may see (`v` is the reader, see `selectPosts`): not hidden
 * pending a moderator's review, not by someone in a block with the reader or muted by them.
 */
function positionFilter(position: CursorValues | undefined): SQL {
  return sql`and p.hidden_at is null and ${isShownTo(sql`v.id`, sql`p.author_id`)}
    ${afterPosition(position, { createdAt: sql`p.created_at`, id: sql`p.id`, order: 'newest first' })}`;
}

function latestSource(position: CursorValues | undefined, take: number): SQL {
  return sql`select p.* from pro_posts p where true ${positionFilter(position)}
    order by p.created_at desc, p.id desc ${literalLimit(take)}`;
}

/**
 * The posts of `source` as the feed shows them to `reader`. The reader is the query's first part (a session
 * lookup for a token), so a page costs one round trip; no reader row (an invalid session) means no rows at all,
 * which `UNAUTHENTICATED` reports. A search's source orders by its score, then newest first, and adds each
 * post's highlighted text and where its relevance window ends.
 */
async function selectPosts(
  db: Database,
  reader: Reader,
  source: SQL,
  take: number,
  kind: PostsKind = 'feed',
): Promise<{ viewerId: string; rows: PostRow[] }> {
  return readerRows(
    (await db.execute<ReaderPostRow>(postsQuery(readerQuery(reader), source, take, kind))).rows,
  );
}

type PostsKind = 'feed' | 'search' | 'window';
type ReaderPostRow = PostRow & { viewer_id: string };

/** The reader and posts of `postsQuery`'s rows; UNAUTHENTICATED without a reader row. */
function readerRows(rows: ReaderPostRow[]): { viewerId: string; rows: PostRow[] } {
  const [first] = rows;
  if (!first) throw unauthenticated();
  // A reader without posts to see still has their row, with the post columns null.
  return { viewerId: first.viewer_id, rows: first.id === null ? [] : rows };
}

/**
 * The statement of `selectPosts`, `viewer` being the reader's row (`readerQuery`); the authors' profiles joined,
 * unless they are `kept` (`keptAuthors` then gives them).
 */
function postsQuery(
  viewer: SQL,
  source: SQL,
  take: number,
  kind: PostsKind,
  authorsFrom: AuthorsFrom = 'joined',
): SQL {
  const joined = authorsFrom === 'joined';
  const search = kind === 'search';
  const ranked = kind !== 'feed';
  const searchColumns = search
    ? sql`, p.search_score, p.language, p.search_query`
    : ranked
      ? sql`, p.search_score`
      : sql`, 0 as search_score`;
  const highlights = search
    ? highlightsLateral({
        content: sql`page.content`,
        language: sql`page.language`,
        query: sql`page.search_query`,
      })
    : sql``;
  const searchOutput = search
    ? sql`, ${highlightColumns({ content: sql`page.content`, query: sql`page.search_query` })}`
    : sql``;
  // `v.id` rather than a parameter in the like lookup: the plan stays a per-post index probe for every reader.
  return sql`
    with viewer as (${viewer})
    select v.id as viewer_id, page.id, page.content, page.image_url, page.author_id, page.created_at_utc,
      page.edited_at_utc, ${joined ? sql`page.first_name, page.last_name, page.avatar_url, page.profession,` : sql``}
      page.like_count, page.comment_count, page.liked_by_me, page.search_score ${searchOutput}
    from viewer v left join lateral (
      select p.id, p.content, p.image_url, p.author_id, p.created_at, ${utcText(sql`p.created_at`)} as created_at_utc,
        ${utcText(sql`p.edited_at`)} as edited_at_utc,
        ${joined ? sql`${authorColumns},` : sql``}
        p.like_count, p.comment_count,
        exists (select 1 from pro_post_likes l where l.post_id = p.id and l.user_id = v.id) as liked_by_me
        ${searchColumns}
      from ${source}
      ${joined ? authorProfiles(sql`p.author_id`) : sql``}
      order by ${ranked ? sql`search_score desc,` : sql``} p.created_at desc, p.id desc
      ${literalLimit(take)}
    ) page on true
    ${highlights}
    order by ${ranked ? sql`page.search_score desc,` : sql``} page.created_at desc, page.id desc`;
}

/*
 * The prepared pages, built once per reader kind and size: the feed newest first (from a cursor or not), a
 * search window's page (its posts' ids and scores, best first) and one post.
 */
const feedPageStatement = preparedStatement(
  (readerKind: ReaderKind, hasCursor: boolean, take: number, authorsFrom: AuthorsFrom) => {
    const position = hasCursor ? { createdAt: param('afterCreatedAt'), id: param('afterId') } : undefined;
    const source = sql`(${latestSource(position, take)}) as p`;
    return postsQuery(readerQueryOf(readerKind), source, take, 'feed', authorsFrom);
  },
);

// In the window's order, so that the page stops at its first `take` posts the reader may see.
const windowPageStatement = preparedStatement(
  (readerKind: ReaderKind, take: number, authorsFrom: AuthorsFrom) => {
    const source = sql`(select p.*, w.score as search_score
    from unnest(${param('ids')}::uuid[], ${param('scores')}::int[]) with ordinality as w (id, score, rank)
    join pro_posts p on p.id = w.id
    where true ${positionFilter(undefined)}
    order by w.rank ${literalLimit(take)}) as p`;
    return postsQuery(readerQueryOf(readerKind), source, take, 'window', authorsFrom);
  },
);

const postStatement = preparedStatement((readerKind: ReaderKind) =>
  postsQuery(
    readerQueryOf(readerKind),
    sql`(select * from pro_posts where id = ${param('postId')}) as p`,
    1,
    'feed',
  ),
);

/**
 * A page of search results in relevance order: the next page goes on in the same window after the last post,
 * or starts the next window once this one is read to its end (also when what was left of it is gone).
 *
 * The cursor names only posts the reader could see when their window started, so it is signed, not sealed
 * (`encodeRelevanceCursor`): the bounds of a window the reader started are its newest and oldest posts they may
 * see (`searchWindowPage`), and its later pages carry them on. A window where they may see none has only its own
 * bounds: the start of the next one, below its oldest match, is then sealed.
 */
function paginateByRelevance(
  rows: PostRow[],
  limit: number,
  position: RelevancePosition,
  viewerId: string,
  /** The window's bounds when this page starts it (none when it has no match), `seen` by the reader or not. */
  formed: (WindowBounds & { seen: boolean }) | undefined,
  relevanceCursors: CursorSeal,
  extras: PostExtras,
): FeedPage {
  const { posts } = paginate(rows, limit, viewerId, extras);
  const last = rows.slice(0, limit).at(-1);
  const inside = position.kind === 'inside window';
  const window = inside ? position : formed;
  let next: RelevancePosition | null = null;
  if (window && rows.length > limit && last) {
    const { top, bottom, more } = window;
    const lastPosition = cursorOfRow(last);
    next = {
      kind: 'inside window',
      top,
      bottom,
      more,
      after: { score: last.search_score, createdAt: lastPosition.createdAt, id: lastPosition.id },
    };
  } else if (window?.more) {
    next = { kind: 'window start', below: window.bottom };
  }
  return {
    posts,
    nextCursor: next && encodeRelevanceCursor(next, relevanceCursors, !(inside || formed?.seen)),
  };
}

type WindowBounds = { top: Cursor; bottom: Cursor; more: boolean };

/** What a page's posts take from elsewhere than their rows. */
interface PostExtras {
  /** A search's: the words each post matched. */
  highlights?: (row: PostRow) => string[];
  /** The authors, when the rows were read without them (`keptAuthors`). */
  authors?: Map<string, Author> | undefined;
}

function paginate(rows: PostRow[], limit: number, viewerId: string, extras: PostExtras = {}): FeedPage {
  const page = keysetPage(rows, limit, cursorOfRow);
  const { highlights, authors } = extras;
  return {
    posts: page.rows.map((row) =>
      toPost(row, viewerId, highlights?.(row), authors?.get(row.author_id) ?? toAuthor(row)),
    ),
    nextCursor: page.next && encodeCursor(page.next),
  };
}

/** The position of a post or comment row, exact to the microsecond. */
export function cursorOfRow(row: { created_at_utc: string; id: string }): Cursor {
  return { createdAt: utcTextToCursorTime(row.created_at_utc), id: row.id };
}

/**
 * Every post is built by this one literal, `highlights` included (undefined outside a search, which JSON leaves
 * out): objects of one shape keep the response's schema check and serialization on V8's fast paths, where a
 * post copied with a key added (`{ ...post, highlights }`) cost a search page about 50 µs.
 */
function toPost(row: PostRow, viewerId: string, highlights?: string[], author = toAuthor(row)): Post {
  const post: Post = {
    id: row.id,
    content: row.content,
    imageUrl: row.image_url,
    createdAt: utcTextToIso(row.created_at_utc),
    editedAt: row.edited_at_utc && utcTextToIso(row.edited_at_utc),
    author,
    likeCount: row.like_count,
    commentCount: row.comment_count,
    likedByMe: row.liked_by_me,
    isMine: row.author_id === viewerId,
    highlights,
  };
  if (row.kept) rememberPostSources(post, row.kept, author);
  return post;
}

/** One post as the feed shows it, for its own page; POST_NOT_FOUND when it is gone or not shown to the reader. */
export async function readPost(
  db: Database,
  { postId, viewerId }: { postId: string; viewerId: string },
): Promise<Post> {
  // Hidden after reports: only its author still sees it until a moderator decides.
  await assertPostVisibleTo(db, postId, viewerId);
  return getPost(db, postId, viewerId);
}
