import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPage, Post, PublicProfile } from '@escouade/contract';
import {
  createPublicProfileCache,
  profileChangeOfNotice,
  type SharedProfile,
} from '../src/modules/profiles/public-profile-cache.ts';
import { type RegisteredUser, registerConfirmedUser, registerEligibleProfessional } from './helpers/auth.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { eventually } from './helpers/eventually.ts';
import { captureStatements, type Statement } from './helpers/statements.ts';
import { buildListeningInstances, type ListeningInstances } from './helpers/instances.ts';
import type { TestApp } from './helpers/test-app.ts';

const shared = (id: string, firstName = 'Ada'): SharedProfile => ({
  id,
  firstName,
  lastName: 'Lovelace',
  profession: null,
  biography: null,
  avatarUrl: null,
  websiteUrl: null,
  portfolioUrl: null,
  city: null,
  country: null,
  experienceYears: null,
  hourlyRate: null,
  hoursPerWeek: null,
  availabilityConfirmedAt: null,
  availabilityStatus: 'available',
  skills: [],
  followerCount: 0,
  rating: { average: null, count: 0 },
  verified: false,
});

describe('the public-profile cache', () => {
  const setUp = (options: { maxProfiles?: number; maxAuthors?: number; maxAgeMs?: number } = {}) => {
    const clock = { now: 0, listening: true };
    const cache = createPublicProfileCache({
      ...options,
      isListening: () => clock.listening,
      now: () => clock.now,
    });
    return { cache, clock };
  };

  it('keeps a profile per language, and forgets it when its person changes or everyone does', () => {
    const { cache } = setUp();
    cache.remember('a', 'fr', shared('a'), { stamp: cache.stamp(), validForMs: null });
    cache.remember('b', 'fr', shared('b'), { stamp: cache.stamp(), validForMs: null });
    expect(cache.get('a', 'fr')?.firstName).toBe('Ada');
    expect(cache.get('a', 'en')).toBeUndefined();
    cache.changed({ kind: 'people', ids: ['a'] });
    expect(cache.get('a', 'fr')).toBeUndefined();
    expect(cache.get('b', 'fr')).toBeDefined();
    cache.changed({ kind: 'everyone' });
    expect(cache.get('b', 'fr')).toBeUndefined();
  });

  it('does not keep a reading that a change of its person, or of everyone, may have overtaken', () => {
    const { cache } = setUp();
    const before = cache.stamp();
    cache.changed({ kind: 'people', ids: ['a'] });
    cache.remember('a', 'fr', shared('a'), { stamp: before, validForMs: null });
    cache.remember('b', 'fr', shared('b'), { stamp: before, validForMs: null });
    expect(cache.get('a', 'fr')).toBeUndefined();
    // Another person's change says nothing of this reading.
    expect(cache.get('b', 'fr')).toBeDefined();
    // A reading started after the change is kept.
    cache.remember('a', 'fr', shared('a'), { stamp: cache.stamp(), validForMs: null });
    expect(cache.get('a', 'fr')).toBeDefined();

    const beforeEveryone = cache.stamp();
    cache.changed({ kind: 'everyone' });
    cache.remember('c', 'fr', shared('c'), { stamp: beforeEveryone, validForMs: null });
    expect(cache.get('c', 'fr')).toBeUndefined();
  });

  it('judges no reading older than the changes it stopped tracking one by one', () => {
    const { cache } = setUp();
    const old = cache.stamp();
    // More than the changes tracked one by one (`createChangeStamps`).
    for (let index = 0; index < 5_100; index++) cache.changed({ kind: 'people', ids: [`p${index}`] });
    cache.remember('someone', 'fr', shared('someone'), { stamp: old, validForMs: null });
    expect(cache.get('someone', 'fr')).toBeUndefined();
    cache.remember('someone', 'fr', shared('someone'), { stamp: cache.stamp(), validForMs: null });
    expect(cache.get('someone', 'fr')).toBeDefined();
  });

  it('reads a profile again once it would change by itself, or is too old, and keeps nothing while deaf', () => {
    const { cache, clock } = setUp({ maxAgeMs: 60_000 });
    cache.remember('a', 'fr', shared('a'), { stamp: cache.stamp(), validForMs: 1_500 });
    cache.remember('b', 'fr', shared('b'), { stamp: cache.stamp(), validForMs: null });
    clock.now = 1_499;
    expect(cache.get('a', 'fr')).toBeDefined();
    clock.now = 1_500;
    expect(cache.get('a', 'fr')).toBeUndefined();
    expect(cache.get('b', 'fr')).toBeDefined();
    clock.now = 60_000;
    expect(cache.get('b', 'fr')).toBeUndefined();
    // Already due: not kept.
    cache.remember('c', 'fr', shared('c'), { stamp: cache.stamp(), validForMs: -5 });
    expect(cache.get('c', 'fr')).toBeUndefined();

    cache.remember('d', 'fr', shared('d'), { stamp: cache.stamp(), validForMs: null });
    clock.listening = false;
    expect(cache.get('d', 'fr')).toBeUndefined();
    cache.remember('e', 'fr', shared('e'), { stamp: cache.stamp(), validForMs: null });
    clock.listening = true;
    expect(cache.get('e', 'fr')).toBeUndefined();
  });

  it('forgets the least recently read beyond its size', () => {
    const { cache } = setUp({ maxProfiles: 2 });
    for (const id of ['a', 'b'])
      cache.remember(id, 'fr', shared(id), { stamp: cache.stamp(), validForMs: null });
    expect(cache.get('a', 'fr')).toBeDefined();
    cache.remember('c', 'fr', shared('c'), { stamp: cache.stamp(), validForMs: null });
    expect(cache.get('b', 'fr')).toBeUndefined();
    expect(cache.get('a', 'fr')).toBeDefined();
    expect(cache.get('c', 'fr')).toBeDefined();
  });

  it('keeps the authors of posts like profiles: forgotten with their person, or everyone, or while deaf', () => {
    const { cache, clock } = setUp({ maxAgeMs: 60_000 });
    const author = (id: string, firstName = 'Ada') => ({
      id,
      firstName,
      lastName: 'Lovelace',
      profession: null,
      avatarUrl: null,
    });
    expect(cache.isKeeping()).toBe(true);
    cache.rememberAuthor(author('a'), cache.stamp());
    cache.rememberAuthor(author('b'), cache.stamp());
    expect(cache.getAuthor('a')?.firstName).toBe('Ada');
    cache.changed({ kind: 'people', ids: ['a'] });
    expect(cache.getAuthor('a')).toBeUndefined();
    expect(cache.getAuthor('b')).toBeDefined();
    // A reading that a change of its person may have overtaken is not kept; another person's change is no matter.
    const before = cache.stamp();
    cache.changed({ kind: 'people', ids: ['a'] });
    cache.rememberAuthor(author('a', 'Old'), before);
    cache.rememberAuthor(author('c'), before);
    expect(cache.getAuthor('a')).toBeUndefined();
    expect(cache.getAuthor('c')).toBeDefined();
    const beforeEveryone = cache.stamp();
    cache.changed({ kind: 'everyone' });
    expect(cache.getAuthor('b')).toBeUndefined();
    cache.rememberAuthor(author('d'), beforeEveryone);
    expect(cache.getAuthor('d')).toBeUndefined();
    // Too old, then deaf.
    cache.rememberAuthor(author('e'), cache.stamp());
    clock.now = 60_000;
    expect(cache.getAuthor('e')).toBeUndefined();
    cache.rememberAuthor(author('f'), cache.stamp());
    clock.listening = false;
    expect(cache.isKeeping()).toBe(false);
    expect(cache.getAuthor('f')).toBeUndefined();
    cache.rememberAuthor(author('g'), cache.stamp());
    clock.listening = true;
    expect(cache.getAuthor('g')).toBeUndefined();
  });

  it('forgets the least recently read authors beyond their own bound', () => {
    const { cache } = setUp({ maxAuthors: 2 });
    const author = (id: string) => ({ id, firstName: id, lastName: null, profession: null, avatarUrl: null });
    cache.rememberAuthor(author('a'), cache.stamp());
    cache.rememberAuthor(author('b'), cache.stamp());
    expect(cache.getAuthor('a')).toBeDefined();
    cache.rememberAuthor(author('c'), cache.stamp());
    expect(cache.getAuthor('b')).toBeUndefined();
    expect(cache.getAuthor('a')).toBeDefined();
    expect(cache.getAuthor('c')).toBeDefined();
    expect(createPublicProfileCache({ maxAuthors: 0, isListening: () => true }).isKeeping()).toBe(false);
  });

  it('reads a kept author in a time that does not grow with the authors it forgot', () => {
    // Once the oldest entries have been read again one by one: a JS Map kept in order of reading (each read
    // deleting then setting its entry) spent microseconds a read there, and trimming it by iterating from its
    // start walked past every slot deleted since its table was last rebuilt.
    const { cache } = setUp({ maxAuthors: 200_000 });
    const author = (id: string) => ({ id, firstName: id, lastName: null, profession: null, avatarUrl: null });
    for (let index = 0; index < 200_000; index++) cache.rememberAuthor(author(`a${index}`), cache.stamp());
    for (let index = 0; index < 200_000; index++) cache.getAuthor(`a${index}`);
    const started = performance.now();
    for (let round = 0; round < 5_000; round++) {
      for (let index = 0; index < 20; index++) cache.getAuthor(`a${index * 7}`);
    }
    // 100,000 reads: a few milliseconds; over ten seconds with that Map.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('reads the notices: a list of people, or everyone for anything else', () => {
    expect(profileChangeOfNotice('["a","b"]')).toEqual({ kind: 'people', ids: ['a', 'b'] });
    for (const payload of [undefined, '', 'not json', '{"a":1}', '[1]', 'null']) {
      expect(profileChangeOfNotice(payload)).toEqual({ kind: 'everyone' });
    }
  });
});

