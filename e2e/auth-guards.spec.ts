import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, expectNoAccessibilityViolations } from './fixtures.ts';
import { openNavigation as openAdminNavigation } from './support/admin-journeys.ts';
import {
  JOURNEY_TIMEOUT_MS,
  LANGUAGES,
  localized,
  PASSWORD,
  signInThroughForm,
  SERVER_STEP,
  TEXT,
  test,
} from './auth-helpers.ts';
import { uniqueEmail } from './support/mail.ts';

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '..');

/** The first-administrator command, against the running server's database (Playwright exports its DATA_DIR). */
async function createAdministrator(email: string): Promise<void> {
  await run('npm', ['run', '--silent', 'admin:create', '--', '--email', email], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      ESCOUADE_ADMIN_PASSWORD: PASSWORD,
    },
  });
}

test.describe('route guards', () => {
  test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

  test('a signed-out visitor is sent from the dashboard and the admin area to the sign-in page', async ({
    page,
  }) => {
    for (const protectedPath of ['/dashboard', '/dashboard/security', '/admin', '/admin/users']) {
      await page.goto(protectedPath);
      await expect(page).toHaveURL(/\/login$/, SERVER_STEP);
    }
    for (const language of LANGUAGES) {
      await page.goto(localized('/login', language));
      await expect(page.getByRole('heading', { level: 1, name: TEXT[language].loginTitle })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    }
  });

  for (const language of LANGUAGES) {
    const text = TEXT[language];

    test(`an administrator lands in the admin area and is kept out of the dashboard (${language})`, async ({
      page,
    }) => {
      const email = uniqueEmail(`admin-${language}`);
      await createAdministrator(email);

      await signInThroughForm(page, language, { email, password: PASSWORD });
      await expect(page).toHaveURL(/\/admin$/, SERVER_STEP);

      await page.goto(localized('/dashboard', language));
      await expect(page).toHaveURL(/\/admin$/, SERVER_STEP);

      // The admin shell, on the page it owns: label, navigation, logout; axe with the menu open on mobile.
      await page.goto(localized('/admin/security', language));
      await expect(page.getByRole('heading', { level: 1, name: text.security })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      const navigation = await openAdminNavigation(page, language);
      await expect(navigation.getByText(text.administrator, { exact: true })).toBeVisible();
      await expect(navigation.getByRole('navigation', { name: text.adminNavigation })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await navigation.getByRole('button', { name: text.logout }).click();
      await expect(page).toHaveURL(/\/login$/, SERVER_STEP);
    });
  }
});
