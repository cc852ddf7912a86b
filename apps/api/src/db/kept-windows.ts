/**
 * Windows of search matches kept in memory by an instance while it hears of every change to what they hold
 * (`isListening`): the same for every reader, so that a repeated search, or its next page, is read from the
 * window rather than ranked again. What a reader may see is never kept: each reader's page is read from a
 * window with the checks of that moment. The searches that keep windows say which changes forget which
 * windows (`forgetWhere`, `forgetAll`); this keeps them within their bounds:
 * - nothing while changes are not heard (a window read then, or kept from before, could miss one);
 * - nothing read while a change it cannot make up for was heard (`generation`, taken before the reading);
 * - at most `maxWindows` windows and `maxBytes` in all (as `sizeOf` estimates them), the least recently read
 *   forgotten first;
 * - none longer than `maxAgeMs` after it was read: a bound on how stale a window can be if a change was missed
 *   without the listener noticing (it checks itself, see live-bus.ts).
 */
export interface KeptWindows<W, M> {
  /** The window of `key` and what it was kept with (`meta`), when it is kept; it becomes the most recently read. */
  get(key: string): { window: W; meta: M } | undefined;
  /** Whether a window read now may be kept (changes are heard, and windows kept at all). */
  isKeeping(): boolean;
  /** To take before reading a window from the database, for `keep`. */
  generation(): number;
  /**
   * Keeps `window`, read from the database at `readAt` (`now()`'s clock) after `generation` was taken, unless a
   * change that forgets readings under way was heard since, or nothing is heard now.
   */
  keep(key: string, window: W, meta: M, reading: { generation: number; readAt: number }): void;
  forget(key: string): void;
  /** Forgets the windows `test` picks. Readings under way are kept unless `interruptReadings` is called too. */
  forgetWhere(test: (window: W, meta: M) => boolean): void;
  /** A change a reading under way cannot make up for: no window read before now is kept (`keep`). */
  interruptReadings(): void;
  /** Forgets every window, and every reading under way. */
  forgetAll(): void;
}

interface Entry<W, M> {
  window: W;
  meta: M;
  readAt: number;
  bytes: number;
}

export function createKeptWindows<W, M>({
  maxWindows,
  maxBytes,
  maxAgeMs,
  isListening,
  sizeOf,
  now = () => performance.now(),
}: {
  maxWindows: number;
  maxBytes: number;
  maxAgeMs: number;
  isListening: () => boolean;
  /** A window's estimated size in memory, in bytes. */
  sizeOf: (window: W) => number;
  now?: () => number;
}): KeptWindows<W, M> {
  // A Map iterates in insertion order: an entry read is moved to its end, so the least recently read come first.
  // At a thousand entries a move costs a fraction of a microsecond.
  const entries = new Map<string, Entry<W, M>>();
  let totalBytes = 0;
  /** Bumped by every change a reading under way cannot make up for. */
  let generation = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };

  return {
    get(key) {
      if (!isListening()) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.readAt > maxAgeMs) {
        forget(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return { window: entry.window, meta: entry.meta };
    },
    isKeeping: () => maxWindows > 0 && isListening(),
    generation: () => generation,
    keep(key, window, meta, reading) {
      if (reading.generation !== generation || !isListening() || maxWindows < 1) return;
      const bytes = sizeOf(window);
      if (bytes > maxBytes) return;
      forget(key);
      entries.set(key, { window, meta, readAt: reading.readAt, bytes });
      totalBytes += bytes;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxWindows && totalBytes <= maxBytes) break;
        forget(oldest);
      }
    },
    forget,
    forgetWhere(test) {
      for (const [key, entry] of entries) {
        if (test(entry.window, entry.meta)) forget(key);
      }
    },
    interruptReadings() {
      generation += 1;
    },
    forgetAll() {
      generation += 1;
      entries.clear();
      totalBytes = 0;
    },
  };
}
