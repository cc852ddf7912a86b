import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../src/app.ts';
import { ERASE_ACCOUNTS_JOB } from '../src/modules/data-rights/account-deletion.service.ts';
import {
  BUILD_EXPORTS_JOB,
  EXPIRE_EXPORTS_JOB,
  objectKeyOfExport,
} from '../src/modules/data-rights/data-exports.service.ts';
import { loadCandidates } from '../src/modules/projects/pod-formation/load-candidates.ts';
import { createOrPromoteAdmin } from '../src/scripts/create-admin.ts';
import { FAN_OUT_JOB } from '../src/modules/notifications/fan-out.ts';
import {
  type HttpMethod,
  MatrixWorld,
  multipartAvatar,
  multipartForm,
  multipartPostWithImage,
  type SignedInActor,
  SMALL_PDF,
} from './helpers/actors.ts';
import { cookiesOf, getSessionUser, nextIp, postAuth, registerConfirmedUser } from './helpers/auth.ts';
import { findMailedLink, readMailbox } from './helpers/mailbox.ts';
import { buildTestApp, isUploadStored, objectStoreOf, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60_000;

describe('data rights: export and account deletion', () => {
  let testApp: TestApp;
  let world: MatrixWorld;

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = new MatrixWorld(testApp);
    await world.setUp();
  });
  afterAll(() => testApp.close());

  const send = (method: HttpMethod, actor: SignedInActor | 'anonymous', url: string, payload?: object) =>
    world.send(method, actor, { url, payload });
  const expectStatus = async (
    status: number,
    method: HttpMethod,
    actor: SignedInActor | 'anonymous',
    url: string,
    payload?: object,
  ) => {
    const response = await send(method, actor, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return response;
  };
  const jobs = () => jobRunnerOf(testApp.app);

  /** Asks for an archive and builds it, as the request's own background run would. */
  const exportOf = async (actor: SignedInActor) => {
    const requested = (await expectStatus(202, 'POST', actor, '/api/account/exports')).json() as {
      id: string;
      status: string;
    };
    await jobs().runNow(BUILD_EXPORTS_JOB);
    return requested.id;
  };
  const downloadArchive = async (actor: SignedInActor, exportId: string) => {
    const response = await expectStatus(200, 'GET', actor, `/api/account/exports/${exportId}/archive`);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="escouade-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(response.headers['cache-control']).toContain('no-store');
    return unzipSync(new Uint8Array(response.rawPayload));
  };

  describe('export', () => {
    it('builds an archive of every kind of the member’s data, and nothing written by anyone else', async () => {
      // The owner's data beyond the shared fixtures: a picture, an illustrated post edited once, a like, a
      // follow, a block, a mute, a report and a message of a brief chat.
      const ownerId = world.idOf('owner');
      const avatar = await world.send('PUT', 'owner', {
        url: `/api/profiles/${ownerId}/avatar`,
        ...(await multipartAvatar()),
      });
      expect(avatar.statusCode, avatar.body).toBe(200);
      const illustrated = await world.send('POST', 'owner', {
        url: '/api/posts',
        ...(await multipartPostWithImage('Notre nouvel atelier, première version')),
      });
      expect(illustrated.statusCode, illustrated.body).toBe(201);
      const postId = (illustrated.json() as { id: string }).id;
      await expectStatus(200, 'PATCH', 'owner', `/api/posts/${postId}`, { content: 'Notre nouvel atelier' });
      await expectStatus(200, 'PUT', 'owner', `/api/posts/${world.otherPostId}/like`);
      await expectStatus(200, 'PUT', 'owner', `/api/profiles/${world.idOf('other')}/follow`);
      await expectStatus(200, 'PUT', 'owner', '/api/notifications/preferences', {
        preferences: [{ type: 'post_liked', email: 'never' }],
      });
      const blocked = await world.createBystander();
      await expectStatus(200, 'PUT', 'owner', `/api/profiles/${blocked}/block`);
      await expectStatus(200, 'PUT', 'owner', `/api/profiles/${world.idOf('user')}/mute`);
      await expectStatus(201, 'POST', 'owner', '/api/reports', {
        targetType: 'post',
        targetId: world.otherPostId,
        reason: 'spam',
        details: 'Publicité répétée',
      });
      await testApp.db.execute(sql`
        insert into project_messages (project_id, role, content) values
          (${world.draftProjectId}, 'user', 'Il nous faut une boutique en ligne'),
          (${world.draftProjectId}, 'assistant', 'Quel est votre budget ?')`);
      // And a message in the thread of a project's team, written after it.
      await testApp.db.execute(sql`
        insert into project_thread_messages (project_id, author_id, body, created_at)
        values (${world.project.projectId}, ${ownerId}, 'Les maquettes arrivent lundi', now() + interval '1 second')`);

      // The organisation they belong to, and a colleague they invited into it.
      const organisation = await testApp.db.execute<{ id: string }>(sql`
        insert into organisations (legal_name, siret) values ('Maison Olivia', '73282932000074') returning id`);
      await testApp.db.execute(sql`
        insert into organisation_members (organisation_id, user_id, role)
        values (${organisation.rows[0]?.id}, ${ownerId}, 'owner')`);
      await testApp.db.execute(sql`
        insert into organisation_invitations (organisation_id, email, token_hash, expires_at, invited_by)
        values (${organisation.rows[0]?.id}, 'collegue-olivia@example.test', 'hash-olivia', now() + interval '1 day', ${ownerId})`);

      await expectStatus(202, 'POST', 'anonymous', '/api/contact', {
        name: 'Olivia',
        email: world.accounts.owner.email.toUpperCase(),
        subject: 'support',
        message: 'Mes données, s’il vous plaît',
      });
      const requested = (await expectStatus(202, 'POST', 'owner', '/api/account/exports')).json() as {
        id: string;
        status: string;
        progress: number;
      };
      expect(requested).toMatchObject({ status: 'pending', progress: 0 });
      // One at a time.
      const second = await expectStatus(409, 'POST', 'owner', '/api/account/exports');
      expect(second.json()).toMatchObject({ code: 'EXPORT_IN_PROGRESS' });

      await jobs().runNow(BUILD_EXPORTS_JOB);
      const list = (await expectStatus(200, 'GET', 'owner', '/api/account/exports')).json() as {
        items: { id: string; status: string; progress: number; expiresAt: string; sizeBytes: number }[];
      };
      const ready = list.items[0];
      expect(ready).toMatchObject({ id: requested.id, status: 'ready', progress: 100 });
      expect(ready?.sizeBytes).toBeGreaterThan(1000);
      const daysLeft = (new Date(ready?.expiresAt ?? 0).getTime() - Date.now()) / DAY_MS;
      expect(daysLeft).toBeGreaterThan(6.9);
      expect(daysLeft).toBeLessThanOrEqual(7);
      const mail = (await readMailbox(testApp.app, world.accounts.owner.email)).find(
        (message) => message.template === 'data-export-ready',
      );
      expect(mail?.links).toContain(`${testApp.config.appUrl}/dashboard/data`);

      const files = await downloadArchive('owner', requested.id);
      const json = <T = Record<string, unknown>>(name: string): T =>
        JSON.parse(strFromU8(files[name] ?? new Uint8Array())) as T;
      expect(Object.keys(files).sort()).toEqual(
        [
          'LISEZMOI.txt',
          'account.json',
          'blocks-and-mutes.json',
          'comments.json',
          'contact-and-newsletter.json',
          'follows.json',
          'images/avatar.webp',
          `images/posts/${postId}.webp`,
          'likes.json',
          'messages.json',
          'notifications.json',
          'organisation.json',
          'posts.json',
          'profile.json',
          'projects.json',
          'reports.json',
          'sessions.json',
          'skills.json',
          'verification.json',
        ].sort(),
      );
      expect(json('account.json')).toMatchObject({ id: ownerId, email: world.accounts.owner.email });
      expect(json('profile.json')).toMatchObject({ personal: { firstName: 'Olivia' } });
      expect(json<{ name: string }[]>('skills.json').map((skill) => skill.name)).toContain('Communication');
      const posts =
        json<{ id: string; content: string; earlierVersions: { content: string }[] }[]>('posts.json');
      expect(posts.find((post) => post.id === postId)).toMatchObject({
        content: 'Notre nouvel atelier',
        earlierVersions: [{ content: 'Notre nouvel atelier, première version' }],
      });
      expect(json<{ id: string }[]>('comments.json').map((comment) => comment.id)).toEqual([world.commentId]);
      expect(json<{ postId: string }[]>('likes.json')).toEqual([
        expect.objectContaining({ postId: world.otherPostId }),
      ]);
      expect(json('follows.json')).toMatchObject({
        following: [{ userId: world.idOf('other'), name: 'Oscar Martin' }],
      });
      expect(json('blocks-and-mutes.json')).toMatchObject({
        blocked: [{ userId: blocked }],
        muted: [{ userId: world.idOf('user') }],
      });
      const projects = json<{ asClient: { id: string }[]; asMember: { projectId: string }[] }>(
        'projects.json',
      );
      expect(projects.asClient.map((project) => project.id)).toContain(world.project.projectId);
      expect(projects.asMember.length).toBeGreaterThan(0);
      // Every message the member wrote, where a member looks for them: one file, each with its project.
      expect(json('messages.json')).toEqual([
        expect.objectContaining({
          projectId: world.draftProjectId,
          conversation: 'brief',
          content: 'Il nous faut une boutique en ligne',
        }),
        expect.objectContaining({
          projectId: world.project.projectId,
          conversation: 'thread',
          content: 'Les maquettes arrivent lundi',
          attachments: [],
        }),
      ]);
      expect(Object.keys(json('projects.json'))).not.toContain('threadMessages');
      expect(json('organisation.json')).toMatchObject({
        membership: { legalName: 'Maison Olivia', siret: '73282932000074', role: 'owner' },
        invitationsSent: [{ email: 'collegue-olivia@example.test' }],
      });
      expect(JSON.stringify(json('organisation.json'))).not.toContain('hash-olivia');
      const readme = strFromU8(files['LISEZMOI.txt'] ?? new Uint8Array());
      expect(readme).toContain('messages.json : tous les messages que vous avez écrits dans des projets');
      expect(json<{ userAgent: string | null }[]>('sessions.json').length).toBeGreaterThan(0);
      expect(json('contact-and-newsletter.json')).toMatchObject({
        contactMessages: [{ subject: 'support', message: 'Mes données, s’il vous plaît' }],
      });
      expect(json('notifications.json')).toMatchObject({
        emailChoices: [{ type: 'post_liked', email: 'never' }],
      });
      expect(json('reports.json')).toMatchObject([
        { targetId: world.otherPostId, details: 'Publicité répétée' },
      ]);
      // The pictures are the stored files, byte for byte.
      const store = await objectStoreOf(testApp);
      const storedPost = await store.get(
        `posts/${path.basename(String((illustrated.json() as { imageUrl: string }).imageUrl))}`,
      );
      const chunks: Buffer[] = [];
      for await (const chunk of storedPost?.body ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.from(files[`images/posts/${postId}.webp`] ?? [])).toEqual(Buffer.concat(chunks));

      // Nothing anyone else wrote or registered: their post, their addresses, the assistant's words.
      const everything = Object.values(files)
        .map((bytes) => strFromU8(bytes, true))
        .join('\n');
      expect(everything).not.toContain('Une photo du chantier');
      expect(everything).not.toContain('Quel est votre budget');
      for (const actor of ['other', 'user', 'admin', 'professional', 'banned'] as const) {
        expect(everything).not.toContain(world.accounts[actor].email);
      }
    });

    it('is downloadable by its owner only, never as a public upload, and not after it expires', async () => {
      const exportId = await exportOf('professional');
      for (const actor of ['owner', 'other', 'admin'] as const) {
        const response = await send('GET', actor, `/api/account/exports/${exportId}/archive`);
        expect(response.statusCode, actor).toBe(404);
        expect(response.json()).toMatchObject({ code: 'EXPORT_NOT_FOUND' });
      }
      await expectStatus(401, 'GET', 'anonymous', `/api/account/exports/${exportId}/archive`);
      await expectStatus(404, 'GET', 'anonymous', `/uploads/exports/${exportId}.zip`);
      await expectStatus(404, 'GET', 'professional', `/uploads/exports/${exportId}.zip`);
      const store = await objectStoreOf(testApp);
      expect(await store.has(objectKeyOfExport(exportId))).toBe(true);

      // Six days later it is still there; after seven it is gone, file and link.
      expect(await jobs().runNow(EXPIRE_EXPORTS_JOB, new Date(Date.now() + 6 * DAY_MS))).toBe(0);
      await downloadArchive('professional', exportId);
      expect(
        await jobs().runNow(EXPIRE_EXPORTS_JOB, new Date(Date.now() + 7 * DAY_MS + 60_000)),
      ).toBeGreaterThanOrEqual(1);
      expect(await store.has(objectKeyOfExport(exportId))).toBe(false);
      await expectStatus(404, 'GET', 'professional', `/api/account/exports/${exportId}/archive`);
      const list = (await expectStatus(200, 'GET', 'professional', '/api/account/exports')).json() as {
        items: { id: string; status: string; expiresAt: string | null }[];
      };
      expect(list.items[0]).toMatchObject({ id: exportId, status: 'expired', expiresAt: null });
    });

    it('allows three archives a day, then says when the next one can be asked for', async () => {
      await exportOf('user');
      await exportOf('user');
      await exportOf('user');
      const refused = await expectStatus(429, 'POST', 'user', '/api/account/exports');
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    });

    it('takes over a build that a stopped process left, and fails one that keeps failing', async () => {
      const userId = world.idOf('other');
      const left = await testApp.db.execute<{ id: string }>(sql`
        insert into data_exports (user_id, status, attempts, lease_until)
        values (${userId}, 'building', 1, now() - interval '1 minute') returning id`);
      const exportId = left.rows[0]?.id ?? '';
      // Still leased: another instance may be building it.
      await testApp.db.execute(
        sql`update data_exports set lease_until = now() + interval '5 minutes' where id = ${exportId}`,
      );
      expect(await jobs().runNow(BUILD_EXPORTS_JOB)).toBe(0);
      await testApp.db.execute(
        sql`update data_exports set lease_until = now() - interval '1 minute' where id = ${exportId}`,
      );
      expect(await jobs().runNow(BUILD_EXPORTS_JOB)).toBe(1);
      const built = await testApp.db.execute<{ status: string; attempts: number }>(
        sql`select status, attempts from data_exports where id = ${exportId}`,
      );
      expect(built.rows[0]).toEqual({ status: 'ready', attempts: 2 });

      const doomed = await testApp.db.execute<{ id: string }>(sql`
        insert into data_exports (user_id, status, attempts, lease_until)
        values (${userId}, 'building', 3, now() - interval '1 minute') returning id`);
      expect(await jobs().runNow(BUILD_EXPORTS_JOB)).toBe(0);
      const failed = await testApp.db.execute<{ status: string }>(
        sql`select status from data_exports where id = ${doomed.rows[0]?.id}`,
      );
      expect(failed.rows[0]?.status).toBe('failed');
    });
  });

  /**
   * Every table of the schema, and how it can hold a person. The erasure test gives the member it erases a row
   * in each table that names someone, and finds none of them after; a table missing from here fails the test
   * below, so that a new table is classified (and erased) before it ships.
   */
  const NAMES_A_PERSON: Record<string, string> = {
    user: 'the account itself',
    session: 'user_id',
    account: 'user_id',
    verification: 'value: the account of a reset link or a trusted device',
    two_factor: 'user_id',
    profiles: 'id, names',
    professional_profiles: 'id',
    user_skills: 'user_id',
    skills: 'created_by',
    follows: 'follower_id, followed_id',
    user_blocks: 'blocker_id, blocked_id',
    user_mutes: 'muter_id, muted_id',
    pro_posts: 'author_id, and mentions in the text',
    pro_post_likes: 'user_id',
    pro_post_comments: 'user_id, and mentions in the text',
    pro_post_revisions: 'mentions in an earlier text',
    pro_comment_revisions: 'mentions in an earlier text',
    content_reports: 'reporter_id, target_author_id, decided_by',
    data_exports: 'user_id',
    account_deletions: 'user_id',
    projects: 'client_id',
    project_proposals: 'payload: the members proposed, with their names',
    project_invitations: 'professional_id',
    project_milestones: 'owner_id',
    project_tasks: 'assignee_id',
    project_activity: 'actor_id',
    availability_bookings: 'user_id',
    timesheet_weeks: 'member_id',
    member_payouts: 'member_id',
    project_thread_messages: 'author_id, and mentions in the text',
    proposal_thread_messages: 'author_id, and mentions in the text',
    business_verifications: 'subject_id, requested_by, reviewer_id, and the SIRET of a sole trader',
    organisation_members: 'user_id',
    organisation_invitations: 'email (the address invited), invited_by',
    milestone_deliveries: 'author_id, decided_by',
    project_reviews: 'author_id, subject_id',
    event_outbox: 'data: the people an event concerns',
    notifications: 'recipient_id',
    notification_actors: 'actor_id',
    live_events: 'user_id, data.authorId',
    notification_preferences: 'user_id',
    notification_digests: 'user_id',
    mentions_sent: 'author_id, mentioned_id',
    contact_messages: 'email, name',
    newsletter_subscriptions: 'email',
    admin_audit_log: 'before, after (target_id and actor_email are kept: see `tablesNaming`)',
    email_outbox: 'to_address, and the address or the name in the text',
  };
  /** Tables reached only through a row of a table above, with the rows of `personId`'s they hold. */
  const BELONGS_TO: Record<string, (personId: string) => ReturnType<typeof sql>> = {
    // A client's brief chat with the assistant.
    project_messages: (personId) =>
      sql`select m.id::text from project_messages m join projects p on p.id = m.project_id
          where p.client_id = ${personId}`,
    // The hours of their weeks.
    timesheet_entries: (personId) =>
      sql`select e.id::text from timesheet_entries e join timesheet_weeks w on w.id = e.week_id
          where w.member_id = ${personId}`,
    // The files joined to their thread messages, in a project's thread or a proposed team's.
    project_attachments: (personId) =>
      sql`select a.id::text from project_attachments a
          left join project_thread_messages m on m.id = a.message_id
          left join proposal_thread_messages pm on pm.id = a.proposal_message_id
          where m.author_id = ${personId} or pm.author_id = ${personId}`,
  };
  const ABOUT_NOBODY: Record<string, string> = {
    agency_settings: 'the agency’s own legal identity and billing terms',
    billing_number_counters: 'the last invoice number of each year',
    billing_books_revision: 'one number that changes with the books, for the finance back-office',
    project_billing:
      'a project’s fee, and the company its invoices are addressed to as the client typed it (no account id, no address of an account)',
    billing_documents:
      'issued invoices and credit notes: the buyer as invoiced, kept ten years as issued by commercial law (no account id)',
    invoice_payments: 'the amounts and dates of the bank transfers received for an invoice',
    project_quotes:
      'quotes, and accepted ones as the contract: the buyer as quoted, the name typed and the address it was accepted from, kept as accepted like an invoice (no account id)',
    invoiced_timesheet_weeks: 'which approved week of hours an invoice billed (ids only)',
    invoice_reminders: 'which reminder of an overdue invoice was sent, and when (ids only)',
    rate_limit: 'Better Auth’s counters, by address and path (Escouade keeps its own counters elsewhere)',
    organisations:
      'a client company’s identity as its owners typed it (legal name, identifiers, billing address; no account id)',
  };

  /**
   * The tables with a row that holds this id, address or name anywhere in it (accents and case aside). The
   * audit log keeps the id an action targeted (an id with nothing left behind it) and the acting admin's
   * address; what it says is checked.
   */
  const tablesNaming = async (
    person: { id: string; email: string; names?: string[] },
    tables = Object.keys(NAMES_A_PERSON),
  ): Promise<string[]> => {
    const found: string[] = [];
    const names = person.names ?? [];
    for (const table of tables) {
      const text =
        table === 'admin_audit_log'
          ? sql`(coalesce(t.before::text, '') || coalesce(t.after::text, ''))`
          : sql`t::text`;
      const named = names.map(
        (name) => sql`or strpos(lower(f_unaccent(${text})), lower(f_unaccent(${name}))) > 0`,
      );
      const result = await testApp.db.execute<{ count: number }>(sql`
        select count(*)::int as count from ${sql.identifier(table)} as t
        where strpos(${text}, ${person.id}) > 0 or strpos(lower(${text}), ${person.email.toLowerCase()}) > 0
          ${sql.join(named, sql` `)}`);
      if ((result.rows[0]?.count ?? 0) > 0) found.push(table);
    }
    return found.sort();
  };

  it('knows, for every table of the schema, whether and how it can hold a person', async () => {
    const tables = await testApp.db.execute<{ table_name: string }>(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
    const classified = { ...NAMES_A_PERSON, ...BELONGS_TO, ...ABOUT_NOBODY };
    const unclassified = tables.rows.map((row) => row.table_name).filter((table) => !(table in classified));
    expect(unclassified, 'classify each new table in NAMES_A_PERSON, BELONGS_TO or ABOUT_NOBODY').toEqual([]);
    expect(Object.keys(classified).sort()).toEqual(tables.rows.map((row) => row.table_name));
    // A table that refers to an account, or holds an address, names a person.
    const personal = await testApp.db.execute<{ table_name: string }>(sql`
      select distinct c.table_name from information_schema.constraint_column_usage u
      join information_schema.table_constraints c on c.constraint_name = u.constraint_name
      where u.table_schema = 'public' and u.table_name = 'user' and c.constraint_type = 'FOREIGN KEY'
      union
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name in ('email', 'to_address', 'first_name', 'last_name')
        and table_name <> 'notification_preferences'`);
    for (const { table_name: table } of personal.rows) {
      expect(NAMES_A_PERSON, `${table} refers to a person`).toHaveProperty(table);
    }
  });

  describe('deletion', () => {
    /** Whether team formation would consider this professional for a skill they hold (the owner's team). */
    const isCandidate = async (userId: string) => {
      const skill = await testApp.db.execute<{ id: string }>(
        sql`select id from skills where name = 'Matrice : équipe du propriétaire'`,
      );
      const candidates = await loadCandidates(
        testApp.db,
        {
          skills: [{ skillId: skill.rows[0]?.id ?? '', name: 'Matrice', minLevel: 1, weight: 3 }],
          teamSize: { min: 1, max: 2 },
          budget: null,
          priority: 'balanced',
        },
        { clientId: world.idOf('user') },
      );
      return candidates.some((candidate) => candidate.userId === userId);
    };

    const signIn = (actor: SignedInActor, password = world.accounts[actor].password) =>
      postAuth(world.client, '/sign-in/email', { email: world.accounts[actor].email, password });

    it('refuses a wrong password, and a missing or wrong second-factor code when it is on', async () => {
      const wrong = await expectStatus(400, 'POST', 'professional', '/api/account/deletion', {
        password: 'not the password',
      });
      expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
      const code = await world.enableTwoFactor('professional');
      const password = world.accounts.professional.password;
      const missing = await expectStatus(400, 'POST', 'professional', '/api/account/deletion', { password });
      expect(missing.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_REQUIRED' });
      const badCode = await expectStatus(400, 'POST', 'professional', '/api/account/deletion', {
        password,
        code: code === '000000' ? '111111' : '000000',
      });
      expect(badCode.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' });
      // Nothing was scheduled: the account still works.
      await expectStatus(200, 'GET', 'professional', '/api/profiles/me');
      const empty = await expectStatus(400, 'POST', 'professional', '/api/account/deletion', {});
      expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      await expectStatus(401, 'POST', 'anonymous', '/api/account/deletion', { password });
    });

    it('gives an account five tries at the password in ten minutes, whatever the address', async () => {
      const member = await registerConfirmedUser(world.client, { email: 'five-tries@example.test' });
      const attempt = (password: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/account/deletion',
          payload: { password },
          remoteAddress: nextIp(),
          headers: { origin: world.client.appUrl, cookie: member.cookie },
        });
      for (let index = 0; index < 5; index += 1) {
        expect((await attempt(`wrong ${index}`)).statusCode).toBe(400);
      }
      const limited = await attempt(member.password);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await getSessionUser(world.client, member.cookie)).not.toBeNull();
    });

    it('ends every session at once, refuses sign-in meanwhile, and the e-mailed link cancels it', async () => {
      const account = world.accounts.user;
      const secondDevice = cookiesOf(await signIn('user'));
      const requested = await expectStatus(202, 'POST', 'user', '/api/account/deletion', {
        password: account.password,
      });
      const dueAt = new Date((requested.json() as { dueAt: string }).dueAt).getTime();
      expect((dueAt - Date.now()) / DAY_MS).toBeCloseTo(14, 1);
      // The browser is told to forget its cookie; both devices are signed out on the server.
      expect(requested.cookies.some((cookie) => cookie.value === '' && cookie.maxAge === 0)).toBe(true);
      expect(await getSessionUser(world.client, account.cookie)).toBeNull();
      expect(await getSessionUser(world.client, secondDevice)).toBeNull();
      await expectStatus(401, 'GET', 'user', '/api/profiles/me');

      // Gone from view meanwhile.
      await expectStatus(404, 'GET', 'owner', `/api/profiles/${account.id}`);

      const refused = await signIn('user');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DELETION_PENDING' });

      const link = await findMailedLink(testApp.app, account.email, '/account-deletion');
      const token = link.searchParams.get('token') ?? '';
      expect(token.length).toBeGreaterThan(30);
      await expectStatus(204, 'POST', 'anonymous', '/api/account/deletion/cancel', { token });
      const again = await expectStatus(400, 'POST', 'anonymous', '/api/account/deletion/cancel', { token });
      expect(again.json()).toMatchObject({ code: 'DELETION_LINK_INVALID' });
      const back = await signIn('user');
      expect(back.statusCode, back.body).toBe(200);
      account.cookie = cookiesOf(back);
      await expectStatus(200, 'GET', 'owner', `/api/profiles/${account.id}`);
      // Past the grace period, nothing is left to erase.
      expect(await jobs().runNow(ERASE_ACCOUNTS_JOB, new Date(Date.now() + 15 * DAY_MS))).toBe(0);
      await expectStatus(200, 'GET', 'user', '/api/profiles/me');
    });

    it('keeps the last admin who can sign in', async () => {
      const admin = world.accounts.admin;
      const refused = await expectStatus(409, 'POST', 'admin', '/api/account/deletion', {
        password: admin.password,
      });
      expect(refused.json()).toMatchObject({ code: 'LAST_ADMIN_CANNOT_LEAVE' });
      await createOrPromoteAdmin(testApp.db, {
        email: 'second-admin@example.test',
        password: 'second admin passphrase',
      });
      await expectStatus(202, 'POST', 'admin', '/api/account/deletion', { password: admin.password });
      // A wrong password reads as for any account: the pending deletion is told only to its owner.
      const wrong = await signIn('admin', 'not the password');
      expect(wrong.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
      // The remaining admin may not leave now: the first one is leaving.
      const second = cookiesOf(
        await postAuth(world.client, '/sign-in/email', {
          email: 'second-admin@example.test',
          password: 'second admin passphrase',
        }),
      );
      const alone = await testApp.app.inject({
        method: 'POST',
        url: '/api/account/deletion',
        payload: { password: 'second admin passphrase' },
        headers: { origin: world.client.appUrl, cookie: second },
      });
      expect(alone.statusCode, alone.body).toBe(409);
      const link = await findMailedLink(testApp.app, admin.email, '/account-deletion');
      await expectStatus(204, 'POST', 'anonymous', '/api/account/deletion/cancel', {
        token: link.searchParams.get('token'),
      });
      admin.cookie = cookiesOf(await signIn('admin'));
    });

    it('erases the account, its rows and its files after the grace period; the team keeps a former member', async () => {
      const other = world.accounts.other;
      const ownerId = world.idOf('owner');
      // A name of their own, found wherever it is written (the fixtures' last names are shared).
      const names = ['Oscarine', 'Vercingétorix'];
      await expectStatus(200, 'PATCH', 'other', `/api/profiles/${other.id}`, {
        firstName: names[0],
        lastName: names[1],
        profession: 'Consultante',
      });
      const erased = { id: other.id, email: other.email, names };
      // Other holds an accepted seat on the owner's project, has an illustrated post, an archive, and a
      // project of their own the owner is invited to.
      const seat = world.invitationOf(world.project, 'other');
      await expectStatus(200, 'POST', 'other', `/api/invitations/${seat}/accept`);
      const ownProject = await world.createTeamProject('other', 'otherTeam');
      const exportId = await exportOf('other');
      const store = await objectStoreOf(testApp);
      expect(await isUploadStored(testApp, world.imageUrl)).toBe(true);

      expect(await isCandidate(other.id)).toBe(true);
      // The owner mentioned them in a post, edited since: no text, current or earlier, may keep their id.
      const mentioning = (
        await expectStatus(201, 'POST', 'owner', '/api/posts', { content: `Merci @[x](${other.id}) !` })
      ).json() as { id: string; content: string };
      expect(mentioning.content).toContain(`](${other.id})`);
      await expectStatus(200, 'PATCH', 'owner', `/api/posts/${mentioning.id}`, {
        content: `Merci @[x](${other.id}) !`.replace('Merci', 'Merci encore'),
      });
      const ownerComment = (
        await expectStatus(201, 'POST', 'owner', `/api/posts/${world.postId}/comments`, {
          content: `Bien vu @[x](${other.id})`,
        })
      ).json() as { comment: { id: string } };
      await expectStatus(
        200,
        'PATCH',
        'owner',
        `/api/posts/${world.postId}/comments/${ownerComment.comment.id}`,
        {
          content: `Très bien vu @[x](${other.id})`,
        },
      );

      // One of everything else the platform keeps about a person: a skill they named, follows both ways, a
      // block, a mute, a like, a comment that mentions someone (edited), a report, a message with a file in a
      // thread, a milestone and a task of theirs, a delivery, a review, e-mail choices and a digest, a
      // contact message, a newsletter subscription, a password reset link, a comment a moderator removed,
      // the brief chat of their project, and two-factor authentication.
      await world.createPendingSkill('other');
      await expectStatus(200, 'PUT', 'other', `/api/profiles/${ownerId}/follow`);
      await expectStatus(200, 'PUT', 'owner', `/api/profiles/${other.id}/follow`);
      await expectStatus(200, 'PUT', 'other', `/api/profiles/${await world.createBystander()}/block`);
      await expectStatus(200, 'PUT', 'other', `/api/profiles/${world.idOf('professional')}/mute`);
      await expectStatus(200, 'PUT', 'other', `/api/posts/${world.postId}/like`);
      const comment = (
        await expectStatus(201, 'POST', 'other', `/api/posts/${world.postId}/comments`, {
          content: `Merci @[x](${ownerId})`,
        })
      ).json() as { comment: { id: string } };
      await expectStatus(200, 'PATCH', 'other', `/api/posts/${world.postId}/comments/${comment.comment.id}`, {
        content: `Merci beaucoup @[x](${ownerId})`,
      });
      await expectStatus(201, 'POST', 'other', '/api/reports', {
        targetType: 'post',
        targetId: world.postId,
        reason: 'spam',
      });
      const thread = await world.send('POST', 'other', {
        url: `/api/projects/${world.staffedProjectId}/thread`,
        ...multipartForm({ body: `Le plan, @[x](${ownerId})` }, [
          { fileName: 'plan.pdf', contentType: 'application/pdf', bytes: SMALL_PDF },
        ]),
      });
      expect(thread.statusCode, thread.body).toBe(201);
      await world.createTask();
      await testApp.db.execute(sql`
        update project_milestones set owner_id = ${other.id} where project_id = ${world.staffedProjectId}`);
      await testApp.db.execute(sql`
        update project_tasks set assignee_id = ${other.id} where project_id = ${world.staffedProjectId}`);
      await world.createDeliveredMilestone();
      await world.publishedReviewOfOwner();
      await expectStatus(200, 'PUT', 'other', '/api/notifications/preferences', {
        preferences: [{ type: 'post_liked', email: 'never' }],
      });
      await expectStatus(202, 'POST', 'anonymous', '/api/contact', {
        name: names.join(' '),
        email: other.email,
        subject: 'support',
        message: 'Une question sur mon équipe',
      });
      await expectStatus(202, 'POST', 'anonymous', '/api/newsletter', { email: other.email });
      await postAuth(world.client, '/request-password-reset', { email: other.email });
      const removed = (
        await expectStatus(201, 'POST', 'other', `/api/posts/${world.postId}/comments`, {
          content: 'Hors sujet',
        })
      ).json() as { comment: { id: string } };
      await expectStatus(
        200,
        'DELETE',
        'admin',
        `/api/admin/posts/${world.postId}/comments/${removed.comment.id}`,
      );
      await testApp.db.execute(sql`
        insert into project_messages (project_id, role, content)
        values (${ownProject.projectId}, 'user', 'Une application de réservation')`);
      await jobs().runNow(FAN_OUT_JOB);
      await jobs().runNow('notification-digest', new Date(Date.now() + 60_000));
      // Something they did that no notification reflects yet.
      await expectStatus(200, 'PUT', 'other', `/api/profiles/${world.idOf('professional')}/follow`);
      const code = await world.enableTwoFactor('other');

      // Proposals formed now hold them; a seat offered now waits for their answer.
      const proposed = await world.createProposedProject('user', 'ownerTeam');
      // A question to a proposed team, a week of hours with a payout, and a request to verify their business.
      await testApp.db.execute(sql`
        insert into proposal_thread_messages (proposal_id, project_id, author_id, body)
        select id, project_id, ${other.id}, 'Une question avant de choisir'
        from project_proposals where project_id = ${proposed} limit 1`);
      const week = await testApp.db.execute<{ id: string }>(sql`
        insert into timesheet_weeks (project_id, member_id, week_of)
        values (${world.staffedProjectId}, ${other.id}, date_trunc('week', now())::date) returning id`);
      await testApp.db.execute(sql`
        insert into timesheet_entries (week_id, milestone_title, day, hours)
        values (${week.rows[0]?.id}, 'Cadrage', date_trunc('week', now())::date, 3)`);
      await testApp.db.execute(sql`
        insert into member_payouts (project_id, member_id, amount_cents, paid_on)
        values (${world.staffedProjectId}, ${other.id}, 10000, current_date)`);
      const verification = multipartForm(
        { siret: '73282932000074' },
        [{ fileName: 'kbis.pdf', contentType: 'application/pdf', bytes: SMALL_PDF }],
        'document',
      );
      const asked = await world.send('POST', 'other', {
        url: `/api/verifications/professional/${other.id}`,
        ...verification,
      });
      expect(asked.statusCode, asked.body).toBe(201);
      // Their organisation, which they own with a colleague (who becomes its owner), an invitation they sent
      // and one sent to them by another organisation.
      const theirs = await testApp.db.execute<{ id: string }>(sql`
        insert into organisations (legal_name) values ('Atelier partagé') returning id`);
      const elsewhere = await testApp.db.execute<{ id: string }>(sql`
        insert into organisations (legal_name) values ('Autre maison') returning id`);
      const theirsId = theirs.rows[0]?.id;
      await testApp.db.execute(sql`
        insert into organisation_members (organisation_id, user_id, role, joined_at) values
          (${theirsId}, ${other.id}, 'owner', now() - interval '1 day'), (${theirsId}, ${world.idOf('user')}, 'member', now())`);
      await testApp.db.execute(sql`
        insert into organisation_invitations (organisation_id, email, token_hash, expires_at, invited_by) values
          (${theirsId}, 'colleague@example.test', 'hash-sent', now() + interval '1 day', ${other.id}),
          (${elsewhere.rows[0]?.id}, ${other.email}, 'hash-received', now() + interval '1 day', null)`);
      const pendingSeat = world.invitationOf(await world.createTeamProject('owner', 'ownerTeam'), 'other');
      // Every table that can name a person names them, before the request (which ends their sessions) or after
      // it (which records it); and the rows only reached through theirs exist.
      const named = new Set(await tablesNaming(erased));
      await expectStatus(202, 'POST', 'other', '/api/account/deletion', { password: other.password, code });
      for (const table of await tablesNaming(erased)) named.add(table);
      expect([...named].sort()).toEqual(Object.keys(NAMES_A_PERSON).sort());
      const belonging = new Map<string, string[]>();
      for (const [table, rowsOf] of Object.entries(BELONGS_TO)) {
        const owned = (await testApp.db.execute<{ id: string }>(rowsOf(other.id))).rows.map((row) => row.id);
        expect(owned.length, `${table} rows of theirs`).toBeGreaterThan(0);
        belonging.set(table, owned);
      }
      // The seat is declined at once (the client can offer it to someone else); the proposal cannot be chosen.
      const seatNow = await testApp.db.execute<{ status: string }>(
        sql`select status from project_invitations where id = ${pendingSeat}`,
      );
      expect(seatNow.rows[0]?.status).toBe('declined');
      const choose = await expectStatus(
        409,
        'POST',
        'user',
        `/api/projects/${proposed}/proposals/best_coverage/choose`,
        {},
      );
      expect(choose.json()).toMatchObject({ code: 'PROJECT_STATE_CONFLICT' });
      // Their posts and comments leave every feed at once.
      const feed = (await expectStatus(200, 'GET', 'owner', '/api/posts?limit=50')).json() as {
        posts: { id: string }[];
      };
      expect(feed.posts.map((post) => post.id)).not.toContain(world.otherPostId);
      // Out of team formation from now on.
      expect(await isCandidate(other.id)).toBe(false);

      expect(await jobs().runNow(ERASE_ACCOUNTS_JOB, new Date(Date.now() + 13 * DAY_MS))).toBe(0);
      expect(await jobs().runNow(ERASE_ACCOUNTS_JOB, new Date(Date.now() + 14 * DAY_MS + 60_000))).toBe(1);

      // No row anywhere holds their id, their address or their name, not even in a mention by someone else,
      // which now reads as `@…`; and what was theirs only through those rows is gone with them.
      const everyTable = Object.keys({ ...NAMES_A_PERSON, ...BELONGS_TO, ...ABOUT_NOBODY });
      expect(await tablesNaming(erased, everyTable)).toEqual([]);
      for (const [table, owned] of belonging) {
        const left = await testApp.db.execute(
          sql`select 1 from ${sql.identifier(table)} where id::text = any(${sql.param(owned)}::text[])`,
        );
        expect(left.rows, `${table} rows of theirs`).toHaveLength(0);
      }
      const mentioned = await testApp.db.execute<{ content: string }>(
        sql`select content from pro_posts where id = ${mentioning.id}`,
      );
      expect(mentioned.rows[0]?.content).toBe('Merci encore @… !');
      // No file: their post image, their archive.
      expect(await isUploadStored(testApp, world.imageUrl)).toBe(false);
      expect(await store.has(objectKeyOfExport(exportId))).toBe(false);
      if (!testApp.config.objectStorage) {
        const archives = await readdir(path.join(testApp.config.uploadsDir, 'exports')).catch(() => []);
        expect(archives).not.toContain(`${exportId}.zip`);
      }

      // Their organisation stays with its other member, now its owner.
      const organisationLeft = await testApp.db.execute<{ user_id: string; role: string }>(
        sql`select user_id, role from organisation_members where organisation_id = ${theirsId}`,
      );
      expect(organisationLeft.rows).toEqual([{ user_id: world.idOf('user'), role: 'owner' }]);
      // The owner's project keeps the seat, unnamed; the project other created went, with its invitation.
      const project = (
        await expectStatus(200, 'GET', 'owner', `/api/projects/${world.project.projectId}`)
      ).json() as {
        team: { id: string; status: string; professional: unknown }[];
      };
      expect(project.team.find((each) => each.id === seat)).toMatchObject({
        status: 'accepted',
        professional: null,
      });
      await expectStatus(404, 'GET', 'owner', `/api/projects/${ownProject.projectId}`);
      const proposals = (
        await expectStatus(200, 'GET', 'owner', `/api/projects/${world.project.projectId}/proposals`)
      ).json() as {
        members: { userId: string | null; firstName: string | null }[];
      }[];
      expect(proposals.flatMap((proposal) => proposal.members).some((member) => member.userId === null)).toBe(
        true,
      );
      // The address can sign up again, as a new account.
      const signIn = await postAuth(world.client, '/sign-in/email', {
        email: other.email,
        password: other.password,
      });
      expect(signIn.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
      const cancel = await findMailedLink(testApp.app, other.email, '/account-deletion').catch(
        () => undefined,
      );
      expect(cancel).toBeUndefined();
    });

    it('leaves in the audit log what was done, not who it was done to, when an admin deletes an account', async () => {
      const target = await registerConfirmedUser(world.client, { email: 'audited@example.test' });
      await expectStatus(200, 'POST', 'admin', `/api/admin/users/${target.id}/ban`, {
        reason: 'Spam répété',
      });
      // Mail to the agency quoting the address goes with the account; a longer address that contains it stays.
      await testApp.db.execute(sql`
        insert into email_outbox (to_address, subject, html, text, template, locale) values
          ('agency@example.test', 'Contact', '<p>x</p>', ${`Reply to ${target.email}.`}, 'contact-message', 'fr'),
          ('agency@example.test', 'Contact', '<p>x</p>', ${`Reply to x${target.email}.org`}, 'contact-message', 'fr')`);
      await expectStatus(200, 'DELETE', 'admin', `/api/admin/users/${target.id}`);
      const entries = await testApp.db.execute<{ action: string; before: unknown; after: unknown }>(sql`
        select action, before, after from admin_audit_log where target_id = ${target.id} order by id`);
      expect(entries.rows).toEqual([
        { action: 'user.ban', before: null, after: null },
        { action: 'user.delete', before: { role: 'user' }, after: null },
      ]);
      const quoting = await testApp.db.execute<{ text: string }>(
        sql`select text from email_outbox where to_address = 'agency@example.test' order by text`,
      );
      expect(quoting.rows.map((row) => row.text)).toEqual([`Reply to x${target.email}.org`]);
      await testApp.db.execute(sql`delete from email_outbox where to_address = 'agency@example.test'`);
      expect(await tablesNaming(target)).toEqual([]);
    });

    it('erases a client: a project with a team, or whose invited were told of its end, stays without the brief chat; the others go', async () => {
      const owner = world.accounts.owner;
      const staffed = world.project.projectId;
      await expectStatus(202, 'POST', 'owner', '/api/account/deletion', { password: owner.password });
      expect(await jobs().runNow(ERASE_ACCOUNTS_JOB, new Date(Date.now() + 15 * DAY_MS))).toBe(1);
      const projects = await testApp.db.execute<{ id: string; client_id: string | null; status: string }>(
        sql`select id, client_id, status from projects where id = any(${sql.param([staffed, world.draftProjectId, world.refill.projectId])}::uuid[])`,
      );
      // Kept for its team, but no one is left to finish forming it; the project whose seat was being offered
      // again is kept for the professional told of its end; the draft, never offered to anyone, goes.
      expect(projects.rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        [
          { id: staffed, client_id: null, status: 'cancelled' },
          { id: world.refill.projectId, client_id: null, status: 'cancelled' },
        ].sort((a, b) => a.id.localeCompare(b.id)),
      );
      const chat = await testApp.db.execute(
        sql`select 1 from project_messages where project_id = ${staffed}`,
      );
      expect(chat.rows).toHaveLength(0);
    });
  });
});
