import { createServer } from 'node:net';
import { LANGUAGES } from '@escouade/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/site.ts';
import { createMailer, getRetryDelayMs, MAX_DELIVERY_ATTEMPTS, type Mailer } from '../src/email/mailer.ts';
import {
  emailTemplates,
  extractLinks,
  renderEmail,
  TEMPLATE_NAMES,
  type TemplateData,
  type TemplateName,
} from '../src/email/render-email.ts';
import { sanitizeHeaders } from '../src/email/stored-headers.ts';
import { layoutCopy } from '../src/email/templates/email-layout.ts';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './helpers/test-app.ts';

const APP_URL = 'https://escouade.test';
const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 's3cret-Pa55word';
const HOSTILE = `<script>alert("x")</script> & 'Co' <img src=x onerror=alert(1)>`;

/** Valid data for every template, with a hostile value wherever text is interpolated. */
const SAMPLE_DATA: { [T in TemplateName]: TemplateData<T> } = {
  'verify-email': { url: `${APP_URL}/verify-email?token=abc&callbackURL=%2Fdashboard` },
  'reset-password': { url: `${APP_URL}/reset-password/xyz?a=1&b="><script>alert(1)</script>` },
  'account-exists': { signInUrl: `${APP_URL}/login`, resetUrl: `${APP_URL}/reset-password?a="><b>` },
  'contact-message': {
    name: HOSTILE,
    email: 'ada@example.test',
    subject: 'devis',
    message: `Hello\n${HOSTILE}`,
  },
  'newsletter-confirm': {
    confirmUrl: `${APP_URL}/newsletter/confirm?token=c1`,
    unsubscribeUrl: `${APP_URL}/newsletter/unsubscribe?token=u1`,
  },
  'content-removed': { kind: 'comment', excerpt: HOSTILE },
  'project-invitation': {
    projectTitle: HOSTILE,
    clientName: HOSTILE,
    organisation: { name: HOSTILE, sector: HOSTILE, verified: true, url: `${APP_URL}/organisations/o1` },
    clientCompletedProjects: 3,
    clientRating: { average: 4.5, count: 2 },
    skills: [
      { name: 'React', level: 4, requiredLevel: 3 },
      { name: HOSTILE, level: 2, requiredLevel: null },
    ],
    startDay: HOSTILE,
    deadlineDay: '30 juin 2027',
    hoursPerWeek: 17.5,
    hourlyRate: HOSTILE,
    estimatedEarnings: '7 000 €',
    url: `${APP_URL}/dashboard/invitations/i1`,
    unsubscribeUrl: `${APP_URL}/notifications/unsubscribe?token=u.invitation_received.s`,
    oneClickUrl: `${APP_URL}/api/notifications/unsubscribe?token=u.invitation_received.s`,
    settingsUrl: `${APP_URL}/dashboard/notifications/emails`,
  },
  'report-outcome': { kind: 'post', outcome: 'dismissed' },
  'organisation-invitation': {
    inviterName: HOSTILE,
    organisationName: HOSTILE,
    url: 'https://escouade.test/dashboard/organisation?token=abc',
    expiresAt: '2026-12-10T10:00:00.000Z',
  },
  'invoice-overdue': {
    invoiceNumber: '2026-00042',
    projectTitle: HOSTILE,
    dueDate: '30 novembre 2026',
    amountDue: '6 600,00 €',
    reminderNumber: 2,
    payment: {
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPPXXX',
      accountHolder: HOSTILE,
      reference: '2026-00042',
      url: null,
    },
    url: `${APP_URL}/dashboard/projects/p1`,
    unsubscribeUrl: `${APP_URL}/notifications/unsubscribe?token=u.invoice_overdue.s`,
    oneClickUrl: `${APP_URL}/api/notifications/unsubscribe?token=u.invoice_overdue.s`,
    settingsUrl: `${APP_URL}/dashboard/notifications/emails`,
  },
  'moderation-warning': { kind: 'comment', excerpt: HOSTILE },
  'data-export-ready': { url: `${APP_URL}/dashboard/data`, expiresAt: '2026-11-30T10:00:00.000Z' },
  'account-deletion-scheduled': {
    cancelUrl: `${APP_URL}/account-deletion?token=a"><script>alert(1)</script>`,
    dueAt: '2026-12-07T10:00:00.000Z',
  },
  notification: {
    line: {
      type: 'post_commented',
      actors: [{ id: 'u1', firstName: HOSTILE, lastName: 'Lovelace', avatarUrl: null }],
      actorCount: 1,
      subject: `Line one\r\n${HOSTILE}`,
    },
    url: `${APP_URL}/dashboard/posts/p1#comment-c1`,
    unsubscribeUrl: `${APP_URL}/notifications/unsubscribe?token=u.post_commented.s`,
    oneClickUrl: `${APP_URL}/api/notifications/unsubscribe?token=u.post_commented.s`,
    settingsUrl: `${APP_URL}/dashboard/notifications/emails`,
  },
  'notification-digest': {
    lines: [
      {
        line: {
          type: 'post_liked',
          actors: [
            { id: 'u1', firstName: 'Ada', lastName: HOSTILE, avatarUrl: null },
            { id: 'u2', firstName: null, lastName: null, avatarUrl: null },
          ],
          actorCount: 4,
          subject: HOSTILE,
        },
        url: `${APP_URL}/dashboard/posts/p1`,
      },
      {
        line: { type: 'new_follower', actors: [], actorCount: 1, subject: null },
        url: null,
      },
    ],
    more: 3,
    notificationsUrl: `${APP_URL}/dashboard/notifications`,
    unsubscribeUrl: `${APP_URL}/notifications/unsubscribe?token=u.digest.s`,
    oneClickUrl: `${APP_URL}/api/notifications/unsubscribe?token=u.digest.s`,
    settingsUrl: `${APP_URL}/dashboard/notifications/emails`,
  },
};

