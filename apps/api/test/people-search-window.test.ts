import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredUser, registerEligibleProfessional } from './helpers/auth.ts';
import { eventually } from './helpers/eventually.ts';
import { buildListeningInstances, type ListeningInstances } from './helpers/instances.ts';
import { captureStatements, type Statement } from './helpers/statements.ts';
import type { TestApp } from './helpers/test-app.ts';
import { createSearchWindowCache, searchChangeOfNotice } from '../src/modules/feed/search-window-cache.ts';
import {
  createPublicProfileCache,
  type ProfileChange,
} from '../src/modules/profiles/public-profile-cache.ts';
import {
  createPeopleWindowCache,
  forgettingPeopleWindows,
  PEOPLE_WINDOW,
  peopleWindowOf,
} from '../src/modules/profiles/people-search-windows.ts';

interface PeoplePage {
  people: { id: string; lastName: string | null; matchedOn: string; profession: string | null }[];
  nextCursor: string | null;
}

/**
 * The people search's windows kept in memory by each instance: a repeated search, or its next page, costs no
 * statement once what its page shows is kept too; what a reader may see is checked at each page; a change to
 * what the search finds, committed on this instance or another, is not missed by the next search once heard.
 */
describe('people search windows kept in memory', () => {
  let instances: ListeningInstances;
  let testApp: TestApp;
  let first: FastifyInstance;
  let second: FastifyInstance;
  /** An instance that keeps no window: what the database gives now. */
  let fresh: FastifyInstance;
  let reader: RegisteredUser;
  let found: RegisteredUser;

  const call: ListeningInstances['call'] = (...args) => instances.call(...args);
  const searchPeople = async (app: FastifyInstance, q: string, extra = '') => {
    const response = await call(
      app,
      'GET',
      `/api/profiles/search?q=${encodeURIComponent(q)}${extra}`,
      reader,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PeoplePage;
  };
  /** The ids of the first page, of 50 (every match here). */
  const ids = async (app: FastifyInstance, q: string) =>
    (await searchPeople(app, q, '&limit=50')).people.map((person) => person.id);
  /** Every page of `q`, `limit` a page, walking the cursors. */
  const allPages = async (app: FastifyInstance, q: string, limit: number) => {
    const pages: PeoplePage[] = [];
    let cursor: string | null = null;
    do {
      const page = await searchPeople(app, q, `&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 200);
    return pages;
  };
  /** The statements that read professionals: each is one round trip of a people search. */
  const searchStatements = (statements: Statement[]) =>
    statements.filter((statement) => statement.text.includes('professional_profiles'));
  /** Those that rank a search's matches (every match, from the documents' index). */
  const rankings = (statements: Statement[]) =>
    searchStatements(statements).filter((statement) => statement.text.includes('people_vector @@'));
  /** Lets the notices of what was just written run their course. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  /** `count` professionals named `lastName`, `prefix`-1 to `prefix`-count, straight into the tables. */
  const insertProfessionals = async (
    prefix: string,
    count: number,
    lastName: string,
    profession = 'Consultant',
  ) => {
    await testApp.db.execute(sql`
      insert into "user" (id, email, name, role, email_verified)
      select ${prefix} || '-' || n, ${prefix} || '-' || n || '@example.test', '', 'professional', true
      from generate_series(1, ${count}::int) as n`);
    await testApp.db.execute(sql`
      insert into profiles (id, first_name, last_name)
      select ${prefix} || '-' || n, 'Prénom' || n, ${lastName} from generate_series(1, ${count}::int) as n`);
    await testApp.db.execute(sql`
      insert into professional_profiles (id, profession)
      select ${prefix} || '-' || n, ${profession} from generate_series(1, ${count}::int) as n`);
  };

  beforeAll(async () => {
    instances = await buildListeningInstances();
    ({ testApp, first, second, fresh } = instances);
    const auth = { app: first, appUrl: testApp.config.appUrl };
    reader = await registerEligibleProfessional(auth, {
      email: 'people-window-reader@example.test',
      firstName: 'Paul',
      lastName: 'Reader',
    });
    found = await registerEligibleProfessional(auth, {
      email: 'people-window-found@example.test',
      firstName: 'Inès',
      lastName: 'Quintard',
      profession: 'Charpentière',
    });
    await insertProfessionals('quintard', 30, 'Quintard');
    await settle();
  });

  afterAll(() => instances.close());

  it('answers a repeated search and its next pages without any statement, as a fresh read does', async () => {
    const firstRead = await captureStatements(() => searchPeople(first, 'quintard', '&limit=7'));
    // The ranking, then the professionals of the page (with the reader's session and blocks, and the skills the
    // search matched of theirs, beside them).
    expect(searchStatements(firstRead)).toHaveLength(2);
    expect(rankings(firstRead)).toHaveLength(1);
    // Then nothing: the page from the instance's memory (`reader-memory.test.ts`).
    const repeated = await eventually(
      () => captureStatements(() => searchPeople(first, 'quintard', '&limit=7')),
      (statements) => statements.length === 0,
    );
    expect(repeated).toEqual([]);
    expect(await searchPeople(first, 'quintard', '&limit=7')).toEqual(
      await searchPeople(fresh, 'quintard', '&limit=7'),
    );
    // Its next pages from the window, the same pages as the database gives now, and none reads again.
    expect(await allPages(first, 'quintard', 7)).toEqual(await allPages(fresh, 'quintard', 7));
    const pages = await allPages(first, 'quintard', 7);
    expect(pages.flatMap((page) => page.people)).toHaveLength(31);
    const kept = await captureStatements(() => allPages(first, 'quintard', 7));
    expect(searchStatements(kept)).toHaveLength(0);
  });

  it('leaves out of a kept window someone the reader blocked (at once here) and an account leaving or banned', async () => {
    await searchPeople(first, 'quintard');
    const blocked = await call(first, 'PUT', `/api/profiles/${found.id}/block`, reader);
    expect(blocked.statusCode, blocked.body).toBe(200);
    const afterBlock = await captureStatements(async () => {
      expect(await ids(first, 'quintard')).not.toContain(found.id);
    });
    // The block itself forgets this instance's windows (a profile change made here); the other instance keeps
    // its window and leaves the person out of its page all the same.
    expect(afterBlock.length).toBeGreaterThan(0);
    await ids(second, 'quintard');
    const onSecond = await captureStatements(async () => {
      expect(await ids(second, 'quintard')).not.toContain(found.id);
    });
    expect(rankings(onSecond)).toHaveLength(0);
    const unblocked = await call(first, 'DELETE', `/api/profiles/${found.id}/block`, reader);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(await ids(first, 'quintard')).toContain(found.id);
    // The other instance keeps the reader's blocks until the notice of the change arrives (decision 0028).
    const backOnSecond = await eventually(
      () => ids(second, 'quintard'),
      (people) => people.includes(found.id),
    );
    expect(backOnSecond).toContain(found.id);

    // Straight into the database, on a window kept: leaving, then banned, then back, each once its notice is
    // heard, and never by ranking the matches again.
    await settle();
    await ids(first, 'quintard');
    const leaving = 'quintard-3';
    expect(await ids(first, 'quintard')).toContain(leaving);
    /** The first page read once the change's notice has been heard, then again: from memory entirely. */
    const onFirstOnceHeard = async () => {
      await settle();
      let seen: string[] = [];
      const statements = await captureStatements(async () => {
        seen = await ids(first, 'quintard');
      });
      expect(rankings(statements)).toHaveLength(0);
      expect(await captureStatements(() => ids(first, 'quintard'))).toEqual([]);
      return seen;
    };
    await testApp.db.execute(sql`insert into account_deletions (user_id, due_at, cancel_token_hash)
      values (${leaving}, now() + interval '30 days', 'people-window-leaving')`);
    expect(await onFirstOnceHeard()).not.toContain(leaving);
    await testApp.db.execute(sql`delete from account_deletions where user_id = ${leaving}`);
    await testApp.db.execute(sql`update "user" set banned = true where id = ${leaving}`);
    expect(await onFirstOnceHeard()).not.toContain(leaving);
    await testApp.db.execute(sql`update "user" set banned = false where id = ${leaving}`);
    expect(await onFirstOnceHeard()).toContain(leaving);
    // A ban with an end: shown again once it ends, with no row written then.
    await testApp.db
      .execute(sql`update "user" set banned = true, ban_expires = now() + interval '1500 milliseconds'
      where id = ${leaving}`);
    expect(await onFirstOnceHeard()).not.toContain(leaving);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    for (const app of [first, second]) expect(await ids(app, 'quintard')).toContain(leaving);
    await testApp.db.execute(sql`update "user" set banned = false, ban_expires = null where id = ${leaving}`);
    // An account removed is gone too (its professional's row with it, which forgets the search's windows).
    await testApp.db.execute(sql`delete from "user" where id = 'quintard-4'`);
    const afterRemoval = await eventually(
      () => ids(first, 'quintard'),
      (people) => !people.includes('quintard-4'),
    );
    expect(afterRemoval).not.toContain('quintard-4');
    expect(await ids(first, 'quintard')).toEqual(await ids(fresh, 'quintard'));
  });

  it('shows the skills a search matched as they are now: a level changed, a skill renamed', async () => {
    const names = ['Zorbaxie alpha', 'Zorbaxie beta', 'Zorbaxie gamma', 'Zorbaxie delta'];
    for (const [index, name] of names.entries()) {
      await testApp.db.execute(sql`with skill as (
          insert into skills (name, category) values (${name}, 'development') returning id
        )
        insert into user_skills (user_id, skill_id, level) select ${found.id}, id, ${index + 1} from skill`);
    }
    await settle();
    const matchedOn = async (app: FastifyInstance) => {
      const response = await call(app, 'GET', '/api/profiles/search?q=zorbaxie', reader);
      const page = response.json() as { people: { id: string; matchedSkills: string[] }[] };
      return page.people.find((person) => person.id === found.id)?.matchedSkills;
    };
    const sameOnBoth = async () => {
      const expected = await matchedOn(fresh);
      for (const app of [first, second]) {
        const seen = await eventually(
          () => matchedOn(app),
          (skills) => JSON.stringify(skills) === JSON.stringify(expected),
        );
        expect(seen).toEqual(expected);
      }
      return expected;
    };
    // The three of the highest levels.
    expect(await sameOnBoth()).toEqual(['Zorbaxie delta', 'Zorbaxie gamma', 'Zorbaxie beta']);
    await testApp.db.execute(sql`update user_skills set level = 5
      where user_id = ${found.id} and skill_id = (select id from skills where name = 'Zorbaxie alpha')`);
    expect(await sameOnBoth()).toEqual(['Zorbaxie alpha', 'Zorbaxie delta', 'Zorbaxie gamma']);
    await testApp.db.execute(sql`update skills set name = 'Zorbaxie oméga' where name = 'Zorbaxie delta'`);
    expect(await sameOnBoth()).toEqual(['Zorbaxie alpha', 'Zorbaxie oméga', 'Zorbaxie gamma']);
  });

  it('finds a professional renamed here under the new name at once, and on another instance once committed', async () => {
    expect(await ids(first, 'Quintard')).toContain(found.id);
    expect(await ids(first, 'Vallerand')).toEqual([]);
    expect(await ids(second, 'Vallerand')).toEqual([]);
    const renamed = await call(first, 'PATCH', `/api/profiles/${found.id}`, found, {
      firstName: 'Inès',
      lastName: 'Vallerand',
      profession: 'Charpentière',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await ids(first, 'Vallerand')).toEqual([found.id]);
    expect(await ids(first, 'Quintard')).not.toContain(found.id);
    expect(
      await eventually(
        () => ids(second, 'Vallerand'),
        (people) => people.length === 1,
      ),
    ).toEqual([found.id]);
    expect(await ids(second, 'Quintard')).not.toContain(found.id);
  });

  it('hears of professions, skills and names changed elsewhere, whatever writes them', async () => {
    await settle();
    expect(await ids(first, 'ébéniste')).toEqual([]);
    const saved = await call(second, 'PATCH', `/api/profiles/${found.id}`, found, {
      firstName: 'Inès',
      lastName: 'Vallerand',
      profession: 'Ébéniste',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      await eventually(
        () => ids(first, 'ébéniste'),
        (people) => people.length === 1,
      ),
    ).toEqual([found.id]);

    expect(await ids(first, 'kubernetes')).not.toContain(found.id);
    const [kubernetes] = (
      await testApp.db.execute<{ id: string }>(sql`select id from skills where name = 'Kubernetes'`)
    ).rows;
    await testApp.db.execute(
      sql`insert into user_skills (user_id, skill_id, level) values (${found.id}, ${kubernetes!.id}, 3)`,
    );
    expect(
      await eventually(
        () => ids(first, 'kubernetes'),
        (people) => people.includes(found.id),
      ),
    ).toContain(found.id);

    expect(await ids(first, 'Quintard')).toContain('quintard-5');
    await testApp.db.execute(sql`update profiles set last_name = 'Marchetti' where id = 'quintard-5'`);
    expect(
      await eventually(
        () => ids(first, 'Quintard'),
        (people) => !people.includes('quintard-5'),
      ),
    ).not.toContain('quintard-5');
    expect(await ids(first, 'Marchetti')).toEqual(['quintard-5']);
  });

  it('keeps its windows when a profile is saved unchanged elsewhere', async () => {
    await settle();
    await ids(first, 'Quintard');
    const unchanged = await call(second, 'PATCH', `/api/profiles/${found.id}`, found, {
      firstName: 'Inès',
      lastName: 'Vallerand',
      profession: 'Ébéniste',
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    await settle();
    const kept = await captureStatements(() => ids(first, 'Quintard'));
    expect(rankings(kept)).toHaveLength(0);
  });

  it(`pages past a window's ${PEOPLE_WINDOW} matches from the database, as a fresh read does`, async () => {
    await insertProfessionals('cartographe', PEOPLE_WINDOW + 30, 'Nom', 'Cartographe');
    await settle();
    const pages = await allPages(first, 'cartographe', 50);
    expect(pages.flatMap((page) => page.people)).toHaveLength(PEOPLE_WINDOW + 30);
    expect(new Set(pages.flatMap((page) => page.people.map((person) => person.id))).size).toBe(
      PEOPLE_WINDOW + 30,
    );
    expect(pages).toEqual(await allPages(fresh, 'cartographe', 50));
  });
});

describe('a people window cache', () => {
  const window = peopleWindowOf(
    [
      { id: 'a', tier: 3 },
      { id: 'b', tier: 1 },
    ],
    false,
  );

  it('keeps nothing while changes are not heard, and forgets everything on a change to the documents', () => {
    let listening = false;
    const cache = createPeopleWindowCache({ isListening: () => listening });
    expect(cache.isKeeping()).toBe(false);
    cache.remember('k', window, { generation: cache.generation(), readAt: performance.now() });
    expect(cache.get('k')).toBeUndefined();
    listening = true;
    cache.remember('k', window, { generation: cache.generation(), readAt: performance.now() });
    expect(cache.get('k')).toBe(window);
    // A reading under way when the change is heard is not kept.
    const generation = cache.generation();
    cache.forgetAll();
    expect(cache.get('k')).toBeUndefined();
    cache.remember('k', window, { generation, readAt: performance.now() });
    expect(cache.get('k')).toBeUndefined();
    listening = false;
    expect(cache.get('k')).toBeUndefined();
  });

  it('is told at once of the profile changes this instance makes, through the public profiles it tells', () => {
    const cache = createPeopleWindowCache({ isListening: () => true });
    const told: ProfileChange[] = [];
    const publicProfiles = createPublicProfileCache({ isListening: () => true });
    const toldHere = forgettingPeopleWindows(
      { ...publicProfiles, changed: (change) => told.push(change) },
      cache,
    );
    cache.remember('k', window, { generation: cache.generation(), readAt: performance.now() });
    toldHere.changed({ kind: 'people', ids: ['a'] });
    expect(told).toEqual([{ kind: 'people', ids: ['a'] }]);
    expect(cache.get('k')).toBeUndefined();
  });

  it('forgets a window past its age and the least recently read beyond its size', () => {
    let now = 0;
    const cache = createPeopleWindowCache({
      isListening: () => true,
      maxAgeMs: 1000,
      maxWindows: 2,
      now: () => now,
    });
    cache.remember('a', window, { generation: cache.generation(), readAt: now });
    cache.remember('b', window, { generation: cache.generation(), readAt: now });
    expect(cache.get('a')).toBe(window);
    cache.remember('c', window, { generation: cache.generation(), readAt: now });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(window);
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('reads the people search’s notice as its own, which the post search’s windows ignore', () => {
    expect(searchChangeOfNotice('{"people":[]}')).toEqual({ kind: 'people' });
    const posts = createSearchWindowCache({ isListening: () => true });
    const stamp = posts.stamp();
    const postWindow = { ranked: [], newest: [], bounds: undefined, more: false, readAt: performance.now() };
    posts.remember('k', postWindow, { below: undefined, stamp });
    posts.changed({ kind: 'people' });
    expect(posts.get('k')?.window).toBe(postWindow);
  });
});
