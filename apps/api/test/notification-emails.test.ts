import type { EmailPreferences } from '@escouade/contract/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../src/app.ts';
import { type RegisteredUser, registerEligibleProfessional } from './helpers/auth.ts';
import { type ReceivedMail, readMailbox } from './helpers/mailbox.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildSiblingApp, buildTestApp, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('notification e-mails', () => {
  let testApp: TestApp;
  let world: StaffedWorld;
  let alice: RegisteredUser;
  let bruno: RegisteredUser;
  let chloe: RegisteredUser;

  const call: StaffedWorld['call'] = (...args) => world.call(...args);
  const jobs = () => jobRunnerOf(testApp.app);
  const fanOut = () => jobs().runNow('notification-fan-out');
  const digest = (at: Date) => jobs().runNow('notification-digest', at);

  async function mailsOf(person: RegisteredUser, template: string): Promise<ReceivedMail[]> {
    return (await readMailbox(testApp.app, person.email)).filter((mail) => mail.template === template);
  }
  async function publish(author: RegisteredUser, content: string): Promise<string> {
    const response = await call('POST', '/api/posts', author.cookie, { content });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }
  async function comment(person: RegisteredUser, postId: string, content: string) {
    const response = await call('POST', `/api/posts/${postId}/comments`, person.cookie, { content });
    expect(response.statusCode).toBe(201);
  }
  async function preferencesOf(person: RegisteredUser): Promise<EmailPreferences['preferences']> {
    const response = await call('GET', '/api/notifications/preferences', person.cookie);
    expect(response.statusCode).toBe(200);
    return response.json().preferences;
  }
  async function choose(person: RegisteredUser, preferences: { type: string; email: string }[]) {
    return call('PUT', '/api/notifications/preferences', person.cookie, { preferences });
  }
  function tokenOf(mail: ReceivedMail): string {
    const header = mail.headers['List-Unsubscribe'] ?? '';
    const url = new URL(header.replace(/^<|>$/g, ''));
    return url.searchParams.get('token') ?? '';
  }

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = await setUpStaffedWorld(testApp, 'Mails');
    const auth = { app: testApp.app, appUrl: testApp.config.appUrl };
    alice = await registerEligibleProfessional(auth, {
      email: 'mails-alice@example.test',
      firstName: 'Alice',
    });
    bruno = await registerEligibleProfessional(auth, {
      email: 'mails-bruno@example.test',
      firstName: 'Bruno',
    });
    chloe = await registerEligibleProfessional(auth, {
      email: 'mails-chloe@example.test',
      firstName: 'Chloé',
    });
  });
  afterAll(() => testApp.close());

  it('lists every type a member can choose with its default, admin work for admins only, and saves a choice', async () => {
    const defaults = new Map((await preferencesOf(alice)).map((entry) => [entry.type, entry.email]));
    expect(defaults.get('post_commented')).toBe('daily_digest');
    expect(defaults.get('project_message')).toBe('immediately');
    expect(defaults.get('invitation_received')).toBe('immediately');
    // A moderation notice is always sent; admin work is not a member's.
    expect(defaults.has('content_removed')).toBe(false);
    expect(defaults.has('report_filed')).toBe(false);
    expect((await choose(alice, [{ type: 'report_filed', email: 'never' }])).json()).toMatchObject({
      code: 'EMAIL_PREFERENCE_NOT_ALLOWED',
    });
    expect((await choose(alice, [{ type: 'content_removed', email: 'never' }])).statusCode).toBe(400);
    expect((await choose(alice, [{ type: 'post_liked', email: 'sometimes' }])).statusCode).toBe(400);
    expect((await choose(alice, [])).statusCode).toBe(400);

    const saved = await choose(alice, [{ type: 'post_liked', email: 'never' }]);
    expect(saved.statusCode).toBe(200);
    const after = new Map((await preferencesOf(alice)).map((entry) => [entry.type, entry.email]));
    expect(after.get('post_liked')).toBe('never');
    expect(after.get('post_commented')).toBe('daily_digest');
    await choose(alice, [{ type: 'post_liked', email: 'daily_digest' }]);

    const adminTypes = (await preferencesOf(world.admin)).map((entry) => entry.type);
    expect(adminTypes).toEqual(expect.arrayContaining(['report_filed', 'skill_pending']));
    // A client is never invited: their settings offer what a project's owner receives, not a member's mail.
    const clientTypes = (await preferencesOf(world.client)).map((entry) => entry.type);
    expect(clientTypes).toEqual(expect.arrayContaining(['invitation_accepted', 'milestone_delivered']));
    expect(clientTypes).not.toContain('invitation_received');
    expect(clientTypes).not.toContain('milestone_accepted');
    // A professional may also own a project, so theirs offer both.
    expect(defaults.has('invitation_accepted')).toBe(true);
    // Without a session: nothing.
    expect((await call('GET', '/api/notifications/preferences')).statusCode).toBe(401);
  });

  it('saves choices sent at once in different orders, each whole, without an error', async () => {
    const types = ['post_liked', 'post_commented', 'comment_reply', 'mention'];
    for (let round = 0; round < 6; round++) {
      // A member of their own each round: their first choices insert the rows, later ones update them.
      const member = await registerEligibleProfessional(
        { app: testApp.app, appUrl: testApp.config.appUrl },
        { email: `mails-racing-${round}@example.test`, firstName: 'Dana' },
      );
      // The same types in opposite orders: rows locked in opposite orders by two statements deadlock.
      const changes = Array.from({ length: 20 }, (_, index) => {
        const email = index % 2 === 0 ? 'never' : 'daily_digest';
        const order = index % 4 < 2 ? types : [...types].reverse();
        return order.map((type) => ({ type, email }));
      });
      const answers = await Promise.all(changes.map((preferences) => choose(member, preferences)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(changes.map(() => 200));
      // Each change was applied whole: every type ends with the mode of the same change.
      const after = new Map<string, string>(
        (await preferencesOf(member)).map((entry) => [entry.type, entry.email]),
      );
      expect(new Set(types.map((type) => after.get(type))).size).toBe(1);
    }
  });

  it('mails a comment at once when chosen, once per unread line, in the reader’s language, with a one-click unsubscribe that stops only that type', async () => {
    await choose(alice, [{ type: 'post_commented', email: 'immediately' }]);
    await testApp.db.execute(sql`update "user" set locale = 'en' where id = ${alice.id}`);
    const postId = await publish(alice, 'Who has migrated a 2 TB database without downtime?');
    await comment(bruno, postId, 'Me, in 2024.');
    await fanOut();
    const [mail, ...others] = await mailsOf(alice, 'notification');
    expect(others).toHaveLength(0);
    // The subject says what happened; who and about what is in the body only.
    expect(mail?.subject).toBe('New comment on your post');
    expect(mail?.text).toContain(
      'Bruno Martin commented on your post “Who has migrated a 2 TB database without downtime?”.',
    );
    expect(mail?.links).toContain(
      `${testApp.config.appUrl}/dashboard/posts/${postId}#comment-${await lastCommentId(postId)}`,
    );
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http.*\/api\/notifications\/unsubscribe\?token=.+>$/,
    );
    expect(mail?.links.some((link) => link.includes('/notifications/unsubscribe?token='))).toBe(true);

    // A second comment joins the unread line: no second e-mail.
    await comment(chloe, postId, 'Same here.');
    await fanOut();
    expect(await mailsOf(alice, 'notification')).toHaveLength(1);

    // The mail client's one-click POST (form body, no session, from no page of ours).
    const token = tokenOf(mail!);
    const oneClick = await testApp.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.test' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({
      types: ['post_commented'],
      settingsPath: '/dashboard/notifications/emails',
    });
    const after = new Map((await preferencesOf(alice)).map((entry) => [entry.type, entry.email]));
    expect(after.get('post_commented')).toBe('never');
    expect(after.get('project_message')).toBe('immediately');

    // Read, then a new comment: a new line, but comments are off now.
    await call('POST', '/api/notifications/read-all', alice.cookie);
    await comment(bruno, postId, 'Write it up!');
    await fanOut();
    expect(await mailsOf(alice, 'notification')).toHaveLength(1);
    // A client sending the form as multipart, or with another spelling, is served alike; one that opens the
    // address is sent to the page that asks first.
    const multipart = await testApp.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\none-click\r\n--x--\r\n',
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    const opened = await testApp.app.inject({
      method: 'GET',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    // The page's JSON form works too, any number of times.
    const again = await call('POST', '/api/notifications/unsubscribe', undefined, { token });
    expect(again.statusCode).toBe(200);
  });

  it('writes to no one banned or leaving, and keeps French typography in the e-mail', async () => {
    const postId = await publish(alice, 'Un retour « terrain » sur la méthode ?');
    await choose(bruno, [{ type: 'post_commented', email: 'immediately' }]);
    const brunoPost = await publish(bruno, 'Banni bientôt');
    await testApp.db.execute(sql`update "user" set banned = true where id = ${bruno.id}`);
    await comment(chloe, brunoPost, 'Bonjour');
    await fanOut();
    await testApp.db.execute(sql`update "user" set banned = false where id = ${bruno.id}`);
    expect((await mailsOf(bruno, 'notification')).some((mail) => mail.text.includes('Banni'))).toBe(false);

    await testApp.db.execute(sql`update "user" set locale = 'fr' where id = ${alice.id}`);
    await choose(alice, [{ type: 'post_commented', email: 'immediately' }]);
    await comment(chloe, postId, 'Oui');
    await fanOut();
    const mail = (await mailsOf(alice, 'notification')).find((item) => item.text.includes('terrain'));
    expect(mail?.subject).toBe('Nouveau commentaire sur votre publication');
    // The template's own quotes take their no-break spaces; what the member typed stays as typed.
    expect(mail?.text).toMatch(
      /^Chloé Martin a commenté votre publication «[\u00a0\u202f]Un retour « terrain » sur la méthode \?[\u00a0\u202f]»\.$/m,
    );
  });

  it('refuses an altered, foreign or empty unsubscribe link with a clear error', async () => {
    await choose(bruno, [{ type: 'post_commented', email: 'immediately' }]);
    const postId = await publish(bruno, 'Retour d’expérience sur notre design system.');
    await comment(chloe, postId, 'Merci pour le partage.');
    await fanOut();
    const [mail] = await mailsOf(bruno, 'notification');
    const token = tokenOf(mail!);
    const [userId, type, signature] = token.split('.');
    for (const bad of [
      `${userId}.post_liked.${signature}`,
      `${chloe.id}.${type}.${signature}`,
      `${userId}.${type}.${signature}x`,
      `${userId}.nothing.${signature}`,
      'garbage',
    ]) {
      const response = await call('POST', '/api/notifications/unsubscribe', undefined, { token: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('UNSUBSCRIBE_LINK_INVALID');
    }
    const missing = await testApp.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(new Map((await preferencesOf(bruno)).map((e) => [e.type, e.email])).get('post_commented')).toBe(
      'immediately',
    );
  });

  it('sends the daily digest of the social lines once a day, nothing when nothing is new, and its link stops every digest type', async () => {
    const postId = await publish(chloe, 'Nous recrutons une designer produit à Lyon.');
    await call('PUT', `/api/posts/${postId}/like`, alice.cookie);
    await call('PUT', `/api/posts/${postId}/like`, bruno.cookie);
    await call('PUT', `/api/profiles/${chloe.id}/follow`, alice.cookie);
    await fanOut();
    expect(await mailsOf(chloe, 'notification')).toHaveLength(0);

    const now = new Date();
    await digest(now);
    const [first, ...others] = await mailsOf(chloe, 'notification-digest');
    expect(others).toHaveLength(0);
    // Her reply in Alice's conversation (earlier) is there too.
    expect(first?.subject).toBe('Votre résumé Escouade\u00a0: 3 nouveautés');
    expect(first?.text).toContain('Bruno Martin a répondu dans la conversation sur');
    expect(first?.text).toContain('Bruno Martin et Alice Martin aiment votre publication');
    expect(first?.text).toContain('Alice Martin vous suit désormais.');
    expect(first?.links).toContain(`${testApp.config.appUrl}/dashboard/posts/${postId}`);
    expect(first?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Within the day: nothing, even with something new.
    await call('PUT', `/api/profiles/${chloe.id}/follow`, bruno.cookie);
    await fanOut();
    await digest(new Date(now.getTime() + 60_000));
    expect(await mailsOf(chloe, 'notification-digest')).toHaveLength(1);
    // A day later: only what grew since (Bruno's follow joined the unread followers line).
    await digest(new Date(now.getTime() + DAY_MS + 60_000));
    const digests = await mailsOf(chloe, 'notification-digest');
    expect(digests).toHaveLength(2);
    expect(digests[0]?.text).toContain('Bruno Martin et Alice Martin vous suivent désormais.');
    expect(digests[0]?.text).not.toContain('aiment votre publication');
    // Another day with nothing new: no digest.
    await digest(new Date(now.getTime() + 2 * DAY_MS + 120_000));
    expect(await mailsOf(chloe, 'notification-digest')).toHaveLength(2);
    // What was read is not sent.
    await call('PUT', `/api/posts/${postId}/like`, world.client.cookie);
    await fanOut();
    await call('POST', '/api/notifications/read-all', chloe.cookie);
    await digest(new Date(now.getTime() + 4 * DAY_MS));
    expect(await mailsOf(chloe, 'notification-digest')).toHaveLength(2);

    const stop = await call('POST', '/api/notifications/unsubscribe', undefined, {
      token: tokenOf(digests[0]!),
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().types).toEqual(['new_follower', 'post_liked', 'post_commented', 'comment_reply']);
    const after = new Map((await preferencesOf(chloe)).map((e) => [e.type, e.email]));
    expect(after.get('new_follower')).toBe('never');
    expect(after.get('invitation_received')).toBe('immediately');
  });

  it('never sends two digests to one person when two instances run the job at once', async () => {
    const postId = await publish(alice, 'Atelier accessibilité jeudi.');
    await call('PUT', `/api/posts/${postId}/like`, chloe.cookie);
    await fanOut();
    const sibling = await buildSiblingApp(testApp);
    try {
      const at = new Date(Date.now() + 60_000);
      await Promise.all([digest(at), jobRunnerOf(sibling).runNow('notification-digest', at)]);
    } finally {
      await sibling.close();
    }
    const sent = (await mailsOf(alice, 'notification-digest')).filter((mail) =>
      mail.text.includes('Atelier'),
    );
    expect(sent).toHaveLength(1);
  });

  it('keeps the invitation e-mail to the professional’s choice and gives it its unsubscribe headers', async () => {
    const [first, second] = world.pros;
    expect((await choose(second!, [{ type: 'invitation_received', email: 'never' }])).statusCode).toBe(200);
    await world.createProject({ accepting: 0 });
    await fanOut();
    const [invitation] = await mailsOf(first!, 'project-invitation');
    expect(invitation?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(invitation?.links.some((link) => link.includes('/notifications/unsubscribe?token='))).toBe(true);
    // No generic notification e-mail on top of the invitation's own.
    expect(await mailsOf(first!, 'notification')).toHaveLength(0);
    expect(await mailsOf(second!, 'project-invitation')).toHaveLength(0);
    // The invitation is still in the app.
    const lines = (await call('GET', '/api/notifications', second!.cookie)).json().notifications;
    expect(lines.map((line: { type: string }) => line.type)).toContain('invitation_received');
  });

  async function lastCommentId(postId: string): Promise<string> {
    const result = await testApp.db.execute<{ id: string }>(
      sql`select id from pro_post_comments where post_id = ${postId} order by created_at desc limit 1`,
    );
    return result.rows[0]!.id;
  }
});
