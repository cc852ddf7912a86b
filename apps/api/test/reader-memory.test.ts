import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPage, Post } from '@escouade/contract';
import { createChangeStamps, createKeptReadings } from '../src/db/kept-readings.ts';
import Fastify from 'fastify';
import {
  createReaderMemory,
  keptPosts,
  likedByReader,
  readerChangeOfNotice,
  tellReaderChanges,
} from '../src/modules/feed/reader-memory.ts';
import { userOfSessionToken } from '../src/auth/kept-sessions.ts';
import {
  followedByReader,
  keptMatchedSkills,
  relationsOf,
  shownProfessionals,
} from '../src/modules/profiles/kept-people.ts';
import { createPublicProfileCache } from '../src/modules/profiles/public-profile-cache.ts';
import type { Database } from '../src/db/client.ts';
import type { KeptChange } from '../src/db/kept-readings.ts';
import { type RegisteredUser, registerEligibleProfessional } from './helpers/auth.ts';
import { eventually } from './helpers/eventually.ts';
import { captureStatements } from './helpers/statements.ts';
import { buildListeningInstances, type ListeningInstances } from './helpers/instances.ts';
import type { TestApp } from './helpers/test-app.ts';

describe('readings kept while their changes are heard', () => {
  const setUp = (max = 10) => {
    const clock = { now: 0, listening: true };
    const stamps = createChangeStamps({ isListening: () => clock.listening });
    const readings = createKeptReadings<string>({ max, maxAgeMs: 1000, stamps, now: () => clock.now });
    return { clock, stamps, readings };
  };

  it('forgets a reading when one of its subjects changes, or everything does', () => {
    const { stamps, readings } = setUp();
    const change = (subjects: string[]) => {
      stamps.changed({ subjects });
      readings.forget(subjects);
    };
    readings.keep('post 1', 'a', { subjects: ['post:1', 'person:x'], stamp: stamps.stamp() });
    readings.keep('post 2', 'b', { subjects: ['post:2', 'person:y'], stamp: stamps.stamp() });
    change(['person:x']);
    expect(readings.get('post 1')).toBeUndefined();
    expect(readings.get('post 2')).toBe('b');
    change(['post:2']);
    expect(readings.get('post 2')).toBeUndefined();
    readings.keep('post 3', 'c', { subjects: ['post:3'], stamp: stamps.stamp() });
    stamps.changed({ everything: true });
    readings.forget('everything');
    expect(readings.get('post 3')).toBeUndefined();
  });

  it('does not keep a reading that a change of one of its subjects may have overtaken', () => {
    const { stamps, readings } = setUp();
    const before = stamps.stamp();
    stamps.changed({ subjects: ['person:x'] });
    readings.keep('session of x', 'x', { subjects: ['person:x'], stamp: before });
    readings.keep('session of y', 'y', { subjects: ['person:y'], stamp: before });
    expect(readings.get('session of x')).toBeUndefined();
    expect(readings.get('session of y')).toBe('y');
    readings.keep('session of x', 'x', { subjects: ['person:x'], stamp: stamps.stamp() });
    expect(readings.get('session of x')).toBe('x');
    const beforeEverything = stamps.stamp();
    stamps.changed({ everything: true });
    readings.keep('session of z', 'z', { subjects: ['person:z'], stamp: beforeEverything });
    expect(readings.get('session of z')).toBeUndefined();
  });

  it('keeps nothing while deaf, nothing past its own validity or its age, and the least recently read go first', () => {
    const { clock, stamps, readings } = setUp(2);
    readings.keep('a session', 'x', { subjects: ['person:x'], stamp: stamps.stamp(), validForMs: 100 });
    expect(readings.get('a session')).toBe('x');
    clock.now = 100;
    expect(readings.get('a session')).toBeUndefined();
    readings.keep('an expired session', 'x', {
      subjects: ['person:x'],
      stamp: stamps.stamp(),
      validForMs: -5,
    });
    expect(readings.get('an expired session')).toBeUndefined();
    readings.keep('a post', 'p', { subjects: ['post:p'], stamp: stamps.stamp() });
    clock.listening = false;
    expect(readings.get('a post')).toBeUndefined();
    readings.keep('another', 'q', { subjects: ['post:q'], stamp: stamps.stamp() });
    clock.listening = true;
    expect(readings.get('another')).toBeUndefined();
    expect(readings.get('a post')).toBe('p');
    clock.now = 1100;
    expect(readings.get('a post')).toBeUndefined();

    readings.keep('1', '1', { subjects: ['post:1'], stamp: stamps.stamp() });
    readings.keep('2', '2', { subjects: ['post:2'], stamp: stamps.stamp() });
    readings.get('1');
    readings.keep('3', '3', { subjects: ['post:3'], stamp: stamps.stamp() });
    expect(readings.get('2')).toBeUndefined();
    expect(readings.get('1')).toBe('1');
    // A subject forgotten with its reading's eviction forgets nothing else.
    readings.forget(['post:2']);
    expect(readings.get('3')).toBe('3');
  });

  it('forgets a reading kept again under the same key by its new subjects, and bounds readings by their size', () => {
    const { stamps, readings } = setUp();
    readings.keep('likes of x', 'first', { subjects: ['person:x'], stamp: stamps.stamp() });
    readings.keep('likes of x', 'second', { subjects: ['person:x'], stamp: stamps.stamp() });
    readings.forget(['person:x']);
    expect(readings.get('likes of x')).toBeUndefined();

    const sized = createKeptReadings<string>({
      max: 10,
      stamps,
      sizeOf: (value) => value.length,
      maxSize: 6,
    });
    sized.keep('a', 'aaa', { subjects: ['post:a'], stamp: stamps.stamp() });
    sized.keep('b', 'bbb', { subjects: ['post:b'], stamp: stamps.stamp() });
    sized.keep('c', 'ccc', { subjects: ['post:c'], stamp: stamps.stamp() });
    expect([sized.get('a'), sized.get('b'), sized.get('c')]).toEqual([undefined, 'bbb', 'ccc']);
    sized.keep('too large', 'xxxxxxx', { subjects: ['post:x'], stamp: stamps.stamp() });
    expect(sized.get('too large')).toBeUndefined();
  });

  it('counts a reading’s validity from when it was sent, not from its answer', () => {
    const { clock, stamps, readings } = setUp();
    clock.now = 50;
    readings.keep('a session', 'x', {
      subjects: ['person:x'],
      stamp: stamps.stamp(),
      validForMs: 100,
      startedAt: 0,
    });
    clock.now = 99;
    expect(readings.get('a session')).toBe('x');
    clock.now = 100;
    expect(readings.get('a session')).toBeUndefined();
    // Already over when its answer came: not kept at all.
    readings.keep('late', 'x', {
      subjects: ['person:x'],
      stamp: stamps.stamp(),
      validForMs: 50,
      startedAt: 0,
    });
    expect(readings.get('late')).toBeUndefined();
  });

  it('reads the notices: people or posts, and everything for anything else', () => {
    expect(readerChangeOfNotice('{"people":["u1","u2"]}')).toEqual({ subjects: ['person:u1', 'person:u2'] });
    expect(readerChangeOfNotice('{"posts":["p1"]}')).toEqual({ subjects: ['post:p1'] });
    for (const payload of [undefined, '', 'nonsense', '[]', '{"people":[1]}', '{"people":"u1"}', '{}']) {
      expect(readerChangeOfNotice(payload), String(payload)).toEqual({ everything: true });
    }
  });
});

