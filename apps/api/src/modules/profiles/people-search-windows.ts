import { createKeptWindows } from '../../db/kept-windows.ts';
import type { ProfileChange, PublicProfileCache } from './public-profile-cache.ts';

/**
 * The ranking of a people search (`searchPeople`): its first `PEOPLE_WINDOW` matches best first, as (tier, id),
 * the same for every reader. Nothing a reader may or may not see is in it (accounts, roles, blocks): each page
 * is read from it with those checks at that moment.
 */
export interface PeopleWindow {
  ids: string[];
  tiers: number[];
  /** Each id's index in `ids`. */
  indexOf: Map<string, number>;
  /** Whether more matches follow the window's last (then pages past it are read from the database). */
  more: boolean;
}

/**
 * The people search's windows kept by an instance while it hears of every change to what the search finds.
 * Any such change forgets them all (`forgetAll`): a professional's document changed (a name, a profession, a
 * skill held or its names), or a professional came or went. Those changes are rare next to searches, and a
 * window read afresh costs what one search cost before windows were kept.
 */
export interface PeopleWindowCache {
  /** Whether a window read now may be kept: else a search reads its page alone, in one statement. */
  isKeeping(): boolean;
  get(key: string): PeopleWindow | undefined;
  /** To take before reading a window, for `remember`. */
  generation(): number;
  remember(key: string, window: PeopleWindow, reading: { generation: number; readAt: number }): void;
  forgetAll(): void;
}

/** At most this many matches a window, best first: every match of a common last name at 100,000 members. */
export const PEOPLE_WINDOW = 2000;

export function createPeopleWindowCache({
  maxWindows = 1000,
  maxBytes = 32 * 1024 * 1024,
  maxAgeMs = 10 * 60 * 1000,
  isListening,
  now,
}: {
  maxWindows?: number;
  maxBytes?: number;
  maxAgeMs?: number;
  isListening: () => boolean;
  now?: () => number;
}): PeopleWindowCache {
  const kept = createKeptWindows<PeopleWindow, undefined>({
    maxWindows,
    maxBytes,
    maxAgeMs,
    isListening,
    sizeOf: peopleWindowBytes,
    now,
  });
  return {
    isKeeping: () => kept.isKeeping(),
    get: (key) => kept.get(key)?.window,
    generation: () => kept.generation(),
    remember: (key, window, reading) => kept.keep(key, window, undefined, reading),
    forgetAll: () => kept.forgetAll(),
  };
}

/** A cache that keeps nothing: for an instance that does not hear of changes. */
export const NO_PEOPLE_WINDOW_CACHE: PeopleWindowCache = createPeopleWindowCache({
  maxWindows: 0,
  isListening: () => false,
});

/** About what a window holds: each id (UTF-16, with a string's overhead), its tier and its map entry. */
export function peopleWindowBytes(window: PeopleWindow): number {
  let bytes = 200;
  for (const id of window.ids) bytes += 120 + 2 * id.length;
  return bytes;
}

/** The window of matches `rows`, read best first; `more` when matches past them were left out. */
export function peopleWindowOf(rows: { id: string; tier: number }[], more: boolean): PeopleWindow {
  const ids = rows.map((row) => row.id);
  return {
    ids,
    tiers: rows.map((row) => row.tier),
    indexOf: new Map(ids.map((id, index) => [id, index])),
    more,
  };
}

/**
 * The public-profile cache as this instance's own writes tell it what they changed (`tellProfileChanges`),
 * forgetting the people search's windows too before the answer leaves: the next search of the writer finds
 * what was just written. It does not know which part of a profile changed, so any change made here forgets
 * them (a follow, a review); the other instances hear of the changes to the search's documents only, by the
 * database's notice (migration 0040).
 */
export function forgettingPeopleWindows(
  publicProfiles: PublicProfileCache,
  peopleWindows: PeopleWindowCache,
): PublicProfileCache {
  return {
    ...publicProfiles,
    changed(change: ProfileChange) {
      publicProfiles.changed(change);
      peopleWindows.forgetAll();
    },
  };
}
