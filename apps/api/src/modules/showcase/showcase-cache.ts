/** How long an answer of the public pages is kept, here and by browsers (`Cache-Control`). */
export const SHOWCASE_CACHE_SECONDS = 60;

/**
 * The public pages' answers, kept SHOWCASE_CACHE_SECONDS per page and language: every visitor of the marketing
 * pages asks the same, and the figures read whole tables. A review shown or withdrawn forgets them at once on
 * this instance (`forget`, wired by app.ts); other instances and browsers follow within the minute.
 */
export interface ShowcaseCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  forget(): void;
}

export function createShowcaseCache(now: () => number = Date.now): ShowcaseCache {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value as Promise<T>;
      const value = load();
      entries.set(key, { expiresAt: now() + SHOWCASE_CACHE_SECONDS * 1000, value });
      // A failure is not kept: the next visitor asks again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    forget() {
      entries.clear();
    },
  };
}
