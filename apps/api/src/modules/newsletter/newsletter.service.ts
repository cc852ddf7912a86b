import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PATHS, withQuery } from '@escouade/contract/paths';
import type { Language } from '@escouade/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';
import type { Mailer } from '../../email/mailer.ts';
import { CONFIRMATION_LINK_VALIDITY_MS } from '../../email/templates/newsletter-confirm.ts';
import { AppError } from '../../errors.ts';

export interface NewsletterDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  authSecret: string;
  now?: () => Date;
}

/**
 * Double opt-in: a new, pending or unsubscribed address gets a confirmation mail; a confirmed one gets
 * nothing. The caller answers the same in every case so the form does not reveal who is subscribed.
 */
export async function subscribeToNewsletter(
  deps: NewsletterDeps,
  { email, locale }: { email: string; locale: Language },
): Promise<void> {
  const { db, mailer, now = () => new Date() } = deps;
  const token = randomBytes(32).toString('base64url');
  const values = { confirmTokenHash: hashToken(token), confirmationSentAt: now(), locale };
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email: email.toLowerCase(), status: 'pending', ...values })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { status: 'pending', ...values },
      // A confirmed subscription stays as it is: no new token, no mail.
      setWhere: sql`${newsletterSubscriptions.status} <> 'confirmed'`,
    })
    .returning({ id: newsletterSubscriptions.id });
  if (!row) return;
  await mailer.send({
    to: email,
    locale,
    template: 'newsletter-confirm',
    data: {
      confirmUrl: `${deps.appUrl}${withQuery(PATHS.newsletterConfirm, { token })}`,
      unsubscribeUrl: buildUnsubscribeUrl(deps, row.id),
    },
  });
}

/** Confirms the subscription of a valid, unexpired link; confirming twice is fine. */
export async function confirmNewsletterSubscription(deps: NewsletterDeps, token: string): Promise<void> {
  const { db, now = () => new Date() } = deps;
  const [subscription] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)));
  if (!subscription || subscription.status === 'unsubscribed') throw invalidToken();
  if (subscription.status === 'confirmed') return;
  const sentAt = subscription.confirmationSentAt?.getTime() ?? 0;
  if (now().getTime() - sentAt > CONFIRMATION_LINK_VALIDITY_MS) throw invalidToken();
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'confirmed', confirmedAt: now() })
    .where(eq(newsletterSubscriptions.id, subscription.id));
}

/** Unsubscribes the address of a signed link; works any number of times. */
export async function unsubscribeFromNewsletter(deps: NewsletterDeps, token: string): Promise<void> {
  const subscriptionId = verifyUnsubscribeToken(deps.authSecret, token);
  if (!subscriptionId) throw invalidToken();
  const { db, now = () => new Date() } = deps;
  const updated = await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now(), confirmTokenHash: null })
    .where(eq(newsletterSubscriptions.id, subscriptionId))
    .returning({ id: newsletterSubscriptions.id });
  if (updated.length === 0) throw invalidToken();
}

/** Unsubscribe links carry `<id>.<hmac>`: verifiable without storing a token, valid for every mail. */
export function buildUnsubscribeUrl(
  deps: Pick<NewsletterDeps, 'appUrl' | 'authSecret'>,
  subscriptionId: string,
) {
  const token = `${subscriptionId}.${signSubscriptionId(deps.authSecret, subscriptionId)}`;
  return `${deps.appUrl}${withQuery(PATHS.newsletterUnsubscribe, { token })}`;
}

function verifyUnsubscribeToken(secret: string, token: string): string | undefined {
  const [id, signature] = token.split('.');
  if (!id || !signature || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
  const expected = Buffer.from(signSubscriptionId(secret, id));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : undefined;
}

function signSubscriptionId(secret: string, subscriptionId: string): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${subscriptionId}`).digest('base64url');
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function invalidToken() {
  return new AppError('NEWSLETTER_TOKEN_INVALID', 'This link is invalid or has expired');
}
