import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredUser, registerEligibleProfessional } from './helpers/auth.ts';
import { captureStatements, type Statement } from './helpers/statements.ts';
import { eventually } from './helpers/eventually.ts';
import {
  MATCHED_WORD_LENGTH_AT_MOST,
  MATCHED_WORDS_AT_MOST,
  matchedWords,
} from '../src/db/full-text-query.ts';
import { buildListeningInstances, type ListeningInstances } from './helpers/instances.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import {
  comparePositions,
  createSearchWindowCache,
  estimatedBytes,
  mergePublished,
  searchChangeOfNotice,
  type WindowPost,
  windowOf,
} from '../src/modules/feed/search-window-cache.ts';
import { createRelevanceCursorSeal } from '../src/modules/feed/post-search.ts';

interface FeedPage {
  posts: { id: string; content: string; highlights: string[] }[];
  nextCursor: string | null;
}

/**
 * Search windows kept in memory by each instance: a repeated search costs one round trip, and no change that
 * was committed (on this instance or another) is missed by the next search.
 */
describe('search windows kept in memory', () => {
  let instances: ListeningInstances;
  let testApp: TestApp;
  let first: FastifyInstance;
  let second: FastifyInstance;
  /** An instance that keeps no window: what the database gives now. */
  let fresh: FastifyInstance;
  let author: RegisteredUser;
  let reader: RegisteredUser;

  const call: ListeningInstances['call'] = (...args) => instances.call(...args);
  const search = async (app: FastifyInstance, q: string) => {
    const response = await call(app, 'GET', `/api/posts?q=${encodeURIComponent(q)}`, reader);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FeedPage;
  };
  const contents = async (app: FastifyInstance, q: string) =>
    (await search(app, q)).posts.map((post) => post.content);
  const publish = async (app: FastifyInstance, content: string) => {
    const response = await call(app, 'POST', '/api/posts', author, { content });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  };
  /** The statements of a search (each reads posts), not those of the instances' background work. */
  const searchStatements = (statements: Statement[]) =>
    statements.filter((statement) => statement.text.includes('pro_posts')).length;
  /** Lets the notices and the fan-out of what was just published run their course. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  beforeAll(async () => {
    instances = await buildListeningInstances();
    ({ testApp, first, second, fresh } = instances);
    const auth = { app: first, appUrl: testApp.config.appUrl };
    author = await registerEligibleProfessional(auth, {
      email: 'window-author@example.test',
      firstName: 'Oriane',
      lastName: 'Vasseur',
    });
    reader = await registerEligibleProfessional(auth, {
      email: 'window-reader@example.test',
      firstName: 'Paul',
    });
  });

  afterAll(() => instances.close());

  it('answers a repeated search in one round trip, with the same page', async () => {
    await publish(first, 'Un audit RGPD pour le cabinet');
    await publish(first, 'La conformité RGPD des formulaires');
    await settle();
    let firstPage: FeedPage | undefined;
    const firstRead = await captureStatements(async () => {
      firstPage = await search(first, 'rgpd');
    });
    let again: FeedPage | undefined;
    const repeated = await captureStatements(async () => {
      again = await search(first, 'rgpd');
    });
    // The window, then its posts by their ids (the reader's session, relations and likes beside them); then no
    // statement at all: the page from the instance's memory.
    expect(searchStatements(firstRead)).toBe(2);
    expect(searchStatements(repeated)).toBe(0);
    expect(firstPage?.posts.map((post) => post.content).sort()).toEqual([
      'La conformité RGPD des formulaires',
      'Un audit RGPD pour le cabinet',
    ]);
    expect(again).toEqual(firstPage);
    expect(again?.posts[0]?.highlights).toEqual(['RGPD']);
  });

  it('finds a post published on another instance once it is committed, and an edit made here at once', async () => {
    expect(await contents(first, 'kubernetes')).toEqual([]);
    await publish(second, 'Migration vers Kubernetes terminée');
    expect(
      await eventually(
        () => contents(first, 'kubernetes'),
        (found) => found.length === 1,
      ),
    ).toEqual(['Migration vers Kubernetes terminée']);

    const postId = await publish(first, 'Atelier sur les tests de charge');
    expect(await contents(first, 'charge')).toEqual(['Atelier sur les tests de charge']);
    const edited = await call(first, 'PATCH', `/api/posts/${postId}`, author, {
      content: 'Atelier sur la supervision',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await contents(first, 'charge')).toEqual([]);
    expect(await contents(first, 'supervision')).toEqual(['Atelier sur la supervision']);
  });

  it('finds a person’s posts under the name they take on another instance', async () => {
    await publish(first, 'Bilan du trimestre');
    expect(await contents(first, 'Vasseur')).toContain('Bilan du trimestre');
    const renamed = await call(second, 'PATCH', `/api/profiles/${author.id}`, author, {
      firstName: 'Oriane',
      lastName: 'Delorme',
      profession: 'Consultant',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(
      await eventually(
        () => contents(first, 'Delorme'),
        (found) => found.includes('Bilan du trimestre'),
      ),
    ).toContain('Bilan du trimestre');
    expect(await contents(first, 'Vasseur')).toEqual([]);
  });

  it('leaves out of a kept window, at each reading, the posts of someone the reader blocked since', async () => {
    await publish(first, 'Retour sur la conférence Observabilité');
    expect(await contents(first, 'observabilité')).toEqual(['Retour sur la conférence Observabilité']);
    const blocked = await call(first, 'PUT', `/api/profiles/${author.id}/block`, reader);
    expect(blocked.statusCode, blocked.body).toBe(200);
    await settle();
    const statements = await captureStatements(async () => {
      expect(await contents(first, 'observabilité')).toEqual([]);
    });
    // Still read from the kept window: the block is applied when the page is read.
    expect(searchStatements(statements)).toBe(1);
  });

  /** The statements of a search that read a whole window of matches (not posts by their ids). */
  const windowReads = (statements: Statement[]) =>
    statements.filter((statement) => statement.text.includes('search_words')).length;
  const relevanceCursors = () => createRelevanceCursorSeal(testApp.config.authSecret);
  /** Every page of `q` in both orders, walking the cursors: ids, words marked and cursors. */
  const allPages = async (app: FastifyInstance, q: string) => {
    const pages: unknown[] = [];
    for (const order of ['relevance', 'recent']) {
      let cursor: string | null = null;
      do {
        const url: string = `/api/posts?q=${encodeURIComponent(q)}&order=${order}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const response = await call(app, 'GET', url, reader);
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json() as FeedPage;
        // A sealed relevance cursor is sealed afresh each time: what it holds is compared.
        pages.push(
          page.posts.map((post) => [post.id, post.highlights]),
          page.nextCursor && (relevanceCursors().open(page.nextCursor) ?? page.nextCursor),
        );
        cursor = page.nextCursor;
      } while (cursor);
    }
    return pages;
  };
  /** `count` posts by the author straight into the table, in one statement (one notice), `minutesAgo` old. */
  const insertPosts = async (texts: string[], minutesAgo = 0) => {
    await testApp.db.execute(sql`insert into pro_posts (author_id, content, language, created_at)
      select ${author.id}, t.content, 'fr', now() - make_interval(mins => ${minutesAgo}) - make_interval(secs => t.n)
      from unnest(${`{${texts.map((text) => `"${text}"`).join(',')}}`}::text[]) with ordinality as t (content, n)`);
  };

  it('reads the author’s posts again once unblocked', async () => {
    const unblocked = await call(first, 'DELETE', `/api/profiles/${author.id}/block`, reader);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(await contents(first, 'observabilité')).toEqual(['Retour sur la conférence Observabilité']);
  });

  it('keeps a window when a post is published elsewhere: the next search looks at that post alone, and pages as a fresh read does', async () => {
    await insertPosts(
      Array.from({ length: 70 }, (_, index) => `Revue de sécurité numéro ${index}`),
      60,
    );
    await settle();
    expect(await allPages(first, 'sécurité')).toEqual(await allPages(fresh, 'sécurité'));

    await publish(second, 'Une revue de sécurité du réseau, menée hier');
    await publish(second, 'Un compte rendu sans rapport');
    const found = await eventually(
      () => contents(first, 'sécurité réseau'),
      (posts) => posts.length === 1,
    );
    expect(found).toEqual(['Une revue de sécurité du réseau, menée hier']);
    await settle();
    const statements = await captureStatements(async () => {
      const page = await search(first, 'sécurité');
      expect(page.posts.map((post) => post.content)).toContain('Une revue de sécurité du réseau, menée hier');
    });
    // The posts published since, by their ids, and nothing more: no window of matches read again, and the page
    // from memory (the post published was kept when the search above showed it).
    expect(windowReads(statements)).toBe(0);
    expect(searchStatements(statements)).toBe(1);
    // The kept window, with the post merged in, gives every page as a fresh read gives it.
    expect(await allPages(first, 'sécurité')).toEqual(await allPages(fresh, 'sécurité'));
    const repeated = await captureStatements(() => search(first, 'sécurité'));
    expect(searchStatements(repeated)).toBe(0);
  });

  it('gives the same pages and cursors from memory as from the database when a window’s bounds are hidden posts', async () => {
    await insertPosts(
      Array.from({ length: 70 }, (_, index) => `Inventaire du matériel numéro ${index}`),
      120,
    );
    // The newest match, the window's oldest and a few between are hidden pending review.
    const hidden = await testApp.db.execute<{ id: string }>(sql`
      update pro_posts set hidden_at = now()
      where id in (select id from pro_posts where content like 'Inventaire du matériel%'
        order by created_at desc, id desc offset 0 limit 3)
        or id = (select id from pro_posts where content like 'Inventaire du matériel%'
          order by created_at desc, id desc offset 59 limit 1)
      returning id::text`);
    expect(hidden.rows).toHaveLength(4);
    await settle();
    const fromMemory = await allPages(first, 'inventaire');
    expect(fromMemory).toEqual(await allPages(fresh, 'inventaire'));
    const cursors = fromMemory.filter((part): part is string => typeof part === 'string');
    expect(cursors.length).toBeGreaterThan(2);
    for (const cursor of cursors) {
      for (const { id } of hidden.rows)
        expect(cursor).not.toContain(Buffer.from(id).toString('base64url').slice(0, 12));
      const named = cursor
        .split('.')
        .slice(1)
        .map((part) => Buffer.from(part, 'base64url').toString('utf8'));
      for (const { id } of hidden.rows) expect(named.join(' ')).not.toContain(id);
    }
  });

  it('reads again the posts of a kept window the instance forgot, when a page’s bounds need them', async () => {
    await insertPosts(
      Array.from({ length: 30 }, (_, index) => `Étalonnage du capteur numéro ${index}`),
      180,
    );
    await settle();
    expect(await allPages(first, 'étalonnage')).toEqual(await allPages(fresh, 'étalonnage'));
    // A like changes the window's oldest post (past the first page, its bottom bound): the instance forgets that
    // post, not the window.
    const oldest = await testApp.db.execute<{ id: string }>(sql`select id::text from pro_posts
      where content like 'Étalonnage du capteur%' order by created_at, id limit 1`);
    const liked = await call(first, 'PUT', `/api/posts/${oldest.rows[0]!.id}/like`, reader);
    expect(liked.statusCode, liked.body).toBeLessThan(300);
    await settle();
    const statements = await captureStatements(() => search(first, 'étalonnage'));
    // The window was kept: no match was read again, only the window's posts the instance forgot, by their ids.
    expect(statements.some((statement) => statement.text.includes('to_tsquery'))).toBe(false);
    expect(searchStatements(statements)).toBe(1);
    expect(await allPages(first, 'étalonnage')).toEqual(await allPages(fresh, 'étalonnage'));
  });

  it('keeps its windows when a profile or a post is saved unchanged, and forgets them when a name changes', async () => {
    await publish(first, 'Un relevé hydrographique du port');
    await settle();
    await search(first, 'hydrographique');
    const save = (firstName: string) =>
      call(second, 'PATCH', `/api/profiles/${author.id}`, author, {
        firstName,
        lastName: 'Delorme',
        profession: 'Consultant',
      });
    expect((await save('Oriane')).statusCode).toBe(200);
    await settle();
    const [post] = (await search(first, 'hydrographique')).posts;
    const unchanged = await call(second, 'PATCH', `/api/posts/${post!.id}`, author, {
      content: post!.content,
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    await settle();
    const kept = await captureStatements(() => search(first, 'hydrographique'));
    expect(windowReads(kept)).toBe(0);
    expect((await save('Orianne')).statusCode).toBe(200);
    await settle();
    const renamed = await captureStatements(() => search(first, 'hydrographique'));
    expect(windowReads(renamed)).toBe(1);
    expect((await save('Oriane')).statusCode).toBe(200);
  });

  it('keeps the windows an edit cannot touch, and reads again those whose span holds the edited post', async () => {
    await insertPosts(
      Array.from({ length: 65 }, (_, index) => `Plan de reprise ${index}`),
      30,
    );
    const [oldPost] = (
      await testApp.db.execute<{ id: string }>(sql`select id from pro_posts
        where content = 'Plan de reprise 64'`)
    ).rows;
    await settle();
    await search(first, 'reprise');
    await search(first, 'supervision');
    // The oldest of 65 matches is past the newest window of "reprise", and in no window of "supervision".
    const edited = await call(second, 'PATCH', `/api/posts/${oldPost!.id}`, author, {
      content: 'Plan de reprise revu : supervision incluse',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await settle();
    const reprise = await captureStatements(() => search(first, 'reprise'));
    expect(windowReads(reprise)).toBe(0);
    const supervision = await captureStatements(async () => {
      expect(await contents(first, 'supervision')).toContain('Plan de reprise revu : supervision incluse');
    });
    expect(windowReads(supervision)).toBe(1);
    expect(await allPages(first, 'reprise')).toEqual(await allPages(fresh, 'reprise'));
  });
});

describe('a search window cache', () => {
  const post = (id: number, createdAt: string, score = 0): WindowPost => ({
    id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    position: {
      createdAt: `2026-11-25 10:00:${createdAt}+00`,
      id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    },
    score,
    highlights: [],
  });
  const cacheListening = () => createSearchWindowCache({ isListening: () => true });

  it('orders positions as PostgreSQL orders (created_at, id)', async () => {
    const testApp = await buildTestApp();
    try {
      const { rows } = await testApp.db.execute<{ created_at: string; id: string }>(sql`
        select (t at time zone 'UTC')::text || '+00' as created_at, id::text as id
        from (
          select timestamptz '2026-11-25 10:00:00+00' + make_interval(secs => (n % 7) * 0.1 + (n % 3) * 0.000001) as t,
            gen_random_uuid() as id
          from generate_series(1, 300) n
        ) s
        order by t, id`);
      const positions = rows.map((row) => ({ createdAt: row.created_at, id: row.id }));
      expect(positions.some((position) => position.createdAt.endsWith(':00+00'))).toBe(true);
      expect([...positions].reverse().sort(comparePositions)).toEqual(positions);
    } finally {
      await testApp.close();
    }
  });

  it('merges the posts published since a window was read: still its newest matches, best first', () => {
    const window = windowOf([post(1, '01', 5), post(2, '02', 9), post(3, '03', 1)], false);
    const merged = mergePublished(window, [post(4, '04', 7), post(2, '02', 9)], 3);
    expect(merged.newest.map((item) => item.id)).toEqual([
      post(4, '04').id,
      post(3, '03').id,
      post(2, '02').id,
    ]);
    expect(merged.ranked.map((item) => item.score)).toEqual([9, 7, 1]);
    expect(merged.bounds).toEqual({ top: post(4, '04').position, bottom: post(2, '02').position });
    // The oldest fell out: older matches now exist past the window.
    expect(merged.more).toBe(true);
    expect(mergePublished(window, [], 3)).toBe(window);
  });

  it('gives a window with the posts published since, and forgets what a change may have altered', () => {
    const cache = cacheListening();
    const newest = windowOf([post(10, '10'), post(11, '11')], true);
    const older = windowOf([post(5, '05'), post(6, '06')], false);
    const below = post(10, '10').position;
    cache.remember('newest', newest, { below: undefined, stamp: cache.stamp() });
    cache.remember('older', older, { below, stamp: cache.stamp() });
    cache.changed({
      kind: 'published',
      posts: [{ id: post(20, '20').id, position: post(20, '20').position }],
    });
    expect(cache.get('newest')).toEqual({ window: newest, missed: [post(20, '20').id] });
    // A later window cannot gain a newer post: nothing to look at.
    expect(cache.get('older')).toEqual({ window: older, missed: [] });
    // A post committed late, older than where the later window starts: that window is read again.
    cache.changed({ kind: 'published', posts: [{ id: post(7, '07').id, position: post(7, '07').position }] });
    expect(cache.get('older')).toBeUndefined();
    expect(cache.get('newest')?.missed).toHaveLength(2);
    // An edit older than the newest window's span, which holds only part of its matches, leaves it.
    cache.changed({ kind: 'edited', positions: [post(1, '01').position] });
    expect(cache.get('newest')).toBeDefined();
    cache.changed({ kind: 'edited', positions: [post(11, '11').position] });
    expect(cache.get('newest')).toBeUndefined();
  });

  it('keeps no window read while an edit or a name changed, nor one older than the published posts it remembers', () => {
    const cache = cacheListening();
    const window = windowOf([post(1, '01')], false);
    const stamp = cache.stamp();
    cache.changed({ kind: 'edited', positions: [post(30, '30').position] });
    cache.remember('edit', window, { below: undefined, stamp });
    expect(cache.get('edit')).toBeUndefined();
    const beforeName = cache.stamp();
    cache.changed({ kind: 'everything' });
    cache.remember('name', window, { below: undefined, stamp: beforeName });
    expect(cache.get('name')).toBeUndefined();
    cache.remember('kept', window, { below: undefined, stamp: cache.stamp() });
    for (let index = 0; index < 501; index += 1) {
      cache.changed({ kind: 'published', posts: [{ id: post(100 + index, '40').id }] });
    }
    expect(cache.get('kept')).toBeUndefined();
  });

  it('forgets the least recently read beyond its size in memory, and a window read too long ago', () => {
    let now = 0;
    const worded = (id: number) => ({ ...post(id, '01'), highlights: ['mot'.repeat(30)] });
    const window = windowOf([worded(1), worded(2)], false, now);
    const cache = createSearchWindowCache({
      isListening: () => true,
      maxBytes: estimatedBytes(window) * 2,
      maxAgeMs: 1000,
      now: () => now,
    });
    const keep = (key: string) => cache.remember(key, window, { below: undefined, stamp: cache.stamp() });
    keep('a');
    keep('b');
    expect(cache.get('a')).toBeDefined();
    // Two fit: the third forgets the one read least recently.
    keep('c');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    // One larger than the whole budget is not kept, and forgets nothing.
    const large = windowOf([1, 2, 3, 4, 5].map(worded), false, now);
    cache.remember('large', large, { below: undefined, stamp: cache.stamp() });
    expect(cache.get('large')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    // Read again once too old, even though no change was heard; a merge keeps the first reading's age.
    now = 1001;
    expect(mergePublished(window, [worded(3)], 60).readAt).toBe(window.readAt);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
  });

  it('keeps a post’s marked words in strings of their own, a bounded number of bounded length', () => {
    const words = Array.from({ length: 30 }, (_, index) => `mot${index}`);
    const headline = (marked: string[]) => marked.map((word) => `\u0002${word}\u0003`).join(' ');
    expect(matchedWords(headline(words))).toEqual(words.slice(0, MATCHED_WORDS_AT_MOST));
    const long = 'a'.repeat(MATCHED_WORD_LENGTH_AT_MOST + 1);
    expect(matchedWords(headline([long, 'court']))).toEqual(['court']);
  });

  it('reads the notices of the database, and anything else as a change to everything', () => {
    const id = '6f1c2e3a-0b4d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(searchChangeOfNotice(JSON.stringify({ published: [['2026-11-25 10:00:01.5', id]] }))).toEqual({
      kind: 'published',
      posts: [{ id, position: { createdAt: '2026-11-25 10:00:01.5+00', id } }],
    });
    expect(searchChangeOfNotice(JSON.stringify({ edited: [['2026-11-25 10:00:01', id]] }))).toEqual({
      kind: 'edited',
      positions: [{ createdAt: '2026-11-25 10:00:01+00', id }],
    });
    for (const notice of [
      undefined,
      '',
      'published',
      '{"published": [["2026-11-25T10:00:01Z", "' + id + '"]]}',
      '{"published": [["2026-11-25 10:00:01", "not an id"]]}',
      '{"deleted": []}',
      '[]',
    ]) {
      expect(searchChangeOfNotice(notice)).toEqual({ kind: 'everything' });
    }
  });
});
