import { NEW_USER_WINDOW_DAYS } from '@escouade/contract';
import { MENTION_LIMITS, splitMentions } from '@escouade/contract/mentions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../src/app.ts';
import { type RegisteredUser, registerEligibleProfessional } from './helpers/auth.ts';
import { readMailbox } from './helpers/mailbox.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

/** Someone who can be mentioned: an active account with a name and a confirmed address. */
interface Person {
  id: string;
  email: string;
  name: string;
}

describe('mentions, when someone tries to abuse them', () => {
  let testApp: TestApp;
  let world: StaffedWorld;
  let personCount = 0;

  const call: StaffedWorld['call'] = (...args) => world.call(...args);
  const jobs = () => jobRunnerOf(testApp.app);
  const fanOut = () => jobs().runNow('notification-fan-out');
  const token = (person: { id: string }, label = 'x') => `@[${label}](${person.id})`;

  /** People created straight in the database: they are mentioned, they never sign in. */
  async function people(count: number, prefix = 'Cible'): Promise<Person[]> {
    const created: Person[] = [];
    for (let index = 0; index < count; index++) {
      personCount += 1;
      const id = `mention-person-${personCount}`;
      const email = `mention-person-${personCount}@example.test`;
      const lastName = `${prefix}${personCount}`;
      await testApp.db.execute(sql`
        insert into "user" (id, name, email, email_verified) values (${id}, '', ${email}, true)`);
      await testApp.db.execute(
        sql`insert into profiles (id, first_name, last_name) values (${id}, 'Camille', ${lastName})`,
      );
      created.push({ id, email, name: `Camille ${lastName}` });
    }
    return created;
  }

  /** A professional allowed to post, new (just confirmed) unless aged past the new-member window. */
  async function author(name: string, { established = false } = {}): Promise<RegisteredUser> {
    const registered = await registerEligibleProfessional(
      { app: testApp.app, appUrl: testApp.config.appUrl },
      {
        email: `mention-${name
          .normalize('NFD')
          .replaceAll(/[^A-Za-z]/g, '')
          .toLowerCase()}@example.test`,
        firstName: name,
      },
    );
    if (established) {
      await testApp.db.execute(sql`
        update "user" set created_at = now() - ${`${NEW_USER_WINDOW_DAYS + 30} days`}::interval
        where id = ${registered.id}`);
    }
    return registered;
  }

  /** The ids of a person's mention lines, read or not. */
  async function mentionLines(person: { id: string }): Promise<string[]> {
    const result = await testApp.db.execute<{ id: string }>(
      sql`select id from notifications where recipient_id = ${person.id} and type = 'mention'`,
    );
    return result.rows.map((row) => row.id);
  }

  async function countPosts(by: RegisteredUser): Promise<number> {
    const result = await testApp.db.execute<{ count: number }>(
      sql`select count(*)::int as count from pro_posts where author_id = ${by.id}`,
    );
    return result.rows[0]?.count ?? 0;
  }

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = await setUpStaffedWorld(testApp, 'Ment');
  });
  afterAll(() => testApp.close());

  it('links a nested or forged mention only to its person under their real name, never someone who blocked the author or is outside the thread', async () => {
    const writer = await author('Forgeur');
    const [victim, blocker] = await people(2, 'Victime');
    await testApp.db.execute(
      sql`insert into user_blocks (blocker_id, blocked_id) values (${blocker!.id}, ${writer.id})`,
    );
    const names = new Map([[victim!.id, victim!.name]]);
    const forged = [
      `@[@[Escouade Trust & Safety](x)](${victim!.id})`,
      `@[@[Escouade Trust & Safety](x)](${blocker!.id})`,
      `@[x @[Modération](${blocker!.id})](${victim!.id})`,
      `@[@[@[Support](a)](b)](${victim!.id}) et @[@[Support](a)](${blocker!.id})`,
    ];
    for (const content of forged) {
      const created = await call('POST', '/api/posts', writer.cookie, { content });
      expect(created.statusCode, created.body).toBe(201);
      const stored = created.json().content as string;
      for (const segment of splitMentions(stored)) {
        if (segment.kind !== 'mention') continue;
        expect(names.get(segment.userId), `${content} was stored as ${stored}`).toBe(segment.name);
      }
    }
    // A mention of someone who blocked the author is not linked: its words stay, as plain text.
    const plain = await call('POST', '/api/posts', writer.cookie, { content: forged[1] });
    expect(plain.json().content).toBe('@@Escouade Trust & Safety');
    await fanOut();
    expect(await mentionLines(blocker!)).toHaveLength(0);

    // In a project's thread, nobody outside its people is linked, however the mention is wrapped.
    const projectId = await world.createProject({ accepting: 3 });
    const member = world.pros[0]!;
    const message = await call('POST', `/api/projects/${projectId}/thread`, member.cookie, {
      body: `@[@[Équipe Escouade](x)](${world.outsider.id}) et @[y](${world.client.id})`,
    });
    expect(message.statusCode, message.body).toBe(201);
    const body = message.json().body as string;
    const linked = splitMentions(body).flatMap((segment) => (segment.kind === 'mention' ? [segment] : []));
    expect(linked).toEqual([{ kind: 'mention', name: 'Claire Cliente', userId: world.client.id }]);
  });

  it('refuses a text that mentions more people than its author may at once, and keeps nothing of it', async () => {
    const newcomer = await author('Nouvelle');
    const veteran = await author('Ancienne', { established: true });
    const crowd = await people(MENTION_LIMITS.established.perText + 1);
    const mentioning = (count: number) =>
      `Venez voir https://example.test/offre ${crowd
        .slice(0, count)
        .map((person) => token(person))
        .join(' ')}`;

    const tooMany = await call('POST', '/api/posts', newcomer.cookie, {
      content: mentioning(MENTION_LIMITS.new.perText + 1),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      code: 'TOO_MANY_MENTIONS',
      details: { max: MENTION_LIMITS.new.perText },
    });
    expect(await countPosts(newcomer)).toBe(0);
    const enough = await call('POST', '/api/posts', newcomer.cookie, {
      content: mentioning(MENTION_LIMITS.new.perText),
    });
    expect(enough.statusCode, enough.body).toBe(201);

    // The same limit for comments; an established member may mention more people at once.
    const postId = enough.json().id as string;
    const comment = await call('POST', `/api/posts/${postId}/comments`, veteran.cookie, {
      content: mentioning(MENTION_LIMITS.established.perText + 1),
    });
    expect(comment.json()).toMatchObject({
      code: 'TOO_MANY_MENTIONS',
      details: { max: MENTION_LIMITS.established.perText },
    });
    const allowed = await call('POST', `/api/posts/${postId}/comments`, veteran.cookie, {
      content: mentioning(MENTION_LIMITS.established.perText),
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('refuses mentions past the hourly and then the daily budget of an account, stricter while it is new, counting posts sent at once exactly', async () => {
    const newcomer = await author('Pressée');
    const { perText, perHour, perDay } = MENTION_LIMITS.new;
    const targets = await people(perDay + 1, 'Foule');
    let next = 0;
    const post = (count: number) =>
      call('POST', '/api/posts', newcomer.cookie, {
        content: `Offre ${targets
          .slice(next, (next += count))
          .map((person) => token(person))
          .join(' ')}`,
      });

    const answers = [];
    for (let sent = 0; sent <= perHour; sent += perText) answers.push(await post(perText));
    const accepted = answers.filter((answer) => answer.statusCode === 201);
    expect(accepted).toHaveLength(Math.floor(perHour / perText));
    const refused = answers.at(-1);
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toMatchObject({
      code: 'MENTION_LIMIT_REACHED',
      details: { limit: perHour, period: 'hour' },
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // A post without a mention is still welcome.
    const quiet = await call('POST', '/api/posts', newcomer.cookie, { content: 'Sans mention' });
    expect(quiet.statusCode).toBe(201);

    // An hour later the hourly budget is back, until the day's is spent.
    const spent = accepted.length * perText;
    expect(next).toBe(spent + perText);
    const ageLedger = () =>
      testApp.db.execute(
        sql`update mentions_sent set created_at = created_at - interval '61 minutes' where author_id = ${newcomer.id}`,
      );
    let total = spent;
    next = spent;
    while (total + perText <= perDay) {
      await ageLedger();
      const answer = await post(Math.min(perText, perDay - total));
      expect(answer.statusCode, answer.body).toBe(201);
      total += Math.min(perText, perDay - total);
    }
    await ageLedger();
    const overDay = await post(1);
    expect(overDay.statusCode).toBe(429);
    expect(overDay.json()).toMatchObject({ details: { limit: perDay, period: 'day' } });

    // An edit that mentions someone new spends the budget too; one that keeps its mentions does not.
    const firstPost = accepted[0]!.json() as { id: string; content: string };
    const kept = await call('PATCH', `/api/posts/${firstPost.id}`, newcomer.cookie, {
      content: `${firstPost.content} (corrigé)`,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const widened = await call('PATCH', `/api/posts/${quiet.json().id}`, newcomer.cookie, {
      content: `Sans mention, sauf ${token(targets.at(-1)!)}`,
    });
    expect(widened.json()).toMatchObject({ code: 'MENTION_LIMIT_REACHED' });
  });

  it('never lets texts sent at once mention more people than the hour allows', async () => {
    const hasty = await author('Empressée');
    const { perHour } = MENTION_LIMITS.new;
    const targets = await people(perHour + 4, 'Course');
    for (let round = 0; round < 5; round++) {
      await testApp.db.execute(sql`delete from mentions_sent where author_id = ${hasty.id}`);
      const answers = await Promise.all(
        targets.map((target) =>
          call('POST', `/api/posts`, hasty.cookie, { content: `Course ${round} ${token(target)}` }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(perHour);
      expect(statuses.filter((status) => status === 429)).toHaveLength(targets.length - perHour);
    }
  });

  it('mails a mention at once only to someone who interacted with its author; a first contact is shown in the app and waits for the digest', async () => {
    const writer = await author('Écrivaine', { established: true });
    const [stranger, follower, liker] = await people(3, 'Lectrice');
    await testApp.db.execute(
      sql`insert into follows (follower_id, followed_id) values (${follower!.id}, ${writer.id})`,
    );
    // The liker liked one of the writer's posts earlier: the writer was told.
    const earlier = await call('POST', '/api/posts', writer.cookie, { content: 'Un premier billet' });
    await testApp.db.execute(
      sql`insert into pro_post_likes (post_id, user_id) values (${earlier.json().id}, ${liker!.id})`,
    );
    await testApp.db.execute(sql`
      insert into event_outbox (type, data)
      values ('post_liked', ${JSON.stringify({ postId: earlier.json().id, userId: liker!.id })}::jsonb)`);
    await fanOut();

    const created = await call('POST', '/api/posts', writer.cookie, {
      content: `Nouvelle offre sur https://example.test/promo ${[stranger, follower, liker]
        .map((person) => token(person!))
        .join(' ')}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    await fanOut();
    const mentionMails = async (person: Person) =>
      (await readMailbox(testApp.app, person.email)).filter((mail) => mail.template === 'notification');
    expect(await mentionMails(follower!)).toHaveLength(1);
    expect(await mentionMails(liker!)).toHaveLength(1);
    expect(await mentionMails(stranger!)).toHaveLength(0);
    expect(await mentionLines(stranger!)).toHaveLength(1);

    // The stranger hears of it in the next daily digest, with nothing else of the author's in its subject.
    await jobs().runNow('notification-digest', new Date(Date.now() + 60_000));
    const digests = (await readMailbox(testApp.app, stranger!.email)).filter(
      (mail) => mail.template === 'notification-digest',
    );
    expect(digests).toHaveLength(1);
    expect(digests[0]?.text).toContain('Écrivaine');
    expect(digests[0]?.subject).not.toMatch(/Écrivaine|offre|example\.test/i);

    // The subject of an e-mail sent at once carries neither the author's name nor the post's words.
    const [mail] = await mentionMails(follower!);
    expect(mail?.subject).not.toMatch(/Écrivaine|Martin|offre|promo|example\.test/i);
    expect(mail?.text).toContain('Écrivaine');
  });

  it('sends at once no more mention e-mails a day than the author’s budget; the rest wait for the digest', async () => {
    const writer = await author('Bavarde');
    const { emailsPerDay, perText } = MENTION_LIMITS.new;
    const readers = await people(emailsPerDay + perText, 'Abonnée');
    for (const reader of readers) {
      await testApp.db.execute(
        sql`insert into follows (follower_id, followed_id) values (${reader.id}, ${writer.id})`,
      );
    }
    for (let start = 0; start < readers.length; start += perText) {
      // Each post as if an hour after the last: the hourly budget is not what this is about.
      await testApp.db.execute(
        sql`update mentions_sent set created_at = created_at - interval '61 minutes' where author_id = ${writer.id}`,
      );
      const answer = await call('POST', '/api/posts', writer.cookie, {
        content: readers
          .slice(start, start + perText)
          .map((reader) => token(reader))
          .join(' '),
      });
      expect(answer.statusCode, answer.body).toBe(201);
      await fanOut();
    }
    let mailed = 0;
    for (const reader of readers) {
      const mails = await readMailbox(testApp.app, reader.email);
      if (mails.some((mail) => mail.template === 'notification')) mailed += 1;
      expect(await mentionLines(reader)).toHaveLength(1);
    }
    expect(mailed).toBe(emailsPerDay);
  });
});
