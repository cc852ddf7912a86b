import { NEW_USER_WINDOW_DAYS, REPORT_WEIGHT_TO_HIDE } from '@escouade/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../src/scripts/create-admin.ts';
import {
  type AuthClient,
  cookiesOf,
  nextIp,
  postAuth,
  type RegisteredUser,
  registerConfirmedUser,
  registerEligibleProfessional,
} from './helpers/auth.ts';
import { readMailbox } from './helpers/mailbox.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Group = {
  targetType: string;
  targetId: string;
  content: string | null;
  isHidden: boolean;
  author: { id: string; email: string } | null;
  reports: { reason: string; details: string | null; reporter: { email: string } }[];
};

describe('reporting and moderating', () => {
  let testApp: TestApp;
  let client: AuthClient;
  let admin: { cookie: string };
  let lea: RegisteredUser;
  let reporters: RegisteredUser[];

  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
    await createOrPromoteAdmin(testApp.db, { email: 'admin@example.test', password: 'the admin passphrase' });
    const signIn = await postAuth(client, '/sign-in/email', {
      email: 'admin@example.test',
      password: 'the admin passphrase',
    });
    admin = { cookie: cookiesOf(signIn) };
    lea = await registerEligibleProfessional(client, { email: 'lea@example.test', firstName: 'Léa' });
    reporters = [];
    for (const [index, locale] of (['fr', 'en', 'fr', 'en'] as const).entries()) {
      reporters.push(await registerConfirmedUser(client, { email: `reporter${index}@example.test`, locale }));
    }
    // Members for months: their reports carry weight.
    for (const person of [lea, ...reporters]) await age(person);
  });

  /** Makes an account older than the new-member window. */
  const age = (person: { id: string }, days = NEW_USER_WINDOW_DAYS + 60) =>
    testApp.db.execute(
      sql`update "user" set created_at = now() - ${`${days} days`}::interval where id = ${person.id}`,
    );
  afterAll(() => testApp.close());

  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { origin: client.appUrl, ...(cookie ? { cookie } : {}) },
    });
  const publish = async (content: string) => {
    const response = await call('POST', '/api/posts', lea.cookie, { content });
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: string }).id;
  };
  const report = (
    user: RegisteredUser,
    targetType: string,
    targetId: string,
    reason = 'spam',
    details?: string,
  ) => call('POST', '/api/reports', user.cookie, { targetType, targetId, reason, details });
  const feedIds = async (user: RegisteredUser) =>
    ((await call('GET', '/api/posts?limit=50', user.cookie)).json() as { posts: { id: string }[] }).posts.map(
      (post) => post.id,
    );
  const queue = async () => {
    const response = await call('GET', '/api/admin/reports', admin.cookie);
    expect(response.statusCode).toBe(200);
    return (response.json() as { groups: Group[] }).groups;
  };
  const decide = (targetType: string, targetId: string, decision: string) =>
    call('POST', `/api/admin/reports/${targetType}/${encodeURIComponent(targetId)}/decision`, admin.cookie, {
      decision,
    });
  const templatesTo = async (user: RegisteredUser) =>
    (await readMailbox(testApp.app, user.email)).map((mail) => `${mail.template}:${mail.locale}`);
  const closeAll = () => testApp.db.execute(sql`update content_reports set status = 'closed'`);

  it('takes a report once per member and item, with clear refusals', async () => {
    await closeAll();
    const postId = await publish('Achetez mes formations');
    const first = reporters[3] as RegisteredUser;
    expect((await report(first, 'post', postId, 'spam', 'Publicité')).statusCode).toBe(201);
    const again = await report(first, 'post', postId, 'harassment');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REPORT_ALREADY_OPEN' });
    const own = await report(lea, 'post', postId);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'CANNOT_REPORT_OWN' });
    const wordless = await report(first, 'profile', lea.id, 'other');
    expect(wordless.statusCode).toBe(400);
    expect(wordless.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    for (const [type, id] of [
      ['post', '00000000-0000-4000-8000-000000000000'],
      ['comment', 'not-a-uuid'],
      ['profile', 'nobody'],
    ]) {
      const missing = await report(first, type as string, id as string);
      expect(missing.statusCode, `${type} ${id}`).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'REPORT_TARGET_NOT_FOUND' });
    }
    const badReason = await call('POST', '/api/reports', first.cookie, {
      targetType: 'post',
      targetId: postId,
      reason: 'boring',
    });
    expect(badReason.statusCode).toBe(400);
    expect(
      (
        await call('POST', '/api/reports', undefined, {
          targetType: 'post',
          targetId: postId,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('hides a post once three established members reported it, reported at the same moment', async () => {
    await closeAll();
    const postId = await publish('Contenu douteux');
    const [first, second, third, fourth] = reporters as [
      RegisteredUser,
      RegisteredUser,
      RegisteredUser,
      RegisteredUser,
    ];
    await report(first, 'post', postId);
    await report(second, 'post', postId);
    expect(await feedIds(fourth)).toContain(postId);
    // The third report and a fourth, at once: the post is hidden whatever their order.
    const answers = await Promise.all([
      report(third, 'post', postId),
      report(fourth, 'post', postId, 'inappropriate'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await feedIds(fourth)).not.toContain(postId);
    expect(await feedIds(lea)).not.toContain(postId);
    const [group] = (await queue()).filter((each) => each.targetId === postId);
    expect(group).toMatchObject({ targetType: 'post', content: 'Contenu douteux', isHidden: true });
    expect(group?.reports).toHaveLength(4);
  });

  it('keeps visible, for the moderators to decide, a post or a comment that fresh accounts report', async () => {
    await closeAll();
    const postId = await publish('Une opinion qui dérange');
    const comment = await call('POST', `/api/posts/${postId}/comments`, lea.cookie, {
      content: 'Et je signe.',
    });
    const commentId = (comment.json() as { comment: { id: string } }).comment.id;
    const fresh: RegisteredUser[] = [];
    for (let index = 0; index < REPORT_WEIGHT_TO_HIDE + 2; index++) {
      fresh.push(await registerConfirmedUser(client, { email: `fresh-reporter${index}@example.test` }));
    }
    for (const reporter of fresh) {
      expect((await report(reporter, 'post', postId, 'harassment')).statusCode).toBe(201);
      expect((await report(reporter, 'comment', commentId, 'harassment')).statusCode).toBe(201);
    }
    // Still there for every reader, on the feed, on its page and under the post.
    const reader = reporters[3] as RegisteredUser;
    expect(await feedIds(reader)).toContain(postId);
    expect((await call('GET', `/api/posts/${postId}`, reader.cookie)).statusCode).toBe(200);
    const comments = (await call('GET', `/api/posts/${postId}/comments`, reader.cookie)).json() as {
      comments: { id: string }[];
    };
    expect(comments.comments.map((each) => each.id)).toContain(commentId);
    // And in the queue, with every report.
    const groups = (await queue()).filter(
      (group) => group.targetId === postId || group.targetId === commentId,
    );
    expect(groups.map((group) => [group.targetType, group.isHidden, group.reports.length])).toEqual([
      ['comment', false, fresh.length],
      ['post', false, fresh.length],
    ]);
  });

  it('weighs each reporter: established, in good standing, able to see the item, not mostly dismissed; upheld reports count double', async () => {
    await closeAll();
    const make = async (name: string) => {
      const person = await registerConfirmedUser(client, { email: `weighed-${name}@example.test` });
      await age(person);
      return person;
    };
    const [plain, plain2, warned, banned, unconfirmed, blocked, dismissed, trusted, offender] =
      await Promise.all(
        [
          'plain',
          'plain2',
          'warned',
          'banned',
          'unconfirmed',
          'blocked',
          'dismissed',
          'trusted',
          'offender',
        ].map(make),
      );
    const fresh = await registerConfirmedUser(client, { email: 'weighed-fresh@example.test' });
    // Warned by a moderator ten days ago for their own words; banned for a while last month.
    await testApp.db.execute(sql`
      insert into content_reports (target_type, target_id, target_author_id, reporter_id, reason, status,
        decision, decided_at)
      values ('profile', ${warned!.id}, ${warned!.id}, ${plain!.id}, 'harassment', 'closed', 'warn',
        now() - interval '10 days')`);
    await testApp.db.execute(sql`
      insert into admin_audit_log (actor_email, action, target_type, target_id, created_at)
      values ('admin@example.test', 'user.ban', 'user', ${banned!.id}, now() - interval '30 days')`);
    await testApp.db.execute(sql`update "user" set email_verified = false where id = ${unconfirmed!.id}`);
    // Blocked by the author: the post is not theirs to see.
    await call('PUT', `/api/profiles/${blocked!.id}/block`, lea.cookie);
    // Three reports out of four dismissed; three upheld for the trusted one.
    const history = async (reporter: RegisteredUser, decisions: string[]) => {
      for (const decision of decisions) {
        await testApp.db.execute(sql`
          insert into content_reports (target_type, target_id, target_author_id, reporter_id, reason, status,
            decision, decided_at)
          values ('profile', ${offender!.id}, ${offender!.id}, ${reporter.id}, 'spam', 'closed', ${decision},
            now() - interval '20 days')`);
      }
    };
    await history(dismissed!, ['dismiss', 'dismiss', 'dismiss', 'remove']);
    await history(trusted!, ['remove', 'warn', 'remove']);
    const reader = reporters[3] as RegisteredUser;

    // Eight reports, two of weight: one more of weight would hide the post. Each reporter of no weight is
    // one rule: were it to count, the post would be hidden.
    const postId = await publish('Signalée par beaucoup');
    const commentId = (
      (
        await call('POST', `/api/posts/${postId}/comments`, offender!.cookie, { content: 'Répondu' })
      ).json() as {
        comment: { id: string };
      }
    ).comment.id;
    for (const reporter of [plain, plain2, warned, banned, unconfirmed, blocked, dismissed, fresh]) {
      expect((await report(reporter!, 'post', postId)).statusCode).toBe(201);
    }
    expect(await feedIds(reader)).toContain(postId);
    // Under the post of someone who blocked them, a comment is not theirs to see either.
    for (const reporter of [plain, plain2, blocked]) {
      expect((await report(reporter!, 'comment', commentId)).statusCode).toBe(201);
    }
    const comments = (await call('GET', `/api/posts/${postId}/comments`, reader.cookie)).json() as {
      comments: { id: string }[];
    };
    expect(comments.comments.map((comment) => comment.id)).toContain(commentId);

    // A reporter whose reports were upheld weighs two: with one more, three in all.
    const other = await publish('Signalée par deux');
    expect((await report(plain!, 'post', other)).statusCode).toBe(201);
    expect(await feedIds(reader)).toContain(other);
    expect((await report(trusted!, 'post', other)).statusCode).toBe(201);
    expect(await feedIds(reader)).not.toContain(other);
    expect((await call('GET', `/api/posts/${other}`, reader.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/posts/${other}`, lea.cookie)).statusCode).toBe(200);
  });

  it('hides a comment the same way', async () => {
    await closeAll();
    const postId = await publish('Sujet');
    const created = await call('POST', `/api/posts/${postId}/comments`, reporters[0]?.cookie, {
      content: 'Insulte',
    });
    const commentId = (created.json() as { comment: { id: string } }).comment.id;
    for (const reporter of [lea, reporters[1], reporters[2]] as RegisteredUser[]) {
      expect((await report(reporter, 'comment', commentId, 'harassment')).statusCode).toBe(201);
    }
    const listed = (await call('GET', `/api/posts/${postId}/comments`, reporters[3]?.cookie)).json() as {
      comments: { id: string }[];
    };
    expect(listed.comments.map((comment) => comment.id)).not.toContain(commentId);
  });

  it('lists the queue for admins: newest first, grouped by item, with the words of each reporter', async () => {
    await closeAll();
    const older = await publish('Ancien');
    const newer = await publish('Récent');
    await report(reporters[0] as RegisteredUser, 'post', older, 'spam', 'Publicité');
    await report(reporters[1] as RegisteredUser, 'profile', lea.id, 'fake_profile', 'Faux nom');
    await report(reporters[2] as RegisteredUser, 'post', newer, 'other', 'Hors sujet');
    await report(reporters[3] as RegisteredUser, 'post', older, 'harassment');
    const groups = await queue();
    expect(groups.map((group) => [group.targetType, group.targetId])).toEqual([
      ['post', older],
      ['post', newer],
      ['profile', lea.id],
    ]);
    expect(groups[0]).toMatchObject({
      content: 'Ancien',
      author: { id: lea.id, email: lea.email },
      isHidden: false,
    });
    expect(groups[0]?.reports.map((each) => [each.reason, each.details, each.reporter.email])).toEqual([
      ['harassment', null, 'reporter3@example.test'],
      ['spam', 'Publicité', 'reporter0@example.test'],
    ]);
    expect(groups[2]).toMatchObject({
      content: null,
      reports: [{ reason: 'fake_profile', details: 'Faux nom' }],
    });

    // Keyset pages: one group at a time, each once.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/admin/reports?limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await call('GET', url, admin.cookie)).json() as {
        groups: Group[];
        nextCursor: string | null;
      };
      seen.push(...page.groups.map((group) => group.targetId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([older, newer, lea.id]);
    expect((await call('GET', '/api/admin/reports?cursor=garbage', admin.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/reports', lea.cookie)).statusCode).toBe(403);
  });

  it('dismisses: the item shows again, each reporter is told in their language, the audit log keeps it', async () => {
    await closeAll();
    const postId = await publish('Contenu correct');
    for (const reporter of reporters.slice(0, 3)) await report(reporter, 'post', postId);
    expect(await feedIds(lea)).not.toContain(postId);
    expect((await decide('post', postId, 'dismiss')).statusCode).toBe(204);
    expect(await feedIds(lea)).toContain(postId);
    expect((await templatesTo(reporters[0] as RegisteredUser))[0]).toBe('report-outcome:fr');
    expect((await templatesTo(reporters[1] as RegisteredUser))[0]).toBe('report-outcome:en');
    const dismissed = (await readMailbox(testApp.app, reporters[1]?.email ?? ''))[0];
    expect(dismissed?.text).toContain('No action was taken');
    const audit = (await call('GET', '/api/admin/audit', admin.cookie)).json() as {
      entries: { action: string; targetId: string }[];
    };
    expect(audit.entries[0]).toMatchObject({ action: 'report.dismiss', targetId: postId });
    expect((await queue()).map((group) => group.targetId)).not.toContain(postId);
    const twice = await decide('post', postId, 'dismiss');
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject({ code: 'NO_OPEN_REPORTS' });
  });

  it('removes: the post goes, its author is told, the reporters hear that action was taken', async () => {
    await closeAll();
    const postId = await publish('À retirer');
    await report(reporters[0] as RegisteredUser, 'post', postId);
    // Two moderators at once: one decides, the other finds nothing left to decide.
    const answers = await Promise.all([decide('post', postId, 'remove'), decide('post', postId, 'remove')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
    const left = await testApp.db.execute(sql`select 1 from pro_posts where id = ${postId}`);
    expect(left.rows).toHaveLength(0);
    expect((await templatesTo(lea))[0]).toBe('content-removed:fr');
    const outcome = (await readMailbox(testApp.app, reporters[0]?.email ?? ''))[0];
    expect(outcome?.template).toBe('report-outcome');
    expect(outcome?.text).toContain('pris des mesures');
  });

  it('warns: the post stays and its author gets a warning; a profile cannot be removed', async () => {
    await closeAll();
    const postId = await publish('Limite');
    await report(reporters[0] as RegisteredUser, 'post', postId);
    expect((await decide('post', postId, 'warn')).statusCode).toBe(204);
    expect(await feedIds(lea)).toContain(postId);
    const warning = (await readMailbox(testApp.app, lea.email))[0];
    expect(warning).toMatchObject({ template: 'moderation-warning', locale: 'fr' });
    expect(warning?.text).toContain('Limite');

    await report(reporters[1] as RegisteredUser, 'profile', lea.id, 'fake_profile');
    const refused = await decide('profile', lea.id, 'remove');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'DECISION_NOT_APPLICABLE' });
  });

  it('bans: the author is signed out and kept out, and the reported post removed', async () => {
    await closeAll();
    const target = await registerEligibleProfessional(client, { email: 'spammer@example.test' });
    const created = await call('POST', '/api/posts', target.cookie, { content: 'Spam' });
    const postId = (created.json() as { id: string }).id;
    await report(reporters[0] as RegisteredUser, 'post', postId);
    expect((await decide('post', postId, 'ban')).statusCode).toBe(204);
    expect((await call('GET', '/api/posts', target.cookie)).statusCode).toBe(401);
    const banned = await testApp.db.execute<{ banned: boolean }>(
      sql`select banned from "user" where id = ${target.id}`,
    );
    expect(banned.rows[0]?.banned).toBe(true);
    expect((await testApp.db.execute(sql`select 1 from pro_posts where id = ${postId}`)).rows).toHaveLength(
      0,
    );
  });

  it('limits each member to 10 reports an hour, whatever their address', async () => {
    await closeAll();
    const reporter = await registerConfirmedUser(client, { email: 'busy-reporter@example.test' });
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      statuses.push((await report(reporter, 'post', await publish(`Publication ${index}`))).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});
