import { readdirSync, readFileSync, statSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthClient,
  nextIp,
  type RegisteredUser,
  registerConfirmedUser,
  registerEligibleProfessional,
} from './helpers/auth.ts';
import { largePdf, multipartForm, sendCountingBytesRead } from './helpers/actors.ts';
import { buildTestApp, isUploadStored, type TestApp } from './helpers/test-app.ts';

interface FeedPost {
  id: string;
  content: string;
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
  isMine: boolean;
  imageUrl: string | null;
  author: { id: string; firstName: string | null; profession: string | null };
}

function multipartPost(content: string, image?: { bytes: Buffer; fileName: string; type: string }) {
  const boundary = '----escouade-feed-boundary';
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${content}\r\n`),
  ];
  if (image) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${image.fileName}"\r\nContent-Type: ${image.type}\r\n\r\n`,
      ),
      image.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('the professional feed', () => {
  let testApp: TestApp;
  let client: AuthClient;
  let lea: RegisteredUser;
  let marc: RegisteredUser;
  let newcomer: RegisteredUser;

  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
    lea = await registerEligibleProfessional(client, {
      email: 'lea@example.test',
      firstName: 'Léa',
      lastName: 'Fournier',
      profession: 'Ingénieure données',
    });
    marc = await registerEligibleProfessional(client, {
      email: 'marc@example.test',
      firstName: 'Marc',
      lastName: 'Dupont',
      profession: 'Designer produit',
    });
    newcomer = await registerConfirmedUser(client, { email: 'newcomer@example.test', role: 'professional' });
  });
  afterAll(() => testApp.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string | undefined,
    payload?: object | Buffer,
    headers: Record<string, string> = {},
  ) =>
    testApp.app.inject({
      method,
      url,
      payload,
      // Per-IP limits are tested elsewhere; here each request comes from its own address.
      remoteAddress: nextIp(),
      headers: { origin: client.appUrl, ...(cookie ? { cookie } : {}), ...headers },
    });
  const publish = (user: RegisteredUser, content: string) =>
    call('POST', '/api/posts', user.cookie, { content });
  const readAll = async (user: RegisteredUser, query = '', limit = 5) => {
    const posts: FeedPost[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/posts?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await call('GET', url, user.cookie)).json() as {
        posts: FeedPost[];
        nextCursor: string | null;
      };
      posts.push(...page.posts);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    return posts;
  };

  describe('publishing', () => {
    it('requires a signed-in, eligible author', async () => {
      const anonymous = await call('POST', '/api/posts', undefined, { content: 'Hello' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHENTICATED');
      const ineligible = await publish(newcomer, 'Hello everyone');
      expect(ineligible.statusCode).toBe(403);
      expect(ineligible.json()).toMatchObject({
        code: 'POSTING_NOT_ALLOWED',
        details: { missing: ['profession', 'skill'] },
      });
      // With an image: refused before a byte of it is read.
      const { response, pulled } = await sendCountingBytesRead(testApp, {
        method: 'POST',
        url: '/api/posts',
        cookie: newcomer.cookie,
        form: multipartForm(
          { content: 'Hello everyone' },
          [{ ...largePdf('photo.jpg'), contentType: 'image/jpeg' }],
          'file',
        ),
      });
      expect([response.statusCode, response.json().code]).toEqual([403, 'POSTING_NOT_ALLOWED']);
      expect(response.headers.connection).toBe('close');
      expect(pulled).toBeLessThan(1024 * 1024);
    });

    it('keeps the text exactly as typed, line breaks and markup included', async () => {
      const content = 'Première ligne\n\n<b>pas du HTML</b> & https://escouade.example/page?x=1';
      const response = await publish(lea, content);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        content,
        isMine: true,
        likeCount: 0,
        commentCount: 0,
        author: { firstName: 'Léa', profession: 'Ingénieure données' },
      });
    });

    it('refuses blank text and more than 5,000 characters', async () => {
      for (const content of ['', '   \n  ', 'x'.repeat(5001)]) {
        const response = await publish(lea, content);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
      expect((await publish(lea, 'x'.repeat(5000))).statusCode).toBe(201);
    });

    it('stores an attached image re-encoded, and refuses a file that is not an image', async () => {
      const gif = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#16a085' } })
        .gif()
        .toBuffer();
      const withImage = multipartPost('Avec une image', { bytes: gif, fileName: 'a.gif', type: 'image/gif' });
      const response = await call('POST', '/api/posts', lea.cookie, withImage.payload, withImage.headers);
      expect(response.statusCode).toBe(201);
      const { imageUrl } = response.json();
      expect(imageUrl).toMatch(/^\/uploads\/posts\/.+\.webp$/);
      const stored = await sharp((await call('GET', imageUrl, lea.cookie)).rawPayload).metadata();
      expect(stored.width).toBeLessThanOrEqual(1600);

      const fake = multipartPost('Faux', {
        bytes: Buffer.from('%PDF-1.7 not an image'),
        fileName: 'a.png',
        type: 'image/png',
      });
      const refused = await call('POST', '/api/posts', lea.cookie, fake.payload, fake.headers);
      expect(refused.statusCode).toBe(415);
      expect(refused.json().code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    });
  });

  describe('pagination', () => {
    it('walks the whole feed newest first without duplicates or gaps, even while others publish', async () => {
      await testApp.db.execute(sql`delete from pro_posts`);
      for (let index = 0; index < 23; index++) await publish(index % 2 ? lea : marc, `Post ${index}`);
      const seen: string[] = [];
      let cursor: string | null = null;
      let inserted = 0;
      do {
        const url: string = `/api/posts?limit=5${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await call('GET', url, marc.cookie)).json() as {
          posts: FeedPost[];
          nextCursor: string | null;
        };
        seen.push(...page.posts.map((post) => post.content));
        cursor = page.nextCursor;
        // New posts land above the reader's position: they must not shift what comes next.
        await publish(lea, `Concurrent ${inserted++}`);
      } while (cursor);
      expect(seen).toEqual(Array.from({ length: 23 }, (_, index) => `Post ${22 - index}`));
    });

    it('keeps rows created in the same millisecond apart (microsecond cursor)', async () => {
      await testApp.db.execute(sql`delete from pro_posts`);
      await testApp.db.execute(sql`
        insert into pro_posts (author_id, content, created_at)
        select ${lea.id}, 'Same instant ' || n, timestamptz '2026-01-01 10:00:00.123' + (n || ' microseconds')::interval
        from generate_series(1, 12) as n`);
      const posts = await readAll(marc, '', 5);
      expect(posts).toHaveLength(12);
      expect(new Set(posts.map((post) => post.id)).size).toBe(12);
    });

    it('reads pages through the (created_at, id) index, backwards, also after a cursor', async () => {
      await testApp.db.execute(sql`
        insert into pro_posts (author_id, content, created_at)
        select ${lea.id}, 'Bulk ' || n, now() - (n || ' seconds')::interval from generate_series(1, 3000) as n`);
      await testApp.db.execute(sql`analyze pro_posts`);
      for (const where of [
        sql``,
        sql`where (created_at, id) < (now() - interval '1000 seconds', '00000000-0000-4000-8000-000000000000'::uuid)`,
      ]) {
        const plan = await testApp.db.execute<{ 'QUERY PLAN': string }>(
          sql`explain select id from pro_posts ${where} order by created_at desc, id desc limit 21`,
        );
        const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(text).toMatch(/Index (Only )?Scan Backward using pro_posts_created_at_id_idx/);
        expect(text).not.toContain('Sort');
      }
    });

    it('counts a CRLF line break as one character, like the composer does', async () => {
      const response = await publish(lea, `${'x'.repeat(4998)}\r\ny`);
      expect(response.statusCode).toBe(201);
      expect(response.json().content).toBe(`${'x'.repeat(4998)}\ny`);
    });

    it('sends a page compressed in one piece, its length known, as browsers ask for it', async () => {
      await testApp.db.execute(sql`delete from pro_posts`);
      await testApp.db.execute(sql`
        insert into pro_posts (author_id, content, created_at)
        select ${lea.id}, 'Retour d’expérience ' || n || ' : ' || repeat('migration, recette et mise en production. ', 14),
          now() - (n || ' seconds')::interval
        from generate_series(1, 20) as n`);
      const plain = await call('GET', '/api/posts?limit=20', marc.cookie);
      // A page of twenty long posts: far above the size under which answers are sent as they are.
      expect(plain.rawPayload.length).toBeGreaterThan(10_000);
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const compressed = await testApp.app.inject({
          method: 'GET',
          url: '/api/posts?limit=20',
          headers: { cookie: marc.cookie, 'accept-encoding': encoding },
        });
        expect(compressed.headers['content-encoding']).toBe(encoding);
        // Compressed at once rather than through a stream of its own, whose objects outlive the answer and load
        // the collector at every page a reader turns: the length is known before the first byte is sent.
        expect(compressed.headers['transfer-encoding']).toBeUndefined();
        expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
        expect(JSON.parse(decode(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
      }
    });

    it('refuses a forged cursor with 400', async () => {
      const response = await call('GET', '/api/posts?cursor=bm90LWEtY3Vyc29y', marc.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_CURSOR');
    });

    it('never uses OFFSET', () => {
      const sourceDir = path.resolve(import.meta.dirname, '../src');
      // The administrators' project list pages by number, with a total (decision 0026): the one exception.
      const numberedPages = path.join(sourceDir, 'modules/admin/admin-projects.service.ts');
      const files = listFiles(sourceDir).filter((file) => file.endsWith('.ts') && file !== numberedPages);
      const offenders = files.filter((file) =>
        /\boffset\s*\(|\boffset\s+\$|\bOFFSET\b/.test(readFileSync(file, 'utf8')),
      );
      expect(offenders).toEqual([]);
    });
  });

  describe('likes and comments', () => {
    let postId: string;
    beforeAll(async () => {
      postId = (await publish(lea, 'À commenter')).json().id;
    });

    it('counts likes once per user, idempotently, and tells each viewer whether they liked', async () => {
      const like = (user: RegisteredUser) => call('PUT', `/api/posts/${postId}/like`, user.cookie);
      expect((await like(marc)).json()).toEqual({ likeCount: 1, likedByMe: true });
      expect((await like(marc)).json()).toEqual({ likeCount: 1, likedByMe: true });
      expect((await like(lea)).json()).toEqual({ likeCount: 2, likedByMe: true });
      expect((await call('DELETE', `/api/posts/${postId}/like`, lea.cookie)).json()).toEqual({
        likeCount: 1,
        likedByMe: false,
      });
      const asMarc = (await readAll(marc)).find((post) => post.id === postId);
      const asLea = (await readAll(lea)).find((post) => post.id === postId);
      expect(asMarc).toMatchObject({ likeCount: 1, likedByMe: true, isMine: false });
      expect(asLea).toMatchObject({ likeCount: 1, likedByMe: false, isMine: true });
    });

    it('lists comments oldest first with their author, and updates the count', async () => {
      const first = await call('POST', `/api/posts/${postId}/comments`, marc.cookie, {
        content: 'Premier !',
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        commentCount: 1,
        comment: { content: 'Premier !', isMine: true },
      });
      await call('POST', `/api/posts/${postId}/comments`, newcomer.cookie, { content: 'Second' });
      const list = (await call('GET', `/api/posts/${postId}/comments`, lea.cookie)).json();
      expect(list.comments.map((comment: { content: string }) => comment.content)).toEqual([
        'Premier !',
        'Second',
      ]);
      expect(list.comments[0].author).toMatchObject({ firstName: 'Marc', profession: 'Designer produit' });
      const post = (await readAll(lea)).find((candidate) => candidate.id === postId);
      expect(post?.commentCount).toBe(2);
    });

    it('refuses blank and over-long comments', async () => {
      for (const content of [' ', 'x'.repeat(2001)]) {
        const response = await call('POST', `/api/posts/${postId}/comments`, marc.cookie, { content });
        expect(response.statusCode).toBe(400);
      }
    });

    it('lets only the author delete a comment', async () => {
      const commented = (await publish(lea, 'Deux commentaires')).json().id as string;
      for (const content of ['Premier', 'Deuxième'])
        await call('POST', `/api/posts/${commented}/comments`, marc.cookie, { content });
      const { comment } = (
        await call('POST', `/api/posts/${commented}/comments`, marc.cookie, { content: 'Oups' })
      ).json();
      const url = `/api/posts/${commented}/comments/${comment.id}`;
      expect((await call('DELETE', url, lea.cookie)).statusCode).toBe(403);
      const deleted = await call('DELETE', url, marc.cookie);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ commentCount: 2 });
    });

    it('keeps the stored counts equal to the real ones under concurrent likes and account deletion', async () => {
      const target = (await publish(marc, 'Compté juste')).json().id as string;
      const likers = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          registerConfirmedUser(client, { email: `liker-${index}@example.test` }),
        ),
      );
      // Every liker likes twice, unlikes and likes again, all at once.
      await Promise.all(
        likers.flatMap((liker) => [
          call('PUT', `/api/posts/${target}/like`, liker.cookie),
          call('PUT', `/api/posts/${target}/like`, liker.cookie),
        ]),
      );
      await Promise.all(likers.map((liker) => call('DELETE', `/api/posts/${target}/like`, liker.cookie)));
      await Promise.all(likers.map((liker) => call('PUT', `/api/posts/${target}/like`, liker.cookie)));
      await Promise.all(
        likers.map((liker, index) =>
          call('POST', `/api/posts/${target}/comments`, liker.cookie, { content: `Avis ${index}` }),
        ),
      );
      // Deleting an account removes its likes and comments by cascade: the counts follow.
      const [leaving] = likers;
      await testApp.db.execute(sql`delete from "user" where id = ${leaving?.id ?? ''}`);

      const stored = await testApp.db.execute<{ like_count: number; comment_count: number }>(
        sql`select like_count, comment_count from pro_posts where id = ${target}`,
      );
      const real = await testApp.db.execute<{ likes: number; comments: number }>(sql`
        select (select count(*)::int from pro_post_likes where post_id = ${target}) as likes,
               (select count(*)::int from pro_post_comments where post_id = ${target}) as comments`);
      expect(real.rows[0]).toEqual({ likes: 5, comments: 5 });
      expect(stored.rows[0]).toEqual({ like_count: 5, comment_count: 5 });
      const shown = (await readAll(lea)).find((post) => post.id === target);
      expect(shown).toMatchObject({ likeCount: 5, commentCount: 5 });
    });

    it('answers POST_NOT_FOUND for an unknown post', async () => {
      const response = await call('PUT', '/api/posts/00000000-0000-4000-8000-000000000000/like', marc.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('POST_NOT_FOUND');
    });
  });

  describe('deleting a post', () => {
    it('is reserved to the author, and removes likes, comments and the image file', async () => {
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#8e44ad' } })
        .png()
        .toBuffer();
      const form = multipartPost('À supprimer', { bytes: png, fileName: 'x.png', type: 'image/png' });
      const created = (await call('POST', '/api/posts', lea.cookie, form.payload, form.headers)).json();
      await call('PUT', `/api/posts/${created.id}/like`, marc.cookie);
      await call('POST', `/api/posts/${created.id}/comments`, marc.cookie, { content: 'Bien vu' });
      expect(await isUploadStored(testApp, created.imageUrl)).toBe(true);

      expect((await call('DELETE', `/api/posts/${created.id}`, marc.cookie)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/posts/${created.id}`, lea.cookie)).statusCode).toBe(204);
      const leftovers = await testApp.db.execute<{ likes: number; comments: number }>(sql`
        select (select count(*)::int from pro_post_likes where post_id = ${created.id}) as likes,
               (select count(*)::int from pro_post_comments where post_id = ${created.id}) as comments`);
      expect(leftovers.rows[0]).toEqual({ likes: 0, comments: 0 });
      expect(await isUploadStored(testApp, created.imageUrl)).toBe(false);
      expect((await call('DELETE', `/api/posts/${created.id}`, lea.cookie)).statusCode).toBe(404);
    });
  });

  describe('a post withheld from others', () => {
    it('is not read by its id, liked or commented while hidden pending review or while its author leaves', async () => {
      const post = (await publish(lea, 'Retenu pour examen')).json() as FeedPost;
      const { comment } = (
        await call('POST', `/api/posts/${post.id}/comments`, marc.cookie, { content: 'Avant' })
      ).json() as { comment: { id: string } };
      const statuses = async (user: RegisteredUser) => {
        const answers = [
          await call('GET', `/api/posts/${post.id}`, user.cookie),
          await call('GET', `/api/posts/${post.id}/revisions`, user.cookie),
          await call('GET', `/api/posts/${post.id}/comments`, user.cookie),
          await call('GET', `/api/posts/${post.id}/comments/${comment.id}/revisions`, user.cookie),
          await call('PUT', `/api/posts/${post.id}/like`, user.cookie),
          await call('DELETE', `/api/posts/${post.id}/like`, user.cookie),
          await call('POST', `/api/posts/${post.id}/comments`, user.cookie, { content: 'Après' }),
        ];
        return answers.map((answer) => answer.statusCode);
      };
      const open = [200, 200, 200, 200, 200, 200, 201];
      const notFound = [404, 404, 404, 404, 404, 404, 404];
      expect(await statuses(marc)).toEqual(open);

      await testApp.db.execute(sql`update pro_posts set hidden_at = now() where id = ${post.id}`);
      expect(await statuses(marc)).toEqual(notFound);
      // Its author still sees it until a moderator decides.
      expect(await statuses(lea)).toEqual(open);

      await testApp.db.execute(sql`update pro_posts set hidden_at = null where id = ${post.id}`);
      await testApp.db.execute(sql`insert into account_deletions (user_id, due_at, cancel_token_hash)
        values (${lea.id}, now() + interval '30 days', 'withheld-post-test')`);
      try {
        expect(await statuses(marc)).toEqual(notFound);
      } finally {
        await testApp.db.execute(sql`delete from account_deletions where user_id = ${lea.id}`);
      }
      expect(await statuses(marc)).toEqual(open);
    });

    it('keeps the history of a comment hidden or by a member leaving from everyone but its author', async () => {
      const post = (await publish(lea, 'Un fil avec un commentaire retenu')).json() as FeedPost;
      const { comment } = (
        await call('POST', `/api/posts/${post.id}/comments`, marc.cookie, { content: 'Retenu' })
      ).json() as { comment: { id: string } };
      await testApp.db.execute(sql`update pro_post_comments set hidden_at = now() where id = ${comment.id}`);
      const history = (user: RegisteredUser) =>
        call('GET', `/api/posts/${post.id}/comments/${comment.id}/revisions`, user.cookie);
      expect((await history(lea)).statusCode).toBe(404);
      expect((await history(marc)).statusCode).toBe(200);

      await testApp.db.execute(sql`update pro_post_comments set hidden_at = null where id = ${comment.id}`);
      expect((await history(lea)).statusCode).toBe(200);
      await testApp.db.execute(sql`insert into account_deletions (user_id, due_at, cancel_token_hash)
        values (${marc.id}, now() + interval '30 days', 'withheld-comment-test')`);
      try {
        expect((await history(lea)).statusCode).toBe(404);
      } finally {
        await testApp.db.execute(sql`delete from account_deletions where user_id = ${marc.id}`);
      }
    });
  });

  // The search itself (stemming, ranking, pages, plans) is tested in search.test.ts.
  describe('search', () => {
    beforeAll(async () => {
      await publish(marc, 'Nous cherchons un spécialiste Kubernetes pour une migration.');
      await publish(lea, 'Atelier de modélisation des données jeudi.');
    });

    it('finds posts by content, case- and accent-insensitively', async () => {
      const byContent = await readAll(marc, '&q=KUBERNETES');
      expect(byContent.map((post) => post.content)).toEqual([
        'Nous cherchons un spécialiste Kubernetes pour une migration.',
      ]);
      const accents = await readAll(marc, '&q=modelisation');
      expect(accents.map((post) => post.content)).toEqual(['Atelier de modélisation des données jeudi.']);
    });

    it('finds posts by author name, and the professionals of a profession', async () => {
      const byName = await readAll(lea, '&q=dupont');
      expect(byName.length).toBeGreaterThan(0);
      expect(byName.every((post) => post.author.id === marc.id)).toBe(true);
      const byProfession = await call('GET', '/api/profiles/search?q=ingenieure', marc.cookie);
      expect(byProfession.json().people.map((person: { id: string }) => person.id)).toEqual([lea.id]);
    });
  });
});

function listFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const full = path.join(directory, entry);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}
