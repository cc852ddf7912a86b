import { noticeJson } from '../../db/kept-readings.ts';
import { createKeptWindows } from '../../db/kept-windows.ts';
import { type Cursor, utcTextToCursorTime } from '../../db/keyset-cursor.ts';

/** One post of a search's match window: its position, its score and the words it matched. */
export interface WindowPost {
  id: string;
  /** Its (created_at, id), in the cursors' form (`utcTextToCursorTime`). */
  position: Cursor;
  score: number;
  highlights: string[];
}

/**
 * The newest matches of a search from a position on (see `RELEVANCE_WINDOW`), the same for every reader: each
 * reader's page leaves out, when it is read, the posts they may not see.
 */
export interface SearchWindow {
  /** Best first: by score, then newest first (the order of relevance pages). */
  ranked: WindowPost[];
  /** The same posts newest first (the first page of newest first). */
  newest: WindowPost[];
  /** Its newest and oldest posts' positions: its bounds, which the cursors of its later pages carry. */
  bounds: { top: Cursor; bottom: Cursor } | undefined;
  /** Whether older matches were left out of it. */
  more: boolean;
  /** When its matches were read from the database (`performance.now()`); posts merged in since do not count. */
  readAt: number;
}

/**
 * What changed in what searches find, as the database's notices say it once the change is committed
 * (migration 0016), or as the instance that made it says it before answering.
 * - `published`: new posts. Only the windows that start at the newest matches can gain them (a later window
 *   holds matches older than a position, and a new post is newer than that, unless its transaction started
 *   long before it committed: then its position says so). Their position is unknown when the instance that
 *   published them says it: its own notice follows.
 * - `edited`: posts whose text changed, which may enter or leave any window that spans their position.
 * - `people`: a professional's document for the people search (name, profession, skills) changed, or a
 *   professional came or went (migration 0040): the people search's windows only, not the posts'.
 * - `everything`: names (a name finds its owner's posts), changes too many to list, a notice not understood, a
 *   lost connection.
 */
export type SearchChange =
  | { kind: 'published'; posts: { id: string; position?: Cursor }[] }
  | { kind: 'edited'; positions: Cursor[] }
  | { kind: 'people' }
  | { kind: 'everything' };

/** A kept window, and the posts published since it was read, which it may lack. */
export interface KeptWindow {
  window: SearchWindow;
  /** Ids of posts published since, to look for among the window's matches (`mergePublished`). */
  missed: string[];
}

/** Where a window was read from, and what had been heard when its reading started (`stamp`). */
export interface WindowReading {
  /** The position the window's matches are older than; none for the newest matches. */
  below: Cursor | undefined;
  stamp: Stamp;
}

export interface Stamp {
  readonly generation: number;
  readonly published: number;
}

/**
 * The match windows of recent searches, kept by an instance while it hears of every change to what a search
 * finds (`isListening`, and `changed` at each one), so that a window read from it is the one the database
 * would give now, once the posts published since it was read are merged in. A repeated search then costs what
 * a feed page costs, and a post published costs the next reader of each newest window a look at that post.
 */
export interface SearchWindowCache {
  /** The window of `key` and what was published since, when it is known and changes are heard. */
  get(key: string): KeptWindow | undefined;
  /** A stamp to take before reading a window from the database, for `remember`. */
  stamp(): Stamp;
  /**
   * Keeps `window`, read after `reading.stamp` was taken, unless a change since may have altered it in a way
   * the next reader could not make up for. Posts published meanwhile are the next reader's `missed`.
   */
  remember(key: string, window: SearchWindow, reading: WindowReading): void;
  changed(change: SearchChange): void;
}

/** Posts published are remembered this far back; a window read before them is read again. */
const PUBLISHED_KEPT = 500;

/**
 * Orders two positions as PostgreSQL orders (created_at, id), both in the cursors' form of `utcText`: one
 * spelling for every time, the fraction's trailing zeros dropped and `+00` after it ('+' sorts before '.'), so
 * comparing the texts compares the times; UUIDs compare as their lowercase text.
 */
export function comparePositions(a: Cursor, b: Cursor): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** The cursors' form of `utcText`: a cursor sent back in another spelling cannot be compared by `comparePositions`. */
const UTC_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{0,5}[1-9])?\+00$/;
export const isComparable = (position: Cursor) => UTC_TEXT.test(position.createdAt);

/** What a kept window is kept with. */
interface WindowMeta {
  below: Cursor | undefined;
  /** How many posts had been heard of as published when it was read. */
  published: number;
}

/**
 * What a window holds in memory, about: each post's id, position and score, and its marked words (UTF-16,
 * with a string's own overhead), in two arrays.
 */
export function estimatedBytes(window: SearchWindow): number {
  let bytes = 200;
  for (const post of window.ranked) {
    bytes += 240;
    for (const word of post.highlights) bytes += 40 + 2 * word.length;
  }
  return bytes;
}

