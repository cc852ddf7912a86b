import { randomBytes } from 'node:crypto';
import { expect, expectNoAccessibilityViolations } from './fixtures.ts';
import {
  callApi,
  completeProfile,
  createProfessionalViaApi,
  createSignedInProfessional,
  localized,
} from './support/accounts.ts';
import {
  createAdministrator,
  type Language,
  LANGUAGES,
  openNavigation,
  signIn,
  test,
} from './support/admin-journeys.ts';
import { randomAddress } from './support/client-address.ts';
import { uniqueEmail, waitForMail } from './support/mail.ts';

const TEXT = {
  fr: {
    reportPost: 'Signaler la publication',
    dialog: 'Signaler cette publication',
    reason: 'Spam ou publicité',
    send: 'Envoyer le signalement',
    thanks: /Merci. La modération va examiner votre signalement/,
    nav: 'Signalements',
    item: (name: string) => `Publication de ${name}`,
    dismiss: 'Classer sans suite',
    confirmTitle: 'Classer sans suite\u202f?',
    dismissed: 'Signalement classé sans suite.',
    outcomeMail: /Votre signalement a été examiné/,
  },
  en: {
    reportPost: 'Report post',
    dialog: 'Report this post',
    reason: 'Spam or advertising',
    send: 'Send the report',
    thanks: /Thank you. The moderators will review your report/,
    nav: 'Reports',
    item: (name: string) => `Post by ${name}`,
    dismiss: 'Dismiss',
    confirmTitle: 'Dismiss these reports?',
    dismissed: 'Reports dismissed.',
    outcomeMail: /Your report was reviewed/,
  },
} as const satisfies Record<Language, unknown>;

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test(`a member reports a post, an admin dismisses it, the member is told (${language})`, async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const token = randomBytes(4).toString('hex');

    // The author, on their own connection.
    const authorRequest = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
    });
    const author = await createProfessionalViaApi(authorRequest, {
      language,
      prefix: `reported-${language}`,
      baseURL,
    });
    const name = `Hugo Marchand-${token}`;
    await completeProfile(authorRequest, author.id, {
      firstName: 'Hugo',
      lastName: `Marchand-${token}`,
      profession: 'Vendeur',
    });
    await callApi(authorRequest, 'POST', '/api/posts', { content: `Promotion ${token} exceptionnelle` });
    await authorRequest.dispose();

    // The member reports it from the feed.
    const reporter = await createSignedInProfessional(page, {
      language,
      prefix: `reporter-${language}`,
      baseURL,
      landingPath: '/dashboard',
    });
    const post = page.getByRole('article').filter({ hasText: `Promotion ${token}` });
    await post.getByRole('button', { name: text.reportPost }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByRole('radio', { name: text.reason }).check();
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole('button', { name: text.send }).click();
    await expect(dialog.getByRole('status')).toContainText(text.thanks);

    // The admin finds it in the queue and dismisses it.
    const adminEmail = uniqueEmail(`report-admin-${language}`);
    await createAdministrator(adminEmail);
    const adminContext = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      locale: language === 'fr' ? 'fr-FR' : 'en-US',
    });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, language, adminEmail, /\/admin(\?|$)/);
    await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await (await openNavigation(adminPage, language)).getByRole('link', { name: text.nav }).click();
    const item = adminPage.getByRole('article', { name: text.item(name) });
    await expect(item).toContainText(`Promotion ${token}`, { timeout: 15_000 });
    await expect(item).toContainText(text.reason);
    await expectNoAccessibilityViolations(adminPage);
    await item.getByRole('button', { name: text.dismiss }).click();
    const confirm = adminPage.getByRole('alertdialog', { name: text.confirmTitle });
    await confirm.getByRole('button', { name: text.dismiss }).click();
    await expect(adminPage.getByText(text.dismissed)).toBeVisible();
    await expect(item).toHaveCount(0);
    await adminContext.close();

    await waitForMail(reporter.email, text.outcomeMail);
    await page.goto(localized('/dashboard', language));
    await expect(page.getByRole('article').filter({ hasText: `Promotion ${token}` })).toBeVisible();
  });
}
