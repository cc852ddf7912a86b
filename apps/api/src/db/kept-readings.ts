import { LRUCache } from 'lru-cache';

/**
 * Readings of the database kept in memory by an instance while it hears of every change to what they read
 * (`isListening`, and `changed` at each change), each tagged with the subjects it depends on (`person:…`,
 * `post:…`): a reading taken from here is the one the database would give now. The rules that keep it so:
 * - nothing is kept or given while changes are not heard;
 * - a reading is kept only if none of its subjects changed since it started (`stamp`, taken before it);
 * - a change forgets every reading of a subject it names; a change of everything forgets them all;
 * - none outlives `maxAgeMs` (a bound if a change were missed without the listener noticing), nor the end of
 *   its own validity (`validForMs` from when it was sent: a session's expiry), and at most `max` are kept (and
 *   `maxSize` in all, when given), least recently read forgotten first.
 */
export interface KeptReadings<V> {
  get(key: string): V | undefined;
  /** Keeps `value`, read after `stamp` (`ChangeStamps.stamp`) was taken, unless one of `subjects` changed since. */
  keep(
    key: string,
    value: V,
    reading: {
      subjects: readonly string[];
      stamp: number;
      /** How long the reading holds at most, from `startedAt`: a session's expiry, a ban's end. */
      validForMs?: number | undefined;
      /** When the reading was sent (`performance.now()`): its validity counts from then, not from its answer. */
      startedAt?: number | undefined;
    },
  ): void;
  /** Forgets the readings of `subjects`, or every reading. */
  forget(subjects: readonly string[] | 'everything'): void;
}

/** What a change names: the subjects whose readings it forgets, or everything. */
export type KeptChange = { subjects: readonly string[] } | { everything: true };

/**
 * Changes heard, counted, for the readings of several `KeptReadings` alike: a reading may be kept when none of
 * its subjects changed after its stamp.
 */
export interface ChangeStamps {
  stamp(): number;
  mayKeep(subjects: readonly string[], stamp: number): boolean;
  changed(change: KeptChange): void;
  isListening(): boolean;
}

/** The subjects whose last change is remembered one by one; a reading older than the oldest forgotten is not kept. */
const CHANGES_TRACKED = 5_000;

export function createChangeStamps({ isListening }: { isListening: () => boolean }): ChangeStamps {
  let changes = 0;
  /** The count at each subject's last change, the most recent last. */
  const changedAt = new Map<string, number>();
  /** Readings started before this count cannot be judged subject by subject. */
  let judgedFrom = 0;
  return {
    stamp: () => changes,
    mayKeep: (subjects, stamp) =>
      isListening() &&
      stamp >= judgedFrom &&
      subjects.every((subject) => (changedAt.get(subject) ?? -1) <= stamp),
    changed(change) {
      changes += 1;
      if ('everything' in change) {
        changedAt.clear();
        judgedFrom = changes;
        return;
      }
      for (const subject of change.subjects) {
        changedAt.delete(subject);
        changedAt.set(subject, changes);
      }
      for (const [subject, at] of changedAt) {
        if (changedAt.size <= CHANGES_TRACKED) break;
        changedAt.delete(subject);
        judgedFrom = Math.max(judgedFrom, at);
      }
    },
    isListening,
  };
}

interface Entry<V> {
  value: V;
  subjects: readonly string[];
  expiresAt: number;
}

