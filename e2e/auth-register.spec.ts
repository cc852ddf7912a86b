import { expect, expectNoAccessibilityViolations } from './fixtures.ts';
import {
  JOURNEY_TIMEOUT_MS,
  LANGUAGES,
  localized,
  openNavigation,
  PASSWORD,
  signInThroughForm,
  SERVER_STEP,
  TEXT,
  test,
} from './auth-helpers.ts';
import { linkIn, uniqueEmail, waitForMail } from './support/mail.ts';

const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 3600;

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`accounts (${language})`, () => {
    test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

    test('register a professional, confirm by e-mail, use the dashboard, sign out and back in', async ({
      page,
      context,
    }) => {
      const email = uniqueEmail(`register-${language}`);

      // Register: the form, its success message, the fields cleared.
      await page.goto(localized('/register', language));
      await expect(page.getByRole('heading', { level: 1, name: text.registerTitle })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await page.getByLabel(language === 'fr' ? 'Prénom' : 'First name').fill('Camille');
      await page.getByLabel(language === 'fr' ? 'Nom' : 'Last name', { exact: true }).fill('Durand');
      await page.getByLabel(text.email).fill(email);
      await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(text.confirmPassword).fill(PASSWORD);
      await page.getByLabel(text.accountType).selectOption('professional');
      await page.getByRole('button', { name: text.registerSubmit }).click();
      await expect(page.getByRole('status')).toContainText(text.registerSuccess, SERVER_STEP);
      await expect(page.getByLabel(text.email)).toHaveValue('');
      await expectNoAccessibilityViolations(page);

      // The confirmation link, mailed in the visitor's language, signs in and opens the dashboard.
      const mail = await waitForMail(email, text.confirmSubject);
      await page.goto(linkIn(mail, '/api/auth/verify-email'));
      await expect(page).toHaveURL(/\/dashboard$/, SERVER_STEP);

      // The shell around the security page: role label, initial of the address, navigation (axe with the
      // burger menu open on mobile).
      await page.goto(localized('/dashboard/security', language));
      await expect(page.getByRole('heading', { level: 1, name: text.security })).toBeVisible(SERVER_STEP);
      await expectNoAccessibilityViolations(page);
      const navigation = await openNavigation(page, language);
      await expect(navigation.getByText(text.professional, { exact: true })).toBeVisible();
      // The sidebar names the person (the names given at sign-up), never their address.
      await expect(navigation.getByText('Camille Durand')).toBeVisible();
      await expect(navigation.getByText(email)).toHaveCount(0);
      await expect(navigation.getByText('C', { exact: true })).toBeVisible();
      await expect(navigation.getByRole('link', { name: text.security })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Every entry fits the sidebar or the menu, however long its name in the language.
      const overflowing = await navigation.getByRole('link').evaluateAll((links) =>
        links
          .filter((link) => {
            const frame = link.closest('aside, [role="dialog"]')?.getBoundingClientRect();
            return (
              link.scrollWidth > link.clientWidth ||
              (frame && link.getBoundingClientRect().right > frame.right)
            );
          })
          .map((link) => link.textContent),
      );
      expect(overflowing).toEqual([]);
      await expectNoAccessibilityViolations(page);

      // A professional is not an admin: the admin area sends them back to the dashboard.
      await page.goto(localized('/admin', language));
      await expect(page).toHaveURL(/\/dashboard(\?|$)/, SERVER_STEP);

      // Sign out, then the dashboard is closed.
      await (await openNavigation(page, language)).getByRole('button', { name: text.logout }).click();
      await expect(page).toHaveURL(/\/login$/, SERVER_STEP);
      await page.goto(localized('/dashboard', language));
      await expect(page).toHaveURL(/\/login$/, SERVER_STEP);

      // A wrong password is refused with its own message.
      await signInThroughForm(page, language, { email, password: 'not the password' });
      await expect(page.getByRole('alert')).toContainText(text.invalidCredentials, SERVER_STEP);
      await expectNoAccessibilityViolations(page);

      // Remember me: a persistent session cookie of 30 days.
      await signInThroughForm(page, language, { email, password: PASSWORD, rememberMe: true });
      await expect(page).toHaveURL(/\/dashboard$/, SERVER_STEP);
      const sessionCookie = (await context.cookies()).find(
        (cookie) => cookie.name === 'escouade.session_token',
      );
      expect(sessionCookie?.httpOnly).toBe(true);
      expect((sessionCookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(
        THIRTY_DAYS_IN_SECONDS - 3600,
      );
    });
  });
}
