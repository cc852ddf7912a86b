import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type KeptSessions, personSubject } from '../../auth/kept-sessions.ts';
import type { Database } from '../../db/client.ts';
import { utcText } from '../../db/keyset-cursor.ts';
import {
  createChangeStamps,
  createKeptReadings,
  type KeptChange,
  type KeptReadings,
  keptStates,
  noticeJson,
} from '../../db/kept-readings.ts';
import { param, preparedStatement } from '../../db/prepared-statement.ts';
import type { KeptPeople, Relations } from '../profiles/kept-people.ts';
import type { PublicProfileCache } from '../profiles/public-profile-cache.ts';

/**
 * What the pages of kept search windows show a reader besides the windows themselves, kept by the instance while
 * it hears of every change to it (the notices of migration 0042): the reader's session and relations, whether
 * the reader liked each post, the posts (text, counts, whether hidden after reports, whether their author is
 * leaving), and for the search of professionals, whether each may be shown and the skills a search matched of
 * theirs (`KeptPeople`). A page whose every part is kept is answered without a statement.
 */
export interface ReaderMemory extends KeptSessions, KeptPeople {
  /** A post, or null for one gone (a window may still hold its id until it is read again). */
  posts: KeptReadings<KeptPost | null>;
  /** Per reader: whether they liked each post asked about so far. */
  likes: KeptReadings<ReadonlyMap<string, boolean>>;
  /** Whether readings are kept now (changes are heard). */
  isKeeping(): boolean;
  /** A change heard, or made by this instance and told before its answer leaves. */
  changed(change: KeptChange): void;
}

/** A post as the feed shows it to anyone, and what decides whether it shows at all. */
export type KeptPost = {
  id: string;
  content: string;
  image_url: string | null;
  author_id: string;
  created_at_utc: string;
  edited_at_utc: string | null;
  like_count: number;
  comment_count: number;
  /** Hidden pending a moderator's review. */
  hidden: boolean;
  /** Its author's account is being deleted. */
  author_leaving: boolean;
};

export const postSubject = (postId: string) => `post:${postId}`;

export function createReaderMemory({
  isListening,
  maxReaders = 20_000,
  maxPosts = 50_000,
  maxPeople = 50_000,
  maxReaderStates = 200_000,
}: {
  isListening: () => boolean;
  /** Sessions, relations, like states and follow states, each at most this many readers. */
  maxReaders?: number;
  /** Like and follow states in all, every reader's, of each kind (about 100 bytes each). */
  maxReaderStates?: number;
  /** Posts (about 1 KB each). */
  maxPosts?: number;
  /** Professionals' accounts, and the skills each search matched of each (about 100 bytes each). */
  maxPeople?: number;
}): ReaderMemory {
  const stamps = createChangeStamps({ isListening });
  const sessions = createKeptReadings<string>({ max: maxReaders, stamps });
  const relations = createKeptReadings<Relations>({ max: maxReaders, stamps });
  const accounts = createKeptReadings<boolean>({ max: maxPeople, stamps });
  const matchedSkills = createKeptReadings<readonly string[]>({ max: maxPeople, stamps });
  // Bounded by the states kept in all, not only by readers: about 100 bytes a state.
  const readerStates = () =>
    createKeptReadings<ReadonlyMap<string, boolean>>({
      max: maxReaders,
      stamps,
      sizeOf: (states) => states.size,
      maxSize: maxReaderStates,
    });
  const likes = readerStates();
  const follows = readerStates();
  const posts = createKeptReadings<KeptPost | null>({ max: maxPosts, stamps });
  const kept = [sessions, relations, follows, accounts, matchedSkills, likes, posts];
  return {
    stamps,
    sessions,
    relations,
    follows,
    accounts,
    matchedSkills,
    likes,
    posts,
    isKeeping: () => maxReaders > 0 && maxPosts > 0 && isListening(),
    changed(change) {
      stamps.changed(change);
      for (const readings of kept) readings.forget('everything' in change ? 'everything' : change.subjects);
    },
  };
}

/** Keeps nothing: for an instance that does not hear of changes. */
export const NO_READER_MEMORY: ReaderMemory = createReaderMemory({
  isListening: () => false,
  maxReaders: 0,
  maxPosts: 0,
  maxPeople: 0,
});

/**
 * The change a notice of migration 0042 describes: `{"people":[…]}` or `{"posts":[…]}`; everything for an empty
 * notice, none at all (a reconnection) or one it cannot read.
 */