export function createKeptReadings<V>({
  max,
  maxAgeMs = 10 * 60 * 1000,
  stamps,
  sizeOf,
  maxSize,
  now = () => performance.now(),
}: {
  max: number;
  maxAgeMs?: number;
  stamps: ChangeStamps;
  /** With `maxSize`: each reading's size (in any unit), the least recently read forgotten beyond their sum. */
  sizeOf?: (value: V) => number;
  maxSize?: number;
  now?: () => number;
}): KeptReadings<V> {
  /** The keys of the readings of each subject, to forget them when it changes. */
  const bySubject = new Map<string, Set<string>>();
  const unindex = (key: string, subjects: readonly string[]) => {
    for (const subject of subjects) {
      const keys = bySubject.get(subject);
      keys?.delete(key);
      if (keys?.size === 0) bySubject.delete(subject);
    }
  };
  const entries = new LRUCache<string, Entry<V>>({
    max: Math.max(1, max),
    dispose: (entry, key) => unindex(key, entry.subjects),
    ...(sizeOf && maxSize ? { maxSize, sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)) } : {}),
  });
  return {
    get(key) {
      if (max <= 0 || !stamps.isListening()) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() < entry.expiresAt) return entry.value;
      entries.delete(key);
      return undefined;
    },
    keep(key, value, { subjects, stamp, validForMs, startedAt }) {
      if (max <= 0 || !stamps.mayKeep(subjects, stamp)) return;
      const lifetime = validForMs === undefined ? maxAgeMs : Math.min(maxAgeMs, validForMs);
      const expiresAt = (startedAt ?? now()) + lifetime;
      if (!(lifetime > 0) || expiresAt <= now()) return;
      // Too large to keep: the key's earlier reading goes too, since the value read now may be that very one grown.
      if (sizeOf && maxSize && sizeOf(value) > maxSize) {
        entries.delete(key);
        return;
      }
      entries.set(key, { value, subjects, expiresAt });
      for (const subject of subjects) {
        let keys = bySubject.get(subject);
        if (!keys) bySubject.set(subject, (keys = new Set()));
        keys.add(key);
      }
    },
    forget(subjects) {
      if (subjects === 'everything') {
        entries.clear();
        bySubject.clear();
        return;
      }
      for (const subject of subjects) {
        const keys = bySubject.get(subject);
        if (!keys) continue;
        for (const key of [...keys]) entries.delete(key);
      }
    },
  };
}

/** A reader's states beyond this many start again from those asked about at once. */
const MAX_STATES_PER_READER = 1_000;

/**
 * Whether each of `ids` holds for a reader (a post they liked, a person they follow), as kept in `readings` under
 * `readerId`; the ids not kept are asked of `readTrue` in one statement (the ones of them that hold) and kept
 * with those known, under `subject` (the reader's).
 */
export async function keptStates(
  readings: KeptReadings<ReadonlyMap<string, boolean>>,
  stamps: ChangeStamps,
  {
    readerId,
    subject,
    ids,
    readTrue,
  }: {
    readerId: string;
    subject: string;
    ids: readonly string[];
    readTrue: (missing: readonly string[]) => Promise<ReadonlySet<string>>;
  },
): Promise<ReadonlyMap<string, boolean>> {
  const known = readings.get(readerId);
  const missing = known ? ids.filter((id) => !known.has(id)) : [...ids];
  if (known && missing.length === 0) return known;
  const stamp = stamps.stamp();
  const holding = await readTrue(missing);
  const reading = { subjects: [subject], stamp };
  // Still the reader's kept states, and nothing of theirs changed since the read: the new states join them in
  // place, so that a reader paging through the feed leaves no copy behind at each page. Kept again, so that the
  // bound on all states counts them; if that bound refuses them, they leave the map as they came.
  if (
    known instanceof Map &&
    known.size + missing.length <= MAX_STATES_PER_READER &&
    readings.get(readerId) === known &&
    stamps.mayKeep(reading.subjects, stamp)
  ) {
    const added = missing.filter((id) => !known.has(id));
    for (const id of added) known.set(id, holding.has(id));
    readings.keep(readerId, known, reading);
    if (readings.get(readerId) !== known) for (const id of added) known.delete(id);
    else return known;
  }
  // What was known of the reader, or of these ids only once that grew too long.
  const states = new Map<string, boolean>();
  if (known && known.size + missing.length <= MAX_STATES_PER_READER)
    for (const [id, state] of known) states.set(id, state);
  else if (known) for (const id of ids) if (known.has(id)) states.set(id, known.get(id) === true);
  for (const id of missing) states.set(id, holding.has(id));
  readings.keep(readerId, states, reading);
  return states;
}

/**
 * The JSON a change notice carries, or undefined for an empty notice, none at all (a reconnection) or one that
 * is not JSON: each of which its reader takes for a change of everything.
 */
export function noticeJson(payload: string | undefined): unknown {
  if (!payload) return undefined;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}