/**
 * Each reading of the kept parts takes its stamp before its statement is sent: a change heard while the statement
 * runs (which it may or may not have seen) keeps it from being kept. A database whose every statement answers
 * `rows` after `meanwhile` has run, and counts its statements.
 */
describe('the kept parts of a page, read while a change is heard', () => {
  const fakeDatabase = (rows: Record<string, unknown>[], meanwhile: () => void) => {
    const database = {
      statements: 0,
      $client: {
        query: async () => {
          database.statements += 1;
          meanwhile();
          return { rows };
        },
      },
    };
    return database;
  };
  const post = {
    id: '00000000-0000-4000-8000-000000000001',
    content: 'Un texte',
    image_url: null,
    author_id: 'author',
    created_at_utc: '2026-11-28 10:00:00+00',
    edited_at_utc: null,
    like_count: 0,
    comment_count: 0,
    hidden: false,
    author_leaving: false,
  };
  const profiles = new WeakMap<object, ReturnType<typeof createPublicProfileCache>>();
  /** One public-profile cache (the authors) beside each reader memory. */
  const profilesOf = (memory: object) => {
    const known = profiles.get(memory) ?? createPublicProfileCache({ isListening: () => true });
    profiles.set(memory, known);
    return known;
  };
  const readings: [
    string,
    Record<string, unknown>[],
    string,
    (db: Database, memory: ReturnType<typeof createReaderMemory>) => Promise<unknown>,
  ][] = [
    [
      'a session',
      [{ user_id: 'reader', valid_for_ms: 60_000 }],
      'person:reader',
      (db, memory) => userOfSessionToken(db, memory, 'token'),
    ],
    [
      'relations',
      [{ id: 'author', kind: 'muted' }],
      'person:reader',
      (db, memory) => relationsOf(db, memory, 'reader'),
    ],
    ['posts', [post], `post:${post.id}`, (db, memory) => keptPosts(db, memory, [post.id])],
    ['posts', [post], 'person:author', (db, memory) => keptPosts(db, memory, [post.id])],
    [
      'likes',
      [{ post_id: post.id }],
      'person:reader',
      (db, memory) => likedByReader(db, memory, 'reader', [post.id]),
    ],
    [
      'follows',
      [{ id: 'author' }],
      'person:reader',
      (db, memory) => followedByReader(db, memory, 'reader', ['author']),
    ],
    [
      'professionals',
      [
        {
          id: 'pro',
          shown: true,
          valid_for_ms: null,
          first_name: 'A',
          last_name: 'B',
          avatar_url: null,
          profession: null,
        },
      ],
      'person:pro',
      (db, memory) => shownProfessionals(db, memory, profilesOf(memory), ['pro']),
    ],
    [
      'matched skills',
      [{ id: 'pro', matched_skills: ['Data'] }],
      'person:pro',
      (db, memory) =>
        keptMatchedSkills(db, memory, {
          searchKey: 'data',
          language: 'fr',
          ids: ['pro'],
          read: async () =>
            (
              db as unknown as {
                $client: { query(): Promise<{ rows: { id: string; matched_skills: string[] }[] }> };
              }
            ).$client
              .query()
              .then((answer) => answer.rows),
        }),
    ],
  ];
  for (const [name, rows, subject, read] of readings) {
    it(`does not keep ${name} read while ${subject} changed, and keeps them otherwise`, async () => {
      const memory = createReaderMemory({ isListening: () => true });
      const overtaken = fakeDatabase(rows, () => memory.changed({ subjects: [subject] }));
      await read(overtaken as unknown as Database, memory);
      await read(overtaken as unknown as Database, memory);
      expect(overtaken.statements).toBe(2);
      const quiet = fakeDatabase(rows, () => undefined);
      await read(quiet as unknown as Database, memory);
      await read(quiet as unknown as Database, memory);
      expect(quiet.statements).toBe(1);
    });
  }

  it('adds a reader’s likes of more posts to those kept, unless the reader changed while they were read', async () => {
    const [first, second, third] = ['1', '2', '3'].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
    const memory = createReaderMemory({ isListening: () => true });
    const liked = (ids: string[], meanwhile = () => {}) =>
      fakeDatabase(
        ids.map((id) => ({ post_id: id })),
        meanwhile,
      );
    const read = (db: ReturnType<typeof fakeDatabase>, ids: string[]) =>
      likedByReader(db as unknown as Database, memory, 'reader', ids);

    const known = await read(liked([first!]), [first!]);
    expect(known.get(first!)).toBe(true);
    // A like of the second post given while it is read: what was read may be stale, and nothing is kept.
    const overtaken = liked([], () => memory.changed({ subjects: ['person:reader'] }));
    expect((await read(overtaken, [second!])).get(second!)).toBe(false);
    // The states read while the reader changed joined none of those kept before.
    expect(known.has(second!)).toBe(false);
    const again = liked([second!]);
    const states = await read(again, [first!, second!]);
    expect(again.statements).toBe(1);
    expect([states.get(first!), states.get(second!)]).toEqual([false, true]);
    // Quiet: the third post's state joins the two kept, and none of the three is asked again.
    const quiet = liked([]);
    await read(quiet, [third!]);
    const all = await read(quiet, [first!, second!, third!]);
    expect(quiet.statements).toBe(1);
    expect([all.get(first!), all.get(second!), all.get(third!)]).toEqual([false, true, false]);
    // In place: a reader paging through the feed leaves no copy of their states behind at each page.
    expect(all).toBe(states);
  });

  it('counts the likes added to a reader’s kept ones in the bound of all states kept', async () => {
    const ids = ['1', '2', '3'].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
    const memory = createReaderMemory({ isListening: () => true, maxReaderStates: 3 });
    const database = fakeDatabase([], () => {});
    const read = (reader: string, postIds: string[]) =>
      likedByReader(database as unknown as Database, memory, reader, postIds);
    await read('first', ids.slice(0, 1));
    await read('first', ids.slice(1, 3));
    // Four states of one reader go past the bound: none of them stays kept.
    const tooMany = createReaderMemory({ isListening: () => true, maxReaderStates: 3 });
    const four = [...ids, '00000000-0000-4000-8000-000000000004'];
    const counted = fakeDatabase([], () => {});
    await likedByReader(counted as unknown as Database, tooMany, 'first', four.slice(0, 2));
    await likedByReader(counted as unknown as Database, tooMany, 'first', four.slice(2));
    await likedByReader(counted as unknown as Database, tooMany, 'first', four.slice(0, 1));
    expect(counted.statements).toBe(3);
    // Three states kept for the first reader: one more of another reader's goes past the bound.
    await read('second', ids.slice(0, 1));
    const before = database.statements;
    await read('first', ids);
    expect(database.statements).toBe(before + 1);
  });
});

