import { expect, expectNoAccessibilityViolations } from './fixtures.ts';
import {
  createConfirmedAccount,
  JOURNEY_TIMEOUT_MS,
  LANGUAGES,
  localized,
  signInThroughForm,
  SERVER_STEP,
  TEXT,
  test,
} from './auth-helpers.ts';
import { linkIn, waitForMail } from './support/mail.ts';

const NEW_PASSWORD = 'a brand new passphrase';

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`password reset (${language})`, () => {
    test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

    test('request a link, choose a new password, sign in with it', async ({ page, request, baseURL }) => {
      const { email } = await createConfirmedAccount(request, {
        baseURL,
        prefix: `reset-${language}`,
        language,
      });

      await page.goto(localized('/reset-password', language));
      await expect(page.getByRole('heading', { level: 1, name: text.resetTitle })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await page.getByLabel(text.email).fill(email);
      await page.getByRole('button', { name: text.resetSubmit }).click();
      await expect(page.getByRole('status')).toContainText(text.resetSuccess, SERVER_STEP);
      await expectNoAccessibilityViolations(page);

      const mail = await waitForMail(email, text.resetSubject);
      await page.goto(localized(linkIn(mail, '/update-password'), language));
      await expect(page.getByRole('heading', { level: 1, name: text.updateTitle })).toBeVisible();
      await expect(page.getByLabel(text.newPassword, { exact: true })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await page.getByLabel(text.newPassword, { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(text.confirmNewPassword).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: text.updateSubmit }).click();
      await expect(page.getByRole('status')).toContainText(text.updateSuccess, SERVER_STEP);

      // Three seconds later, the sign-in page.
      await expect(page).toHaveURL(/\/login(\?|$)/, SERVER_STEP);
      await signInThroughForm(page, language, { email, password: NEW_PASSWORD });
      await expect(page).toHaveURL(/\/dashboard$/, SERVER_STEP);
    });

    test('an unknown or used link shows the invalid-link message', async ({ page }) => {
      await page.goto(localized('/update-password?token=not-a-real-token', language));
      await expect(page.getByRole('alert')).toContainText(text.invalidLink);
      await expect(page.getByLabel(text.newPassword, { exact: true })).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
      await page.getByRole('link', { name: text.requestNewLink }).click();
      await expect(page).toHaveURL(/\/reset-password(\?|$)/, SERVER_STEP);
    });
  });
}
