import type { Cursor } from '../../db/keyset-cursor.ts';

/** One post of a search's match window: its score and the words it matched. */
export interface WindowPost {
  id: string;
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
}

/**
 * The match windows of recent searches, kept by an instance while it hears of every change to what a search
 * finds (`isListening`, and `forgetAll` at each change: posts published or edited, names), so that a window
 * read from it is the one the database would give now. A repeated search then costs what a feed page costs.
 * A busy network, where posts are published every second, forgets often; decision 0018 says what takes over.
 */
export interface SearchWindowCache {
  /** The window of `key`, when it is known and changes are heard. */
  get(key: string): SearchWindow | undefined;
  /** A stamp to take before reading a window from the database, for `remember`. */
  stamp(): number;
  /** Keeps `window`, read after `stamp` was taken, unless something changed since. */
  remember(key: string, window: SearchWindow, stamp: number): void;
  /** Something a search finds changed: every window is forgotten, and those being read are not kept. */
  forgetAll(): void;
}

export function createSearchWindowCache({
  maxWindows = 1000,
  isListening,
}: {
  /** The least recently read are forgotten beyond this many. */
  maxWindows?: number;
  isListening: () => boolean;
}): SearchWindowCache {
  const windows = new Map<string, SearchWindow>();
  let generation = 0;
  return {
    get(key) {
      if (!isListening()) return undefined;
      const window = windows.get(key);
      if (window) {
        // A Map iterates in insertion order: reinserting keeps the most recently read last.
        windows.delete(key);
        windows.set(key, window);
      }
      return window;
    },
    stamp: () => generation,
    remember(key, window, stamp) {
      if (stamp !== generation || !isListening() || maxWindows < 1) return;
      windows.delete(key);
      windows.set(key, window);
      if (windows.size > maxWindows) {
        const oldest = windows.keys().next();
        if (!oldest.done) windows.delete(oldest.value);
      }
    },
    forgetAll() {
      generation += 1;
      windows.clear();
    },
  };
}

/** A cache that keeps nothing: for an instance that does not hear of changes. */
export const NO_SEARCH_WINDOW_CACHE: SearchWindowCache = createSearchWindowCache({
  maxWindows: 0,
  isListening: () => false,
});