describe('email templates', () => {
  describe.each(TEMPLATE_NAMES)('%s', (template) => {
    it.each(LANGUAGES)('renders in %s with a layout, both versions and every value escaped', (locale) => {
      const email = render(template, locale);
      expect(email.subject.length).toBeGreaterThan(5);
      expect(email.html).toMatch(new RegExp(`^<!DOCTYPE html>\\n<html lang="${locale}" dir="ltr">`));
      expect(email.html).toContain(`<title>${escapeForTest(email.subject)}</title>`);
      expect(email.html).toContain('Escouade');
      // Only the contact message (answered by the team) leaves out the "do not reply" line.
      const isReplyExpected = template === 'contact-message';
      expect(email.html.includes(layoutCopy[locale].automated.replaceAll("'", '&#39;'))).toBe(
        !isReplyExpected,
      );
      expect(email.text.includes(layoutCopy[locale].automated)).toBe(!isReplyExpected);
      // No markup from the data: no script, no image, no event handler attribute (values are all quoted).
      expect(email.html).not.toMatch(/<script|<img/i);
      expect(email.html).not.toMatch(/<[a-z]+(\s+[a-z-]+(="[^"]*")?)*\s+on[a-z]+=/i);
      expect(email.text).not.toMatch(/<(p|a|table|td)\b/);
      expect(email.subject).not.toMatch(/[\r\n]/);
      // Every link is in both versions.
      for (const link of extractLinks(email.html)) expect(email.text).toContain(link);
    });

    it('has the same wording keys in French and English, all translated', () => {
      const { copy } = emailTemplates[template] as { copy: Record<string, Record<string, string>> };
      expect(Object.keys(copy.en ?? {})).toEqual(Object.keys(copy.fr ?? {}));
      for (const locale of LANGUAGES) {
        for (const value of Object.values(copy[locale] ?? {})) expect(value.trim()).not.toBe('');
      }
      expect(render(template, 'fr').subject).not.toBe(render(template, 'en').subject);
    });
  });

  it('shares one layout whose wording exists in both languages', () => {
    expect(Object.keys(layoutCopy.en)).toEqual(Object.keys(layoutCopy.fr));
  });

  it('escapes interpolated values in the HTML and keeps them readable in the text', () => {
    const email = render('contact-message', 'en');
    expect(email.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39; &lt;img',
    );
    expect(email.text).toContain(`Name: ${HOSTILE}`);
    expect(email.text).toContain(`> ${HOSTILE}`);
    const reset = render('reset-password', 'en');
    expect(reset.html).toContain(
      'href="https://escouade.test/reset-password/xyz?a=1&amp;b=&quot;&gt;&lt;script&gt;',
    );
  });

  it('translates the contact subject and keeps the sender’s words out of the subject line', () => {
    const data = { ...SAMPLE_DATA['contact-message'], name: 'Ada Lovelace' };
    const fr = renderEmail('contact-message', data, { locale: 'fr', appUrl: APP_URL });
    const en = renderEmail('contact-message', data, { locale: 'en', appUrl: APP_URL });
    expect(fr.subject).toBe('Formulaire de contact — Demande de devis');
    expect(en.subject).toBe('Contact form — Quote request');
    expect(fr.text).toContain('Adresse e\u2011mail\u00a0: ada@example.test');
    expect(fr.text).toContain('Nom\u00a0: Ada Lovelace');
    const custom = renderEmail(
      'contact-message',
      { ...data, subject: 'Autre chose' },
      { locale: 'fr', appUrl: APP_URL },
    );
    expect(custom.subject).toBe('Formulaire de contact — Autre');
    expect(custom.text).toContain('Autre chose');
  });

  it('keeps line breaks out of the subject (no header injection)', () => {
    const email = renderEmail(
      'contact-message',
      { ...SAMPLE_DATA['contact-message'], name: 'Eve\r\nBcc: victim@example.test' },
      { locale: 'en', appUrl: APP_URL },
    );
    expect(email.subject).toBe('Contact form — Quote request');
  });

  it.each(TEMPLATE_NAMES)(
    'puts no word a person wrote in the subject of %s: no name, no excerpt, no title, no link',
    (template) => {
      const written = /alert|Lovelace|Line one|Ada|onerror|example\.test|Co'/;
      for (const locale of LANGUAGES) {
        const email = render(template, locale);
        expect(email.subject).not.toMatch(written);
        expect(email.subject).not.toMatch(/[\r\n]/);
      }
    },
  );

  it('sets the headers a template needs: Reply-To for contact, List-Unsubscribe for the newsletter', () => {
    expect(render('contact-message', 'fr').headers).toEqual({ 'Reply-To': 'ada@example.test' });
    expect(render('newsletter-confirm', 'en').headers).toEqual({
      'List-Unsubscribe': `<${SAMPLE_DATA['newsletter-confirm'].unsubscribeUrl}>`,
    });
    expect(render('verify-email', 'en').headers).toEqual({});
  });

  it('words the moderation notice by kind and shortens long excerpts', () => {
    const post = renderEmail(
      'content-removed',
      { kind: 'post', excerpt: 'x'.repeat(1000) },
      { locale: 'fr', appUrl: APP_URL },
    );
    expect(post.subject).toBe('Votre publication a été retirée');
    expect(post.text).toContain(`> ${'x'.repeat(279)}…`);
    expect(post.text).not.toContain('x'.repeat(280));
    expect(post.text).toContain(`${APP_URL}/contact`);
    const comment = renderEmail(
      'content-removed',
      { kind: 'comment', excerpt: 'Bof' },
      { locale: 'en', appUrl: APP_URL },
    );
    expect(comment.subject).toBe('Your comment was removed');
  });

  it('lists the links of a message, the call to action first, entities decoded', () => {
    const email = render('verify-email', 'fr');
    expect(extractLinks(email.html)).toEqual([SAMPLE_DATA['verify-email'].url, APP_URL]);
    const newsletter = render('newsletter-confirm', 'en');
    expect(extractLinks(newsletter.html)).toEqual([
      SAMPLE_DATA['newsletter-confirm'].confirmUrl,
      SAMPLE_DATA['newsletter-confirm'].unsubscribeUrl,
      APP_URL,
    ]);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      renderEmail('verify-email', { url: 'javascript:alert(1)' }, { locale: 'en', appUrl: APP_URL }),
    ).toThrow(/http\(s\) URL/);
  });

  it('keeps header values on one line and refuses names that are not header tokens', () => {
    expect(
      sanitizeHeaders({
        'List-Unsubscribe': '<https://escouade.test/u?a=1&b="2">',
        'Reply-To': 'ada@example.test\r\nBcc: victim@example.test',
      }),
    ).toEqual({
      'List-Unsubscribe': '<https://escouade.test/u?a=1&b="2">',
      'Reply-To': 'ada@example.test Bcc: victim@example.test',
    });
    expect(() => sanitizeHeaders({ 'Bad: Header': 'x' })).toThrow(/header name/);
  });

  it('backs off exponentially from 30 s up to one hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(getRetryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('the mailer over SMTP', () => {
  let database: TestDatabase;
  const mailers: Mailer[] = [];
  const servers: TestSmtpServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(mailers.splice(0).map((mailer) => mailer.stop()));
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });
  afterAll(() => database.close());

  function createSmtpMailer(port: number, options: { now?: () => Date; logger?: RecordingLogger } = {}) {
    const mailer = createMailer({
      db: database.db,
      config: {
        smtpUrl: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
        mailFrom: 'Escouade <no-reply@escouade.test>',
        appUrl: APP_URL,
        isProduction: true,
      },
      logger: options.logger ?? createRecordingLogger(),
      ...(options.now ? { now: options.now } : {}),
    });
    mailers.push(mailer);
    return mailer;
  }

  async function startServer(port = 0) {
    const server = await startSmtpServer(port);
    servers.push(server);
    return server;
  }

  it('delivers a multipart message with the right recipient, subject, text and headers', async () => {
    const server = await startServer();
    const mailer = createSmtpMailer(server.port);
    const { id } = await mailer.send({
      to: 'ada@example.test',
      locale: 'fr',
      template: 'newsletter-confirm',
      data: SAMPLE_DATA['newsletter-confirm'],
      headers: { 'X-Entity-Ref-ID': 'newsletter-1' },
    });
    expect(await mailer.flush()).toBe(0); // sent by the immediate attempt, nothing left due

    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail?.rcptTo).toEqual(['ada@example.test']);
    expect(mail?.mailFrom).toBe('no-reply@escouade.test');
    expect(mail?.user).toBe(SMTP_USER);
    const message = parseMessage(mail?.raw ?? '');
    expect(message.header('subject')).toBe('Confirmez votre inscription à la newsletter');
    expect(message.header('to')).toBe('ada@example.test');
    expect(message.header('message-id')).toBe(`<${id}@escouade.test>`);
    expect(message.header('list-unsubscribe')).toBe(`<${SAMPLE_DATA['newsletter-confirm'].unsubscribeUrl}>`);
    expect(message.header('x-entity-ref-id')).toBe('newsletter-1');
    expect(message.header('content-type')).toMatch(/^multipart\/alternative/);
    const text = message.part('text/plain');
    const html = message.part('text/html');
    expect(text).toContain('Confirmez votre inscription');
    expect(text).toContain(SAMPLE_DATA['newsletter-confirm'].confirmUrl);
    expect(html).toContain('<html lang="fr"');
    expect(html).not.toContain('x-escouade-header');

    const row = await getOutboxRow(id);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      template: 'newsletter-confirm',
      locale: 'fr',
    });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a message pending when SMTP is down and delivers it on a later flush', async () => {
    const port = await findClosedPort();
    let clock = new Date('2030-01-01T00:00:00.000Z');
    const logger = createRecordingLogger();
    const mailer = createSmtpMailer(port, { now: () => clock, logger });

    const { id } = await mailer.send({
      to: 'grace@example.test',
      locale: 'en',
      template: 'verify-email',
      data: SAMPLE_DATA['verify-email'],
      headers: { 'Reply-To': 'support@escouade.test' },
    });
    expect(await mailer.flush()).toBe(0);
    let row = await getOutboxRow(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.nextAttemptAt).toEqual(new Date(clock.getTime() + 30_000));
    const warning = logger.entries.find((entry) => entry.level === 'warn');
    expect(warning?.msg).toMatch(/will retry/);
    expect(JSON.stringify(logger.entries)).not.toContain(SMTP_PASSWORD);
    expect(row.lastError).not.toContain(SMTP_PASSWORD);

    // Not due yet: nothing is attempted.
    expect(await mailer.flush()).toBe(0);
    expect((await getOutboxRow(id)).attempts).toBe(1);

    const server = await startServer(port);
    clock = new Date(clock.getTime() + 31_000);
    expect(await mailer.flush()).toBe(1);
    row = await getOutboxRow(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(row.sentAt).toEqual(clock);
    expect(server.received).toHaveLength(1);
    const message = parseMessage(server.received[0]?.raw ?? '');
    expect(message.header('subject')).toBe('Confirm your email address');
    expect(message.header('reply-to')).toBe('support@escouade.test');
    expect(message.part('text/plain')).toContain(SAMPLE_DATA['verify-email'].url);
  });

  it(`marks a message failed after ${MAX_DELIVERY_ATTEMPTS} attempts and logs an error`, async () => {
    const port = await findClosedPort();
    let clock = new Date('2031-01-01T00:00:00.000Z');
    const logger = createRecordingLogger();
    const mailer = createSmtpMailer(port, { now: () => clock, logger });
    const { id } = await mailer.send({
      to: 'linus@example.test',
      locale: 'en',
      template: 'reset-password',
      data: { url: `${APP_URL}/reset` },
    });
    await mailer.flush();
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS + 2; attempt++) {
      clock = new Date(clock.getTime() + 2 * 60 * 60_000);
      await mailer.flush();
    }
    const row = await getOutboxRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, sentAt: null });
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([
      expect.objectContaining({ msg: expect.stringMatching(/failed for good/) }),
    ]);
  });

  it('never sends a message twice when several instances flush at once', async () => {
    const port = await findClosedPort();
    let clock = new Date('2032-01-01T00:00:00.000Z');
    const firstInstance = createSmtpMailer(port, { now: () => clock });
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        firstInstance.send({
          to: `user${index}@example.test`,
          locale: 'en',
          template: 'verify-email',
          data: { url: `${APP_URL}/v/${index}` },
        }),
      ),
    );
    await firstInstance.flush();
    const server = await startServer(port);
    clock = new Date(clock.getTime() + 60_000);
    const otherInstances = [
      createSmtpMailer(port, { now: () => clock }),
      createSmtpMailer(port, { now: () => clock }),
    ];
    const counts = await Promise.all([firstInstance, ...otherInstances].map((mailer) => mailer.flush()));

    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
    const messageIds = server.received.map((mail) => parseMessage(mail.raw).header('message-id'));
    expect(new Set(messageIds).size).toBe(12);
    expect(messageIds.sort()).toEqual(ids.map(({ id }) => `<${id}@escouade.test>`).sort());
  });

  it('waits for an attempt in progress when stopped', async () => {
    const server = await startServer();
    const mailer = createSmtpMailer(server.port);
    const { id } = await mailer.send({
      to: 'ken@example.test',
      locale: 'en',
      template: 'verify-email',
      data: { url: `${APP_URL}/v` },
    });
    await mailer.stop();
    expect((await getOutboxRow(id)).status).toBe('sent');
    expect(server.received).toHaveLength(1);
  });

  it('throws when the message cannot even be stored', async () => {
    const closed = await createTestDatabase();
    await closed.close();
    const mailer = createMailer({
      db: closed.db,
      config: { smtpUrl: undefined, mailFrom: 'x <x@escouade.test>', appUrl: APP_URL, isProduction: false },
      logger: createRecordingLogger(),
    });
    await expect(
      mailer.send({
        to: 'a@example.test',
        locale: 'fr',
        template: 'verify-email',
        data: { url: `${APP_URL}/v` },
      }),
    ).rejects.toThrow();
  });

  async function getOutboxRow(id: string) {
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row) throw new Error(`no outbox row ${id}`);
    return row;
  }
});

