import type { Notification, NotificationsPage } from '@escouade/contract/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { jobRunnerOf } from '../src/app.ts';
import { BUILD_EXPORTS_JOB } from '../src/modules/data-rights/data-exports.service.ts';
import { type RegisteredUser, registerEligibleProfessional } from './helpers/auth.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

describe('notifications', () => {
  let testApp: TestApp;
  let world: StaffedWorld;
  let alice: RegisteredUser;
  let bruno: RegisteredUser;
  let chloe: RegisteredUser;
  let denis: RegisteredUser;

  const call: StaffedWorld['call'] = (...args) => world.call(...args);
  const fanOut = () => jobRunnerOf(testApp.app).runNow('notification-fan-out');

  async function notificationsOf(person: RegisteredUser): Promise<NotificationsPage> {
    const response = await call('GET', '/api/notifications', person.cookie);
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  async function linesOf(person: RegisteredUser, type: Notification['type']): Promise<Notification[]> {
    return (await notificationsOf(person)).notifications.filter((line) => line.type === type);
  }
  async function publish(author: RegisteredUser, content: string): Promise<string> {
    const response = await call('POST', '/api/posts', author.cookie, { content });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = await setUpStaffedWorld(testApp, 'Notif');
    const auth = { app: testApp.app, appUrl: testApp.config.appUrl };
    alice = await registerEligibleProfessional(auth, {
      email: 'notif-alice@example.test',
      firstName: 'Alice',
    });
    bruno = await registerEligibleProfessional(auth, {
      email: 'notif-bruno@example.test',
      firstName: 'Bruno',
    });
    chloe = await registerEligibleProfessional(auth, {
      email: 'notif-chloe@example.test',
      firstName: 'Chloé',
    });
    denis = await registerEligibleProfessional(auth, {
      email: 'notif-denis@example.test',
      firstName: 'Denis',
    });
  });
  afterAll(() => testApp.close());

  it('groups the likes of one post in one line, counts each person once, and forgets a like taken back', async () => {
    const postId = await publish(alice, 'Nous livrons la refonte du tunnel de paiement cette semaine.');
    for (const person of [bruno, chloe, denis, bruno, alice]) {
      expect((await call('PUT', `/api/posts/${postId}/like`, person.cookie)).statusCode).toBe(200);
    }
    await fanOut();
    const [line, ...others] = await linesOf(alice, 'post_liked');
    expect(others).toHaveLength(0);
    expect(line).toMatchObject({
      actorCount: 3,
      isRead: false,
      subject: 'Nous livrons la refonte du tunnel de paiement cette semaine.',
      target: { kind: 'post', postId },
    });
    // The newest first, two named: Bruno's second like changed nothing, Alice's own like notified no one.
    expect(line?.actors.map((actor) => actor.firstName)).toEqual(['Denis', 'Chloé']);
    expect(await linesOf(bruno, 'post_liked')).toHaveLength(0);

    await call('DELETE', `/api/posts/${postId}/like`, denis.cookie);
    const [after] = await linesOf(alice, 'post_liked');
    expect(after?.actorCount).toBe(2);
    expect(after?.actors.map((actor) => actor.firstName)).toEqual(['Chloé', 'Bruno']);
  });

  it('tells the author of each comment and the earlier commenters of each reply, and forgets a deleted comment', async () => {
    const postId = await publish(alice, 'Qui a déjà migré une base de 2 To sans interruption ?');
    const first = await call('POST', `/api/posts/${postId}/comments`, bruno.cookie, {
      content: 'Moi, en 2024.',
    });
    expect(first.statusCode).toBe(201);
    await call('POST', `/api/posts/${postId}/comments`, alice.cookie, { content: 'Raconte !' });
    const third = await call('POST', `/api/posts/${postId}/comments`, chloe.cookie, {
      content: 'Pareil ici.',
    });
    await fanOut();

    const [commented] = await linesOf(alice, 'post_commented');
    expect(commented).toMatchObject({ actorCount: 2, target: { kind: 'post', postId } });
    expect(commented?.target).toMatchObject({ commentId: third.json().comment.id });
    // Bruno took part before Alice and Chloé answered: one line for the conversation, two people.
    const [reply] = await linesOf(bruno, 'comment_reply');
    expect(reply?.actors.map((actor) => actor.firstName)).toEqual(['Chloé', 'Alice']);
    expect(await linesOf(chloe, 'comment_reply')).toHaveLength(0);

    const removed = await call(
      'DELETE',
      `/api/posts/${postId}/comments/${third.json().comment.id}`,
      chloe.cookie,
    );
    expect(removed.statusCode).toBe(200);
    const [afterDeletion] = await linesOf(alice, 'post_commented');
    expect(afterDeletion?.actorCount).toBe(1);
    expect(afterDeletion?.actors[0]?.firstName).toBe('Bruno');
  });

  it('removes every line about a post when the post is deleted: no dead link', async () => {
    const postId = await publish(alice, 'Un message que je vais retirer.');
    await call('PUT', `/api/posts/${postId}/like`, bruno.cookie);
    await call('POST', `/api/posts/${postId}/comments`, chloe.cookie, { content: 'Intéressant.' });
    await fanOut();
    const about = async () =>
      (await notificationsOf(alice)).notifications.filter(
        (line) => line.target.kind === 'post' && line.target.postId === postId,
      );
    expect(await about()).toHaveLength(2);
    expect((await call('DELETE', `/api/posts/${postId}`, alice.cookie)).statusCode).toBe(204);
    expect(await about()).toHaveLength(0);
  });

  it('reads one line or all of them, starts a new line after reading, and keeps each person to their own', async () => {
    await call('PUT', `/api/profiles/${alice.id}/follow`, chloe.cookie);
    await fanOut();
    const before = await notificationsOf(alice);
    expect(before.unreadCount).toBeGreaterThan(0);
    const [follower] = before.notifications.filter((line) => line.type === 'new_follower');
    expect(follower).toMatchObject({ target: { kind: 'profile', userId: chloe.id } });

    // Nobody else reads or marks Alice's notifications: the id is simply not theirs.
    const foreign = await call('POST', `/api/notifications/${follower?.id}/read`, bruno.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await notificationsOf(bruno)).notifications.some((line) => line.id === follower?.id)).toBe(false);
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);

    const read = await call('POST', `/api/notifications/${follower?.id}/read`, alice.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().unreadCount).toBe(before.unreadCount - 1);

    // A new follower after reading: a new unread line above the read one.
    await call('PUT', `/api/profiles/${alice.id}/follow`, denis.cookie);
    await fanOut();
    const lines = await linesOf(alice, 'new_follower');
    expect(lines.map((line) => [line.isRead, line.actors[0]?.firstName])).toEqual([
      [false, 'Denis'],
      [true, 'Chloé'],
    ]);

    const all = await call('POST', '/api/notifications/read-all', alice.cookie);
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect((await call('GET', '/api/notifications/unread-count', alice.cookie)).json()).toEqual({
      unreadCount: 0,
    });
  });

  it('pages the lines newest first without repeating or skipping', async () => {
    const postIds: string[] = [];
    for (let index = 0; index < 5; index++) {
      const postId = await publish(denis, `Publication numéro ${index}`);
      await call('PUT', `/api/posts/${postId}/like`, alice.cookie);
      postIds.push(postId);
    }
    await fanOut();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await call(
        'GET',
        `/api/notifications?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        denis.cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page: NotificationsPage = response.json();
      seen.push(...page.notifications.map((line) => (line.target.kind === 'post' ? line.target.postId : '')));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.filter((id) => postIds.includes(id))).toEqual([...postIds].reverse());
    expect((await call('GET', '/api/notifications?cursor=bm9wZQ', denis.cookie)).statusCode).toBe(400);
  });

  it('counts the posts of others published since the newest one a feed shows, and opens a post on its own page', async () => {
    const newest = await call('POST', '/api/posts', bruno.cookie, { content: 'Le plus récent que je vois.' });
    const since = newest.json().createdAt as string;
    const countSince = async () =>
      (await call('GET', `/api/posts/new-count?since=${encodeURIComponent(since)}`, bruno.cookie)).json()
        .count;
    expect(await countSince()).toBe(0);
    await publish(chloe, 'Nouveau billet de Chloé.');
    await publish(bruno, 'Mon propre billet ne compte pas.');
    await publish(denis, 'Nouveau billet de Denis.');
    expect(await countSince()).toBe(2);
    expect((await call('GET', '/api/posts/new-count?since=hier', bruno.cookie)).statusCode).toBe(400);

    const page = await call('GET', `/api/posts/${newest.json().id}`, chloe.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ content: 'Le plus récent que je vois.', author: { id: bruno.id } });
    const missing = await call('GET', '/api/posts/00000000-0000-4000-8000-000000000000', chloe.cookie);
    expect(missing.json().code).toBe('POST_NOT_FOUND');
  });

  it('stores a mention by id with the current name, tells the person once, and never someone blocked or unknown', async () => {
    const emma = await registerEligibleProfessional(
      { app: testApp.app, appUrl: testApp.config.appUrl },
      { email: 'notif-emma@example.test', firstName: 'Emma' },
    );
    const suggested = async (person: RegisteredUser, q: string) =>
      (
        (
          await call('GET', `/api/profiles/mention-suggestions?q=${encodeURIComponent(q)}`, person.cookie)
        ).json().people as { id: string }[]
      ).map((entry) => entry.id);
    expect(await suggested(bruno, 'ali')).toContain(alice.id);
    expect(await suggested(bruno, 'ALI')).toContain(alice.id);
    expect(await suggested(bruno, 'bru')).not.toContain(bruno.id);
    expect((await call('PUT', `/api/profiles/${bruno.id}/block`, emma.cookie)).statusCode).toBe(200);
    expect(await suggested(bruno, 'emm')).not.toContain(emma.id);
    expect(await suggested(denis, 'emm')).toContain(emma.id);
    expect((await call('GET', '/api/profiles/mention-suggestions?q=', bruno.cookie)).statusCode).toBe(400);

    const created = await call('POST', '/api/posts', bruno.cookie, {
      content: `Merci @[Ali](${alice.id}) et @[Emma](${emma.id}) et @[Fantôme](nobody123) !`,
    });
    expect(created.statusCode).toBe(201);
    const postId = created.json().id as string;
    expect(created.json().content).toBe(`Merci @[Alice Martin](${alice.id}) et @Emma et @Fantôme !`);
    await fanOut();
    const [line, ...others] = await linesOf(alice, 'mention');
    expect(others).toHaveLength(0);
    expect(line).toMatchObject({
      target: { kind: 'post', postId, commentId: null },
      subject: 'Merci @Alice Martin et @Emma et @Fantôme !',
    });
    expect(line?.actors.map((actor) => actor.firstName)).toEqual(['Bruno']);
    expect(await linesOf(emma, 'mention')).toHaveLength(0);

    const comment = await call('POST', `/api/posts/${postId}/comments`, denis.cookie, {
      content: `@[x](${alice.id}) tu as vu ?`,
    });
    expect(comment.statusCode).toBe(201);
    await fanOut();
    const lines = await linesOf(alice, 'mention');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.target).toEqual({ kind: 'post', postId, commentId: comment.json().comment.id });

    // An edit tells only the people it mentions for the first time.
    const edited = await call('PATCH', `/api/posts/${postId}`, bruno.cookie, {
      content: `Merci @[Ali](${alice.id}) et @[D](${denis.id})`,
    });
    expect(edited.statusCode).toBe(200);
    await fanOut();
    expect(await linesOf(denis, 'mention')).toHaveLength(1);
    expect(await linesOf(alice, 'mention')).toHaveLength(2);
  });

  it('hides what comes from someone in a block with me or whom I muted', async () => {
    const postId = await publish(chloe, 'Retour d’expérience sur notre passage à PostgreSQL 17.');
    await call('PUT', `/api/posts/${postId}/like`, bruno.cookie);
    await call('PUT', `/api/posts/${postId}/like`, denis.cookie);
    await fanOut();
    expect((await linesOf(chloe, 'post_liked'))[0]?.actorCount).toBe(2);
    expect((await call('PUT', `/api/profiles/${bruno.id}/block`, chloe.cookie)).statusCode).toBe(200);
    expect((await call('PUT', `/api/profiles/${denis.id}/mute`, chloe.cookie)).statusCode).toBe(200);
    expect(await linesOf(chloe, 'post_liked')).toHaveLength(0);
  });

  it('follows a project from the invitations to the thread and the delivery, each person hearing their part', async () => {
    const projectId = await world.createProject({ accepting: 3 });
    const { client, pros } = world;
    await fanOut();
    const [received] = await linesOf(pros[0]!, 'invitation_received');
    expect(received).toMatchObject({
      subject: 'Plateforme de réservation',
      target: { kind: 'project', projectId, section: 'team' },
    });
    expect(received?.actors[0]?.firstName).toBe('Claire');
    const accepted = (await linesOf(client, 'invitation_accepted')).filter(
      (line) => line.target.kind === 'project' && line.target.projectId === projectId,
    );
    expect(accepted).toHaveLength(3);

    const message = await call('POST', `/api/projects/${projectId}/thread`, pros[1]!.cookie, {
      body: `Bonjour à tous, @[P](${pros[0]!.id}) et @[A](${alice.id}), je commence la maquette.`,
    });
    expect(message.statusCode).toBe(201);
    await fanOut();
    // Only the project's people can be mentioned in its thread: Alice stays plain text.
    expect(message.json().body).toMatch(
      new RegExp(`^Bonjour à tous, @\\[[^\\]]+\\]\\(${pros[0]!.id}\\) et @A,`),
    );
    expect(await linesOf(pros[0]!, 'mention')).toEqual([
      expect.objectContaining({ target: { kind: 'project', projectId, section: 'thread' } }),
    ]);
    const outsiderAsks = await call(
      'GET',
      `/api/profiles/mention-suggestions?q=a&projectId=${projectId}`,
      alice.cookie,
    );
    expect(outsiderAsks.statusCode).toBe(404);
    for (const person of [client, pros[0]!, pros[2]!]) {
      expect(await linesOf(person, 'project_message')).toEqual([
        expect.objectContaining({ target: { kind: 'project', projectId, section: 'thread' } }),
      ]);
    }
    expect(await linesOf(pros[1]!, 'project_message')).toHaveLength(0);
    // Someone outside the project hears nothing of it.
    expect((await notificationsOf(world.outsider)).notifications).toHaveLength(0);

    const plan = await world.readPlan(projectId);
    const milestone = plan.milestones[0]!;
    const base = `/api/projects/${projectId}/milestones/${milestone.id}`;
    expect((await call('POST', `${base}/deliveries`, pros[2]!.cookie, { note: 'Livré.' })).statusCode).toBe(
      201,
    );
    await fanOut();
    expect(await linesOf(client, 'milestone_delivered')).toEqual([
      expect.objectContaining({
        subject: milestone.title,
        target: { kind: 'project', projectId, section: 'plan' },
      }),
    ]);
    const changes = await call('POST', `${base}/change-requests`, client.cookie, {
      comment: 'Le logo manque.',
    });
    expect(changes.statusCode).toBe(200);
    await fanOut();
    expect(await linesOf(pros[2]!, 'milestone_changes_requested')).toHaveLength(1);

    // A member who leaves no longer sees the project's lines.
    expect((await call('POST', `/api/projects/${projectId}/leave`, pros[0]!.cookie)).statusCode).toBe(204);
    await fanOut();
    expect(await linesOf(pros[0]!, 'invitation_received')).toHaveLength(0);
    expect(await linesOf(pros[0]!, 'project_message')).toHaveLength(0);
    expect((await linesOf(client, 'member_left'))[0]?.actors[0]?.id).toBe(pros[0]!.id);
  });

  it('tells the admins of a report and of a skill awaiting review, and an author of their content removed', async () => {
    const { admin } = world;
    const postId = await publish(denis, 'Achetez mes formations miracle, lien en bio !!!');
    const reported = await call('POST', '/api/reports', bruno.cookie, {
      targetType: 'post',
      targetId: postId,
      reason: 'spam',
    });
    expect(reported.statusCode).toBe(201);
    await call('POST', '/api/reports', chloe.cookie, {
      targetType: 'post',
      targetId: postId,
      reason: 'spam',
    });
    const skill = await call('POST', `/api/profiles/${chloe.id}/skills`, chloe.cookie, {
      newSkill: { name: 'Notif : orchestration de flottes' },
      level: 3,
    });
    expect(skill.statusCode).toBe(201);
    await fanOut();
    expect(await linesOf(admin, 'report_filed')).toEqual([
      expect.objectContaining({ actorCount: 2, target: { kind: 'admin_reports' } }),
    ]);
    expect(await linesOf(admin, 'skill_pending')).toEqual([
      expect.objectContaining({
        subject: 'Notif : orchestration de flottes',
        target: { kind: 'admin_skills' },
      }),
    ]);
    // Members never see admin work.
    expect(await linesOf(bruno, 'report_filed')).toHaveLength(0);

    expect((await call('DELETE', `/api/admin/posts/${postId}`, admin.cookie)).statusCode).toBe(204);
    await fanOut();
    expect(await linesOf(denis, 'content_removed')).toEqual([
      expect.objectContaining({
        actors: [],
        subject: 'Achetez mes formations miracle, lien en bio !!!',
        target: { kind: 'none' },
      }),
    ]);
  });

  it('sets aside an event that keeps failing and goes on with the ones after it', async () => {
    await testApp.db.execute(
      sql`insert into event_outbox (type, data) values ('reviews_published', '{"reviewIds": "not a list"}')`,
    );
    await call('PUT', `/api/profiles/${bruno.id}/follow`, alice.cookie);
    for (let pass = 0; pass < 5; pass++) await fanOut();
    expect((await linesOf(bruno, 'new_follower'))[0]?.actors[0]?.id).toBe(alice.id);
    const left = await testApp.db.execute<{ type: string; attempts: number }>(
      sql`select type, attempts from event_outbox`,
    );
    expect(left.rows).toEqual([{ type: 'reviews_published', attempts: 5 }]);
  });

  it('forgets the words a member took back: a line quotes what the text says now, nothing once it is gone, and no archive of another member keeps them', async () => {
    const auth = { app: testApp.app, appUrl: testApp.config.appUrl };
    const [hana, ines, gaspard] = (await Promise.all(
      ['Hana', 'Inès', 'Gaspard'].map((firstName) =>
        registerEligibleProfessional(auth, {
          email: `notif-${firstName.toLowerCase().replace('è', 'e')}@example.test`,
          firstName,
        }),
      ),
    )) as [RegisteredUser, RegisteredUser, RegisteredUser];
    const storedSubjects = async () =>
      (
        await testApp.db.execute<{ all: string | null }>(
          sql`select string_agg(subject, ' | ') as all from notifications`,
        )
      ).rows[0]?.all ?? '';
    const subjectsOf = async (person: RegisteredUser) =>
      (await notificationsOf(person)).notifications.map((line) => line.subject);

    // A comment that mentions Hana, edited: her line quotes the new words, and the old ones are nowhere.
    const postId = await publish(ines, 'Le billet d’Inès.');
    const commented = await call('POST', `/api/posts/${postId}/comments`, gaspard.cookie, {
      content: `Premier jet confidentiel, @[x](${hana.id}).`,
    });
    const commentId = commented.json().comment.id as string;
    // A post that mentions her, edited too; and Inès's post, liked by Hana, edited by Inès.
    const mentioning = await publish(gaspard, `Brouillon secret pour @[x](${hana.id}).`);
    await call('PUT', `/api/posts/${postId}/like`, hana.cookie);
    await fanOut();
    expect(await subjectsOf(hana)).toEqual([
      'Brouillon secret pour @Hana Martin.',
      'Premier jet confidentiel, @Hana Martin.',
    ]);
    expect(
      (
        await call('PATCH', `/api/posts/${postId}/comments/${commentId}`, gaspard.cookie, {
          content: `Version corrigée, @[x](${hana.id}).`,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PATCH', `/api/posts/${mentioning}`, gaspard.cookie, {
          content: `Texte final pour @[x](${hana.id}).`,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/posts/${postId}`, ines.cookie, { content: 'Le billet revu.' })).statusCode,
    ).toBe(200);
    expect(await subjectsOf(hana)).toEqual([
      'Texte final pour @Hana Martin.',
      'Version corrigée, @Hana Martin.',
    ]);
    expect((await linesOf(ines, 'post_liked'))[0]?.subject).toBe('Le billet revu.');
    for (const removed of ['confidentiel', 'Brouillon secret', 'Le billet d’Inès']) {
      expect(await storedSubjects()).not.toContain(removed);
    }

    // Deleted: nothing of it is left in anyone's notifications.
    expect(
      (await call('DELETE', `/api/posts/${postId}/comments/${commentId}`, gaspard.cookie)).statusCode,
    ).toBe(200);
    expect(await storedSubjects()).not.toContain('corrigée');

    // Hana's archive lists her lines, none with Gaspard's words.
    expect((await call('POST', '/api/account/exports', hana.cookie)).statusCode).toBe(202);
    await jobRunnerOf(testApp.app).runNow(BUILD_EXPORTS_JOB);
    const [ready] = (await call('GET', '/api/account/exports', hana.cookie)).json().items as { id: string }[];
    const archive = await call('GET', `/api/account/exports/${ready!.id}/archive`, hana.cookie);
    const files = unzipSync(new Uint8Array(archive.rawPayload));
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes, true))
      .join('\n');
    expect(JSON.parse(strFromU8(files['notifications.json']!)).notifications.length).toBeGreaterThan(0);
    for (const theirs of ['Texte final', 'Version corrigée', 'confidentiel', 'Brouillon']) {
      expect(everything).not.toContain(theirs);
    }

    // Erased with Gaspard's account: his words leave Hana's lines too.
    const farewell = await call('POST', `/api/posts/${postId}/comments`, gaspard.cookie, {
      content: `Mot d’adieu à @[x](${hana.id}).`,
    });
    expect(farewell.statusCode).toBe(201);
    await fanOut();
    expect(await storedSubjects()).not.toContain('adieu');
    expect(await subjectsOf(hana)).toContain('Mot d’adieu à @Hana Martin.');
    expect((await call('DELETE', `/api/admin/users/${gaspard.id}`, world.admin.cookie)).statusCode).toBe(200);
    expect(await subjectsOf(hana)).not.toContain('Mot d’adieu à @Hana Martin.');
    expect(await storedSubjects()).not.toMatch(/adieu|Texte final/);
  });
});