// A like, a comment or an edit answered by an instance must reach its own memory before the answer leaves: the
// next page may be asked of the same instance before the database's notice arrives.
describe('tellReaderChanges', () => {
  it('tells the actor and the post named, before the answer leaves, for a successful write only', async () => {
    const told: { change: KeptChange; beforeAnswer: boolean }[] = [];
    let answered = false;
    const app = Fastify();
    tellReaderChanges(app, { changed: (change) => told.push({ change, beforeAnswer: !answered }) });
    app.addHook('onRequest', async (request) => {
      answered = false;
      request.actor = { id: 'actor', email: 'actor@example.test', role: 'user' };
    });
    app.addHook('onResponse', async () => {
      answered = true;
    });
    app.get('/posts/:postId', async () => ({ read: true }));
    app.put('/posts/:postId/like', async () => ({ liked: true }));
    app.put('/posts/:postId/refused', async (_request, reply) => reply.code(403).send({ code: 'FORBIDDEN' }));
    await app.ready();
    await app.inject({ method: 'GET', url: '/posts/p1' });
    await app.inject({ method: 'PUT', url: '/posts/p1/refused' });
    expect(told).toEqual([]);
    await app.inject({ method: 'PUT', url: '/posts/p1/like' });
    expect(told).toEqual([{ change: { subjects: ['person:actor', 'post:p1'] }, beforeAnswer: true }]);
    await app.close();
  });
});

