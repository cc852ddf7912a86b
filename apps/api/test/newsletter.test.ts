import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../src/db/schema/index.ts';
import type { Mailer } from '../src/email/mailer.ts';
import {
  confirmNewsletterSubscription,
  subscribeToNewsletter,
} from '../src/modules/newsletter/newsletter.service.ts';
import { findMailedLink, readMailbox } from './helpers/mailbox.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

let ipCounter = 0;
function nextIp() {
  ipCounter += 1;
  return `10.2.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

describe('newsletter double opt-in', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: object, remoteAddress = nextIp()) =>
    testApp.app.inject({ method: 'POST', url, payload, remoteAddress });

  const subscriptionOf = async (email: string) =>
    (
      await testApp.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
    )[0];

  it('subscribes after the mailed confirmation link is followed, in the visitor language', async () => {
    const response = await post('/api/newsletter', { email: 'lea@example.test', locale: 'en' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'confirmation_sent' });
    expect(await subscriptionOf('lea@example.test')).toMatchObject({ status: 'pending', locale: 'en' });

    const [mail] = await readMailbox(testApp.app, 'lea@example.test');
    expect(mail?.locale).toBe('en');
    expect(mail?.template).toBe('newsletter-confirm');
    expect(mail?.links.some((link) => link.includes('/newsletter/unsubscribe?token='))).toBe(true);

    const confirmLink = await findMailedLink(testApp.app, 'lea@example.test', '/newsletter/confirm');
    const token = confirmLink.searchParams.get('token') ?? '';
    const confirmed = await post('/api/newsletter/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'confirmed' });
    expect(await subscriptionOf('lea@example.test')).toMatchObject({ status: 'confirmed' });

    // Following the link twice (a double click, a mail client prefetch) is not an error.
    expect((await post('/api/newsletter/confirm', { token })).statusCode).toBe(200);
  });

  it('answers the same for an address already subscribed, without mailing it again', async () => {
    await post('/api/newsletter', { email: 'sam@example.test' });
    const token = (
      await findMailedLink(testApp.app, 'sam@example.test', '/newsletter/confirm')
    ).searchParams.get('token');
    await post('/api/newsletter/confirm', { token });
    const again = await post('/api/newsletter', { email: 'SAM@example.test' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'confirmation_sent' });
    expect(await readMailbox(testApp.app, 'sam@example.test')).toHaveLength(1);
    const rows = await testApp.db.select().from(newsletterSubscriptions);
    expect(rows.filter((row) => row.email === 'sam@example.test')).toHaveLength(1);
  });

  it('unsubscribes with the link found in the mail, and refuses a tampered one', async () => {
    await post('/api/newsletter', { email: 'noe@example.test' });
    const link = await findMailedLink(testApp.app, 'noe@example.test', '/newsletter/unsubscribe');
    const token = link.searchParams.get('token') ?? '';
    const tampered = await post('/api/newsletter/unsubscribe', { token: `${token.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('NEWSLETTER_TOKEN_INVALID');

    const response = await post('/api/newsletter/unsubscribe', { token });
    expect(response.statusCode).toBe(200);
    expect(await subscriptionOf('noe@example.test')).toMatchObject({ status: 'unsubscribed' });
  });

  it('refuses unknown tokens and invalid addresses with translatable codes', async () => {
    const unknown = await post('/api/newsletter/confirm', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('NEWSLETTER_TOKEN_INVALID');
    const invalid = await post('/api/newsletter', { email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details.issues[0].message).toBe('invalidEmail');
  });

  it('expires confirmation links after a week', async () => {
    let mailedToken = '';
    const mailer: Mailer = {
      send: async (mail) => {
        const confirmUrl = (mail.data as { confirmUrl?: string }).confirmUrl ?? '';
        mailedToken = new URL(confirmUrl).searchParams.get('token') ?? '';
        return { id: 'not-stored' };
      },
      flush: async () => 0,
      start() {},
      stop: async () => {},
    };
    const deps = {
      db: testApp.db,
      mailer,
      appUrl: 'http://localhost',
      authSecret: testApp.config.authSecret,
    };
    const sentAt = new Date('2026-01-01T00:00:00Z');
    await subscribeToNewsletter({ ...deps, now: () => sentAt }, { email: 'late@example.test', locale: 'fr' });
    const eightDaysLater = new Date(sentAt.getTime() + 8 * 24 * 60 * 60_000);
    await expect(
      confirmNewsletterSubscription({ ...deps, now: () => eightDaysLater }, mailedToken),
    ).rejects.toMatchObject({
      code: 'NEWSLETTER_TOKEN_INVALID',
    });
  });

  it('limits subscriptions per address of the sender', async () => {
    const ip = '10.8.8.8';
    for (let index = 0; index < 5; index++) {
      expect((await post('/api/newsletter', { email: `rate${index}@example.test` }, ip)).statusCode).toBe(
        202,
      );
    }
    expect((await post('/api/newsletter', { email: 'rate5@example.test' }, ip)).statusCode).toBe(429);
  });
});
