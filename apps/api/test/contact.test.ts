import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema/index.ts';
import { readMailbox } from './helpers/mailbox.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const validMessage = {
  name: 'Camille Durand',
  email: 'camille@example.test',
  subject: 'devis',
  message: 'Bonjour,\nnous cherchons une équipe pour une application mobile.',
  locale: 'fr',
};

let ipCounter = 0;
/** Each test request comes from its own address, so the per-IP limit only bites where a test wants it. */
function nextIp() {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

describe('POST /api/contact', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ contactInbox: 'team@escouade.test' });
  });
  afterAll(() => testApp.close());

  const send = (payload: unknown, remoteAddress = nextIp()) =>
    testApp.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

  it('stores the message and mails it to the contact inbox', async () => {
    const response = await send({ ...validMessage, email: 'store@example.test' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'received' });

    const rows = await testApp.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'store@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Camille Durand',
      subject: 'devis',
      message: validMessage.message,
    });

    const [mail] = await readMailbox(testApp.app, 'team@escouade.test');
    expect(mail?.template).toBe('contact-message');
    expect(mail?.text).toContain('store@example.test');
    expect(mail?.text).toContain('nous cherchons une équipe');
  });

  it('escapes HTML that a visitor types into the mail', async () => {
    await send({ ...validMessage, email: 'html@example.test', message: '<img src=x onerror=alert(1)>' });
    const mails = await readMailbox(testApp.app, 'team@escouade.test');
    const mail = mails.find((candidate) => candidate.text.includes('html@example.test'));
    expect(mail?.html).not.toContain('<img src=x');
    expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('requires every field, with a translatable message per field', async () => {
    const response = await send({ name: ' ', email: '', subject: '', message: '' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const messages = Object.fromEntries(
      body.details.issues.map((issue: { path: string[]; message: string }) => [
        issue.path.at(-1),
        issue.message,
      ]),
    );
    expect(messages).toMatchObject({
      name: 'required',
      email: 'required',
      subject: 'invalidOption',
      message: 'required',
    });
  });

  it('refuses an invalid e-mail and a subject outside the list', async () => {
    const response = await send({ ...validMessage, email: 'not-an-email', subject: 'spam' });
    expect(response.statusCode).toBe(400);
    const messages = response.json().details.issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(['invalidEmail', 'invalidOption']));
  });

  it('answers a bot that fills the honeypot like a person, but stores and sends nothing', async () => {
    const response = await send({ ...validMessage, email: 'bot@example.test', website: 'http://spam.test' });
    expect(response.statusCode).toBe(202);
    const rows = await testApp.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'bot@example.test'));
    expect(rows).toHaveLength(0);
    const mails = await readMailbox(testApp.app, 'team@escouade.test');
    expect(mails.some((mail) => mail.text.includes('bot@example.test'))).toBe(false);
  });

  it('limits each address to 5 messages per 10 minutes', async () => {
    const ip = '10.9.9.9';
    for (let index = 0; index < 5; index++) {
      expect((await send({ ...validMessage, email: `burst${index}@example.test` }, ip)).statusCode).toBe(202);
    }
    const limited = await send(validMessage, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(validMessage, '10.9.9.10')).statusCode).toBe(202);
  });
});
