import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthClient,
  nextIp,
  type RegisteredUser,
  registerEligibleProfessional,
} from './helpers/auth.ts';
import { createRelevanceCursorSeal, RELEVANCE_WINDOW } from '../src/modules/feed/post-search.ts';
import { captureStatements, type Statement } from './helpers/statements.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { cursorSealFor } from '../src/db/sealed-cursor.ts';
import { decodeCursor } from '../src/db/keyset-cursor.ts';

interface FoundPost {
  id: string;
  content: string;
  author: { id: string };
  highlights?: string[];
}
interface FeedPage {
  posts: FoundPost[];
  nextCursor: string | null;
}
interface PeoplePage {
  people: { id: string; matchedOn: string; matchedSkills: string[] }[];
  nextCursor: string | null;
}

/** Full-text search of posts and people, in French and in English. */
describe('search', () => {
  let testApp: TestApp;
  let client: AuthClient;
  let camille: RegisteredUser;
  let jordan: RegisteredUser;
  let eloise: RegisteredUser;
  let reader: RegisteredUser;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    user: RegisteredUser,
    payload?: object,
  ) =>
    testApp.app.inject({
      method,
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { origin: client.appUrl, cookie: user.cookie },
    });
  const publish = async (user: RegisteredUser, content: string, headers: Record<string, string> = {}) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: { content },
      remoteAddress: nextIp(),
      headers: { origin: client.appUrl, cookie: user.cookie, ...headers },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: string }).id;
  };
  const search = async (q: string, query = '') => {
    const response = await call('GET', `/api/posts?q=${encodeURIComponent(q)}${query}`, reader);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FeedPage;
  };
  const contentsFound = async (q: string) => (await search(q, '&limit=50')).posts.map((post) => post.content);
  const searchPeople = async (q: string, query = '', language = 'fr') => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/profiles/search?q=${encodeURIComponent(q)}${query}`,
      remoteAddress: nextIp(),
      headers: { origin: client.appUrl, cookie: `${reader.cookie}; i18next=${language}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PeoplePage;
  };
  /** Every page of a search, following the cursors. */
  const walk = async (q: string, order: string, limit: number) => {
    const posts: FoundPost[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await search(q, `&order=${order}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      posts.push(...page.posts);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    return { posts, pages };
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
    camille = await registerEligibleProfessional(client, {
      email: 'camille@example.test',
      firstName: 'Camille',
      lastName: 'Martinez',
      profession: 'Développeuse back-end',
    });
    jordan = await registerEligibleProfessional(client, {
      email: 'jordan@example.test',
      firstName: 'Jordan',
      lastName: 'Blake',
      profession: 'Data engineer',
    });
    eloise = await registerEligibleProfessional(client, {
      email: 'eloise@example.test',
      firstName: 'Éloïse',
      lastName: 'Château',
      profession: 'Cheffe de projet',
    });
    reader = await registerEligibleProfessional(client, {
      email: 'reader@example.test',
      firstName: 'Rémi',
      lastName: 'Lecteur',
      profession: 'Consultant',
    });
  });
  afterAll(() => testApp.close());

  describe('posts, in French', () => {
    beforeAll(async () => {
      await publish(camille, 'Nous recrutons un développeur Node.js pour notre équipe à Lyon.');
      await publish(camille, 'Les développeurs de notre équipe ont développé une API de paiement.');
      await publish(camille, 'Elle développait déjà des applications mobiles en 2015.');
      await publish(camille, 'Retour sur la mise en cache des pages : deux fois moins de requêtes.');
      await publish(camille, "L'éducation numérique commence à l'école.");
    });

    it('finds plural and conjugated forms of a word', async () => {
      expect(await contentsFound('développeurs')).toEqual(
        expect.arrayContaining([
          'Nous recrutons un développeur Node.js pour notre équipe à Lyon.',
          'Les développeurs de notre équipe ont développé une API de paiement.',
        ]),
      );
      const developing = await contentsFound('développer');
      expect(developing).toContain('Les développeurs de notre équipe ont développé une API de paiement.');
      expect(developing).toContain('Elle développait déjà des applications mobiles en 2015.');
    });

    it('ignores accents and case, in the text and in the search', async () => {
      expect(await contentsFound('DEVELOPPEUR')).toContain(
        'Nous recrutons un développeur Node.js pour notre équipe à Lyon.',
      );
      expect(await contentsFound('equipe')).toHaveLength(2);
      expect(await contentsFound('ÉCOLE')).toEqual(["L'éducation numérique commence à l'école."]);
    });

    it('matches words, not fragments of words', async () => {
      // A substring search found "éducation" for "cat" and "cacher" for "cache".
      expect(await contentsFound('cat')).toEqual([]);
      expect(await contentsFound('cache')).toEqual([
        'Retour sur la mise en cache des pages : deux fois moins de requêtes.',
      ]);
    });

    it('matches the last word as the start of a word while it is being typed', async () => {
      expect(await contentsFound('paiem')).toEqual([
        'Les développeurs de notre équipe ont développé une API de paiement.',
      ]);
      // Every word is required: the first ones whole.
      expect(await contentsFound('développeur paiem')).toHaveLength(1);
      expect(await contentsFound('recrutons paiem')).toEqual([]);
    });

    it('marks the words matched, as written in the post', async () => {
      const [post] = (await search('developpeurs equipe')).posts.filter((found) =>
        found.content.startsWith('Les développeurs'),
      );
      expect(post?.highlights?.sort()).toEqual(['développeurs', 'équipe']);
      // A word found by its start is marked too.
      const [typed] = (await search('paiem')).posts;
      expect(typed?.highlights).toEqual(['paiement']);
    });

    it('keeps names with a dot or a hyphen whole, and folds accents in words with digits', async () => {
      expect(await contentsFound('node.js')).toEqual([
        'Nous recrutons un développeur Node.js pour notre équipe à Lyon.',
      ]);
      const id = await publish(camille, 'Mon Résumé2 est en ligne.');
      expect((await search('resume2')).posts.map((post) => post.id)).toEqual([id]);
      // A hyphenated name with digits, typed without its accents.
      const hyphenated = await registerEligibleProfessional(client, {
        email: 'hyphen@example.test',
        firstName: 'Bérénice',
        lastName: 'Élisé-5216f4be',
      });
      const theirs = await publish(hyphenated, 'Bonjour le réseau.');
      expect((await search('elise-5216f4be')).posts.map((post) => post.id)).toEqual([theirs]);
      expect((await searchPeople('Élisé-5216f4')).people.map((person) => person.id)).toEqual([hyphenated.id]);
    });

    it('says which results are mine, in either order', async () => {
      for (const order of ['relevance', 'recent']) {
        const response = await call('GET', `/api/posts?q=paiement&order=${order}`, camille);
        expect(
          response.json().posts.map((post: { isMine: boolean }) => post.isMine),
          order,
        ).toEqual([true]);
      }
    });
  });

  describe('posts, in English', () => {
    beforeAll(async () => {
      await publish(jordan, 'We are hiring two developers for our data platform team.');
      await publish(jordan, 'I have been developing data pipelines with the companies I work for.');
      await publish(jordan, 'Caching the API responses cut our costs in half.');
    });

    it('finds plural and conjugated forms of a word', async () => {
      const found = await contentsFound('developer');
      expect(found).toContain('We are hiring two developers for our data platform team.');
      expect(found).toContain('I have been developing data pipelines with the companies I work for.');
      expect(await contentsFound('company')).toEqual([
        'I have been developing data pipelines with the companies I work for.',
      ]);
      expect(await contentsFound('cached')).toContain('Caching the API responses cut our costs in half.');
    });

    it('stems each post in its own language, detected from its words', async () => {
      const languages = await testApp.db.execute<{ content: string; language: string }>(
        sql`select content, language from pro_posts where author_id in (${jordan.id}, ${camille.id})`,
      );
      for (const { content, language } of languages.rows) {
        expect(language, content).toBe(
          content.startsWith('We ') || /^(I |Caching)/.test(content) ? 'en' : 'fr',
        );
      }
      // Words that do not tell take the author's interface language.
      const id = await publish(jordan, 'Kubernetes 1.31 🎉', { cookie: `${jordan.cookie}; i18next=en` });
      const stored = await testApp.db.execute<{ language: string }>(
        sql`select language from pro_posts where id = ${id}`,
      );
      expect(stored.rows[0]?.language).toBe('en');
    });

    it('follows an edit: the new text is what is found, in its language', async () => {
      const id = await publish(jordan, 'Nous cherchons un graphiste pour notre site.');
      const edited = await call('PATCH', `/api/posts/${id}`, jordan, {
        content: 'We are looking for a graphic designer for our website.',
      });
      expect(edited.statusCode).toBe(200);
      expect(await contentsFound('graphiste')).toEqual([]);
      expect(await contentsFound('designers')).toEqual([
        'We are looking for a graphic designer for our website.',
      ]);
    });
  });

  describe('posts by author and profession', () => {
    it("finds a person's posts by their name, accents ignored, also while it is typed", async () => {
      const eloisePost = await publish(eloise, 'Atelier de cadrage jeudi, places limitées.');
      const byName = await search('eloise chateau');
      expect(byName.posts.map((post) => post.id)).toEqual([eloisePost]);
      expect((await search('Châte')).posts.map((post) => post.id)).toEqual([eloisePost]);
      // A profession finds the people who have it (see below), not every post they wrote.
      expect((await search('cheffes de projet')).posts.map((post) => post.id)).not.toContain(eloisePost);
    });

    it('leaves out the posts of a name too many people share, which is a search for people', async () => {
      const names = Array.from({ length: 21 }, (_, index) => `nom${index}@example.test`);
      for (const email of names) {
        const namesake = await registerEligibleProfessional(client, {
          email,
          firstName: 'Dominique',
          lastName: 'Sanschagrin',
        });
        await publish(namesake, 'Bonjour à toutes et à tous.');
      }
      expect((await search('sanschagrin')).posts).toEqual([]);
      expect((await searchPeople('sanschagrin', '&limit=50')).people).toHaveLength(21);
    });
  });

  describe('order and pages', () => {
    let oneMention: string;
    let threeMentions: string;
    let newerOneMention: string;

    beforeAll(async () => {
      threeMentions = await publish(camille, 'Terraform, encore Terraform, toujours Terraform pour l’infra.');
      oneMention = await publish(camille, 'Un mot sur Terraform et nos environnements de recette.');
      newerOneMention = await publish(camille, 'Retour d’expérience : Terraform dans une petite équipe.');
    });

    it('puts the best matches first, newer first among equals; "recent" puts the newest first', async () => {
      const relevance = (await search('terraform')).posts.map((post) => post.id);
      expect(relevance).toEqual([threeMentions, newerOneMention, oneMention]);
      const recent = (await search('terraform', '&order=recent')).posts.map((post) => post.id);
      expect(recent).toEqual([newerOneMention, oneMention, threeMentions]);
    });

    it('ranks a whole word above a word that only starts alike', async () => {
      const whole = await publish(camille, 'Une API de réservation, enfin.');
      const prefix = await publish(camille, 'Les apiculteurs aussi ont besoin de sites.');
      const ids = (await search('api')).posts.map((post) => post.id);
      expect(ids.indexOf(whole)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(whole)).toBeLessThan(ids.indexOf(prefix));
    });

    it('walks every match once, in either order, across several relevance windows', async () => {
      // 450 matches: several windows of the relevance order, each post of its own time.
      await testApp.db.execute(sql`
        insert into pro_posts (author_id, content, language, created_at)
        select ${jordan.id}, 'Observabilité ' || repeat('observabilité ', (n % 3)) || 'numéro ' || n, 'fr',
          now() - make_interval(mins => n)
        from generate_series(1, 450) as n`);
      for (const order of ['relevance', 'recent']) {
        const { posts, pages } = await walk('observabilite', order, 40);
        expect(posts, order).toHaveLength(450);
        expect(new Set(posts.map((post) => post.id)).size, order).toBe(450);
        expect(pages, order).toBeGreaterThanOrEqual(12);
      }
      // Newest first in date order.
      const recent = (await walk('observabilite', 'recent', 50)).posts.map((post) => post.content);
      expect(recent.slice(0, 2)).toEqual([
        'Observabilité observabilité numéro 1',
        'Observabilité observabilité observabilité numéro 2',
      ]);
      // In relevance order, each window's posts with the word three times come first.
      const relevance = (await walk('observabilite', 'relevance', 50)).posts.map((post) => post.content);
      for (let start = 0; start < 450; start += RELEVANCE_WINDOW) {
        const window = relevance.slice(start, start + RELEVANCE_WINDOW);
        const threeTimes = window.filter((content) => content.split('bservabilité').length - 1 === 3);
        expect(threeTimes.length).toBeGreaterThan(0);
        expect(window.slice(0, threeTimes.length)).toEqual(threeTimes);
      }
    });

    it('neither repeats nor skips a post when posts are published or hidden between pages', async () => {
      await testApp.db.execute(sql`
        insert into pro_posts (author_id, content, language, created_at)
        select ${jordan.id}, 'Télémétrie ' || repeat('télémétrie ', (n % 4)) || 'relevé ' || n, 'fr',
          now() - interval '1 day' - make_interval(mins => n)
        from generate_series(1, 150) as n`);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await search('telemetrie', `&limit=10${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.posts.map((post) => post.id));
        cursor = page.nextCursor;
        pages += 1;
        if (pages === 1) {
          // Meanwhile: a new post that ranks first, and every other post of the first window is hidden
          // except those read already.
          await publish(jordan, 'Télémétrie, télémétrie, télémétrie, télémétrie !');
          await testApp.db.execute(sql`
            update pro_posts set hidden_at = now()
            where content like 'Télémétrie%relevé%' and id <> all(string_to_array(${seen.join(',')}, ',')::uuid[])
              and created_at > now() - interval '1 day' - make_interval(mins => 50)`);
        }
      } while (cursor && pages < 50);
      const hidden = await testApp.db.execute<{ count: number }>(
        sql`select count(*)::int as count from pro_posts where hidden_at is not null and content like 'Télémétrie%'`,
      );
      expect(new Set(seen).size).toBe(seen.length);
      // Every visible post of the ones there at the first page, once.
      expect(seen).toHaveLength(150 - hidden.rows[0]!.count);
      await testApp.db.execute(sql`update pro_posts set hidden_at = null where content like 'Télémétrie%'`);
    });

    /**
     * The posts a plain relevance cursor names (`w.top.bottom.more.score.after`, `s.below`, then its signature),
     * read by the cursor reader: a score or a signature decoded as text may hold a "|" by chance, and is no post.
     */
    const postsNamed = (cursor: string) =>
      cursor
        .split('.')
        .slice(1)
        .flatMap((part) => {
          try {
            const named = decodeCursor(part);
            return named ? [named.id] : [];
          } catch {
            return [];
          }
        });

    it('hands out relevance cursors that name only posts the reader may see', async () => {
      // More matches than a window, every other one hidden pending review, the newest among them: the window's
      // own bounds are such a post (its newest) and a post the reader may see (its oldest).
      await testApp.db.execute(sql`
        insert into pro_posts (author_id, content, language, created_at, hidden_at)
        select ${jordan.id}, 'Sismographe relevé ' || n, 'fr', now() - interval '2 days' - make_interval(mins => n),
          case when n % 2 = 1 then now() end
        from generate_series(1, ${RELEVANCE_WINDOW + 30}) as n`);
      const posts = await testApp.db.execute<{ id: string; hidden: boolean }>(
        sql`select id::text, hidden_at is not null as hidden from pro_posts where content like 'Sismographe%'`,
      );
      const hidden = posts.rows.filter((post) => post.hidden).map((post) => post.id);
      let cursor: string | null = null;
      const cursors: string[] = [];
      const seen: string[] = [];
      do {
        const page = await search(
          'sismographe',
          `&limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        seen.push(...page.posts.map((post) => post.id));
        cursor = page.nextCursor;
        if (cursor) cursors.push(cursor);
      } while (cursor && cursors.length < 20);
      expect(seen).toHaveLength(Math.floor((RELEVANCE_WINDOW + 30) / 2));
      expect(seen.filter((id) => hidden.includes(id))).toEqual([]);
      // Relevance cursors within a window (after 20 of its 30 visible posts) and to the next window: each
      // names posts the reader was or will be shown, none hidden from them.
      expect(cursors).toHaveLength(2);
      for (const cursor of cursors) {
        const named = postsNamed(cursor);
        expect(named.length, cursor).toBeGreaterThan(0);
        for (const id of named) {
          expect(seen, cursor).toContain(id);
          expect(hidden).not.toContain(id);
        }
      }
    });

    it('seals the cursor past a window of posts the reader may not see, and opens no altered one', async () => {
      // A whole window of matches hidden from the reader (by someone they blocked), then five they may see.
      const blocked = await registerEligibleProfessional(client, {
        email: 'gaspard@example.test',
        firstName: 'Gaspard',
        lastName: 'Vasseur',
        profession: 'Horloger',
      });
      const blocking = await call('PUT', `/api/profiles/${blocked.id}/block`, reader);
      expect(blocking.statusCode, blocking.body).toBe(200);
      try {
        await testApp.db.execute(sql`
        insert into pro_posts (author_id, content, language, created_at)
        select case when n <= ${RELEVANCE_WINDOW} then ${blocked.id} else ${camille.id} end,
          'Tachymètre étalonné ' || n, 'fr', now() - interval '3 days' - make_interval(mins => n)
        from generate_series(1, ${RELEVANCE_WINDOW + 5}) as n`);
        const hiddenPosts = await testApp.db.execute<{ id: string; created_at: string }>(
          sql`select id::text, (created_at at time zone 'UTC')::text as created_at from pro_posts
          where author_id = ${blocked.id}`,
        );
        const first = await search('tachymètre', '&limit=20');
        expect(first.posts).toEqual([]);
        const sealed = first.nextCursor ?? '';
        expect(sealed).toMatch(/^[\w-]+$/);
        const readable = `${sealed} ${Buffer.from(sealed, 'base64url').toString('latin1')}`;
        for (const { id, created_at: createdAt } of hiddenPosts.rows) {
          expect(readable).not.toContain(id);
          expect(readable).not.toContain(
            Buffer.from(createdAt.slice(0, 16)).toString('base64url').slice(0, 12),
          );
        }
        const next = await search('tachymètre', `&limit=20&cursor=${encodeURIComponent(sealed)}`);
        expect(next.posts.map((post) => post.author.id)).toEqual(Array(5).fill(camille.id));
        expect(next.nextCursor).toBeNull();
        const altered = `${sealed.slice(0, 8)}${sealed[8] === 'A' ? 'B' : 'A'}${sealed.slice(9)}`;
        const refused = await call(
          'GET',
          `/api/posts?q=tachym%C3%A8tre&cursor=${encodeURIComponent(altered)}`,
          reader,
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.json().code).toBe('INVALID_CURSOR');
      } finally {
        // The others here read every professional, Gaspard among them.
        const unblocking = await call('DELETE', `/api/profiles/${blocked.id}/block`, reader);
        expect(unblocking.statusCode, unblocking.body).toBe(200);
      }
    });

    it('refuses a relevance cursor it did not sign: bounds written by hand, altered, or sealed', async () => {
      const position = (date: string) =>
        Buffer.from(`${date}|ffffffff-ffff-ffff-ffff-ffffffffffff`).toString('base64url');
      // Where a window starts and ends is the server's to say: the visible posts of a window the reader placed
      // would count the others (a window's matches include posts hidden from them).
      const everything = [
        'w',
        position('2999-12-31 00:00:00+00'),
        position('1970-01-01 00:00:00+00'),
        '1',
        '1000000000',
        position('2999-12-31 00:00:00+00'),
      ].join('.');
      await testApp.db.execute(sql`
        insert into pro_posts (author_id, content, language, created_at)
        select ${camille.id}, 'Pluviomètre posé ' || n, 'fr', now() - interval '4 days' - make_interval(mins => n)
        from generate_series(1, 30) as n`);
      const handOn = (await search('pluviomètre', '&limit=20')).nextCursor ?? '';
      const parts = handOn.split('.');
      expect(parts[0]).toBe('w');
      const movedBottom = [...parts.slice(0, 2), position('1970-01-01 00:00:00+00'), ...parts.slice(3)].join(
        '.',
      );
      const startedByHand = `s.${position('2026-01-01 00:00:00+00')}`;
      // The keys of this search's cursors: bound to its words.
      const keys = cursorSealFor(createRelevanceCursorSeal(testApp.config.authSecret), 'pluviomètre');
      expect(keys.verify(handOn)).toMatch(/^w\./);
      const sealedBounds = keys.seal(keys.verify(handOn) ?? '');
      for (const cursor of [
        everything,
        movedBottom,
        startedByHand,
        `${startedByHand}.${'A'.repeat(22)}`,
        sealedBounds,
        `${handOn.slice(0, -22)}${'é'.repeat(22)}`,
      ]) {
        const refused = await call(
          'GET',
          `/api/posts?q=pluviom%C3%A8tre&cursor=${encodeURIComponent(cursor)}`,
          reader,
        );
        expect(refused.statusCode, cursor).toBe(400);
        expect(refused.json().code).toBe('INVALID_CURSOR');
      }
      // Nor is a cursor of one search read by another: its bounds would place that one's window.
      const elsewhere = await call(
        'GET',
        `/api/posts?q=sismographe&cursor=${encodeURIComponent(handOn)}`,
        reader,
      );
      expect(elsewhere.statusCode).toBe(400);
      const next = await search('pluviomètre', `&cursor=${encodeURIComponent(handOn)}`);
      expect(next.posts).toHaveLength(10);
    });

    it('refuses a cursor it did not write with 400', async () => {
      for (const cursor of [
        'abc',
        'x.y.z',
        '...',
        's.garbage',
        'w.a.b.1.2.c',
        `${'A'.repeat(40)}.12.zz`,
        '.99999999999.',
      ]) {
        const response = await call(
          'GET',
          `/api/posts?q=terraform&cursor=${encodeURIComponent(cursor)}`,
          reader,
        );
        expect(response.statusCode, cursor).toBe(400);
        expect(response.json().code).toBe('INVALID_CURSOR');
      }
    });
  });

  describe('what a search may contain', () => {
    it('finds nothing, without an error, for punctuation, operators or stop words alone', async () => {
      for (const q of ['%%%', '!', "'", '&|!():*', 'de la', 'the of']) {
        expect((await search(q)).posts, q).toEqual([]);
      }
    });

    it('returns highlights as plain words, and the text exactly as written', async () => {
      const content = '<img src=x onerror=alert(1)> Sécurité\u0002 des <b>formulaires</b> & "XSS"';
      const id = await publish(camille, content);
      const [found] = (await search('formulaire')).posts.filter((post) => post.id === id);
      expect(found?.content).toBe(content);
      expect(found?.highlights).toEqual(['formulaires']);
    });
  });

  it('reads a rare word through the text index, walks the newest posts for a common one, and names, professions and skills through their indexes', async () => {
    await testApp.db.execute(sql`
      insert into pro_posts (author_id, content, created_at)
      select ${camille.id}, 'Publication ordinaire sur le métier numéro ' || n, now() - make_interval(hours => n)
      from generate_series(1, 5000) as n`);
    // Another common word, which shares a post with "métier" once, long ago.
    await testApp.db.execute(sql`
      insert into pro_posts (author_id, content, created_at)
      select ${camille.id}, 'Atelier du jeudi, séance ' || n, now() - make_interval(hours => n, mins => 30)
      from generate_series(1, 2500) as n`);
    const [together] = (
      await testApp.db.execute<{ id: string }>(sql`
        insert into pro_posts (author_id, content, created_at)
        values (${camille.id}, 'Un atelier sur le métier de testeur', now() - interval '400 days')
        returning id`)
    ).rows;
    await testApp.db.execute(sql`analyze pro_posts`);
    await testApp.db.execute(sql`analyze profiles`);
    await testApp.db.execute(sql`analyze professional_profiles`);
    /** The plan of the statement that reads a search's matches, as it ran. */
    const matchesPlan = async (q: string) => {
      const statements = await captureStatements(() => search(q));
      const matchesQuery = statements.find((statement) => statement.text.includes('search_vector @@'));
      expect(matchesQuery).toBeDefined();
      // The table is small enough to be read whole: the plan of a large one is wanted.
      return explain(testApp, matchesQuery!, 'set local enable_seqscan = off', { analyze: true });
    };
    /** Whether the plan node `node` matches ran. */
    const ran = (plan: string, node: RegExp) => {
      const line = plan.split('\n').find((candidate) => node.test(candidate));
      expect(line, `${node} in\n${plan}`).toBeDefined();
      return !line!.includes('never executed');
    };
    const textIndex = /Bitmap Index Scan on pro_posts_search_idx/;
    const walk = /Index Scan Backward using pro_posts_created_at_id_idx on pro_posts p_\d/;
    // "terraform" is in no post: its few matches are read from the index.
    const rare = await matchesPlan('terraform');
    expect(ran(rare, textIndex)).toBe(true);
    expect(ran(rare, walk)).toBe(false);
    expect(rare).not.toMatch(/Seq Scan on pro_posts/);
    // "métier" is in every post: the newest are walked until a window of them is found.
    const common = await matchesPlan('métier');
    expect(ran(common, walk)).toBe(true);
    expect(ran(common, textIndex)).toBe(false);
    expect(rare).toContain('profiles_name_vector_idx');
    // Two common words that seldom meet: the walk stops short (at most a bounded number of posts) and the
    // text index finds where they meet.
    const apart = await matchesPlan('métier atelier');
    expect(ran(apart, walk)).toBe(true);
    expect(ran(apart, textIndex)).toBe(true);
    expect((await search('métier atelier')).posts.map((post) => post.id)).toEqual([together!.id]);
    // Words every language ignores match no post, and read none (at a million posts, a walk of them all).
    for (const q of ['the of', 'de la', 'about', 'sont']) {
      const ignored = await matchesPlan(q);
      expect(ran(ignored, walk), q).toBe(false);
      expect(ran(ignored, textIndex), q).toBe(false);
      expect((await search(q)).posts, q).toEqual([]);
    }
  });

  it('reads no window of matches for a session that no longer opens the app', async () => {
    const leaving = await registerEligibleProfessional(client, {
      email: 'search-leaving@example.test',
      firstName: 'Yann',
      lastName: 'Zorzi',
    });
    await publish(camille, 'Un retour sur la supervision des files');
    await testApp.db.execute(
      sql`update session set expires_at = now() - interval '1 minute' where user_id = ${leaving.id}`,
    );
    const statements = await captureStatements(async () => {
      const response = await call('GET', '/api/posts?q=supervision', leaving);
      expect(response.statusCode).toBe(401);
    });
    const windowQuery = statements.find((statement) => statement.text.includes('search_vector @@'));
    expect(windowQuery).toBeDefined();
    const plan = await explain(testApp, windowQuery!, undefined, { analyze: true });
    const readsPosts = plan.split('\n').filter((line) => /on pro_posts/.test(line));
    expect(readsPosts.length).toBeGreaterThan(0);
    expect(readsPosts.filter((line) => !line.includes('never executed'))).toEqual([]);
  });

  describe('people', () => {
    let skill: { id: string; name: string; name_en: string };

    beforeAll(async () => {
      const found = await testApp.db.execute<{ id: string; name: string; name_en: string }>(
        sql`select id, name, name_en from skills where name = 'Gestion de projet'`,
      );
      skill = found.rows[0]!;
      const added = await call('POST', `/api/profiles/${jordan.id}/skills`, jordan, {
        skillId: skill.id,
        level: 4,
      });
      expect(added.statusCode).toBe(201);
    });

    it('finds professionals by name (accents folded, the last word as a prefix), then profession, then skill', async () => {
      expect((await searchPeople('eloise')).people.map((person) => person.id)).toEqual([eloise.id]);
      expect((await searchPeople('Marti')).people.map((person) => person.id)).toEqual([camille.id]);
      const developers = await searchPeople('développeuses');
      expect(developers.people).toEqual([
        expect.objectContaining({ id: camille.id, matchedOn: 'profession' }),
      ]);
      const projects = await searchPeople('projets');
      expect(projects.people.map(({ id, matchedOn }) => ({ id, matchedOn }))).toEqual([
        { id: eloise.id, matchedOn: 'profession' },
        { id: jordan.id, matchedOn: 'skill' },
      ]);
    });

    it('finds names with and without accents, in either case, in both languages, and while they are typed', async () => {
      const found = async (q: string, language = 'fr') =>
        (await searchPeople(q, '', language)).people.map(({ id, matchedOn }) => ({ id, matchedOn }));
      const isEloise = [{ id: eloise.id, matchedOn: 'name' }];
      for (const language of ['fr', 'en']) {
        for (const q of [
          'Éloïse',
          'eloise',
          'ELOISE',
          'Eloïse Château',
          'eloise chateau',
          'Château',
          'chateau',
        ]) {
          expect(await found(q, language), `${q} (${language})`).toEqual(isEloise);
        }
        // The start of the last word, with or without its accents; earlier words whole.
        for (const q of ['Élo', 'elo', 'Éloïse chât', 'eloise chat']) {
          expect(await found(q, language), `${q} (${language})`).toEqual(isEloise);
        }
        expect(await found('Jordan Blake', language)).toEqual([{ id: jordan.id, matchedOn: 'name' }]);
        expect(await found('blak', language)).toEqual([{ id: jordan.id, matchedOn: 'name' }]);
      }
      // A name is matched as written, never stemmed, and the start of a word only for the last one.
      expect(await found('Éloïses')).toEqual([]);
      expect(await found('Elo Château')).toEqual([]);
      // Professions in French and in English: plurals, accents, the start of a word.
      expect(await found('développeuses')).toEqual([{ id: camille.id, matchedOn: 'profession' }]);
      expect(await found('developpeuse')).toEqual([{ id: camille.id, matchedOn: 'profession' }]);
      expect(await found('dévelop')).toEqual([{ id: camille.id, matchedOn: 'profession' }]);
      expect(await found('engineers', 'en')).toEqual([{ id: jordan.id, matchedOn: 'profession' }]);
      expect(await found('engin', 'en')).toEqual([{ id: jordan.id, matchedOn: 'profession' }]);
    });

    it('keeps its document as names, professions and skills change, whatever writes them', async () => {
      const ids = async (q: string) => (await searchPeople(q)).people.map((person) => person.id);
      await testApp.db.execute(
        sql`update profiles set last_name = 'Durand-Lévêque' where id = ${camille.id}`,
      );
      expect(await ids('levequ')).toEqual([camille.id]);
      expect(await ids('Martinez')).toEqual([]);
      await testApp.db.execute(
        sql`update professional_profiles set profession = 'Architecte logiciel' where id = ${camille.id}`,
      );
      expect(await ids('architectes')).toEqual([camille.id]);
      expect(await ids('développeuse')).toEqual([]);
      const [kubernetes] = (
        await testApp.db.execute<{ id: string }>(sql`select id from skills where name = 'Kubernetes'`)
      ).rows;
      await testApp.db.execute(
        sql`insert into user_skills (user_id, skill_id, level) values (${camille.id}, ${kubernetes!.id}, 3)`,
      );
      expect(await ids('kubernetes')).toContain(camille.id);
      await testApp.db.execute(
        sql`delete from user_skills where user_id = ${camille.id} and skill_id = ${kubernetes!.id}`,
      );
      expect(await ids('kubernetes')).not.toContain(camille.id);
      await testApp.db.execute(sql`update profiles set last_name = 'Martinez' where id = ${camille.id}`);
      await testApp.db.execute(
        sql`update professional_profiles set profession = 'Développeuse back-end' where id = ${camille.id}`,
      );
      expect(await ids('Martinez')).toEqual([camille.id]);
      // Every document is what its rows make, after all the writes of this file.
      const stale = await testApp.db.execute<{ count: number }>(sql`
        select count(*)::int as count from professional_profiles pp
        where pp.people_vector is distinct from people_document(pp.id, pp.profession)`);
      expect(stale.rows[0]!.count).toBe(0);
    });

    it('reads its matches in one statement, through one index, the session checked in it', async () => {
      // Professionals enough that reading them whole is not the planner's best choice.
      await testApp.db.execute(sql`
        insert into "user" (id, email, name, role, email_verified)
        select 'many-' || n, 'many-' || n || '@example.test', '', 'professional', true
        from generate_series(1, 3000) as n`);
      await testApp.db.execute(sql`
        insert into profiles (id, first_name, last_name)
        select 'many-' || n, 'Prénom' || n, 'Nom' || n from generate_series(1, 3000) as n`);
      await testApp.db.execute(sql`
        insert into professional_profiles (id, profession)
        select 'many-' || n, 'Graphiste numéro ' || n from generate_series(1, 3000) as n`);
      for (const table of ['"user"', 'profiles', 'professional_profiles', 'user_skills', 'skills']) {
        await testApp.db.execute(sql.raw(`analyze ${table}`));
      }
      for (const q of ['eloise', 'développeuses', 'gestion de projet', 'the']) {
        const statements = await captureStatements(() => searchPeople(q));
        expect(statements, q).toHaveLength(1);
        // The table is small enough to be read whole: the plan of a large one is wanted.
        const plan = await explain(testApp, statements[0]!, 'set local enable_seqscan = off', {
          analyze: true,
        });
        expect(plan, q).toMatch(/Bitmap Index Scan on professional_profiles_people_vector_idx/);
        expect(plan, q).not.toMatch(/Seq Scan on (professional_profiles|profiles|skills|user_skills)\b/);
        // The name's and the profession's own indexes are not read: the document holds them. The skills' own
        // index only names the matched skills of the page.
        expect(plan, q).not.toMatch(/profiles_name_vector_idx|profession_vector_idx/);
      }
      const signedOut = await testApp.app.inject({
        method: 'GET',
        url: '/api/profiles/search?q=eloise',
        remoteAddress: nextIp(),
        headers: { origin: client.appUrl },
      });
      expect(signedOut.statusCode).toBe(401);
    });

    it("names the matched skills in the reader's language", async () => {
      const french = await searchPeople('gestion de projets', '', 'fr');
      expect(french.people.find((person) => person.id === jordan.id)?.matchedSkills).toEqual([skill.name]);
      const english = await searchPeople('project management', '', 'en');
      expect(english.people.find((person) => person.id === jordan.id)?.matchedSkills).toEqual([
        skill.name_en,
      ]);
    });

    it('pages with a cursor and leaves out people in a block with the reader', async () => {
      // Every professional here has the skill "Communication".
      const holders = await testApp.db.execute<{ count: number }>(sql`
        select count(*)::int as count from user_skills us join skills s on s.id = us.skill_id
        where s.name = 'Communication'`);
      const all: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: PeoplePage = await searchPeople(
          'communication',
          `&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
        );
        all.push(...page.people.map((person) => person.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 20);
      expect(all).toHaveLength(holders.rows[0]!.count);
      expect(new Set(all).size).toBe(all.length);
      expect(pages).toBe(Math.ceil(all.length / 4));

      expect((await call('PUT', `/api/profiles/${eloise.id}/block`, reader)).statusCode).toBe(200);
      expect((await searchPeople('eloise')).people).toEqual([]);
      expect((await call('GET', '/api/profiles/search?q=x&cursor=bad!', reader)).statusCode).toBe(400);
    });
  });
});

/** PostgreSQL's plan for a captured statement, with a setting of `setup` for this transaction only. */
async function explain(
  testApp: TestApp,
  { text, values }: Statement,
  setup?: string,
  { analyze = false }: { analyze?: boolean } = {},
): Promise<string> {
  const connection = await testApp.db.$client.connect();
  try {
    await connection.query('begin');
    if (setup) await connection.query(setup);
    const result = await connection.query<{ 'QUERY PLAN': string }>(
      `explain ${analyze ? '(analyze, costs off) ' : ''}${text}`,
      values,
    );
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await connection.query('rollback');
    connection.release();
  }
}
