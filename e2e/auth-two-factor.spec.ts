import { expect, expectNoAccessibilityViolations } from './fixtures.ts';
import {
  createConfirmedAccount,
  JOURNEY_TIMEOUT_MS,
  LANGUAGES,
  localized,
  openNavigation,
  signInThroughForm,
  SERVER_STEP,
  TEXT,
  test,
} from './auth-helpers.ts';
import { generateTotp } from '../apps/api/test/helpers/totp.ts';

/** Turning it off again, with a code rather than the password. */
const DISABLE_TEXT = {
  fr: {
    disable: 'Désactiver la validation en deux étapes',
    withCode: 'Avec un code de mon application ou un code de secours',
    code: 'Code de vérification',
    off: 'Désactivée',
    disabled: 'La validation en deux étapes est désactivée.',
  },
  en: {
    disable: 'Turn off two-step verification',
    withCode: 'With a code from my app or a backup code',
    code: 'Verification code',
    off: 'Off',
    disabled: 'Two-step verification is off.',
  },
} as const;

for (const language of LANGUAGES) {
  const text = TEXT[language];
  const disableText = DISABLE_TEXT[language];

  test.describe(`two-factor authentication (${language})`, () => {
    test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

    test('turn it on from the security page, then sign in with a code', async ({
      page,
      request,
      baseURL,
    }) => {
      const { email, password } = await createConfirmedAccount(request, {
        baseURL,
        prefix: `totp-${language}`,
        language,
      });
      await signInThroughForm(page, language, { email, password });
      await expect(page).toHaveURL(/\/dashboard$/, SERVER_STEP);

      await page.goto(localized('/dashboard/security', language));
      const section = page.getByRole('region', { name: text.twoFactorSection });
      await section.getByRole('button', { name: text.enableTwoFactor }).click();
      await section.getByLabel(text.password, { exact: true }).fill(password);
      await section.getByRole('button', { name: text.continue }).click();

      // What a user types into the authenticator app: the key shown on the page.
      await expect(page.getByTestId('totp-secret')).toBeVisible(SERVER_STEP);
      const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await expectNoAccessibilityViolations(page);
      await section.getByLabel(text.totpCode).fill(generateTotp(secret));
      await section.getByRole('button', { name: text.confirmTwoFactor }).click();

      await expect(section.getByRole('heading', { name: text.backupCodes })).toBeVisible(SERVER_STEP);
      await expect(page.getByTestId('backup-codes').getByRole('listitem')).toHaveCount(10);
      await expectNoAccessibilityViolations(page);
      await section.getByRole('button', { name: text.savedCodes }).click();
      await expect(section.getByText(text.twoFactorOn, { exact: true })).toBeVisible();

      // Signing in now asks for the code, on the same screen.
      await (await openNavigation(page, language)).getByRole('button', { name: text.logout }).click();
      await expect(page).toHaveURL(/\/login$/, SERVER_STEP);
      await signInThroughForm(page, language, { email, password });
      await expect(page.getByRole('heading', { level: 1, name: text.twoFactorTitle })).toBeVisible(
        SERVER_STEP,
      );
      await expect(page.getByLabel(text.verificationCode)).toBeFocused();
      await expectNoAccessibilityViolations(page);
      await page.getByLabel(text.verificationCode).fill(generateTotp(secret));
      await page.getByRole('button', { name: text.verify }).click();
      await expect(page).toHaveURL(/\/dashboard$/, SERVER_STEP);

      // Off again, with a code from the app instead of the password.
      await page.goto(localized('/dashboard/security', language));
      const sectionAgain = page.getByRole('region', { name: text.twoFactorSection });
      await sectionAgain.getByRole('button', { name: disableText.disable }).click();
      await sectionAgain.getByRole('radio', { name: disableText.withCode }).check();
      await sectionAgain.getByLabel(disableText.code).fill(generateTotp(secret));
      await expectNoAccessibilityViolations(page);
      await sectionAgain.getByRole('button', { name: disableText.disable }).click();
      await expect(sectionAgain.getByRole('status')).toHaveText(disableText.disabled, SERVER_STEP);
      await expect(sectionAgain.getByText(disableText.off, { exact: true })).toBeVisible();
    });
  });
}
