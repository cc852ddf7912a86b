import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectReviews, ThreadMessage, ThreadPage } from '@escouade/contract/delivery';
import type { Plan } from '@escouade/contract/plans';
import { largePdf, multipartForm, pngFile, sendCountingBytesRead, SMALL_PDF } from './helpers/actors.ts';
import { nextIp, type RegisteredUser, registerConfirmedUser } from './helpers/auth.ts';
import { setUpStaffedWorld, type Method, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildTestApp, objectStoreOf, type TestApp } from './helpers/test-app.ts';

const pdfFile = (fileName = 'cahier des charges.pdf') => ({
  fileName,
  contentType: 'application/pdf',
  bytes: SMALL_PDF,
});

describe('after staffing: the thread, the delivery of milestones, closing and reviews', () => {
  let testApp: TestApp;
  let world: StaffedWorld;
  let client: RegisteredUser;
  let pros: RegisteredUser[];

  /** A request with a multipart body. */
  const send = (method: Method, url: string, cookie: string, form: ReturnType<typeof multipartForm>) =>
    testApp.app.inject({
      method,
      url,
      payload: form.payload as Buffer,
      remoteAddress: nextIp(),
      headers: { origin: testApp.config.appUrl, cookie, ...form.headers },
    });
  const call: StaffedWorld['call'] = (...args) => world.call(...args);

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = await setUpStaffedWorld(testApp, 'Livraison');
    ({ client, pros } = world);
  });
  afterAll(() => testApp.close());

  /** Delivers (as `pros[0]`) then accepts every milestone of the project; returns the last plan. */
  async function acceptEverything(projectId: string): Promise<Plan> {
    let plan = await world.readPlan(projectId);
    for (const milestone of plan.milestones) {
      if (milestone.deliveryStatus === 'accepted') continue;
      const base = `/api/projects/${projectId}/milestones/${milestone.id}`;
      if (milestone.deliveryStatus !== 'delivered') {
        expect(
          (await call('POST', `${base}/deliveries`, pros[0]?.cookie, { note: 'Fait.' })).statusCode,
        ).toBe(201);
      }
      const accepted = await call('POST', `${base}/acceptance`, client.cookie);
      expect(accepted.statusCode).toBe(200);
      plan = accepted.json();
    }
    return plan;
  }

  async function deliveredProject(): Promise<string> {
    const projectId = await world.createProject();
    await acceptEverything(projectId);
    const closed = await call('POST', `/api/projects/${projectId}/delivery`, client.cookie);
    expect(closed.statusCode).toBe(200);
    return projectId;
  }

  it('lets the client and the members write to the thread with images and PDFs, read by admins only beside them', async () => {
    const projectId = await world.createProject();
    const url = `/api/projects/${projectId}/thread`;
    const posted = await send(
      'POST',
      url,
      client.cookie,
      multipartForm({ body: '  Voici la maquette et le cahier des charges.  ' }, [
        await pngFile('../../maquette accueil.png'),
        pdfFile(),
      ]),
    );
    expect(posted.statusCode).toBe(201);
    const message = posted.json() as ThreadMessage;
    expect(message).toMatchObject({
      body: 'Voici la maquette et le cahier des charges.',
      authorRole: 'client',
      author: { id: client.id, firstName: 'Claire' },
    });
    // The image is re-encoded as WebP under the name sent (without its path); the PDF keeps its name.
    expect(message.attachments.map((file) => [file.kind, file.fileName])).toEqual([
      ['image', 'maquette accueil.webp'],
      ['pdf', 'cahier des charges.pdf'],
    ]);
    const reply = await call('POST', url, pros[1]?.cookie, { body: 'Bien reçu, merci.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().authorRole).toBe('member');

    for (const reader of [client, pros[0], world.admin]) {
      const page = await call('GET', url, reader?.cookie);
      expect(page.statusCode).toBe(200);
      expect((page.json() as ThreadPage).messages.map((entry) => entry.body)).toEqual([
        'Bien reçu, merci.',
        'Voici la maquette et le cahier des charges.',
      ]);
    }
    expect((await call('GET', url, client.cookie)).json().canPost).toBe(true);
    expect((await call('GET', url, world.admin.cookie)).json().canPost).toBe(false);
    for (const stranger of [world.otherClient, world.outsider]) {
      expect((await call('GET', url, stranger.cookie)).statusCode).toBe(404);
      expect((await call('POST', url, stranger.cookie, { body: 'Bonjour' })).statusCode).toBe(404);
    }
    expect((await call('POST', url, world.admin.cookie, { body: 'Bonjour' })).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);

    // The files are served to readers only, privately; the PDF as a download.
    const [image, pdf] = message.attachments;
    const servedImage = await call('GET', image!.url, pros[2]?.cookie);
    expect(servedImage.statusCode).toBe(200);
    expect(servedImage.headers['content-type']).toBe('image/webp');
    expect(servedImage.headers['cache-control']).toBe('private, no-store');
    expect(servedImage.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const servedPdf = await call('GET', pdf!.url, world.admin.cookie);
    expect(servedPdf.statusCode).toBe(200);
    expect(servedPdf.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''cahier%20des%20charges.pdf",
    );
    expect(servedPdf.rawPayload.equals(SMALL_PDF)).toBe(true);
    expect((await call('GET', pdf!.url, world.outsider.cookie)).statusCode).toBe(404);
    expect((await call('GET', pdf!.url)).statusCode).toBe(401);
    // Not under the public uploads path either.
    const stored = await testApp.db.execute<{ storage_key: string }>(
      sql`select storage_key from project_attachments where id = ${pdf!.id}`,
    );
    expect((await call('GET', `/uploads/${stored.rows[0]?.storage_key}`)).statusCode).toBe(404);
    // Another project's id with this file's id finds nothing.
    const otherProject = await world.createProject();
    const crossed = await call('GET', `/api/projects/${otherProject}/attachments/${pdf!.id}`, client.cookie);
    expect(crossed.statusCode).toBe(404);
  });

  it('refuses an empty message, a file that is neither image nor PDF, a damaged PDF and a fourth file', async () => {
    const projectId = await world.createProject();
    const url = `/api/projects/${projectId}/thread`;
    const cases: [ReturnType<typeof multipartForm>, number, string][] = [
      [multipartForm({ body: '   ' }, []), 400, 'MESSAGE_EMPTY'],
      [
        multipartForm({ body: 'script' }, [
          {
            fileName: 'facture.pdf',
            contentType: 'application/pdf',
            bytes: Buffer.from('<script>alert(1)</script>'),
          },
        ]),
        415,
        'ATTACHMENT_TYPE_NOT_ALLOWED',
      ],
      [
        multipartForm({ body: 'tronqué' }, [
          { fileName: 'coupé.pdf', contentType: 'application/pdf', bytes: SMALL_PDF.subarray(0, 40) },
        ]),
        422,
        'ATTACHMENT_UNREADABLE',
      ],
      [
        multipartForm({ body: 'quatre' }, [
          pdfFile('1.pdf'),
          pdfFile('2.pdf'),
          pdfFile('3.pdf'),
          pdfFile('4.pdf'),
        ]),
        422,
        'TOO_MANY_ATTACHMENTS',
      ],
      [multipartForm({ body: 'x'.repeat(4001) }, []), 400, 'VALIDATION_FAILED'],
    ];
    for (const [form, status, code] of cases) {
      const response = await send('POST', url, pros[0]!.cookie, form);
      expect([response.statusCode, response.json().code]).toEqual([status, code]);
    }
    const stored = await testApp.db.execute<{ count: number }>(
      sql`select count(*)::int as count from project_attachments where project_id = ${projectId}`,
    );
    expect(stored.rows[0]?.count).toBe(0);
    expect((await call('GET', url, client.cookie)).json().messages).toEqual([]);
  });

  it('checks who writes, and the milestone’s state, before reading any byte of the files sent', async () => {
    const projectId = await world.createProject();
    const [scoping, build] = (await world.readPlan(projectId)).milestones;
    const milestoneUrl = (id: string | undefined) => `/api/projects/${projectId}/milestones/${id}`;
    // The build milestone is delivered and awaits its answer: no second delivery.
    expect(
      (await call('POST', `${milestoneUrl(build?.id)}/deliveries`, pros[0]?.cookie, { note: 'Fait' }))
        .statusCode,
    ).toBe(201);
    const cancelled = await world.createProject();
    expect((await call('POST', `/api/projects/${cancelled}/cancel`, client.cookie)).statusCode).toBe(200);

    /** Three files of almost 5 MB each, sent as a client sends them; how many bytes the server pulled. */
    const sendLarge = (url: string, cookie: string) =>
      sendCountingBytesRead(testApp, {
        method: 'POST',
        url,
        cookie,
        form: multipartForm({ body: 'Gros fichiers', note: 'Gros fichiers' }, [
          largePdf('a.pdf'),
          largePdf('b.pdf'),
          largePdf('c.pdf'),
        ]),
      });
    const refusals: [string, string, string, number, string][] = [
      [
        'a stranger to the thread',
        `/api/projects/${projectId}/thread`,
        world.outsider.cookie,
        404,
        'PROJECT_NOT_FOUND',
      ],
      ['an admin, who only reads', `/api/projects/${projectId}/thread`, world.admin.cookie, 403, 'FORBIDDEN'],
      [
        'a cancelled project’s thread',
        `/api/projects/${cancelled}/thread`,
        client.cookie,
        409,
        'PROJECT_STATE_CONFLICT',
      ],
      [
        'a stranger delivering',
        `${milestoneUrl(scoping?.id)}/deliveries`,
        world.outsider.cookie,
        404,
        'PROJECT_NOT_FOUND',
      ],
      ['the client delivering', `${milestoneUrl(scoping?.id)}/deliveries`, client.cookie, 403, 'FORBIDDEN'],
      [
        'a milestone awaiting its answer',
        `${milestoneUrl(build?.id)}/deliveries`,
        pros[1]!.cookie,
        409,
        'MILESTONE_NOT_DELIVERABLE',
      ],
      [
        'no such milestone',
        `${milestoneUrl(randomUUID())}/deliveries`,
        pros[1]!.cookie,
        404,
        'MILESTONE_NOT_FOUND',
      ],
    ];
    for (const [who, url, cookie, status, code] of refusals) {
      const { response, pulled } = await sendLarge(url, cookie);
      expect([who, response.statusCode, response.json().code]).toEqual([who, status, code]);
      // What a stream buffers ahead, at most: never the files.
      expect([who, pulled < 1024 * 1024]).toEqual([who, true]);
    }
    // The one who may still sends files as big (3 × 4.9 MB under the 5 MB limit each).
    const { response: accepted } = await sendLarge(`/api/projects/${projectId}/thread`, pros[2]!.cookie);
    expect(accepted.statusCode).toBe(201);
    expect((accepted.json() as ThreadMessage).attachments).toHaveLength(3);
  });

  it('shows the sender’s file name cleaned (no path, no control character, bounded, safely encoded), and refuses one that decodes to a line break or a name past the headers read', async () => {
    const projectId = await world.createProject();
    const url = `/api/projects/${projectId}/thread`;
    const boundary = 'file-name-boundary';
    /**
     * A message with one PDF, its name written as `disposition` gives it (raw bytes, as a client may), in a form
     * field named `field`.
     */
    const sendNamed = (disposition: string, field = 'files') =>
      testApp.app.inject({
        method: 'POST',
        url,
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\nLe fichier\r\n`),
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; ${disposition}\r\n`,
            'utf8',
          ),
          Buffer.from('Content-Type: application/pdf\r\n\r\n'),
          SMALL_PDF,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        remoteAddress: nextIp(),
        headers: {
          origin: testApp.config.appUrl,
          cookie: client.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
    const cases: [string, string][] = [
      [`filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`, 'passwd.pdf'],
      ['filename="C:\\Users\\claire\\devis final.pdf"', 'devis final.pdf'],
      [`filename*=UTF-8''%E2%80%AEfdp.exe`, 'fdp.pdf'],
      [`filename*=UTF-8''a%07b%1B%7Fc.pdf`, 'abc.pdf'],
      [`filename*=UTF-8''l%27%C3%A9t%C3%A9%20(1)%3B%20x%3Dy.pdf`, 'l’été (1); x=y.pdf'.replace('’', "'")],
      [`filename*=UTF-8''${'n'.repeat(300)}.pdf`, `${'n'.repeat(196)}.pdf`],
      ['filename=""', 'document.pdf'],
    ];
    for (const [disposition, shown] of cases) {
      const posted = await sendNamed(disposition);
      expect([disposition, posted.statusCode]).toEqual([disposition, 201]);
      const [attachment] = (posted.json() as ThreadMessage).attachments;
      expect([disposition, attachment?.fileName]).toEqual([disposition, shown]);
      const served = await call('GET', attachment!.url, client.cookie);
      // RFC 5987: only unreserved characters and percent-escapes after UTF-8''; the name read back is the one shown.
      const header = String(served.headers['content-disposition']);
      expect(header).toMatch(/^attachment; filename\*=UTF-8''[A-Za-z0-9%\-._~]+$/);
      expect(decodeURIComponent(header.split("''")[1] ?? '')).toBe(shown);
    }
    // A name that decodes to a line break: refused, rather than the message going without its file.
    for (const disposition of [`filename*=UTF-8''a%0D%0Ab.pdf`, `filename*=UTF-8''%0A.pdf`]) {
      const refused = await sendNamed(disposition);
      expect([disposition, refused.statusCode, refused.json().code]).toEqual([
        disposition,
        400,
        'ATTACHMENT_NAME_INVALID',
      ]);
    }
    // A file whose field name runs past the headers the parser reads (80 KiB) loses its file name with them and
    // would pass for a text field: refused, rather than the message going without its file.
    const cut = await sendNamed('filename="devis.pdf"', 'x'.repeat(100_000));
    expect([cut.statusCode, cut.json().code]).toEqual([400, 'FORM_FIELD_NAME_TOO_LONG']);
    const messages = (await call('GET', url, client.cookie)).json() as ThreadPage;
    expect(messages.messages).toHaveLength(cases.length);
  });

  it('pages the thread newest first without repeating or skipping a message', async () => {
    const projectId = await world.createProject();
    const url = `/api/projects/${projectId}/thread`;
    for (let index = 0; index < 35; index++) {
      const author = index % 2 === 0 ? client : pros[index % 3];
      expect((await call('POST', url, author?.cookie, { body: `Message ${index}` })).statusCode).toBe(201);
    }
    const first = (await call('GET', url, client.cookie)).json() as ThreadPage;
    expect(first.messages).toHaveLength(30);
    expect(first.messages[0]?.body).toBe('Message 34');
    const second = (
      await call('GET', `${url}?cursor=${first.nextCursor}`, client.cookie)
    ).json() as ThreadPage;
    expect(second.nextCursor).toBeNull();
    const bodies = [...first.messages, ...second.messages].map((message) => message.body);
    expect(bodies).toEqual(Array.from({ length: 35 }, (_, index) => `Message ${34 - index}`));
    expect((await call('GET', `${url}?cursor=forged`, client.cookie)).statusCode).toBe(400);
  });

  it('has a member deliver, the client ask for changes then accept, and an accepted milestone stay as it is', async () => {
    const projectId = await world.createProject();
    const [scoping] = (await world.readPlan(projectId)).milestones;
    const base = `/api/projects/${projectId}/milestones/${scoping?.id}`;
    // The client does not deliver; nobody answers a milestone not delivered.
    expect((await call('POST', `${base}/deliveries`, client.cookie, { note: 'Par moi' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', `${base}/acceptance`, client.cookie)).json().code).toBe(
      'MILESTONE_NOT_DELIVERED',
    );
    expect((await call('POST', `${base}/deliveries`, pros[2]?.cookie, { note: '  ' })).statusCode).toBe(400);

    const delivered = await send(
      'POST',
      `${base}/deliveries`,
      pros[2]!.cookie,
      multipartForm({ note: 'Compte rendu de l’atelier joint.' }, [pdfFile('compte-rendu.pdf')]),
    );
    expect(delivered.statusCode).toBe(201);
    let milestone = (delivered.json() as Plan).milestones.find((entry) => entry.id === scoping?.id);
    expect(milestone?.deliveryStatus).toBe('delivered');
    expect(milestone?.deliveries[0]).toMatchObject({
      note: 'Compte rendu de l’atelier joint.',
      author: { id: pros[2]?.id },
      decision: null,
      attachments: [{ kind: 'pdf', fileName: 'compte-rendu.pdf' }],
    });
    // Delivering moved the project forward; delivering again before an answer is refused.
    expect((await call('GET', `/api/projects/${projectId}`, client.cookie)).json().status).toBe(
      'in_progress',
    );
    expect((await call('POST', `${base}/deliveries`, pros[0]?.cookie, { note: 'Encore' })).json().code).toBe(
      'MILESTONE_NOT_DELIVERABLE',
    );
    // Only the client answers, and changes need a comment.
    expect((await call('POST', `${base}/acceptance`, pros[0]?.cookie)).statusCode).toBe(403);
    expect((await call('POST', `${base}/change-requests`, client.cookie, { comment: '' })).statusCode).toBe(
      400,
    );
    const changes = await call('POST', `${base}/change-requests`, client.cookie, {
      comment: 'Il manque le planning des ateliers.',
    });
    expect(changes.statusCode).toBe(200);
    milestone = (changes.json() as Plan).milestones.find((entry) => entry.id === scoping?.id);
    expect(milestone?.deliveryStatus).toBe('changes_requested');
    expect(milestone?.deliveries[0]).toMatchObject({
      decision: 'changes_requested',
      decisionComment: 'Il manque le planning des ateliers.',
    });

    expect(
      (await call('POST', `${base}/deliveries`, pros[2]?.cookie, { note: 'Planning ajouté.' })).statusCode,
    ).toBe(201);
    const accepted = await call('POST', `${base}/acceptance`, client.cookie);
    milestone = (accepted.json() as Plan).milestones.find((entry) => entry.id === scoping?.id);
    expect(milestone?.deliveryStatus).toBe('accepted');
    expect(milestone?.acceptedAt).not.toBeNull();
    expect(milestone?.deliveries.map((entry) => entry.decision)).toEqual(['changes_requested', 'accepted']);
    // Final: no new delivery, no change, no removal.
    expect((await call('POST', `${base}/deliveries`, pros[2]?.cookie, { note: 'Bis' })).statusCode).toBe(409);
    expect((await call('PATCH', base, client.cookie, { title: 'Autre' })).json().code).toBe(
      'MILESTONE_ACCEPTED',
    );
    expect((await call('DELETE', base, pros[0]?.cookie)).json().code).toBe('MILESTONE_ACCEPTED');
    // The activity tells the story.
    const activity = (await call('GET', `/api/projects/${projectId}/activity`, client.cookie)).json();
    expect(activity.entries.slice(0, 5).map((entry: { kind: string }) => entry.kind)).toEqual([
      'milestone_accepted',
      'milestone_delivered',
      'milestone_changes_requested',
      'project_started',
      'milestone_delivered',
    ]);
  });

  it('keeps an accepted milestone’s tasks as they are: none added, changed, moved in or out, or removed', async () => {
    const projectId = await world.createProject();
    const [accepted, other] = (await world.readPlan(projectId)).milestones;
    const base = `/api/projects/${projectId}/milestones/${accepted?.id}`;
    const added = await call('POST', `${base}/tasks`, client.cookie, { title: 'Atelier de lancement' });
    expect(added.statusCode).toBe(201);
    const taskId = (added.json() as Plan).milestones.find((entry) => entry.id === accepted?.id)?.tasks[0]?.id;
    const elsewhere = await call(
      'POST',
      `/api/projects/${projectId}/milestones/${other?.id}/tasks`,
      client.cookie,
      {
        title: 'Maquettes',
      },
    );
    const otherTaskId = (elsewhere.json() as Plan).milestones.find((entry) => entry.id === other?.id)
      ?.tasks[0]?.id;
    expect((await call('POST', `${base}/deliveries`, pros[0]?.cookie, { note: 'Fait.' })).statusCode).toBe(
      201,
    );
    expect((await call('POST', `${base}/acceptance`, client.cookie)).statusCode).toBe(200);
    const before = await world.readPlan(projectId);

    const task = `/api/projects/${projectId}/tasks/${taskId}`;
    const attempts: [Method, string, string | undefined, object | undefined][] = [
      ['POST', `${base}/tasks`, client.cookie, { title: 'Après coup' }],
      ['POST', `${base}/tasks`, pros[1]?.cookie, { title: 'Après coup', status: 'done' }],
      ['PATCH', task, client.cookie, { title: 'Renommée' }],
      ['PATCH', task, pros[0]?.cookie, { status: 'done' }],
      ['PATCH', task, client.cookie, { milestoneId: other?.id }],
      [
        'PATCH',
        `/api/projects/${projectId}/tasks/${otherTaskId}`,
        client.cookie,
        { milestoneId: accepted?.id },
      ],
      ['DELETE', task, pros[0]?.cookie, undefined],
    ];
    for (const [method, url, cookie, payload] of attempts) {
      const response = await call(method, url, cookie, payload);
      expect([method, url, response.statusCode, response.json().code]).toEqual([
        method,
        url,
        409,
        'MILESTONE_ACCEPTED',
      ]);
    }
    const after = await world.readPlan(projectId);
    expect(after.milestones).toEqual(before.milestones);
    expect(after.progress).toEqual(before.progress);
  });

  it('lets no task write through once an acceptance made at the same moment has committed', async () => {
    for (let round = 0; round < 3; round++) {
      const projectId = await world.createProject();
      const [milestone] = (await world.readPlan(projectId)).milestones;
      const base = `/api/projects/${projectId}/milestones/${milestone?.id}`;
      const seeded = await call('POST', `${base}/tasks`, client.cookie, { title: 'Existante' });
      const taskId = (seeded.json() as Plan).milestones[0]?.tasks[0]?.id;
      expect((await call('POST', `${base}/deliveries`, pros[0]?.cookie, { note: 'Fait.' })).statusCode).toBe(
        201,
      );
      const writes = [
        ...Array.from({ length: 4 }, (_, index) =>
          call('POST', `${base}/tasks`, pros[index % 3]?.cookie, { title: `Course ${index}` }),
        ),
        call('PATCH', `/api/projects/${projectId}/tasks/${taskId}`, pros[1]?.cookie, { status: 'done' }),
      ];
      const [acceptance, ...answers] = await Promise.all([
        call('POST', `${base}/acceptance`, client.cookie),
        ...writes,
      ]);
      expect(acceptance.statusCode).toBe(200);
      for (const answer of answers) {
        expect([200, 201, 409]).toContain(answer.statusCode);
        if (answer.statusCode === 409) expect(answer.json().code).toBe('MILESTONE_ACCEPTED');
      }
      // Every write that went through committed before the acceptance: the activity, timed by the clock under
      // the project's lock, records nothing about the tasks after it.
      const entries = await testApp.db.execute<{ kind: string }>(sql`
        select kind from project_activity where project_id = ${projectId} order by created_at, id`);
      const kinds = entries.rows.map((row) => row.kind);
      expect(
        kinds.slice(kinds.indexOf('milestone_accepted') + 1).filter((kind) => kind.startsWith('task_')),
      ).toEqual([]);
    }
  });

  it('refuses to remove a milestone once it has a delivery, keeping the delivery and its file', async () => {
    const projectId = await world.createProject();
    const [milestone] = (await world.readPlan(projectId)).milestones;
    const base = `/api/projects/${projectId}/milestones/${milestone?.id}`;
    const delivered = await send(
      'POST',
      `${base}/deliveries`,
      pros[0]!.cookie,
      multipartForm({ note: 'Compte rendu joint.' }, [pdfFile('compte-rendu.pdf')]),
    );
    expect(delivered.statusCode).toBe(201);
    const stored = await testApp.db.execute<{ storage_key: string }>(sql`
      select a.storage_key from project_attachments a join milestone_deliveries d on d.id = a.delivery_id
      where d.milestone_id = ${milestone?.id}`);
    const [key] = stored.rows.map((row) => row.storage_key);
    expect(key).toBeDefined();
    const objects = await objectStoreOf(testApp);

    // Awaiting an answer, then with changes asked: the delivery is part of the project's record.
    for (const step of ['delivered', 'changes_requested'] as const) {
      if (step === 'changes_requested') {
        const changes = await call('POST', `${base}/change-requests`, client.cookie, {
          comment: 'À revoir.',
        });
        expect(changes.statusCode).toBe(200);
      }
      for (const actor of [client, pros[0]]) {
        const removal = await call('DELETE', base, actor?.cookie);
        expect([step, removal.statusCode, removal.json().code]).toEqual([step, 409, 'MILESTONE_DELIVERED']);
      }
    }
    const plan = await world.readPlan(projectId);
    expect(plan.milestones.find((entry) => entry.id === milestone?.id)?.deliveries).toHaveLength(1);
    expect(await objects.has(key!)).toBe(true);
    // A milestone never delivered is still removed.
    const [, undelivered] = plan.milestones;
    expect(
      (await call('DELETE', `/api/projects/${projectId}/milestones/${undelivered?.id}`, client.cookie))
        .statusCode,
    ).toBe(200);
  });

  it('closes the project as delivered once every milestone is accepted, by the client only; then it is read-only', async () => {
    const projectId = await world.createProject();
    const url = `/api/projects/${projectId}/delivery`;
    expect((await call('POST', url, client.cookie)).json().code).toBe('MILESTONES_NOT_ACCEPTED');
    const plan = await acceptEverything(projectId);
    expect(plan.canClose).toBe(true);
    expect((await world.readPlan(projectId, pros[0]?.cookie)).canClose).toBe(false);
    expect((await call('POST', url, pros[0]?.cookie)).statusCode).toBe(403);
    expect((await call('POST', url, world.outsider.cookie)).statusCode).toBe(404);
    const closed = await call('POST', url, client.cookie);
    expect(closed.statusCode).toBe(200);
    expect((closed.json() as Plan).canEdit).toBe(false);
    const project = (await call('GET', `/api/projects/${projectId}`, client.cookie)).json();
    expect(project.status).toBe('delivered');
    // Read-only: the plan, the tasks, the thread; closing twice is refused.
    const [first] = plan.milestones;
    expect(
      (
        await call('POST', `/api/projects/${projectId}/milestones/${first?.id}/tasks`, client.cookie, {
          title: 'Après',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/api/projects/${projectId}/thread`, pros[1]?.cookie, { body: 'Après' }))
        .statusCode,
    ).toBe(409);
    expect((await call('GET', `/api/projects/${projectId}/thread`, pros[1]?.cookie)).json().canPost).toBe(
      false,
    );
    expect((await call('POST', url, client.cookie)).statusCode).toBe(409);
    // The members' hours are free again from tomorrow.
    const bookings = await testApp.db.execute<{ ends_by_today: boolean }>(sql`
      select bool_and(end_date <= greatest(start_date, (now() at time zone 'UTC')::date)) as ends_by_today
      from availability_bookings where project_id = ${projectId}`);
    expect(bookings.rows[0]?.ends_by_today).toBe(true);
  });

  it('lets the client cancel a project at work: the team released, plan and thread kept read-only, dated', async () => {
    const projectId = await world.createProject();
    const cancelled = await call('POST', `/api/projects/${projectId}/cancel`, client.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', staffedAt: expect.any(String) });
    expect(cancelled.json().cancelledAt).not.toBeNull();
    const plan = await world.readPlan(projectId, pros[0]?.cookie);
    expect([plan.canEdit, plan.milestones.length > 0]).toEqual([false, true]);
    expect((await call('GET', `/api/projects/${projectId}/thread`, pros[0]?.cookie)).json().canPost).toBe(
      false,
    );
    const booked = await testApp.db.execute(
      sql`select 1 from availability_bookings where project_id = ${projectId}`,
    );
    expect(booked.rows).toHaveLength(0);
    const activity = (await call('GET', `/api/projects/${projectId}/activity`, client.cookie)).json();
    expect(activity.entries[0]).toMatchObject({ kind: 'project_cancelled', actor: { id: client.id } });
    // A delivered project is not cancelled afterwards.
    const delivered = await deliveredProject();
    expect((await call('POST', `/api/projects/${delivered}/cancel`, client.cookie)).statusCode).toBe(409);
  });

  it('hides each side’s review until both are written, then publishes both for good, with one answer', async () => {
    const projectId = await world.createProject();
    const reviewsUrl = `/api/projects/${projectId}/reviews`;
    const member = pros[0]!;
    // Not before delivery.
    const early = await call('PUT', `${reviewsUrl}/${member.id}`, client.cookie, {
      rating: 5,
      comment: 'Top',
    });
    expect(early.json().code).toBe('REVIEW_NOT_OPEN');
    await acceptEverything(projectId);
    expect((await call('POST', `/api/projects/${projectId}/delivery`, client.cookie)).statusCode).toBe(200);

    const clientSide = (await call('GET', reviewsUrl, client.cookie)).json() as ProjectReviews;
    expect(clientSide.canReview).toBe(true);
    expect(clientSide.pairs.map((pair) => pair.subject.id).sort()).toEqual(pros.map((pro) => pro.id).sort());
    const memberSide = (await call('GET', reviewsUrl, member.cookie)).json() as ProjectReviews;
    expect(memberSide.pairs.map((pair) => pair.subject)).toEqual([
      { id: client.id, firstName: 'Claire', lastName: 'Cliente', avatarUrl: null },
    ]);

    // Bad ratings, and people one does not review.
    for (const rating of [0, 6, 4.5]) {
      expect(
        (await call('PUT', `${reviewsUrl}/${member.id}`, client.cookie, { rating, comment: 'Bien' }))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (
        await call('PUT', `${reviewsUrl}/${pros[1]?.id}`, member.cookie, { rating: 5, comment: 'Collègue' })
      ).json().code,
    ).toBe('REVIEW_SUBJECT_NOT_FOUND');
    expect(
      (await call('PUT', `${reviewsUrl}/${client.id}`, world.outsider.cookie, { rating: 1, comment: 'Non' }))
        .statusCode,
    ).toBe(404);

    // The client writes first, and may rewrite while hidden; the member sees that it exists, not what it says.
    expect(
      (await call('PUT', `${reviewsUrl}/${member.id}`, client.cookie, { rating: 4, comment: 'Bien' }))
        .statusCode,
    ).toBe(200);
    const rewritten = await call('PUT', `${reviewsUrl}/${member.id}`, client.cookie, {
      rating: 5,
      comment: 'Travail remarquable, livré dans les temps.',
    });
    expect(rewritten.statusCode).toBe(200);
    const mine = (rewritten.json() as ProjectReviews).pairs.find((pair) => pair.subject.id === member.id);
    expect(mine?.mine).toMatchObject({ rating: 5, publishedAt: null });
    const seenByMember = ((await call('GET', reviewsUrl, member.cookie)).json() as ProjectReviews).pairs[0];
    expect(seenByMember).toMatchObject({ theirs: null, theyHaveWritten: true });
    const profileBefore = (await call('GET', `/api/profiles/${member.id}/reviews`)).json();
    expect(profileBefore).toMatchObject({ summary: { average: null, count: 0 }, reviews: [] });

    // The member writes theirs: both are published.
    const answered = await call('PUT', `${reviewsUrl}/${client.id}`, member.cookie, {
      rating: 4,
      comment: 'Cliente claire et disponible.',
    });
    const pair = (answered.json() as ProjectReviews).pairs[0];
    expect(pair?.mine?.publishedAt).not.toBeNull();
    expect(pair?.theirs).toMatchObject({ rating: 5, comment: 'Travail remarquable, livré dans les temps.' });
    expect(
      (
        await call('PUT', `${reviewsUrl}/${member.id}`, client.cookie, {
          rating: 1,
          comment: 'Finalement non',
        })
      ).json().code,
    ).toBe('REVIEW_PUBLISHED');

    // On the public profile: the average and count, the review without the project's title.
    const profile = (await call('GET', `/api/profiles/${member.id}`)).json();
    expect(profile.rating).toEqual({ average: 5, count: 1 });
    const reviews = (await call('GET', `/api/profiles/${member.id}/reviews`)).json();
    expect(reviews.reviews).toHaveLength(1);
    expect(reviews.reviews[0]).toMatchObject({
      rating: 5,
      projectTitle: null,
      projectId: null,
      author: { firstName: 'Claire' },
    });
    // A later proposal of the same professionals carries it.
    const later = await world.createProject({ accepting: 0 });
    const proposals = (await call('GET', `/api/projects/${later}/proposals`, client.cookie)).json() as {
      members: { userId: string; rating?: { average: number | null; count: number } }[];
    }[];
    const proposed = proposals.flatMap((proposal) => proposal.members);
    expect(proposed.find((entry) => entry.userId === member.id)?.rating).toEqual({ average: 5, count: 1 });
    expect(proposed.find((entry) => entry.userId === pros[1]?.id)?.rating).toEqual({
      average: null,
      count: 0,
    });
    // A client's reviews by members are not shown as a professional's reputation.
    expect((await call('GET', `/api/profiles/${client.id}/reviews`)).json().summary.count).toBe(0);

    // One public answer, by the person reviewed only.
    const reviewId = reviews.reviews[0].id as string;
    const responseUrl = `/api/reviews/${reviewId}/response`;
    expect((await call('POST', responseUrl, pros[1]?.cookie, { response: 'Moi aussi' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', responseUrl, client.cookie, { response: 'Moi aussi' })).statusCode).toBe(404);
    const response = await call('POST', responseUrl, member.cookie, { response: 'Merci Claire !' });
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toBe('Merci Claire !');
    expect((await call('POST', responseUrl, member.cookie, { response: 'Encore' })).json().code).toBe(
      'REVIEW_ALREADY_ANSWERED',
    );
  });

  it('publishes both reviews when the two sides write at the same moment', async () => {
    const projectId = await deliveredProject();
    const reviewsUrl = `/api/projects/${projectId}/reviews`;
    const member = pros[1]!;
    const [fromClient, fromMember] = await Promise.all([
      call('PUT', `${reviewsUrl}/${member.id}`, client.cookie, { rating: 4, comment: 'Solide.' }),
      call('PUT', `${reviewsUrl}/${client.id}`, member.cookie, { rating: 5, comment: 'Parfait.' }),
    ]);
    expect([fromClient.statusCode, fromMember.statusCode]).toEqual([200, 200]);
    const published = await testApp.db.execute<{ count: number }>(sql`
      select count(*)::int as count from project_reviews where project_id = ${projectId} and published_at is not null`);
    expect(published.rows[0]?.count).toBe(2);
  });

  it('publishes a lone review when the review period ends, and takes no review after it', async () => {
    const projectId = await deliveredProject();
    const reviewsUrl = `/api/projects/${projectId}/reviews`;
    const member = pros[2]!;
    expect(
      (await call('PUT', `${reviewsUrl}/${member.id}`, client.cookie, { rating: 2, comment: 'Retards.' }))
        .statusCode,
    ).toBe(200);
    expect(
      ((await call('GET', reviewsUrl, member.cookie)).json() as ProjectReviews).pairs[0]?.theirs,
    ).toBeNull();
    // Fifteen days later.
    await testApp.db.execute(sql`
      update projects set delivered_at = delivered_at - interval '15 days' where id = ${projectId}`);
    await testApp.db.execute(sql`
      update project_reviews set publishes_at = publishes_at - interval '15 days' where project_id = ${projectId}`);
    const memberSide = (await call('GET', reviewsUrl, member.cookie)).json() as ProjectReviews;
    expect(memberSide.canReview).toBe(false);
    expect(memberSide.pairs[0]?.theirs).toMatchObject({ rating: 2, comment: 'Retards.' });
    expect(
      (
        await call('PUT', `${reviewsUrl}/${client.id}`, member.cookie, { rating: 1, comment: 'Réponse' })
      ).json().code,
    ).toBe('REVIEW_NOT_OPEN');
  });
});

describe('a member who leaves a team at work', () => {
  let testApp: TestApp;
  let world: StaffedWorld;

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = await setUpStaffedWorld(testApp, 'Relais');
  });
  afterAll(() => testApp.close());

  it('vacates the seat and frees the hours; the client offers it again and the newcomer joins the working team', async () => {
    const { call, client, pros } = world;
    const projectId = await world.createProject();
    const leaver = pros[0]!;
    const leave = `/api/projects/${projectId}/leave`;
    // Only a member of a team at work leaves: not the client, not a stranger.
    expect((await call('POST', leave, client.cookie)).statusCode).toBe(403);
    expect((await call('POST', leave, world.outsider.cookie)).statusCode).toBe(404);
    expect((await call('POST', leave, leaver.cookie)).statusCode).toBe(204);
    expect((await call('POST', leave, leaver.cookie)).statusCode).toBe(404);

    const project = (await call('GET', `/api/projects/${projectId}`, client.cookie)).json() as {
      status: string;
      team: { id: string; status: string; professional: { id: string } | null }[];
    };
    expect(project.status).toBe('staffed');
    const vacated = project.team.find((seat) => seat.professional?.id === leaver.id);
    expect(vacated?.status).toBe('left');
    // Out of the team: the plan and thread are closed to them, their hours are free, the plan says who left.
    expect((await call('GET', `/api/projects/${projectId}/plan`, leaver.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/projects/${projectId}/thread`, leaver.cookie)).statusCode).toBe(404);
    const booking = await testApp.db.execute(
      sql`select 1 from availability_bookings where project_id = ${projectId} and user_id = ${leaver.id}`,
    );
    expect(booking.rows).toHaveLength(0);
    const plan = await world.readPlan(projectId);
    expect(plan.members.map((member) => member.userId)).not.toContain(leaver.id);
    const activity = (await call('GET', `/api/projects/${projectId}/activity`, client.cookie)).json();
    expect(activity.entries[0]).toMatchObject({ kind: 'member_left', actor: { id: leaver.id } });

    // The client offers the seat again: nobody else holds the skill, so nobody is found.
    const refill = await call(
      'POST',
      `/api/projects/${projectId}/invitations/${vacated?.id}/refill`,
      client.cookie,
    );
    expect([refill.statusCode, refill.json().code]).toEqual([422, 'NO_CANDIDATES']);
    // A newcomer with the skill appears; the seat goes to them, and they join the team at work.
    const newcomer = await registerConfirmedUser(
      { app: testApp.app, appUrl: testApp.config.appUrl },
      { email: 'relais-newcomer@example.test', role: 'professional' },
    );
    await call('PATCH', `/api/profiles/${newcomer.id}`, newcomer.cookie, {
      firstName: 'Diane',
      lastName: 'Test',
      profession: 'Consultante',
      hourlyRate: '60',
    });
    await call('POST', `/api/profiles/${newcomer.id}/skills`, newcomer.cookie, {
      skillId: world.skillIds[0],
      level: 4,
    });
    const offered = await call(
      'POST',
      `/api/projects/${projectId}/invitations/${vacated?.id}/refill`,
      client.cookie,
    );
    expect(offered.statusCode).toBe(200);
    const seat = (
      offered.json().team as { id: string; status: string; professional: { id: string } | null }[]
    ).find((entry) => entry.professional?.id === newcomer.id);
    expect(seat?.status).toBe('pending');
    expect((await call('POST', `/api/invitations/${seat?.id}/accept`, newcomer.cookie)).statusCode).toBe(200);
    const after = await world.readPlan(projectId, newcomer.cookie);
    expect(after.members.map((member) => member.userId)).toContain(newcomer.id);
    expect((await call('GET', `/api/projects/${projectId}`, client.cookie)).json().status).toBe('staffed');
  });
});
