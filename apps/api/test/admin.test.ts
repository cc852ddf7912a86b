import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banUser, changeUserRole } from '../src/modules/admin/admin-users.service.ts';
import { createOrPromoteAdmin } from '../src/scripts/create-admin.ts';
import {
  type AuthClient,
  cookiesOf,
  getSessionUser,
  nextIp,
  postAuth,
  type RegisteredUser,
  registerConfirmedUser,
  registerEligibleProfessional,
} from './helpers/auth.ts';
import { readMailbox } from './helpers/mailbox.ts';
import { buildTestApp, isUploadStored, type TestApp } from './helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

describe('the admin API', () => {
  let testApp: TestApp;
  let client: AuthClient;
  let admin: { id: string; cookie: string };
  let member: RegisteredUser;
  let professional: RegisteredUser;

  const call = (method: Method, url: string, cookie?: string, payload?: object | Buffer, headers = {}) =>
    testApp.app.inject({
      method,
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { origin: client.appUrl, ...(cookie ? { cookie } : {}), ...headers },
    });

  const roleOf = async (userId: string) =>
    (await testApp.db.execute<{ role: string }>(sql`select role from "user" where id = ${userId}`)).rows[0]
      ?.role;

  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
    const created = await createOrPromoteAdmin(testApp.db, {
      email: 'admin@example.test',
      password: 'the admin passphrase',
    });
    const signIn = await postAuth(client, '/sign-in/email', {
      email: 'admin@example.test',
      password: 'the admin passphrase',
    });
    admin = { id: created.userId, cookie: cookiesOf(signIn) };
    member = await registerConfirmedUser(client, { email: 'member@example.test' });
    professional = await registerEligibleProfessional(client, {
      email: 'pro@example.test',
      firstName: 'Paul',
    });
  });
  afterAll(() => testApp.close());

  describe('authorization matrix', () => {
    const routes: { method: Method; path: (target: string) => string; payload?: object; okStatus: number }[] =
      [
        { method: 'GET', path: () => '/api/admin/overview', okStatus: 200 },
        { method: 'GET', path: () => '/api/admin/users', okStatus: 200 },
        { method: 'GET', path: () => '/api/admin/audit', okStatus: 200 },
        {
          method: 'PATCH',
          path: (target) => `/api/admin/users/${target}/role`,
          payload: { role: 'professional' },
          okStatus: 200,
        },
        { method: 'PATCH', path: (target) => `/api/admin/users/${target}/promote`, okStatus: 200 },
        {
          method: 'POST',
          path: (target) => `/api/admin/users/${target}/ban`,
          payload: { reason: 'spam' },
          okStatus: 200,
        },
        { method: 'POST', path: (target) => `/api/admin/users/${target}/unban`, okStatus: 200 },
        { method: 'DELETE', path: (target) => `/api/admin/users/${target}`, okStatus: 200 },
      ];

    it.each(routes)('$method $okStatus: 401 signed out, 403 for users and professionals', async (route) => {
      const target = (await registerConfirmedUser(client, { email: `target-${Math.random()}@example.test` }))
        .id;
      const url = route.path(target);
      expect((await call(route.method, url, undefined, route.payload)).statusCode).toBe(401);
      for (const actor of [member, professional]) {
        const response = await call(route.method, url, actor.cookie, route.payload);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
      expect(await roleOf(target)).toBe('user');
    });

    it.each(routes.filter((route) => route.path('x').includes('/users/')))(
      '$method on oneself is refused with CANNOT_MODIFY_SELF, and nothing changes',
      async (route) => {
        const response = await call(route.method, route.path(admin.id), admin.cookie, route.payload);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('CANNOT_MODIFY_SELF');
        expect(await roleOf(admin.id)).toBe('admin');
        expect(await getSessionUser(client, admin.cookie)).toMatchObject({ role: 'admin' });
      },
    );

    it.each(routes)('$method by an admin on another user succeeds', async (route) => {
      const target = (await registerConfirmedUser(client, { email: `ok-${Math.random()}@example.test` })).id;
      const response = await call(route.method, route.path(target), admin.cookie, route.payload);
      expect(response.statusCode).toBe(route.okStatus);
    });

    it('never demotes the last admin: an acting admin who lost the role meanwhile is refused', async () => {
      // Earlier tests promoted others: make `admin` the only administrator again.
      await testApp.db.execute(
        sql`update "user" set role = 'user' where role = 'admin' and id <> ${admin.id}`,
      );
      const staleActor = { id: member.id, email: member.email, role: 'admin' as const };
      await expect(
        changeUserRole(testApp.db, { actor: staleActor, userId: admin.id, role: 'user' }),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await roleOf(admin.id)).toBe('admin');
    });
  });

  describe('role changes', () => {
    it('applies a role change on the user’s very next request, and records it in the audit log', async () => {
      const target = await registerConfirmedUser(client, { email: 'mover@example.test' });
      const response = await call('PATCH', `/api/admin/users/${target.id}/role`, admin.cookie, {
        role: 'professional',
      });
      expect(response.json()).toMatchObject({ success: true, user: { role: 'professional' } });
      expect(await getSessionUser(client, target.cookie)).toMatchObject({ role: 'professional' });

      const promoted = await call('PATCH', `/api/admin/users/${target.id}/promote`, admin.cookie);
      expect(promoted.json().user.role).toBe('admin');
      const adminArea = await call('GET', '/api/admin/users', target.cookie);
      expect(adminArea.statusCode).toBe(200);

      const audit = (await call('GET', '/api/admin/audit', admin.cookie)).json();
      expect(audit.entries.slice(0, 2)).toEqual([
        expect.objectContaining({
          action: 'user.promote',
          targetId: target.id,
          actorEmail: 'admin@example.test',
        }),
        expect.objectContaining({
          action: 'user.role',
          targetId: target.id,
          before: { role: 'user' },
          after: { role: 'professional' },
        }),
      ]);
    });

    it.each(['admin', 'editor', 'root'])('refuses %s through the role picker', async (role) => {
      const response = await call('PATCH', `/api/admin/users/${member.id}/role`, admin.cookie, { role });
      expect(response.statusCode).toBe(400);
      expect(await roleOf(member.id)).toBe('user');
    });
  });

  describe('bans', () => {
    it('ends the sessions and refuses sign-in until lifted', async () => {
      const target = await registerConfirmedUser(client, { email: 'banned@example.test' });
      const banned = await call('POST', `/api/admin/users/${target.id}/ban`, admin.cookie, {
        reason: 'Spam répété',
      });
      expect(banned.json().user).toMatchObject({ banned: true, banReason: 'Spam répété' });
      expect(await getSessionUser(client, target.cookie)).toBeNull();
      const refused = await postAuth(client, '/sign-in/email', {
        email: target.email,
        password: target.password,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'BANNED_USER',
        details: { banReason: 'Spam répété', banExpires: null },
      });
      // Someone without the password learns nothing about the ban.
      const guessed = await postAuth(client, '/sign-in/email', {
        email: target.email,
        password: 'not the password at all',
      });
      expect(guessed.statusCode).toBe(401);
      expect(guessed.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
      expect(guessed.body).not.toContain('Spam');

      await call('POST', `/api/admin/users/${target.id}/unban`, admin.cookie);
      const allowed = await postAuth(client, '/sign-in/email', {
        email: target.email,
        password: target.password,
      });
      expect(allowed.statusCode).toBe(200);
    });

    it('tells a banned user until when, and that there is no reason when none was given', async () => {
      const target = await registerConfirmedUser(client, { email: 'banned-until@example.test' });
      const expiresAt = new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString();
      await call('POST', `/api/admin/users/${target.id}/ban`, admin.cookie, { reason: null, expiresAt });

      const refused = await postAuth(client, '/sign-in/email', {
        email: target.email.toUpperCase(),
        password: target.password,
      });

      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'BANNED_USER',
        details: { banReason: null, banExpires: expiresAt },
      });
    });
  });

  describe('deleting a user', () => {
    it('removes everything they own in one go, files included, and leaves no orphan rows', async () => {
      const leaving = await registerEligibleProfessional(client, { email: 'leaving@example.test' });
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#d35400' } })
        .png()
        .toBuffer();
      const boundary = 'b0undary';
      const multipart = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const contentType = { 'content-type': `multipart/form-data; boundary=${boundary}` };
      const avatarUrl = (
        await call('PUT', `/api/profiles/${leaving.id}/avatar`, leaving.cookie, multipart, contentType)
      ).json().avatarUrl as string;
      const postMultipart = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nBye\r\n`),
        multipart,
      ]);
      const post = (await call('POST', '/api/posts', leaving.cookie, postMultipart, contentType)).json();
      await call('PUT', `/api/posts/${post.id}/like`, professional.cookie);
      await call('POST', `/api/posts/${post.id}/comments`, professional.cookie, { content: 'Dommage' });
      const otherPost = (await call('POST', '/api/posts', professional.cookie, { content: 'Hello' })).json();
      await call('PUT', `/api/posts/${otherPost.id}/like`, leaving.cookie);
      await call('POST', `/api/posts/${otherPost.id}/comments`, leaving.cookie, { content: 'Salut' });
      await call('PUT', `/api/profiles/${professional.id}/follow`, leaving.cookie);
      await call('PUT', `/api/profiles/${leaving.id}/follow`, professional.cookie);
      const files = [avatarUrl, post.imageUrl as string];
      const stored = () => Promise.all(files.map((url) => isUploadStored(testApp, url)));
      expect(await stored()).toEqual([true, true]);

      const response = await call('DELETE', `/api/admin/users/${leaving.id}`, admin.cookie);
      expect(response.statusCode).toBe(200);
      const leftovers = await testApp.db.execute<Record<string, number>>(sql`select
        (select count(*)::int from "user" where id = ${leaving.id}) as users,
        (select count(*)::int from session where user_id = ${leaving.id}) as sessions,
        (select count(*)::int from account where user_id = ${leaving.id}) as accounts,
        (select count(*)::int from profiles where id = ${leaving.id}) as profiles,
        (select count(*)::int from professional_profiles where id = ${leaving.id}) as professional_profiles,
        (select count(*)::int from user_skills where user_id = ${leaving.id}) as user_skills,
        (select count(*)::int from pro_posts where author_id = ${leaving.id}) as posts,
        (select count(*)::int from pro_post_likes where user_id = ${leaving.id} or post_id = ${post.id}) as likes,
        (select count(*)::int from pro_post_comments where user_id = ${leaving.id} or post_id = ${post.id}) as comments,
        (select count(*)::int from follows where follower_id = ${leaving.id} or followed_id = ${leaving.id}) as follows,
        (select count(*)::int from verification where value = ${leaving.id}) as verifications`);
      expect(Object.values(leftovers.rows[0] ?? {}).every((value) => value === 0)).toBe(true);
      expect(await stored()).toEqual([false, false]);
      expect(await getSessionUser(client, leaving.cookie)).toBeNull();
      const otherStillThere = await call('GET', '/api/posts', professional.cookie);
      expect(
        otherStillThere.json().posts.find((candidate: { id: string }) => candidate.id === otherPost.id),
      ).toMatchObject({
        likeCount: 0,
        commentCount: 0,
      });
    });
  });

  describe('moderation', () => {
    it('removes any post or comment and tells the author by e-mail in their language', async () => {
      const author = await registerEligibleProfessional(client, { email: 'author@example.test' });
      await call('POST', '/api/auth/update-user', author.cookie, { locale: 'en' });
      const post = (await call('POST', '/api/posts', author.cookie, { content: 'Contenu douteux' })).json();
      const comment = (
        await call('POST', `/api/posts/${post.id}/comments`, author.cookie, {
          content: 'Commentaire douteux',
        })
      ).json().comment;

      expect(
        (await call('DELETE', `/api/admin/posts/${post.id}/comments/${comment.id}`, professional.cookie))
          .statusCode,
      ).toBe(403);
      const removedComment = await call(
        'DELETE',
        `/api/admin/posts/${post.id}/comments/${comment.id}`,
        admin.cookie,
      );
      expect(removedComment.json()).toEqual({ commentCount: 0 });
      expect((await call('DELETE', `/api/admin/posts/${post.id}`, member.cookie)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/admin/posts/${post.id}`, admin.cookie)).statusCode).toBe(204);

      const mails = await readMailbox(testApp.app, 'author@example.test');
      const notices = mails.filter((mail) => mail.template === 'content-removed');
      expect(notices).toHaveLength(2);
      expect(notices.every((mail) => mail.locale === 'en')).toBe(true);
      expect(notices.map((mail) => mail.text).join('\n')).toContain('Contenu douteux');
      const audit = (await call('GET', '/api/admin/audit', admin.cookie)).json();
      expect(audit.entries.slice(0, 2).map((entry: { action: string }) => entry.action)).toEqual([
        'post.delete',
        'comment.delete',
      ]);
    });
  });

  describe('listing 1,000 users', () => {
    beforeAll(async () => {
      await testApp.db.execute(sql`
        insert into "user" (id, email, name, role, email_verified, created_at)
        select 'bulk-' || n, 'bulk-' || lpad(n::text, 4, '0') || '@example.test', '',
          case when n % 10 = 0 then 'professional' else 'user' end, n % 3 = 0,
          now() - (n || ' minutes')::interval
        from generate_series(1, 1000) as n`);
      await testApp.db.execute(sql`
        insert into profiles (id, first_name, last_name) values ('bulk-7', 'Élodie', 'Château')`);
    });

    it('walks every user exactly once in pages of 50, newest first, with the total', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let total = 0;
      let pages = 0;
      do {
        const url: string = `/api/admin/users${cursor ? `?cursor=${cursor}` : ''}`;
        const response = await call('GET', url, admin.cookie);
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json();
        expect(page.users.length).toBeLessThanOrEqual(50);
        seen.push(...page.users.map((user: { id: string }) => user.id));
        total = page.total;
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor);
      expect(seen.length).toBe(total);
      expect(new Set(seen).size).toBe(total);
      expect(total).toBeGreaterThanOrEqual(1000);
      expect(pages).toBe(Math.ceil(total / 50));
      const bulk = seen.filter((id) => id.startsWith('bulk-'));
      expect(bulk.slice(0, 3)).toEqual(['bulk-1', 'bulk-2', 'bulk-3']);
    });

    it('searches by e-mail, name (accents ignored) and role on the server', async () => {
      const byEmail = (await call('GET', '/api/admin/users?q=BULK-099', admin.cookie)).json();
      expect(byEmail.total).toBe(10);
      expect(byEmail.users.every((user: { email: string }) => user.email.startsWith('bulk-099'))).toBe(true);
      const byName = (await call('GET', '/api/admin/users?q=elodie%20chateau', admin.cookie)).json();
      expect(byName.users.map((user: { id: string; name: string }) => [user.id, user.name])).toEqual([
        ['bulk-7', 'Élodie Château'],
      ]);
      const byRole = (await call('GET', '/api/admin/users?q=professional', admin.cookie)).json();
      expect(byRole.total).toBeGreaterThanOrEqual(100);
      expect(byRole.users.every((user: { role: string }) => user.role === 'professional')).toBe(true);
      const first = byRole.users[0];
      expect(first).toEqual(
        expect.objectContaining({
          emailVerified: expect.any(Boolean),
          createdAt: expect.any(String),
          banned: false,
        }),
      );
    });
  });

  describe('overview', () => {
    it('reports real figures: users, activity against the previous 30 days, sign-ups per day', async () => {
      const published = await call('POST', '/api/posts', professional.cookie, {
        content: 'Activité du mois',
      });
      expect(published.statusCode).toBe(201);
      const response = await call('GET', '/api/admin/overview', admin.cookie);
      expect(response.statusCode).toBe(200);
      const overview = response.json();
      const users = await testApp.db.execute<{ total: number }>(
        sql`select count(*)::int as total from "user"`,
      );
      expect(overview.users.total).toBe(users.rows[0]?.total);
      expect(overview.users.newLast30Days).toBe(overview.users.total);
      expect(overview.signupsPerDay).toHaveLength(30);
      const today = new Date().toISOString().slice(0, 10);
      expect(overview.signupsPerDay.at(-1).date).toBe(today);
      const summed = overview.signupsPerDay.reduce(
        (sum: number, day: { count: number }) => sum + day.count,
        0,
      );
      expect(summed).toBe(overview.users.newLast30Days);
      expect(overview.posts.last30Days).toBeGreaterThan(0);
      expect(overview.posts.previous30Days).toBe(0);
    });
  });
});

