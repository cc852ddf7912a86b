import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthClient,
  nextIp,
  type RegisteredUser,
  registerEligibleProfessional,
} from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

interface Revision {
  content: string;
  writtenAt: string;
}

describe('editing posts and comments, with their history', () => {
  let testApp: TestApp;
  let client: AuthClient;
  let lea: RegisteredUser;
  let marc: RegisteredUser;

  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
    lea = await registerEligibleProfessional(client, { email: 'lea@example.test', firstName: 'Léa' });
    marc = await registerEligibleProfessional(client, { email: 'marc@example.test', firstName: 'Marc' });
  });
  afterAll(() => testApp.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    user?: RegisteredUser,
    payload?: object,
  ) =>
    testApp.app.inject({
      method,
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { origin: client.appUrl, ...(user ? { cookie: user.cookie } : {}) },
    });
  const publish = async (user: RegisteredUser, content: string) => {
    const response = await call('POST', '/api/posts', user, { content });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; createdAt: string; editedAt: string | null };
  };
  const comment = async (user: RegisteredUser, postId: string, content: string) => {
    const response = await call('POST', `/api/posts/${postId}/comments`, user, { content });
    expect(response.statusCode).toBe(201);
    return (response.json() as { comment: { id: string; createdAt: string } }).comment;
  };
  const revisionsOf = async (url: string, user: RegisteredUser = marc) => {
    const response = await call('GET', `${url}/revisions`, user);
    expect(response.statusCode).toBe(200);
    return (response.json() as { revisions: Revision[] }).revisions;
  };
  const feedPost = async (user: RegisteredUser, postId: string) => {
    const page = (await call('GET', '/api/posts?limit=50', user)).json() as {
      posts: { id: string; content: string; editedAt: string | null }[];
    };
    return page.posts.find((post) => post.id === postId);
  };

  it('replaces the text of a post, marks it edited, and keeps the earlier version for every reader', async () => {
    const post = await publish(lea, 'Nous recrutons un développeur React.');
    expect(post.editedAt).toBeNull();

    const edited = await call('PATCH', `/api/posts/${post.id}`, lea, {
      content: 'Nous recrutons une développeuse ou un développeur React.',
    });
    expect(edited.statusCode).toBe(200);
    const body = edited.json() as { content: string; editedAt: string; createdAt: string; isMine: boolean };
    expect(body.content).toBe('Nous recrutons une développeuse ou un développeur React.');
    expect(body.isMine).toBe(true);
    expect(body.createdAt).toBe(post.createdAt);
    expect(Date.parse(body.editedAt)).toBeGreaterThanOrEqual(Date.parse(post.createdAt));

    // Another reader sees the new text, the mark, and the whole history (current first).
    expect(await feedPost(marc, post.id)).toMatchObject({
      content: body.content,
      editedAt: body.editedAt,
    });
    expect(await revisionsOf(`/api/posts/${post.id}`)).toEqual([
      { content: body.content, writtenAt: body.editedAt },
      { content: 'Nous recrutons un développeur React.', writtenAt: post.createdAt },
    ]);
  });

  it('keeps every version through successive edits, newest first, each with when it was written', async () => {
    const post = await publish(lea, 'Version 1');
    const times: string[] = [post.createdAt];
    for (const version of [2, 3, 4]) {
      const response = await call('PATCH', `/api/posts/${post.id}`, lea, { content: `Version ${version}` });
      times.push((response.json() as { editedAt: string }).editedAt);
    }
    const revisions = await revisionsOf(`/api/posts/${post.id}`);
    expect(revisions.map((revision) => revision.content)).toEqual([
      'Version 4',
      'Version 3',
      'Version 2',
      'Version 1',
    ]);
    expect(revisions.map((revision) => revision.writtenAt)).toEqual(times.reverse());
  });

  it('changes nothing when the text is the same: no version, no edited mark', async () => {
    const post = await publish(lea, 'Inchangé');
    const response = await call('PATCH', `/api/posts/${post.id}`, lea, { content: 'Inchangé' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { editedAt: string | null }).editedAt).toBeNull();
    expect(await revisionsOf(`/api/posts/${post.id}`)).toHaveLength(1);
  });

  it('lets only the author edit, refuses bad text with a translated code, and loses nothing', async () => {
    const post = await publish(lea, 'Texte d’origine');
    const byOther = await call('PATCH', `/api/posts/${post.id}`, marc, { content: 'Piraté' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({ code: 'FORBIDDEN' });
    const signedOut = await call('PATCH', `/api/posts/${post.id}`, undefined, { content: 'Piraté' });
    expect(signedOut.statusCode).toBe(401);
    for (const content of ['', '   \n ', 'x'.repeat(5001)]) {
      const invalid = await call('PATCH', `/api/posts/${post.id}`, lea, { content });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const missing = await call('PATCH', '/api/posts/00000000-0000-4000-8000-000000000000', lea, {
      content: 'Texte',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'POST_NOT_FOUND' });
    expect(
      (await call('GET', '/api/posts/00000000-0000-4000-8000-000000000000/revisions', marc)).statusCode,
    ).toBe(404);
    expect(await revisionsOf(`/api/posts/${post.id}`)).toEqual([
      { content: 'Texte d’origine', writtenAt: post.createdAt },
    ]);
  });

  it('orders concurrent edits: every text replaced is in the history exactly once', async () => {
    const post = await publish(lea, 'Départ');
    const texts = Array.from({ length: 8 }, (_, index) => `Édition simultanée ${index}`);
    const responses = await Promise.all(
      texts.map((content) => call('PATCH', `/api/posts/${post.id}`, lea, { content })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(texts.map(() => 200));
    const revisions = await revisionsOf(`/api/posts/${post.id}`);
    expect(revisions).toHaveLength(texts.length + 1);
    expect(revisions.map((revision) => revision.content).sort()).toEqual(['Départ', ...texts].sort());
    expect(revisions.at(-1)?.content).toBe('Départ');
    const times = revisions.map((revision) => Date.parse(revision.writtenAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('edits a comment the same way, under its own post only', async () => {
    const post = await publish(marc, 'Qui connaît Drizzle ?');
    const written = await comment(lea, post.id, 'Moi, un peu.');
    const url = `/api/posts/${post.id}/comments/${written.id}`;

    expect((await call('PATCH', url, marc, { content: 'Piraté' })).statusCode).toBe(403);
    const otherPost = await publish(marc, 'Autre sujet');
    const misplaced = await call('PATCH', `/api/posts/${otherPost.id}/comments/${written.id}`, lea, {
      content: 'Ailleurs',
    });
    expect(misplaced.statusCode).toBe(404);
    expect(misplaced.json()).toMatchObject({ code: 'COMMENT_NOT_FOUND' });
    expect((await call('PATCH', url, lea, { content: 'x'.repeat(2001) })).statusCode).toBe(400);

    const edited = await call('PATCH', url, lea, { content: 'Moi, depuis deux ans.' });
    expect(edited.statusCode).toBe(200);
    const body = edited.json() as { content: string; editedAt: string; isMine: boolean };
    expect(body).toMatchObject({ content: 'Moi, depuis deux ans.', isMine: true });

    const listed = (await call('GET', `/api/posts/${post.id}/comments`, marc)).json() as {
      comments: { id: string; content: string; editedAt: string | null }[];
    };
    expect(listed.comments.find((each) => each.id === written.id)).toMatchObject({
      content: 'Moi, depuis deux ans.',
      editedAt: body.editedAt,
    });
    expect(await revisionsOf(url)).toEqual([
      { content: 'Moi, depuis deux ans.', writtenAt: body.editedAt },
      { content: 'Moi, un peu.', writtenAt: written.createdAt },
    ]);
  });

  it('answers at most the 50 latest versions of a long history', async () => {
    const post = await publish(lea, 'Version 0');
    await testApp.db.execute(sql`
      insert into pro_post_revisions (post_id, content, written_at, replaced_at)
      select ${post.id}, 'Ancienne ' || n, now() - (n || ' minutes')::interval, now()
      from generate_series(1, 80) n`);
    await call('PATCH', `/api/posts/${post.id}`, lea, { content: 'Version finale' });
    const revisions = await revisionsOf(`/api/posts/${post.id}`);
    expect(revisions).toHaveLength(50);
    expect(revisions[0]?.content).toBe('Version finale');
    expect(revisions[1]?.content).toBe('Version 0');
    expect(revisions[2]?.content).toBe('Ancienne 1');
  });

  it('deletes the history with its post or comment', async () => {
    const post = await publish(lea, 'Brouillon');
    await call('PATCH', `/api/posts/${post.id}`, lea, { content: 'Brouillon corrigé' });
    const written = await comment(marc, post.id, 'Avis');
    await call('PATCH', `/api/posts/${post.id}/comments/${written.id}`, marc, { content: 'Avis corrigé' });
    const count = async () => {
      const result = await testApp.db.execute<{ posts: number; comments: number }>(sql`
        select (select count(*)::int from pro_post_revisions where post_id = ${post.id}) as posts,
               (select count(*)::int from pro_comment_revisions where comment_id = ${written.id}) as comments`);
      return result.rows[0];
    };
    expect(await count()).toEqual({ posts: 1, comments: 1 });
    expect((await call('DELETE', `/api/posts/${post.id}`, lea)).statusCode).toBe(204);
    expect(await count()).toEqual({ posts: 0, comments: 0 });
    expect((await call('GET', `/api/posts/${post.id}/revisions`, marc)).statusCode).toBe(404);
  });
});
