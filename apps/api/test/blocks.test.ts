import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthClient,
  nextIp,
  type RegisteredUser,
  registerEligibleProfessional,
} from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('blocking and muting', () => {
  let testApp: TestApp;
  let client: AuthClient;
  let lea: RegisteredUser;
  let marc: RegisteredUser;
  let nina: RegisteredUser;

  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
    lea = await registerEligibleProfessional(client, {
      email: 'lea@example.test',
      firstName: 'Léa',
      lastName: 'Fournier',
    });
    marc = await registerEligibleProfessional(client, {
      email: 'marc@example.test',
      firstName: 'Marc',
      lastName: 'Dupont',
    });
    nina = await registerEligibleProfessional(client, {
      email: 'nina@example.test',
      firstName: 'Nina',
      lastName: 'Roux',
    });
  });
  afterAll(() => testApp.close());

  const call = (method: Method, url: string, user?: RegisteredUser, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { origin: client.appUrl, ...(user ? { cookie: user.cookie } : {}) },
    });
  const expectStatus = async (
    status: number,
    method: Method,
    url: string,
    user: RegisteredUser,
    payload?: object,
  ) => {
    const response = await call(method, url, user, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return response.json() as Record<string, unknown>;
  };
  const publish = async (user: RegisteredUser, content: string) =>
    (await expectStatus(201, 'POST', '/api/posts', user, { content })).id as string;
  const commentOn = (user: RegisteredUser, postId: string, content: string) =>
    call('POST', `/api/posts/${postId}/comments`, user, { content });
  const feedIds = async (user: RegisteredUser, query = '') => {
    const page = (await call('GET', `/api/posts?limit=50${query}`, user)).json() as {
      posts: { id: string }[];
    };
    return page.posts.map((post) => post.id);
  };
  const commentTexts = async (user: RegisteredUser, postId: string) => {
    const page = (await call('GET', `/api/posts/${postId}/comments`, user)).json() as {
      comments: { content: string }[];
    };
    return page.comments.map((each) => each.content);
  };
  const follows = async (follower: RegisteredUser, followed: RegisteredUser) => {
    const result = await testApp.db.execute(
      sql`select 1 from follows where follower_id = ${follower.id} and followed_id = ${followed.id}`,
    );
    return result.rows.length === 1;
  };
  const clearRelations = async () => {
    await testApp.db.execute(sql`delete from user_blocks`);
    await testApp.db.execute(sql`delete from user_mutes`);
    await testApp.db.execute(sql`delete from follows`);
  };

  it('ends the follows both ways, and says so on the profile of the one blocked, to the blocker only', async () => {
    await clearRelations();
    await expectStatus(200, 'PUT', `/api/profiles/${marc.id}/follow`, lea);
    await expectStatus(200, 'PUT', `/api/profiles/${lea.id}/follow`, marc);

    expect(await expectStatus(200, 'PUT', `/api/profiles/${marc.id}/block`, lea)).toEqual({
      isBlockedByMe: true,
      isMutedByMe: false,
    });
    expect(await follows(lea, marc)).toBe(false);
    expect(await follows(marc, lea)).toBe(false);
    expect(await expectStatus(200, 'GET', `/api/profiles/${marc.id}`, lea)).toMatchObject({
      isBlockedByMe: true,
      followerCount: 0,
    });
    // The person blocked is not told.
    expect(await expectStatus(200, 'GET', `/api/profiles/${lea.id}`, marc)).toMatchObject({
      isBlockedByMe: false,
    });
    // Idempotent.
    await expectStatus(200, 'PUT', `/api/profiles/${marc.id}/block`, lea);
  });

  it('stops following, commenting and liking between the two, both ways, with a translated code', async () => {
    await clearRelations();
    const leaPost = await publish(lea, 'Publication de Léa');
    const marcPost = await publish(marc, 'Publication de Marc');
    await expectStatus(200, 'PUT', `/api/profiles/${marc.id}/block`, lea);

    for (const [actor, target, post] of [
      [marc, lea, leaPost],
      [lea, marc, marcPost],
    ] as const) {
      const follow = await call('PUT', `/api/profiles/${target.id}/follow`, actor);
      expect(follow.statusCode).toBe(403);
      expect(follow.json()).toMatchObject({ code: 'INTERACTION_BLOCKED' });
      const comment = await commentOn(actor, post, 'Un commentaire');
      expect(comment.statusCode).toBe(403);
      expect(comment.json()).toMatchObject({ code: 'INTERACTION_BLOCKED' });
      expect((await call('PUT', `/api/posts/${post}/like`, actor)).statusCode).toBe(403);
    }
    expect(await commentTexts(nina, leaPost)).toEqual([]);

    // Someone else is not affected.
    await expectStatus(201, 'POST', `/api/posts/${leaPost}/comments`, nina, { content: 'Bravo' });
    await expectStatus(200, 'PUT', `/api/profiles/${lea.id}/follow`, nina);
  });

  it('takes each one’s posts and comments out of the other’s feed and searches, and only theirs', async () => {
    await clearRelations();
    const leaPost = await publish(lea, 'Chantier zéphyr de Léa');
    const marcPost = await publish(marc, 'Chantier zéphyr de Marc');
    const ninaPost = await publish(nina, 'Chantier zéphyr de Nina');
    await expectStatus(201, 'POST', `/api/posts/${ninaPost}/comments`, marc, { content: 'Avis de Marc' });
    await expectStatus(201, 'POST', `/api/posts/${ninaPost}/comments`, lea, { content: 'Avis de Léa' });
    await expectStatus(200, 'PUT', `/api/profiles/${marc.id}/block`, lea);

    expect(await feedIds(lea)).toEqual(expect.arrayContaining([leaPost, ninaPost]));
    expect(await feedIds(lea)).not.toContain(marcPost);
    expect(await feedIds(marc)).not.toContain(leaPost);
    expect(await feedIds(lea, '&q=z%C3%A9phyr')).toEqual([ninaPost, leaPost]);
    expect(await feedIds(lea, '&q=Marc')).toEqual([]);
    expect(await feedIds(nina)).toEqual(expect.arrayContaining([leaPost, marcPost, ninaPost]));
    expect(await commentTexts(lea, ninaPost)).toEqual(['Avis de Léa']);
    expect(await commentTexts(marc, ninaPost)).toEqual(['Avis de Marc']);
    expect(await commentTexts(nina, ninaPost)).toEqual(['Avis de Marc', 'Avis de Léa']);
  });

  it('pages a feed with blocked authors in full: no page cut short, no post twice', async () => {
    await clearRelations();
    const ours: string[] = [];
    for (let index = 0; index < 12; index++) {
      ours.push(await publish(index % 3 === 0 ? nina : marc, `Page ${index}`));
    }
    await expectStatus(200, 'PUT', `/api/profiles/${marc.id}/block`, lea);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/posts?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await call('GET', url, lea)).json() as {
        posts: { id: string }[];
        nextCursor: string | null;
      };
      if (page.nextCursor) expect(page.posts).toHaveLength(2);
      seen.push(...page.posts.map((post) => post.id));
      cursor = page.nextCursor;
    } while (cursor);
    const expected = ours.filter((_, index) => index % 3 === 0).reverse();
    expect(seen.filter((id) => ours.includes(id))).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('hides a blocker’s post from the person blocked even by its address: comments and history', async () => {
    await clearRelations();
    const leaPost = await publish(lea, 'Texte de Léa');
    await expectStatus(200, 'PATCH', `/api/posts/${leaPost}`, lea, { content: 'Texte corrigé de Léa' });
    await expectStatus(200, 'PUT', `/api/profiles/${marc.id}/block`, lea);
    for (const url of [`/api/posts/${leaPost}/comments`, `/api/posts/${leaPost}/revisions`]) {
      const response = await call('GET', url, marc);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'POST_NOT_FOUND' });
      await expectStatus(200, 'GET', url, nina);
    }
  });

  it('lets the blocker undo it: interactions open again, the ended follows stay ended', async () => {
    await clearRelations();
    await expectStatus(200, 'PUT', `/api/profiles/${lea.id}/follow`, marc);
    await expectStatus(200, 'PUT', `/api/profiles/${marc.id}/block`, lea);
    // Only the blocker lifts a block.
    await expectStatus(200, 'DELETE', `/api/profiles/${lea.id}/block`, marc);
    expect((await call('PUT', `/api/profiles/${lea.id}/follow`, marc)).statusCode).toBe(403);

    expect(await expectStatus(200, 'DELETE', `/api/profiles/${marc.id}/block`, lea)).toEqual({
      isBlockedByMe: false,
      isMutedByMe: false,
    });
    expect(await follows(marc, lea)).toBe(false);
    const leaPost = await publish(lea, 'Après le déblocage');
    await expectStatus(201, 'POST', `/api/posts/${leaPost}/comments`, marc, { content: 'Re-bonjour' });
    await expectStatus(200, 'PUT', `/api/profiles/${lea.id}/follow`, marc);
  });

  it('keeps a blocked commenter from rewriting an old comment, but lets them delete it', async () => {
    await clearRelations();
    const leaPost = await publish(lea, 'Sujet');
    const written = (
      await expectStatus(201, 'POST', `/api/posts/${leaPost}/comments`, marc, { content: 'Avant' })
    ).comment as { id: string };
    await expectStatus(200, 'PUT', `/api/profiles/${marc.id}/block`, lea);
    const url = `/api/posts/${leaPost}/comments/${written.id}`;
    const edit = await call('PATCH', url, marc, { content: 'Après' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ code: 'INTERACTION_BLOCKED' });
    await expectStatus(200, 'DELETE', url, marc);
  });

  it('mutes without telling: the muted person’s posts and comments leave only the muter’s feed', async () => {
    await clearRelations();
    const marcPost = await publish(marc, 'Message de Marc');
    const ninaPost = await publish(nina, 'Message de Nina');
    await expectStatus(201, 'POST', `/api/posts/${ninaPost}/comments`, marc, { content: 'Marc commente' });
    await expectStatus(200, 'PUT', `/api/profiles/${lea.id}/follow`, marc);

    expect(await expectStatus(200, 'PUT', `/api/profiles/${marc.id}/mute`, lea)).toEqual({
      isBlockedByMe: false,
      isMutedByMe: true,
    });
    expect(await feedIds(lea)).not.toContain(marcPost);
    expect(await commentTexts(lea, ninaPost)).toEqual([]);
    // Nothing else changes: Marc still follows Léa and may comment; others still see him.
    expect(await follows(marc, lea)).toBe(true);
    const leaPost = await publish(lea, 'Message de Léa');
    await expectStatus(201, 'POST', `/api/posts/${leaPost}/comments`, marc, { content: 'Toujours là' });
    expect(await feedIds(nina)).toContain(marcPost);
    expect(await expectStatus(200, 'GET', `/api/profiles/${lea.id}`, marc)).toMatchObject({
      isMutedByMe: false,
    });
    expect(await expectStatus(200, 'GET', `/api/profiles/${marc.id}`, lea)).toMatchObject({
      isMutedByMe: true,
    });

    await expectStatus(200, 'DELETE', `/api/profiles/${marc.id}/mute`, lea);
    expect(await feedIds(lea)).toContain(marcPost);
  });

  it('lists the people I blocked and muted, most recent first, for the settings page', async () => {
    await clearRelations();
    expect(await expectStatus(200, 'GET', '/api/account/blocks', lea)).toEqual({ blocked: [], muted: [] });
    await expectStatus(200, 'PUT', `/api/profiles/${marc.id}/block`, lea);
    await expectStatus(200, 'PUT', `/api/profiles/${nina.id}/block`, lea);
    await expectStatus(200, 'PUT', `/api/profiles/${marc.id}/mute`, lea);
    // Someone else's list is their own.
    await expectStatus(200, 'PUT', `/api/profiles/${lea.id}/mute`, nina);

    const list = (await expectStatus(200, 'GET', '/api/account/blocks', lea)) as {
      blocked: { id: string; firstName: string; since: string }[];
      muted: { id: string; firstName: string }[];
    };
    expect(list.blocked.map((person) => person.firstName)).toEqual(['Nina', 'Marc']);
    expect(list.muted).toEqual([
      expect.objectContaining({
        id: marc.id,
        firstName: 'Marc',
        lastName: 'Dupont',
        profession: 'Consultant',
      }),
    ]);
    expect(Number.isNaN(Date.parse(list.blocked[0]?.since ?? ''))).toBe(false);

    await expectStatus(200, 'DELETE', `/api/profiles/${nina.id}/block`, lea);
    const after = (await expectStatus(200, 'GET', '/api/account/blocks', lea)) as {
      blocked: { id: string }[];
    };
    expect(after.blocked.map((person) => person.id)).toEqual([marc.id]);
  });

  it('refuses oneself and unknown people with clear codes', async () => {
    for (const kind of ['block', 'mute']) {
      const self = await call('PUT', `/api/profiles/${lea.id}/${kind}`, lea);
      expect(self.statusCode).toBe(400);
      expect(self.json()).toMatchObject({ code: 'CANNOT_BLOCK_SELF' });
      const unknown = await call('PUT', `/api/profiles/nobody-${kind}/${kind}`, lea);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND' });
    }
  });

  it('never leaves a follow standing beside a block, however a follow and a block race', async () => {
    for (let round = 0; round < 15; round++) {
      await clearRelations();
      const [followed] = await Promise.all([
        call('PUT', `/api/profiles/${lea.id}/follow`, marc),
        call('PUT', `/api/profiles/${marc.id}/block`, lea),
      ]);
      expect([200, 403]).toContain(followed.statusCode);
      expect(await follows(marc, lea)).toBe(false);
    }
  });
});