export function readerChangeOfNotice(payload: string | undefined): KeptChange {
  const everything: KeptChange = { everything: true };
  const parsed = noticeJson(payload);
  if (typeof parsed !== 'object' || parsed === null) return everything;
  const { people, posts } = parsed as { people?: unknown; posts?: unknown };
  const ids = (value: unknown): string[] | undefined =>
    Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : undefined;
  const subjects = [...(ids(people) ?? []).map(personSubject), ...(ids(posts) ?? []).map(postSubject)];
  if (people !== undefined && !ids(people)) return everything;
  if (posts !== undefined && !ids(posts)) return everything;
  return subjects.length > 0 ? { subjects } : everything;
}

/** The posts of `ids` as kept, those not kept read in one statement and kept; a post gone is absent (and kept so). */
export async function keptPosts(
  db: Database,
  memory: ReaderMemory,
  ids: readonly string[],
): Promise<Map<string, KeptPost>> {
  const found = new Map<string, KeptPost>();
  const missing: string[] = [];
  for (const id of ids) {
    const post = memory.posts.get(id);
    if (post) found.set(id, post);
    else if (post === undefined) missing.push(id);
  }
  if (missing.length === 0) return found;
  const stamp = memory.stamps.stamp();
  const rows = await postsByIdStatement.execute<KeptPost>(db, [], { ids: `{${missing.join(',')}}` });
  for (const row of rows) {
    found.set(row.id, row);
    memory.posts.keep(row.id, row, { subjects: [postSubject(row.id), personSubject(row.author_id)], stamp });
  }
  // Gone: removed once committed, it never comes back under its id.
  for (const id of missing)
    if (!found.has(id)) memory.posts.keep(id, null, { subjects: [postSubject(id)], stamp });
  return found;
}

/** Whether `readerId` liked each of `postIds`, as kept, those not kept read in one statement and kept. */
export function likedByReader(
  db: Database,
  memory: ReaderMemory,
  readerId: string,
  postIds: readonly string[],
): Promise<ReadonlyMap<string, boolean>> {
  return keptStates(memory.likes, memory.stamps, {
    readerId,
    subject: personSubject(readerId),
    ids: postIds,
    readTrue: async (missing) => {
      const rows = await likedStatement.execute<{ post_id: string }>(db, [], {
        reader: readerId,
        ids: `{${missing.join(',')}}`,
      });
      return new Set(rows.map((row) => row.post_id));
    },
  });
}

const postsByIdStatement = preparedStatement(
  () => sql`select p.id, p.content, p.image_url, p.author_id, ${utcText(sql`p.created_at`)} as created_at_utc,
      ${utcText(sql`p.edited_at`)} as edited_at_utc, p.like_count, p.comment_count,
      p.hidden_at is not null as hidden,
      exists (select 1 from account_deletions d where d.user_id = p.author_id) as author_leaving
    from pro_posts p where p.id = any(${param('ids')}::uuid[])`,
);

const likedStatement = preparedStatement(
  () => sql`select post_id from pro_post_likes
    where user_id = ${param('reader')} and post_id = any(${param('ids')}::uuid[])`,
);

/**
 * `publicProfiles`, whose changes told by this instance's writes (a block, a mute, a ban, a deletion requested:
 * they name the actor and the person concerned) are told to `readers` too, before the answer leaves.
 */
export function tellingReaderMemory(
  publicProfiles: PublicProfileCache,
  readers: ReaderMemory,
): PublicProfileCache {
  return {
    ...publicProfiles,
    changed(change) {
      publicProfiles.changed(change);
      readers.changed(
        change.kind === 'everyone' ? { everything: true } : { subjects: change.ids.map(personSubject) },
      );
    },
  };
}

/**
 * Tells `readers` what a plugin's successful writes changed, before the answer leaves: the actor (their likes,
 * their relations) and the post a route's `:postId` names (its counts, its text, its removal). The next page may
 * be asked of this instance at once, maybe before the database's notice of the same change arrives.
 */
export function tellReaderChanges(app: FastifyInstance, readers: Pick<ReaderMemory, 'changed'>): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      const { postId } = request.params as { postId?: unknown };
      const subjects = [
        ...(request.actor ? [personSubject(request.actor.id)] : []),
        ...(typeof postId === 'string' ? [postSubject(postId)] : []),
      ];
      if (subjects.length > 0) readers.changed({ subjects });
    }
    done(null, payload);
  });
}