/**
 * Profiles kept in memory by each instance: a visitor's read costs one small statement, and no committed change
 * (on this instance, another one, or straight in the database) is missed by the next read.
 */
describe('public profiles kept in memory', () => {
  let instances: ListeningInstances;
  let testApp: TestApp;
  let first: FastifyInstance;
  let second: FastifyInstance;
  /** An instance that keeps nothing: what the database gives now. */
  let fresh: FastifyInstance;
  let world: StaffedWorld;
  let owner: RegisteredUser;
  let visitor: RegisteredUser;

  const call: ListeningInstances['call'] = (...args) => instances.call(...args);
  const profileOf = async (app: FastifyInstance, userId: string, person?: RegisteredUser) => {
    const response = await call(app, 'GET', `/api/profiles/${userId}`, person);
    return { status: response.statusCode, profile: response.json() as PublicProfile };
  };
  /** The statements that read a profile (not the instances' background work meanwhile). */
  const profileStatements = async (read: () => Promise<unknown>) =>
    (await captureStatements(read)).filter((statement) => statement.text.includes('"isFollowedByMe"'));
  /**
   * A read of a kept profile: neither the profile's statement nor the visitor's (the visitor's session and
   * relations are kept too, or read once in statements of their own).
   */
  const isKeptRead = (statements: Statement[]) => statements.length === 0;
  /** Once their notices have arrived, both instances answer `status` for `userId`'s profile. */
  const expectStatusOnBoth = async (userId: string, status: number) => {
    for (const app of [first, second]) {
      const read = await eventually(
        () => profileOf(app, userId),
        (answer) => answer.status === status,
      );
      expect(read.status).toBe(status);
    }
  };
  /**
   * A professional who published a post holding `word`, the feed's and the search's pages that show it, and
   * the post's author as `app` shows it on one of them to the visitor.
   */
  const authorOfAPost = async (person: {
    email: string;
    firstName: string;
    lastName: string;
    word: string;
  }) => {
    const { word, ...names } = person;
    const author = await registerEligibleProfessional({ app: first, appUrl: testApp.config.appUrl }, names);
    const published = await call(first, 'POST', '/api/posts', author, {
      content: `Retour d’expérience ${word}`,
    });
    expect(published.statusCode, published.body).toBe(201);
    const postId = (published.json() as Post).id;
    const authorOn = async (app: FastifyInstance, url: string) => {
      const page = (await call(app, 'GET', url, visitor)).json() as FeedPage;
      return page.posts.find((post) => post.id === postId)?.author;
    };
    return { author, pages: ['/api/posts?limit=50', `/api/posts?limit=50&q=${word}`], authorOn };
  };
  /** Reads the profile on both instances, so that both keep it. */
  const keepOnBoth = async (userId: string) => {
    for (const app of [first, second]) {
      await profileOf(app, userId, visitor);
      await profileOf(app, userId);
    }
  };

  beforeAll(async () => {
    instances = await buildListeningInstances();
    ({ testApp, first, second, fresh } = instances);
    world = await setUpStaffedWorld(testApp, 'PPC');
    const auth = { app: first, appUrl: testApp.config.appUrl };
    owner = await registerEligibleProfessional(auth, {
      email: 'kept-owner@example.test',
      firstName: 'Oriane',
      lastName: 'Vasseur',
    });
    visitor = await registerEligibleProfessional(auth, {
      email: 'kept-visitor@example.test',
      firstName: 'Paul',
    });
  });

  afterAll(() => instances.close());

  it('answers a repeated read without reading the profile or its visitor again, signed in or out', async () => {
    const firstRead = await profileOf(first, owner.id, visitor);
    expect(firstRead.status).toBe(200);
    // Once the notices of the owner's sign-up have arrived (a reading they may have overtaken is not kept).
    const signedIn = await eventually(
      () => profileStatements(() => profileOf(first, owner.id, visitor)),
      isKeptRead,
    );
    const signedOut = await profileStatements(() => profileOf(first, owner.id));
    expect(signedIn).toHaveLength(0);
    expect(signedOut).toHaveLength(0);
    // An instance that hears nothing reads the profile with its visitor each time.
    expect(await profileStatements(() => profileOf(fresh, owner.id, visitor))).toHaveLength(1);
    expect((await profileOf(first, owner.id, visitor)).profile).toEqual(firstRead.profile);
    expect((await profileOf(first, owner.id, visitor)).profile).toEqual(
      (await profileOf(fresh, owner.id, visitor)).profile,
    );
    // The relations are the visitor's own, read each time.
    const own = (await profileOf(first, owner.id, owner)).profile;
    expect(own.isMe).toBe(true);
    expect((await profileOf(first, owner.id)).profile.isMe).toBe(false);
  });

  it('shows a change at once on the instance that made it, and on the other once its notice arrives', async () => {
    await keepOnBoth(owner.id);
    const saved = await call(first, 'PATCH', `/api/profiles/${owner.id}`, owner, {
      firstName: 'Oriane',
      lastName: 'Vasseur',
      profession: 'Consultant',
      biography: 'Architecte de données, Lyon',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // At once: no wait for the notice on the instance that answered the change.
    expect((await profileOf(first, owner.id, visitor)).profile.biography).toBe('Architecte de données, Lyon');
    expect((await profileOf(first, owner.id)).profile.biography).toBe('Architecte de données, Lyon');
    const onSecond = await eventually(
      () => profileOf(second, owner.id),
      ({ profile }) => profile.biography === 'Architecte de données, Lyon',
    );
    expect(onSecond.profile.biography).toBe('Architecte de données, Lyon');

    // Follows, on the other instance: the follower count of the person followed.
    await keepOnBoth(owner.id);
    const followed = await call(second, 'PUT', `/api/profiles/${owner.id}/follow`, visitor);
    expect(followed.statusCode, followed.body).toBe(200);
    expect((await profileOf(second, owner.id, visitor)).profile).toMatchObject({
      followerCount: 1,
      isFollowedByMe: true,
    });
    expect(
      (
        await eventually(
          () => profileOf(first, owner.id),
          ({ profile }) => profile.followerCount === 1,
        )
      ).profile.followerCount,
    ).toBe(1);
  });

  it('hears of changes written straight into the database: skills, names of skills, ratings, leaving', async () => {
    const pro = world.pros[0];
    if (!pro) throw new Error('no professional in the world');
    const expectEverywhere = async (check: (profile: PublicProfile) => boolean) => {
      for (const app of [first, second]) {
        const { profile } = await eventually(
          () => profileOf(app, pro.id, visitor),
          ({ profile }) => check(profile),
        );
        expect(check(profile), JSON.stringify(profile)).toBe(true);
      }
    };

    await keepOnBoth(pro.id);
    const [skillId] = world.skillIds;
    await testApp.db.execute(sql`update user_skills set level = 1 where user_id = ${pro.id}`);
    await expectEverywhere((profile) => profile.skills.every((skill) => skill.level === 1));
    // Back to the level the projects below ask for: a seat goes only to someone at a required level.
    await keepOnBoth(pro.id);
    await testApp.db.execute(sql`update user_skills set level = 4 where user_id = ${pro.id}`);
    await expectEverywhere((profile) => profile.skills.every((skill) => skill.level === 4));

    await keepOnBoth(pro.id);
    await testApp.db.execute(sql`update skills set name = 'PPC : React Native' where id = ${skillId}`);
    await expectEverywhere((profile) => profile.skills.some((skill) => skill.name === 'PPC : React Native'));

    await keepOnBoth(pro.id);
    const projectId = await world.createProject({ accepting: 3 });
    await testApp.db.execute(sql`insert into project_reviews
        (project_id, author_id, subject_id, author_role, rating, comment, published_at, publishes_at)
      values (${projectId}, ${world.client.id}, ${pro.id}, 'client', 4, 'Très bien', now(), now())`);
    await expectEverywhere((profile) => profile.rating.count === 1 && profile.rating.average === 4);

    await keepOnBoth(pro.id);
    await testApp.db.execute(sql`insert into account_deletions (user_id, due_at, cancel_token_hash)
      values (${pro.id}, now() + interval '30 days', 'kept-profile-test')`);
    await expectStatusOnBoth(pro.id, 404);
    for (const app of [first, second]) expect((await profileOf(app, pro.id, visitor)).status).toBe(404);
    await testApp.db.execute(sql`delete from account_deletions where user_id = ${pro.id}`);
    await expectStatusOnBoth(pro.id, 200);
  });

  it('keeps no stale count when reads and follows race on both instances', async () => {
    const followers = [world.client, world.otherClient, world.outsider, world.admin, ...world.pros];
    const reads = () =>
      Array.from({ length: 12 }, (_, index) =>
        profileOf(index % 2 === 0 ? first : second, owner.id, index % 3 === 0 ? undefined : visitor),
      );
    // Everyone follows at once, then half of them leave at once, each time while both instances read.
    await Promise.all([
      ...followers.map((person, index) =>
        call(index % 2 === 0 ? first : second, 'PUT', `/api/profiles/${owner.id}/follow`, person),
      ),
      ...reads(),
    ]);
    await Promise.all([
      ...followers
        .filter((_, index) => index % 2 === 0)
        .map((person, index) =>
          call(index % 2 === 0 ? second : first, 'DELETE', `/api/profiles/${owner.id}/follow`, person),
        ),
      ...reads(),
    ]);
    const truth = (await profileOf(fresh, owner.id)).profile.followerCount;
    for (const app of [first, second]) {
      for (const person of [visitor, undefined]) {
        const { profile } = await eventually(
          () => profileOf(app, owner.id, person),
          ({ profile: read }) => read.followerCount === truth,
        );
        expect(profile.followerCount).toBe(truth);
      }
    }
  });

  it('shows the authors of feed and search pages from memory, as they are now', async () => {
    const { author, pages, authorOn } = await authorOfAPost({
      email: 'kept-author@example.test',
      firstName: 'Maëlle',
      lastName: 'Quéré',
      word: 'ppcauteur',
    });
    /** The statements of a page read: the page's, and the one that reads authors not kept, if any. */
    const pageStatements = async (app: FastifyInstance, url: string) =>
      (await captureStatements(() => call(app, 'GET', url, visitor))).filter(
        (statement) => statement.text.includes('liked_by_me') || statement.text.includes('a (author_id)'),
      );
    // The feed's page is one statement; a kept search window's page none at all (`reader-memory.test.ts`).
    const readsOnlyThePage = (statements: Statement[]) =>
      statements.length <= 1 &&
      statements.every(
        (statement) => !statement.text.includes('join profiles') && !statement.text.includes('a (author_id)'),
      );

    for (const url of pages) {
      // Once the author's sign-up has been heard: the page alone, without their profile.
      const kept = await eventually(() => pageStatements(first, url), readsOnlyThePage);
      expect(readsOnlyThePage(kept), url).toBe(true);
      expect(await authorOn(first, url)).toEqual(await authorOn(fresh, url));
      // An instance that hears nothing reads the authors with the page, in the same single statement.
      const joined = await pageStatements(fresh, url);
      expect(joined).toHaveLength(1);
      expect(joined[0]?.text).toContain('join profiles');
    }

    // Renamed through the API: at once on the instance that answered, on the other once it hears of it.
    for (const url of pages) await authorOn(second, url);
    const renamed = await call(first, 'PATCH', `/api/profiles/${author.id}`, author, {
      firstName: 'Maëlle',
      lastName: 'Le Quéré',
      profession: 'Architecte de données',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const url of pages) {
      expect(await authorOn(first, url), url).toMatchObject({
        lastName: 'Le Quéré',
        profession: 'Architecte de données',
      });
      const onSecond = await eventually(
        () => authorOn(second, url),
        (seen) => seen?.lastName === 'Le Quéré',
      );
      expect(onSecond, url).toEqual(await authorOn(fresh, url));
    }

    // Changed straight in the database: every instance, once the notice arrives.
    await testApp.db.execute(sql`update profiles set avatar_url = '/uploads/avatars/kept.webp'
      where id = ${author.id}`);
    await testApp.db.execute(sql`update professional_profiles set profession = 'Consultante data'
      where id = ${author.id}`);
    for (const app of [first, second]) {
      for (const url of pages) {
        const seen = await eventually(
          () => authorOn(app, url),
          (found) => found?.profession === 'Consultante data' && found.avatarUrl !== null,
        );
        expect(seen, url).toEqual(await authorOn(fresh, url));
      }
    }
  });

  it('leaves no stale author on either instance when renames and page reads race', async () => {
    const { author, pages, authorOn } = await authorOfAPost({
      email: 'kept-racing-author@example.test',
      firstName: 'Ilan',
      lastName: 'Roux',
      word: 'ppcrace',
    });
    const reads = () =>
      Array.from({ length: 12 }, (_, index) => authorOn(index % 2 === 0 ? first : second, pages[index % 2]!));
    // Renames on both instances and straight in the database, each while both instances read the pages.
    for (const lastName of ['Roux-Martin', 'Martin', 'Roux']) {
      await Promise.all([
        call(lastName === 'Martin' ? second : first, 'PATCH', `/api/profiles/${author.id}`, author, {
          firstName: 'Ilan',
          lastName,
        }),
        ...reads(),
      ]);
    }
    await Promise.all([
      testApp.db.execute(sql`update profiles set last_name = 'Roux-Dupré' where id = ${author.id}`),
      ...reads(),
    ]);
    for (const app of [first, second]) {
      for (const url of pages) {
        const truth = await authorOn(fresh, url);
        expect(truth?.lastName, url).toBe('Roux-Dupré');
        expect(
          await eventually(
            () => authorOn(app, url),
            (seen) => seen?.lastName === truth?.lastName,
          ),
          url,
        ).toEqual(truth);
      }
    }
    // And it stays so: no reading overtaken by a rename was kept.
    await Promise.all(reads());
    for (const app of [first, second]) {
      for (const url of pages) expect((await authorOn(app, url))?.lastName, url).toBe('Roux-Dupré');
    }
  });

  it('forgets every profile when a table is emptied at once', async () => {
    for (const app of [first, second]) {
      const kept = await eventually(
        () => profileStatements(() => profileOf(app, owner.id, visitor)),
        isKeptRead,
      );
      expect(isKeptRead(kept)).toBe(true);
    }
    await testApp.db.execute(sql`truncate account_deletions`);
    for (const app of [first, second]) {
      const read = await eventually(
        () => profileStatements(() => profileOf(app, owner.id, visitor)),
        (statements) => !isKeptRead(statements),
      );
      expect(isKeptRead(read)).toBe(false);
    }
  });

  it('forgets an account removed, even one without a profile of its own', async () => {
    const bare = await registerConfirmedUser(
      { app: first, appUrl: testApp.config.appUrl },
      { email: 'kept-bare@example.test' },
    );
    await testApp.db.execute(sql`delete from profiles where id = ${bare.id}`);
    await keepOnBoth(bare.id);
    expect((await profileOf(first, bare.id)).status).toBe(200);
    await testApp.db.execute(sql`delete from "user" where id = ${bare.id}`);
    await expectStatusOnBoth(bare.id, 404);
  });

  it('shows a review that publishes itself at the end of its period, without any write', async () => {
    const pro = world.pros[1];
    if (!pro) throw new Error('no professional in the world');
    const projectId = await world.createProject({ accepting: 3 });
    await testApp.db.execute(sql`insert into project_reviews
        (project_id, author_id, subject_id, author_role, rating, comment, publishes_at)
      values (${projectId}, ${world.client.id}, ${pro.id}, 'client', 5, 'Parfait', now() + interval '3 seconds')`);
    const publishesAt = Date.now() + 3_000;
    expect((await profileOf(first, pro.id, visitor)).profile.rating.count).toBe(0);
    const kept = await eventually(
      () => profileStatements(() => profileOf(first, pro.id, visitor)),
      isKeptRead,
    );
    expect(isKeptRead(kept)).toBe(true);
    expect((await profileOf(first, pro.id)).profile.rating.count).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishesAt - Date.now()) + 100));
    expect((await profileOf(first, pro.id, visitor)).profile.rating).toEqual({ average: 5, count: 1 });
    expect((await profileOf(first, pro.id)).profile.rating).toEqual({ average: 5, count: 1 });
  });
});