describe('the pages of a kept search window, from memory', () => {
  let instances: ListeningInstances;
  let testApp: TestApp;
  let first: FastifyInstance;
  let second: FastifyInstance;
  /** An instance that keeps nothing: what the database gives now. */
  let fresh: FastifyInstance;
  let reader: RegisteredUser;
  let author: RegisteredUser;
  let other: RegisteredUser;
  let authorsPost: string;
  let othersPost: string;

  const WORD = 'rmkeptword';
  const call: ListeningInstances['call'] = (...args) => instances.call(...args);
  const pageOn = async (app: FastifyInstance, person: RegisteredUser = reader, query = '') => {
    const response = await call(app, 'GET', `/api/posts?limit=20&q=${WORD}${query}`, person);
    return { status: response.statusCode, page: response.json() as FeedPage };
  };
  /** What a reader is shown of the page's posts, as comparable values. */
  const shownOn = async (app: FastifyInstance, person: RegisteredUser = reader, query = '') => {
    const { status, page } = await pageOn(app, person, query);
    if (status !== 200) return { status };
    return {
      status,
      posts: page.posts.map((post) => ({
        id: post.id,
        content: post.content,
        likeCount: post.likeCount,
        commentCount: post.commentCount,
        likedByMe: post.likedByMe,
        author: post.author.lastName,
      })),
    };
  };
  const sameAsFresh = async (app: FastifyInstance, person: RegisteredUser = reader, query = '') => {
    const expected = await shownOn(fresh, person, query);
    return eventually(
      () => shownOn(app, person, query),
      (seen) => JSON.stringify(seen) === JSON.stringify(expected),
    ).then((seen) => expect(seen).toEqual(expected));
  };
  /** The statements a page read sends (an instance's background work meanwhile aside). */
  const pageStatements = async (app: FastifyInstance, person: RegisteredUser = reader) =>
    (await captureStatements(() => pageOn(app, person))).filter((statement) =>
      /pro_posts|pro_post_likes|"session"|user_blocks|user_mutes|profiles/.test(statement.text),
    );
  const publish = async (person: RegisteredUser, content: string) => {
    const published = await call(first, 'POST', '/api/posts', person, { content });
    expect(published.statusCode, published.body).toBe(201);
    return (published.json() as Post).id;
  };

  beforeAll(async () => {
    instances = await buildListeningInstances();
    ({ testApp, first, second, fresh } = instances);
    const auth = { app: first, appUrl: testApp.config.appUrl };
    reader = await registerEligibleProfessional(auth, {
      email: 'rm-reader@example.test',
      firstName: 'Romane',
      lastName: 'Lecteur',
    });
    author = await registerEligibleProfessional(auth, {
      email: 'rm-author@example.test',
      firstName: 'Anaïs',
      lastName: 'Auteur',
    });
    other = await registerEligibleProfessional(auth, {
      email: 'rm-other@example.test',
      firstName: 'Olivier',
      lastName: 'Autre',
    });
    authorsPost = await publish(author, `Retour d’expérience ${WORD} : une migration sans coupure`);
    othersPost = await publish(other, `Notre méthode ${WORD} pour les audits`);
  });

  afterAll(() => instances.close());

  it('answers a repeated page without any statement, as the database would', async () => {
    for (const app of [first, second]) {
      const kept = await eventually(
        () => pageStatements(app),
        (statements) => statements.length === 0,
      );
      expect(kept).toEqual([]);
      await sameAsFresh(app);
      expect((await shownOn(app)).posts?.map((post) => post.id).sort()).toEqual(
        [authorsPost, othersPost].sort(),
      );
    }
    // Written from the kept posts' JSON, each post as the database's page writes it, field for field.
    for (const query of ['', '&order=recent']) {
      const kept = await pageOn(first, reader, query);
      const read = await pageOn(fresh, reader, query);
      expect(kept.page.posts).toEqual(read.page.posts);
      expect(kept.page.posts.length).toBeGreaterThan(0);
    }
    // Sent as JSON, and compressed for a client that asks, as any answer of its size.
    const long = 'rmlongword';
    await publish(
      other,
      `Un retour ${long} détaillé : ${'l’équipe a tout repris, étape par étape. '.repeat(40)}`,
    );
    const plain = await first.inject({
      method: 'GET',
      url: `/api/posts?limit=20&q=${long}`,
      headers: { cookie: reader.cookie },
    });
    expect((plain.json() as FeedPage).posts).toHaveLength(1);
    // Written from the kept parts (the author after the shared part), not by the page's schema (author after editedAt).
    expect(Object.keys((plain.json() as FeedPage).posts[0] ?? {}).slice(-5)).toEqual([
      'commentCount',
      'author',
      'likedByMe',
      'isMine',
      'highlights',
    ]);
    const head = await first.inject({
      method: 'HEAD',
      url: `/api/posts?limit=20&q=${long}`,
      headers: { cookie: reader.cookie },
    });
    expect(head.headers['content-length']).toBe(plain.headers['content-length']);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    const zipped = await first.inject({
      method: 'GET',
      url: `/api/posts?limit=20&q=${long}`,
      headers: { cookie: reader.cookie, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    // Newest first too, from the newest window.
    await sameAsFresh(first, reader, '&order=recent');
    // An instance that hears nothing reads it all in one statement each time.
    expect((await pageStatements(fresh)).length).toBeGreaterThan(0);
  });

  it('shows a like at once where it was given, on the other instance once heard, and one written in the database', async () => {
    for (const app of [first, second]) await pageOn(app);
    const liked = await call(first, 'PUT', `/api/posts/${authorsPost}/like`, reader);
    expect(liked.statusCode, liked.body).toBe(200);
    const onFirst = (await shownOn(first)).posts?.find((post) => post.id === authorsPost);
    expect(onFirst).toMatchObject({ likedByMe: true, likeCount: 1 });
    await sameAsFresh(second);

    await testApp.db.execute(
      sql`insert into pro_post_likes (post_id, user_id) values (${othersPost}, ${reader.id})`,
    );
    for (const app of [first, second]) await sameAsFresh(app);
    expect((await shownOn(second)).posts?.find((post) => post.id === othersPost)?.likedByMe).toBe(true);
    // Another member's like moves the count the reader sees.
    await testApp.db.execute(
      sql`insert into pro_post_likes (post_id, user_id) values (${othersPost}, ${author.id})`,
    );
    for (const app of [first, second]) await sameAsFresh(app);
    expect((await shownOn(second)).posts?.find((post) => post.id === othersPost)?.likeCount).toBe(2);
    await testApp.db.execute(sql`delete from pro_post_likes where user_id in (${reader.id}, ${author.id})`);
    for (const app of [first, second]) await sameAsFresh(app);
  });

  it('hides at once the posts of someone blocked or muted, both ways, and shows them again when it ends', async () => {
    const ids = async (app: FastifyInstance, person: RegisteredUser = reader) =>
      (await shownOn(app, person)).posts?.map((post) => post.id) ?? [];
    for (const app of [first, second]) await pageOn(app);
    for (const [method, path] of [
      ['PUT', 'block'],
      ['PUT', 'mute'],
    ] as const) {
      const acted = await call(first, method, `/api/profiles/${author.id}/${path}`, reader);
      expect(acted.statusCode, acted.body).toBe(200);
      expect(await ids(first), path).not.toContain(authorsPost);
      await sameAsFresh(second);
      expect(await ids(second), path).not.toContain(authorsPost);
      const undone = await call(first, 'DELETE', `/api/profiles/${author.id}/${path}`, reader);
      expect(undone.statusCode, undone.body).toBe(200);
      expect(await ids(first), path).toContain(authorsPost);
      await sameAsFresh(second);
    }
    // Blocked by the author, straight in the database: the author sees none of the reader's, nor the reader theirs.
    const readersPost = await publish(reader, `Mon avis ${WORD} sur la question`);
    for (const app of [first, second]) {
      await pageOn(app);
      await pageOn(app, author);
    }
    await testApp.db.execute(
      sql`insert into user_blocks (blocker_id, blocked_id) values (${author.id}, ${reader.id})`,
    );
    for (const app of [first, second]) {
      await sameAsFresh(app);
      await sameAsFresh(app, author);
      expect(await ids(app)).not.toContain(authorsPost);
      expect(await ids(app, author)).not.toContain(readersPost);
    }
    await testApp.db.execute(sql`delete from user_blocks where blocker_id = ${author.id}`);
    for (const app of [first, second]) {
      await sameAsFresh(app);
      expect(await ids(app)).toContain(authorsPost);
    }
    await testApp.db.execute(sql`delete from pro_posts where id = ${readersPost}`);
    for (const app of [first, second]) await sameAsFresh(app, author);
  });

  it('hears of posts edited, hidden after reports and removed, and of authors leaving', async () => {
    for (const app of [first, second]) await pageOn(app);
    await testApp.db
      .execute(sql`update pro_posts set content = ${`Notre méthode ${WORD} pour les audits, revue`},
      edited_at = now() where id = ${othersPost}`);
    for (const app of [first, second]) await sameAsFresh(app);
    expect((await shownOn(second)).posts?.find((post) => post.id === othersPost)?.content).toContain('revue');

    await testApp.db.execute(sql`update pro_posts set hidden_at = now() where id = ${othersPost}`);
    for (const app of [first, second]) await sameAsFresh(app);
    expect((await shownOn(first)).posts?.map((post) => post.id)).not.toContain(othersPost);
    await testApp.db.execute(sql`update pro_posts set hidden_at = null where id = ${othersPost}`);
    for (const app of [first, second]) await sameAsFresh(app);

    await testApp.db.execute(sql`insert into account_deletions (user_id, due_at, cancel_token_hash)
      values (${author.id}, now() + interval '30 days', ${`rm-${author.id}`})`);
    for (const app of [first, second]) {
      await sameAsFresh(app);
      expect((await shownOn(app)).posts?.map((post) => post.id)).not.toContain(authorsPost);
    }
    await testApp.db.execute(sql`delete from account_deletions where user_id = ${author.id}`);
    for (const app of [first, second]) await sameAsFresh(app);
    expect((await shownOn(first)).posts?.map((post) => post.id)).toContain(authorsPost);

    const doomed = await publish(other, `Brouillon ${WORD} à retirer`);
    for (const app of [first, second]) {
      await eventually(
        () => shownOn(app),
        (seen) => seen.posts?.some((post) => post.id === doomed) === true,
      );
    }
    await testApp.db.execute(sql`delete from pro_posts where id = ${doomed}`);
    for (const app of [first, second]) await sameAsFresh(app);
  });

  it('stops opening a page for a session revoked, expired, banned or leaving, on every instance', async () => {
    const auth = { app: first, appUrl: testApp.config.appUrl };
    const cases: [string, (userId: string) => ReturnType<TestApp['db']['execute']>][] = [
      ['revoked', (id) => testApp.db.execute(sql`delete from "session" where user_id = ${id}`)],
      [
        'expired',
        (id) =>
          testApp.db.execute(
            sql`update "session" set expires_at = now() - interval '1 second' where user_id = ${id}`,
          ),
      ],
      [
        'banned',
        (id) => testApp.db.execute(sql`update "user" set banned = true, ban_expires = null where id = ${id}`),
      ],
      [
        'leaving',
        (id) =>
          testApp.db.execute(sql`insert into account_deletions (user_id, due_at, cancel_token_hash)
            values (${id}, now() + interval '30 days', ${`rm-${id}`})`),
      ],
    ];
    // A session that runs out with no row written: kept no longer than the database said it would open.
    const shortLived = await registerEligibleProfessional(auth, { email: 'rm-session-short@example.test' });
    await testApp.db.execute(sql`update "session" set expires_at = now() + interval '1500 milliseconds'
      where user_id = ${shortLived.id}`);
    for (const app of [first, second]) {
      const kept = await eventually(
        () => pageStatements(app, shortLived),
        (statements) => statements.length === 0,
      );
      expect(kept).toEqual([]);
    }
    await new Promise((resolve) => setTimeout(resolve, 1600));
    for (const app of [first, second]) expect((await pageOn(app, shortLived)).status).toBe(401);

    // Signed out here: refused at once on this instance (which also forgets the session before the answer
    // leaves, in case its notice were slower than the next request).
    const signingOut = await registerEligibleProfessional(auth, { email: 'rm-session-out@example.test' });
    await eventually(
      () => pageStatements(first, signingOut),
      (statements) => statements.length === 0,
    );
    const signedOut = await call(first, 'POST', '/api/auth/sign-out', signingOut, {});
    expect(signedOut.statusCode, signedOut.body).toBeLessThan(400);
    expect((await pageOn(first, signingOut)).status).toBe(401);

    for (const [name, end] of cases) {
      const member = await registerEligibleProfessional(auth, { email: `rm-session-${name}@example.test` });
      for (const app of [first, second]) {
        const kept = await eventually(
          () => pageStatements(app, member),
          (statements) => statements.length === 0,
        );
        expect(kept, name).toEqual([]);
      }
      await end(member.id);
      for (const app of [first, second]) {
        const refused = await eventually(
          () => pageOn(app, member),
          (answer) => answer.status === 401,
        );
        expect(refused.status, name).toBe(401);
      }
    }
  });

  it('serves the feed’s first pages from the newest posts kept, as the database would, with posts published since', async () => {
    /** Every page of the feed, `limit` a page, as `person` walks it on `app`, up to `pages` pages. */
    const feedPages = async (app: FastifyInstance, limit: number, pages: number, person = reader) => {
      const seen: { status: number; ids: string[]; likes: number[]; next: string | null }[] = [];
      let cursor: string | null = null;
      do {
        const response = await call(
          app,
          'GET',
          `/api/posts?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
          person,
        );
        const page = response.json() as FeedPage;
        seen.push({
          status: response.statusCode,
          ids: page.posts?.map((post) => post.id) ?? [],
          likes: page.posts?.map((post) => post.likeCount) ?? [],
          next: page.nextCursor ?? null,
        });
        cursor = page.nextCursor ?? null;
      } while (cursor && seen.length < pages);
      return seen;
    };
    const feedStatements = (app: FastifyInstance) =>
      captureStatements(() => feedPages(app, 5, 1)).then((statements) =>
        statements.filter((statement) =>
          /pro_posts|pro_post_likes|"session"|user_blocks|user_mutes/.test(statement.text),
        ),
      );
    // More posts than the window holds (60), so that its pages end where the database's begin.
    await testApp.db.execute(sql`insert into pro_posts (author_id, content, created_at)
      select ${other.id}, 'Note de veille ' || n, now() - make_interval(secs => n)
      from generate_series(1, 80) as n`);
    for (const app of [first, second]) {
      const kept = await eventually(
        () => feedStatements(app),
        (statements) => statements.length === 0,
      );
      expect(kept).toEqual([]);
      expect(await feedPages(app, 7, 20)).toEqual(await feedPages(fresh, 7, 20));
    }

    // Published on the other instance: on this one's first page once heard; removed, hidden, liked: the same.
    const published = await call(second, 'POST', '/api/posts', author, { content: 'Tout frais publié' });
    expect(published.statusCode, published.body).toBe(201);
    const newId = (published.json() as Post).id;
    const onFirst = await eventually(
      () => feedPages(first, 5, 1),
      (pages) => pages[0]?.ids[0] === newId,
    );
    expect(onFirst[0]?.ids[0]).toBe(newId);
    await testApp.db.execute(
      sql`insert into pro_post_likes (post_id, user_id) values (${newId}, ${other.id})`,
    );
    for (const app of [first, second]) {
      const expected = await feedPages(fresh, 5, 3);
      const seen = await eventually(
        () => feedPages(app, 5, 3),
        (pages) => JSON.stringify(pages) === JSON.stringify(expected),
      );
      expect(seen).toEqual(expected);
      expect(seen[0]?.likes[0]).toBe(1);
    }
    await testApp.db.execute(sql`update pro_posts set hidden_at = now() where id = ${newId}`);
    for (const app of [first, second]) {
      const expected = await feedPages(fresh, 5, 3);
      expect(expected[0]?.ids).not.toContain(newId);
      const seen = await eventually(
        () => feedPages(app, 5, 3),
        (pages) => JSON.stringify(pages) === JSON.stringify(expected),
      );
      expect(seen).toEqual(expected);
    }
    await testApp.db.execute(sql`delete from pro_posts where id = ${newId}`);
    for (const app of [first, second]) {
      const expected = await feedPages(fresh, 7, 20);
      const seen = await eventually(
        () => feedPages(app, 7, 20),
        (pages) => JSON.stringify(pages) === JSON.stringify(expected),
      );
      expect(seen).toEqual(expected);
      // A post gone is remembered gone: the page costs no statement again.
      const statements = await eventually(
        () => feedStatements(app),
        (found) => found.length === 0,
      );
      expect(statements).toEqual([]);
    }
    // Past the window, a page reads the next posts' positions only, the same statement for every reader.
    const [, , windowEnd, pastWindow] = await feedPages(first, 20, 4);
    expect(pastWindow?.ids).toHaveLength(20);
    const olderStatements = await eventually(
      () =>
        captureStatements(() =>
          call(first, 'GET', `/api/posts?limit=20&cursor=${windowEnd?.next}`, reader),
        ).then((statements) =>
          statements.filter((statement) =>
            /pro_posts|pro_post_likes|"session"|user_blocks|user_mutes/.test(statement.text),
          ),
        ),
      (statements) => statements.length === 1,
    );
    expect(olderStatements.map((statement) => statement.text).join()).not.toMatch(
      /"session"|pro_post_likes|user_blocks|user_mutes/,
    );
    // A reader who muted the most recent author: their posts leave the pages at once here.
    const muted = await call(first, 'PUT', `/api/profiles/${other.id}/mute`, reader);
    expect(muted.statusCode, muted.body).toBe(200);
    expect((await feedPages(first, 7, 20)).flatMap((page) => page.ids)).toEqual(
      (await feedPages(fresh, 7, 20)).flatMap((page) => page.ids),
    );
    await call(first, 'DELETE', `/api/profiles/${other.id}/mute`, reader);
    await testApp.db.execute(sql`delete from pro_posts where content like 'Note de veille %'`);
  });

  it('tells the visitor of a kept profile whether they follow, blocked or muted the person, without a statement', async () => {
    type Seen = { status: number; viewer?: Partial<Record<string, boolean>> };
    /** What `person` is told of themselves on `visited`'s profile. */
    const profileOn = async (
      app: FastifyInstance,
      person: RegisteredUser = reader,
      visited: RegisteredUser = author,
    ): Promise<Seen> => {
      const response = await call(app, 'GET', `/api/profiles/${visited.id}`, person);
      if (response.statusCode !== 200) return { status: response.statusCode };
      const { isFollowedByMe, isBlockedByMe, isMutedByMe, isMe } = response.json() as Record<string, boolean>;
      return { status: 200, viewer: { isFollowedByMe, isBlockedByMe, isMutedByMe, isMe } };
    };
    const sameProfileAsFresh = async (
      app: FastifyInstance,
      person: RegisteredUser = reader,
      visited: RegisteredUser = author,
    ) => {
      const expected = await profileOn(fresh, person, visited);
      const seen = await eventually(
        () => profileOn(app, person, visited),
        (answer) => JSON.stringify(answer) === JSON.stringify(expected),
      );
      expect(seen).toEqual(expected);
      // Read again: a change that made the instance read the profile afresh (a follow moves its count) kept it,
      // and this visit is told from what is kept of the visitor.
      expect(await profileOn(app, person, visited)).toEqual(expected);
      return seen;
    };
    const profileStatements = (app: FastifyInstance) =>
      captureStatements(() => profileOn(app)).then((statements) =>
        statements.filter((statement) =>
          /"session"|follows|user_blocks|user_mutes|profiles/.test(statement.text),
        ),
      );
    for (const app of [first, second]) {
      const kept = await eventually(
        () => profileStatements(app),
        (statements) => statements.length === 0,
      );
      expect(kept).toEqual([]);
      await sameProfileAsFresh(app);
      await sameProfileAsFresh(app, author);
      await sameProfileAsFresh(app, author, reader);
    }
    expect((await profileOn(first)).viewer).toEqual({
      isFollowedByMe: false,
      isBlockedByMe: false,
      isMutedByMe: false,
      isMe: false,
    });

    // Through the API on one instance: there at once, on the other once heard.
    for (const [path, field] of [
      ['follow', 'isFollowedByMe'],
      ['mute', 'isMutedByMe'],
      ['block', 'isBlockedByMe'],
    ] as const) {
      const done = await call(first, 'PUT', `/api/profiles/${author.id}/${path}`, reader);
      expect(done.statusCode, done.body).toBeLessThan(300);
      expect((await profileOn(first)).viewer?.[field], path).toBe(true);
      expect((await sameProfileAsFresh(second)).viewer?.[field], path).toBe(true);
      const undone = await call(first, 'DELETE', `/api/profiles/${author.id}/${path}`, reader);
      expect(undone.statusCode, undone.body).toBeLessThan(300);
      expect((await profileOn(first)).viewer?.[field], path).toBe(false);
      await sameProfileAsFresh(second);
    }
    // Straight in the database: a follow, and a block by the person (which the visitor's page does not show).
    await testApp.db.execute(
      sql`insert into follows (follower_id, followed_id) values (${reader.id}, ${author.id})`,
    );
    for (const app of [first, second]) {
      expect((await sameProfileAsFresh(app)).viewer?.isFollowedByMe).toBe(true);
    }
    await testApp.db.execute(sql`delete from follows where follower_id = ${reader.id}`);
    await testApp.db.execute(
      sql`insert into user_blocks (blocker_id, blocked_id) values (${author.id}, ${reader.id})`,
    );
    for (const app of [first, second]) {
      expect((await sameProfileAsFresh(app)).viewer?.isFollowedByMe).toBe(false);
      expect((await sameProfileAsFresh(app, author, reader)).viewer?.isBlockedByMe).toBe(true);
    }
    await testApp.db.execute(sql`delete from user_blocks where blocker_id = ${author.id}`);
    for (const app of [first, second]) {
      expect((await sameProfileAsFresh(app, author, reader)).viewer?.isBlockedByMe).toBe(false);
    }

    // A session that no longer opens the app sees the profile as a visitor signed out does.
    const leaving = await registerEligibleProfessional(
      { app: first, appUrl: testApp.config.appUrl },
      { email: 'rm-visitor-leaving@example.test' },
    );
    await call(first, 'PUT', `/api/profiles/${author.id}/follow`, leaving);
    for (const app of [first, second]) {
      expect((await sameProfileAsFresh(app, leaving)).viewer?.isFollowedByMe).toBe(true);
    }
    await testApp.db.execute(sql`delete from "session" where user_id = ${leaving.id}`);
    for (const app of [first, second]) {
      expect((await sameProfileAsFresh(app, leaving)).viewer?.isFollowedByMe).toBe(false);
    }

    // The person leaving: gone from both instances.
    await testApp.db.execute(sql`insert into account_deletions (user_id, due_at, cancel_token_hash)
      values (${author.id}, now() + interval '30 days', ${`rm-visited-${author.id}`})`);
    for (const app of [first, second]) expect((await sameProfileAsFresh(app)).status).toBe(404);
    await testApp.db.execute(sql`delete from account_deletions where user_id = ${author.id}`);
    for (const app of [first, second]) expect((await sameProfileAsFresh(app)).status).toBe(200);
  });

  it('reads a feed page past the newest posts kept from the posts when the reader muted most of the next ones', async () => {
    const walk = async (app: FastifyInstance) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 8; pages += 1) {
        const response = await call(
          app,
          'GET',
          `/api/posts?limit=20${cursor ? `&cursor=${cursor}` : ''}`,
          reader,
        );
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json() as FeedPage;
        ids.push(...page.posts.map((post) => post.id));
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      return ids;
    };
    // Newer than every other post: the window's 60 by the author, then 50 by a member the reader muted (more than
    // the positions a page past the window reads), then 25 by the author again.
    await testApp.db.execute(sql`insert into pro_posts (author_id, content, created_at)
      select case when n <= 60 or n > 110 then ${author.id} else ${other.id} end, 'Fil muet ' || n,
        now() + interval '1 hour' - make_interval(secs => n)
      from generate_series(1, 135) as n`);
    const muted = await call(first, 'PUT', `/api/profiles/${other.id}/mute`, reader);
    expect(muted.statusCode, muted.body).toBe(200);
    for (const app of [first, second]) {
      const expected = await walk(fresh);
      expect(expected.length).toBeGreaterThanOrEqual(85);
      const seen = await eventually(
        () => walk(app),
        (ids) => JSON.stringify(ids) === JSON.stringify(expected),
      );
      expect(seen).toEqual(expected);
    }
    await call(first, 'DELETE', `/api/profiles/${other.id}/mute`, reader);
    await testApp.db.execute(sql`delete from pro_posts where content like 'Fil muet %'`);
  });

  it('leaves no stale like or count on either instance when likes and page reads race', async () => {
    const likers = await Promise.all(
      [1, 2, 3].map((n) =>
        registerEligibleProfessional(
          { app: first, appUrl: testApp.config.appUrl },
          { email: `rm-racer-${n}@example.test` },
        ),
      ),
    );
    for (let round = 0; round < 4; round += 1) {
      const method = round % 2 === 0 ? 'PUT' : 'DELETE';
      await Promise.all([
        ...likers.map((liker, index) =>
          call(index % 2 === 0 ? first : second, method, `/api/posts/${othersPost}/like`, liker),
        ),
        ...likers.flatMap((liker) => [pageOn(first, liker), pageOn(second, liker)]),
        pageOn(first),
        pageOn(second),
      ]);
      for (const person of [reader, ...likers]) {
        for (const app of [first, second]) await sameAsFresh(app, person);
      }
    }
  });

  it('leaves no stale follow on either instance when follows and profile visits race', async () => {
    const followers = await Promise.all(
      [1, 2, 3].map((n) =>
        registerEligibleProfessional(
          { app: first, appUrl: testApp.config.appUrl },
          { email: `rm-follow-racer-${n}@example.test` },
        ),
      ),
    );
    const followedOn = async (app: FastifyInstance, person: RegisteredUser) => {
      const response = await call(app, 'GET', `/api/profiles/${author.id}`, person);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { isFollowedByMe: boolean }).isFollowedByMe;
    };
    for (let round = 0; round < 4; round += 1) {
      const method = round % 2 === 0 ? 'PUT' : 'DELETE';
      await Promise.all([
        ...followers.map((follower, index) =>
          call(index % 2 === 0 ? first : second, method, `/api/profiles/${author.id}/follow`, follower),
        ),
        ...followers.flatMap((follower) => [followedOn(first, follower), followedOn(second, follower)]),
      ]);
      for (const follower of followers) {
        for (const app of [first, second]) {
          const seen = await eventually(
            () => followedOn(app, follower),
            (isFollowed) => isFollowed === (method === 'PUT'),
          );
          expect(seen).toBe(method === 'PUT');
          // Read again, from what the instance kept of the visitor.
          expect(await followedOn(app, follower)).toBe(method === 'PUT');
        }
      }
    }
  });
});
