import type { Author, Language, PublicProfile } from '@escouade/contract';
import { LRUCache } from 'lru-cache';
import { createChangeStamps, noticeJson } from '../../db/kept-readings.ts';

/** What every visitor sees of a profile: all of it but what depends on who is looking. */
export type SharedProfile = Omit<
  PublicProfile,
  'isFollowedByMe' | 'isBlockedByMe' | 'isMutedByMe' | 'isMe' | 'isAvailabilityStale'
>;

/**
 * Whose public profiles changed, as the database's notices say it once the change is committed (migration
 * 0018), or as the instance that made it says it before answering: some people, or everyone (a skill renamed,
 * a statement that changed many people, a notice not understood, a lost connection).
 */
export type ProfileChange = { kind: 'people'; ids: string[] } | { kind: 'everyone' };

/**
 * The shared part of the public profiles this instance has read, kept while it hears of every change to them
 * (`isListening`, and `changed` at each one): a profile read from it is the one the database would give now.
 * A profile page then costs one small statement (the visitor's session and relations), or none for a visitor
 * signed out. Only the shared part is kept: whether the visitor follows, blocked or muted the person is read
 * at each request.
 */
export interface PublicProfileCache {
  get(userId: string, language: Language): SharedProfile | undefined;
  /** A stamp to take before reading a profile from the database, for `remember`. */
  stamp(): number;
  /**
   * Keeps `profile`, read after `stamp` was taken, unless its person's profile changed since (the reading may
   * have seen the change or not). `validForMs`: when it would change without a write (a review publishing
   * itself at the end of its period), if it would.
   */
  remember(
    userId: string,
    language: Language,
    profile: SharedProfile,
    { stamp, validForMs }: { stamp: number; validForMs: number | null },
  ): void;
  /**
   * Whether a reading may be kept now: while changes are heard. Otherwise every read goes to the database, in
   * the statement of its page (a feed page then joins its authors' profiles itself).
   */
  isKeeping(): boolean;
  /** What the feed shows of a post's author (name, profession, avatar), when it is kept. */
  getAuthor(userId: string): Author | undefined;
  /** Keeps `author`, read after `stamp` was taken, unless their profile changed since (as `remember`). */
  rememberAuthor(author: Author, stamp: number): void;
  changed(change: ProfileChange): void;
}

interface Entry {
  profile: SharedProfile;
  /** `now()` after which it is read again. */
  expiresAt: number;
}

export function createPublicProfileCache({
  maxProfiles = 20_000,
  maxAuthors = 50_000,
  maxAgeMs = 10 * 60 * 1000,
  isListening,
  now = () => performance.now(),
}: {
  /** The least recently read are forgotten beyond this many (a profile and its skills: about 1 KB each). */
  maxProfiles?: number;
  /** The least recently read authors are forgotten beyond this many (about 300 bytes each). */
  maxAuthors?: number;
  /**
   * A profile read longer ago than this is read again: a bound on how stale one can be if a change was missed
   * without the listener noticing (it checks itself, see live-bus.ts).
   */
  maxAgeMs?: number;
  isListening: () => boolean;
  now?: () => number;
}): PublicProfileCache {
  // Least recently read first out. A JS Map reordered at each read (deleted, then set again) cost microseconds a
  // read once it held tens of thousands of entries, 21 times a feed page.
  const entries = maxProfiles > 0 ? new LRUCache<string, Entry>({ max: maxProfiles }) : undefined;
  const authors =
    maxAuthors > 0
      ? new LRUCache<string, { author: Author; expiresAt: number }>({ max: maxAuthors })
      : undefined;
  /** The changes heard, each person's subject being their id. */
  const stamps = createChangeStamps({ isListening });

  const keyOf = (userId: string, language: Language) => `${language}:${userId}`;
  /** Whether a reading of `userId`'s profile that started at `stamp` may be kept. */
  const mayKeep = (userId: string, stamp: number) => stamps.mayKeep([userId], stamp);
  /** The entry of `key` while it is fresh. */
  const fresh = <Value extends { expiresAt: number }>(
    cache: LRUCache<string, Value> | undefined,
    key: string,
  ): Value | undefined => {
    if (!cache || !isListening()) return undefined;
    const entry = cache.get(key);
    if (!entry || now() < entry.expiresAt) return entry;
    cache.delete(key);
    return undefined;
  };

  return {
    get: (userId, language) => fresh(entries, keyOf(userId, language))?.profile,
    stamp: () => stamps.stamp(),
    remember(userId, language, profile, { stamp, validForMs }) {
      // Changed since the reading started: it may have read the profile before the change.
      if (!entries || !mayKeep(userId, stamp)) return;
      const lifetime = validForMs === null ? maxAgeMs : Math.min(maxAgeMs, Math.max(0, validForMs));
      if (lifetime <= 0) return;
      entries.set(keyOf(userId, language), { profile, expiresAt: now() + lifetime });
    },
    isKeeping: () => authors !== undefined && isListening(),
    getAuthor: (userId) => fresh(authors, userId)?.author,
    rememberAuthor(author, stamp) {
      if (!authors || !mayKeep(author.id, stamp)) return;
      authors.set(author.id, { author, expiresAt: now() + maxAgeMs });
    },
    changed(change) {
      if (change.kind === 'everyone') {
        stamps.changed({ everything: true });
        entries?.clear();
        authors?.clear();
        return;
      }
      stamps.changed({ subjects: change.ids });
      for (const id of change.ids) {
        for (const language of ['fr', 'en'] as const) entries?.delete(keyOf(id, language));
        authors?.delete(id);
      }
    },
  };
}

/** A cache that keeps nothing: for an instance that does not hear of changes. */
export const NO_PUBLIC_PROFILE_CACHE: PublicProfileCache = createPublicProfileCache({
  maxProfiles: 0,
  maxAuthors: 0,
  isListening: () => false,
});

/**
 * The change a notice of migration 0018 describes (a JSON array of ids); everyone for an empty notice, none at
 * all (a reconnection) or one it cannot read.
 */
export function profileChangeOfNotice(payload: string | undefined): ProfileChange {
  const everyone: ProfileChange = { kind: 'everyone' };
  const parsed = noticeJson(payload);
  if (!Array.isArray(parsed) || !parsed.every((id): id is string => typeof id === 'string')) return everyone;
  return { kind: 'people', ids: parsed };
}