export function createSearchWindowCache({
  maxWindows = 1000,
  maxBytes = 32 * 1024 * 1024,
  maxAgeMs = 10 * 60 * 1000,
  isListening,
  now = () => performance.now(),
}: {
  /** The least recently read are forgotten beyond this many, */
  maxWindows?: number;
  /** or beyond this estimated size in all (`estimatedBytes`). */
  maxBytes?: number;
  /**
   * A window read longer ago than this is read again: a bound on how stale a window can be if a change was
   * missed without the listener noticing (it checks itself, see live-bus.ts).
   */
  maxAgeMs?: number;
  isListening: () => boolean;
  now?: () => number;
}): SearchWindowCache {
  const kept = createKeptWindows<SearchWindow, WindowMeta>({
    maxWindows,
    maxBytes,
    maxAgeMs,
    isListening,
    sizeOf: estimatedBytes,
    now,
  });
  /** The posts heard of as published, the last `PUBLISHED_KEPT` of them; `publishedCount` in all. */
  const published: { id: string; position?: Cursor }[] = [];
  let publishedCount = 0;

  const publishedSince = (count: number) => {
    const missing = publishedCount - count;
    if (missing > published.length) return undefined;
    return published.slice(published.length - missing);
  };

  /** Whether a post at `position` may be among the matches of a window read from `below` on. */
  const mayHold = (window: SearchWindow, below: Cursor | undefined, position: Cursor) => {
    if (below && comparePositions(position, below) >= 0) return false;
    const { bounds, more } = window;
    return !(more && bounds && comparePositions(position, bounds.bottom) < 0);
  };

  return {
    get(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      const since = publishedSince(entry.meta.published);
      if (!since) {
        kept.forget(key);
        return undefined;
      }
      // A later window cannot gain a post newer than its start (an older one forgot it when heard of).
      const missed = entry.meta.below ? [] : since.map((post) => post.id);
      return { window: entry.window, missed: [...new Set(missed)] };
    },
    stamp: () => ({ generation: kept.generation(), published: publishedCount }),
    remember(key, window, { below, stamp }) {
      if (below && !isComparable(below)) return;
      const since = publishedSince(stamp.published);
      if (!since) return;
      // A later window misses a post published meanwhile only if that post is older than its start. One whose
      // position is not known yet was published by this instance just now: its notice, with its position,
      // follows and forgets the window if need be.
      if (below && since.some((post) => post.position && mayHold(window, below, post.position))) return;
      kept.keep(
        key,
        window,
        { below, published: stamp.published },
        { generation: stamp.generation, readAt: window.readAt },
      );
    },
    changed(change) {
      if (change.kind === 'everything') {
        kept.forgetAll();
        return;
      }
      if (change.kind === 'people') return;
      if (change.kind === 'edited') {
        kept.interruptReadings();
        kept.forgetWhere((window, { below }) =>
          change.positions.some((position) => mayHold(window, below, position)),
        );
        return;
      }
      for (const post of change.posts) {
        // The notice of a post this instance announced itself (without its position): the same post, not one
        // more, so that a window read since the announcement, which holds it, is not sent to look for it.
        const announced = post.position && published.find((known) => known.id === post.id && !known.position);
        if (announced) announced.position = post.position;
        else {
          published.push(post);
          publishedCount += 1;
        }
        const { position } = post;
        if (!position) continue;
        kept.forgetWhere((window, { below }) => below !== undefined && mayHold(window, below, position));
      }
      if (published.length > PUBLISHED_KEPT) published.splice(0, published.length - PUBLISHED_KEPT);
    },
  };
}

/** A cache that keeps nothing: for an instance that does not hear of changes. */
export const NO_SEARCH_WINDOW_CACHE: SearchWindowCache = createSearchWindowCache({
  maxWindows: 0,
  isListening: () => false,
});

/** The window of `posts`, in any order: best first, and newest first; read from the database at `readAt`. */
export function windowOf(posts: WindowPost[], more: boolean, readAt = performance.now()): SearchWindow {
  const newest = [...posts].sort(newestFirst);
  const ranked = [...posts].sort((a, b) => b.score - a.score || newestFirst(a, b));
  const [top, bottom] = [newest[0], newest.at(-1)];
  const bounds = top && bottom && { top: top.position, bottom: bottom.position };
  return { ranked, newest, bounds, more, readAt };
}

const newestFirst = (a: WindowPost, b: WindowPost) => comparePositions(b.position, a.position);

/**
 * `window` with the posts published since it was read that match its search (`found`, read by the caller):
 * still the newest `limit` matches, those past it left to the next window.
 */
export function mergePublished(window: SearchWindow, found: WindowPost[], limit: number): SearchWindow {
  const known = new Set(window.newest.map((post) => post.id));
  const added = found.filter((post) => !known.has(post.id));
  if (added.length === 0) return window;
  const all = [...window.newest, ...added].sort(newestFirst);
  return windowOf(all.slice(0, limit), window.more || all.length > limit, window.readAt);
}

const POST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The change a notice of migration 0016 describes (`{"published": [[created_at, id], ...]}` or
 * `{"edited": ...}`), or of migration 0040 (`{"people": []}`); `everything` for an empty notice (names, large
 * statements), none at all (a reconnection) or one it cannot read.
 */
export function searchChangeOfNotice(payload: string | undefined): SearchChange {
  const everything: SearchChange = { kind: 'everything' };
  const parsed = noticeJson(payload);
  if (typeof parsed !== 'object' || parsed === null) return everything;
  const [kind, list] = Object.entries(parsed)[0] ?? [];
  if (kind === 'people') return { kind: 'people' };
  if ((kind !== 'published' && kind !== 'edited') || !Array.isArray(list)) return everything;
  const positions: Cursor[] = [];
  for (const item of list as unknown[]) {
    if (!Array.isArray(item) || item.length !== 2) return everything;
    const [utc, id] = item as unknown[];
    if (typeof utc !== 'string' || typeof id !== 'string' || !POST_ID.test(id)) return everything;
    const position = { createdAt: utcTextToCursorTime(utc), id };
    if (!isComparable(position)) return everything;
    positions.push(position);
  }
  return kind === 'edited'
    ? { kind, positions }
    : { kind, posts: positions.map((position) => ({ id: position.id, position })) };
}