describe('two admins acting on each other at the same moment', () => {
  let testApp: TestApp;
  let client: AuthClient;
  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
  });
  afterAll(() => testApp.close());

  async function signedInAdmin(email: string) {
    const { userId } = await createOrPromoteAdmin(testApp.db, { email, password: 'the admin passphrase' });
    const signIn = await postAuth(client, '/sign-in/email', { email, password: 'the admin passphrase' });
    return { id: userId, cookie: cookiesOf(signIn) };
  }

  const actions = [
    { name: 'ban', method: 'POST', path: (id: string) => `/api/admin/users/${id}/ban`, payload: {} },
    {
      name: 'demote',
      method: 'PATCH',
      path: (id: string) => `/api/admin/users/${id}/role`,
      payload: { role: 'user' },
    },
    { name: 'delete', method: 'DELETE', path: (id: string) => `/api/admin/users/${id}`, payload: undefined },
  ] as const;

  it('refuses a ban by an admin banned a moment before, whose request had already passed the session check', async () => {
    await testApp.db.execute(sql`update "user" set role = 'user' where role = 'admin'`);
    const first = await signedInAdmin('first-stale@example.test');
    const second = await signedInAdmin('second-stale@example.test');
    const actor = (id: string) => ({ id, email: `${id}@example.test`, role: 'admin' as const });
    await banUser(testApp.db, { actor: actor(first.id), userId: second.id, input: {} });
    await expect(
      banUser(testApp.db, { actor: actor(second.id), userId: first.id, input: {} }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await getSessionUser(client, first.cookie)).toMatchObject({ role: 'admin' });
  });

  it.each(actions)('lets only one $name the other, and one usable admin remains', async (action) => {
    // Only these two are administrators.
    await testApp.db.execute(sql`update "user" set role = 'user' where role = 'admin'`);
    const first = await signedInAdmin(`first-${action.name}@example.test`);
    const second = await signedInAdmin(`second-${action.name}@example.test`);
    const act = (actor: { cookie: string }, target: { id: string }) =>
      testApp.app.inject({
        method: action.method,
        url: action.path(target.id),
        remoteAddress: nextIp(),
        headers: { origin: client.appUrl, cookie: actor.cookie },
        ...(action.payload ? { payload: action.payload } : {}),
      });
    const responses = await Promise.all([act(first, second), act(second, first)]);
    // The later one is refused: by the session check when the first change already ended its session, else
    // by the check of the acting admin under the lock.
    const [done, refused] = responses.map((response) => response.statusCode).sort();
    expect(done).toBe(200);
    expect([401, 403]).toContain(refused);

    const usable = await testApp.db.execute<{ id: string }>(sql`
      select id from "user" where role = 'admin' and not (banned and (ban_expires is null or ban_expires > now()))`);
    expect(usable.rows).toHaveLength(1);
    const survivor = usable.rows[0]?.id === first.id ? first : second;
    const adminArea = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: survivor.cookie },
    });
    expect(adminArea.statusCode).toBe(200);
  });
});