describe('the development mailbox', () => {
  let testApp: TestApp;
  let logger: RecordingLogger;
  let mailer: Mailer;

  beforeAll(async () => {
    testApp = await buildTestApp();
    logger = createRecordingLogger();
    mailer = createMailer({ db: testApp.db, config: testApp.config, logger });
  });
  afterAll(async () => {
    await mailer.stop();
    await testApp.close();
  });

  it('stores messages as sent and logs their links', async () => {
    const { id } = await mailer.send({
      to: 'Bob@Example.test',
      locale: 'fr',
      template: 'verify-email',
      data: SAMPLE_DATA['verify-email'],
    });
    const [row] = await testApp.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({
      status: 'sent',
      toAddress: 'Bob@Example.test',
      subject: 'Confirmez votre adresse e\u2011mail',
    });
    expect(logger.entries).toContainEqual({
      level: 'info',
      msg: 'development mailbox: message stored',
      to: 'Bob@Example.test',
      subject: 'Confirmez votre adresse e\u2011mail',
      links: [SAMPLE_DATA['verify-email'].url, testApp.config.appUrl],
    });
    expect(await mailer.flush()).toBe(0);
  });

  it('lists messages for a recipient as JSON, newest first, with their links', async () => {
    const first = await mailer.send({
      to: 'carol@example.test',
      locale: 'en',
      template: 'verify-email',
      data: SAMPLE_DATA['verify-email'],
    });
    const second = await mailer.send({
      to: 'carol@example.test',
      locale: 'en',
      template: 'reset-password',
      data: { url: `${APP_URL}/reset-password/tok` },
      headers: { 'Reply-To': 'help@escouade.test' },
    });
    const forDave = await mailer.send({
      to: 'dave@example.test',
      locale: 'en',
      template: 'verify-email',
      data: SAMPLE_DATA['verify-email'],
    });

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/dev/mailbox/api/messages?to=CAROL@example.test',
    });
    expect(response.statusCode).toBe(200);
    const messages = response.json() as Array<Record<string, unknown>>;
    expect(messages.map((message) => message.id)).toEqual([second.id, first.id]);
    expect(messages[0]).toMatchObject({
      to: 'carol@example.test',
      subject: 'Reset your password',
      template: 'reset-password',
      locale: 'en',
      status: 'sent',
      headers: { 'Reply-To': 'help@escouade.test' },
      links: [`${APP_URL}/reset-password/tok`, testApp.config.appUrl],
      text: expect.stringContaining(`${APP_URL}/reset-password/tok`),
      html: expect.stringContaining('<html lang="en"'),
    });
    expect(messages[0]?.html).not.toContain('x-escouade-header');
    expect(new Date(String(messages[0]?.createdAt)).toISOString()).toBe(messages[0]?.createdAt);

    const all = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox/api/messages' });
    const allIds = (all.json() as { id: string }[]).map((message) => message.id);
    expect(allIds).toEqual(expect.arrayContaining([forDave.id, second.id, first.id]));
    expect(allIds.indexOf(forDave.id)).toBeLessThan(allIds.indexOf(first.id));
  });

  it('returns one message as JSON, and NOT_FOUND for an unknown id', async () => {
    const { id } = await mailer.send({
      to: 'erin@example.test',
      locale: 'fr',
      template: 'content-removed',
      data: { kind: 'post', excerpt: 'Spam' },
    });
    const found = await testApp.app.inject({ method: 'GET', url: `/dev/mailbox/api/messages/${id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id, subject: 'Votre publication a été retirée' });

    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await testApp.app.inject({
        method: 'GET',
        url: `/dev/mailbox/api/messages/${unknown}`,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('shows an HTML list of messages, newest first, without scripts', async () => {
    const earlier = await mailer.send({
      to: 'frank@example.test',
      locale: 'fr',
      template: 'verify-email',
      data: SAMPLE_DATA['verify-email'],
    });
    const { id } = await mailer.send({
      to: 'frank@example.test',
      locale: 'en',
      template: 'contact-message',
      data: { ...SAMPLE_DATA['contact-message'], name: '<b>Frank</b>' },
    });
    // No template puts written words in a subject any more; a stored one with markup still shows as text.
    await testApp.db
      .update(emailOutbox)
      .set({ subject: 'Contact form — <b>Frank</b>' })
      .where(eq(emailOutbox.id, id));
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const page = response.body;
    expect(page).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(page).toContain('<title>Development mailbox · Escouade</title>');
    expect(page).toContain(`<a href="/dev/mailbox/${id}">Contact form — &lt;b&gt;Frank&lt;/b&gt;</a>`);
    expect(page).not.toMatch(/<script|<b>Frank/);
    // Newest first: the message just sent comes before the one sent just before it.
    expect(page.indexOf(id)).toBeGreaterThan(-1);
    expect(page.indexOf(id)).toBeLessThan(page.indexOf(earlier.id));

    const filtered = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox/?to=frank@example.test' });
    expect(filtered.body).toContain(id);
    expect(filtered.body).not.toContain('carol@example.test');
  });

  it('shows one message: headers, the HTML in a sandboxed iframe and the text with clickable links', async () => {
    const { id } = await mailer.send({
      to: 'gina@example.test',
      locale: 'en',
      template: 'contact-message',
      data: {
        ...SAMPLE_DATA['contact-message'],
        message: `See ${APP_URL}/x?a=1&b=2.\n</iframe><script>alert(1)</script>`,
      },
    });
    const response = await testApp.app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).toMatch(/<html lang="en">/);
    expect(page).toContain('<title>Contact form — Quote request · Development mailbox · Escouade</title>');
    expect(page).toContain('<dt>To</dt><dd>gina@example.test</dd>');
    expect(page).toContain(`<dt>From</dt><dd>${escapeForTest(testApp.config.mailFrom)}</dd>`);
    expect(page).not.toMatch(/<script/i);
    expect(page.match(/<\/iframe>/g)).toHaveLength(1);
    const srcdoc = /<iframe sandbox title="[^"]+" srcdoc="([^"]*)"><\/iframe>/.exec(page)?.[1];
    expect(srcdoc).toBeDefined();
    expect(srcdoc).toContain('&lt;!DOCTYPE html&gt;');
    expect(unescapeForTest(srcdoc ?? '')).toContain('<html lang="en"');
    expect(page).toContain(`<a href="${APP_URL}/x?a=1&amp;b=2">${APP_URL}/x?a=1&amp;b=2</a>.`);
  });

  it('answers NOT_FOUND for an unknown message page', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/dev/mailbox/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it.each([
    { remoteAddress: '127.0.0.1', host: 'localhost:3000', status: 200 },
    { remoteAddress: '::1', host: '[::1]:3000', status: 200 },
    { remoteAddress: '127.0.0.1', host: '127.0.0.1', status: 200 },
    { remoteAddress: '203.0.113.9', host: 'localhost:3000', status: 404 },
    { remoteAddress: '192.168.1.20', host: '192.168.1.10:3000', status: 404 },
    // A site whose name was rebound to 127.0.0.1 sends its own name as Host.
    { remoteAddress: '127.0.0.1', host: 'attacker.example', status: 404 },
    { remoteAddress: '127.0.0.1', host: 'localhost.attacker.example', status: 404 },
  ])('answers $remoteAddress asking for $host with $status', async ({ remoteAddress, host, status }) => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/api/messages']) {
      const response = await testApp.app.inject({ method: 'GET', url, remoteAddress, headers: { host } });
      expect(response.statusCode, url).toBe(status);
      if (status === 404) expect(response.body).not.toContain('@example.test');
    }
  });

  it('is not served when SMTP is configured', async () => {
    const withSmtp = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const response = await withSmtp.app.inject({ method: 'GET', url: '/dev/mailbox/api/messages' });
      expect(response.statusCode).toBe(404);
    } finally {
      await withSmtp.close();
    }
  });
});

function render(template: TemplateName, locale: 'fr' | 'en') {
  return renderEmail(template, SAMPLE_DATA[template] as never, { locale, appUrl: APP_URL });
}

function escapeForTest(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function unescapeForTest(value: string): string {
  return value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

interface LogEntry {
  level: string;
  msg: string;
  [key: string]: unknown;
}
type RecordingLogger = FastifyBaseLogger & { entries: LogEntry[] };

/** Records what the mailer logs, so tests can check both the messages and what they leave out. */
function createRecordingLogger(): RecordingLogger {
  const entries: LogEntry[] = [];
  const record =
    (level: string) =>
    (objOrMsg: unknown, msg?: string): void => {
      if (typeof objOrMsg === 'string') entries.push({ level, msg: objOrMsg });
      else entries.push({ level, msg: msg ?? '', ...(objOrMsg as Record<string, unknown>) });
    };
  const logger = {
    entries,
    level: 'info',
    fatal: record('fatal'),
    error: record('error'),
    warn: record('warn'),
    info: record('info'),
    debug: record('debug'),
    trace: record('trace'),
    silent: () => {},
    child: () => logger,
  };
  return logger as unknown as RecordingLogger;
}

interface ReceivedMail {
  user: unknown;
  mailFrom: string | undefined;
  rcptTo: string[];
  raw: string;
}
interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 requiring the test credentials (no TLS: loopback only). */
async function startSmtpServer(port: number): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          user: session.user,
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          rcptTo: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const listening = await new Promise<ReturnType<SMTPServer['listen']>>((resolve, reject) => {
    server.once('error', reject);
    const netServer = server.listen(port, '127.0.0.1', () => resolve(netServer));
  });
  const address = listening.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    port: address.port,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (yet): connecting to it is refused at once. */
async function findClosedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Just enough MIME parsing for nodemailer's output: unfolded headers, encoded words, multipart parts. */
function parseMessage(raw: string) {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHeaders(part.replace(/^\r\n/, '')))
    : [{ headers, body }];
  return {
    header: (name: string) => decodeWords(headers.get(name) ?? ''),
    part: (contentType: string) => {
      const part = parts.find((candidate) => candidate.headers.get('content-type')?.startsWith(contentType));
      return part ? decodeBody(part.body, part.headers.get('content-transfer-encoding')) : undefined;
    },
  };
}

function splitHeaders(raw: string) {
  const end = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, end)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\r\n/g, ''));
  return body;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index++) {
    const hex = value.slice(index + 1, index + 3);
    if (value[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(value[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

describe('French e-mails', () => {
  it('follow French typography in every template and in the layout', async () => {
    const { applyFrenchTypography } = await import('@escouade/contract/french-typography');
    const untypeset = [
      ...TEMPLATE_NAMES.flatMap((name) =>
        Object.entries(emailTemplates[name].copy.fr as Record<string, string>).map(
          ([key, text]) => [`${name}.${key}`, text] as const,
        ),
      ),
      ...Object.entries(layoutCopy.fr).map(([key, text]) => [`layout.${key}`, text] as const),
    ].filter(([, text]) => applyFrenchTypography(text) !== text);
    expect(untypeset).toEqual([]);
    const rendered = renderEmail('verify-email', SAMPLE_DATA['verify-email'], {
      locale: 'fr',
      appUrl: APP_URL,
    });
    expect(rendered.subject).toBe('Confirmez votre adresse e\u2011mail');
    expect(rendered.text).toMatch(/Escouade[\u00a0\u202f]!/);
  });
});
