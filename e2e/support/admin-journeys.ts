import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { test as base, expect } from '../fixtures.ts';

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '../..');

export type Language = 'fr' | 'en';
export const LANGUAGES: Language[] = ['fr', 'en'];
export const ADMIN_PASSWORD = 'a long passphrase for admin journeys';

/** Sign-in is limited to 3 per 10 s per client address, and every journey shares 127.0.0.1. */
const SIGN_IN_WINDOW_MS = 10_000;
const MAX_SIGN_IN_ATTEMPTS = 8;

/**
 * The shared fixtures, except that a rate-limited sign-in (429 from /api/auth/sign-in/email, which Chromium
 * logs as a console error) is expected: `signIn` waits and tries again. Any other console error still fails.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const isRateLimitedSignIn =
        message.text().includes('status of 429') &&
        (message.location().url ?? '').includes('/api/auth/sign-in/email');
      if (!isRateLimitedSignIn) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'browser console errors').toEqual([]);
  },
});

/** `path` in `language`: French is the browser's language in the journeys, English is asked with `?lng=en`. */
export function localized(pathname: string, language: Language): string {
  return language === 'fr' ? pathname : `${pathname}${pathname.includes('?') ? '&' : '?'}lng=en`;
}

/**
 * `npm run admin:create` against the running server's database (Playwright exports its DATA_DIR): a
 * confirmed account with the admin role. Journeys demote some of them through the UI to get other roles, so
 * they need neither the rate-limited sign-up nor the mailed confirmation.
 */
export async function createAdministrator(email: string): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the journeys through playwright.config.ts');
  await run('npm', ['run', '--silent', 'admin:create', '--', '--email', email], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ESCOUADE_ADMIN_PASSWORD: ADMIN_PASSWORD },
  });
}

export const SIGN_IN_TEXT = {
  fr: {
    email: 'Adresse e‑mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    limited: /Trop de tentatives/,
  },
  en: { email: 'Email address', password: 'Password', submit: 'Sign in', limited: /Too many attempts/ },
} as const;

/** Signs in through the login form; when the sign-in limit is reached, waits for the window and tries again. */
export async function signIn(
  page: Page,
  language: Language,
  email: string,
  landingPath: RegExp,
): Promise<void> {
  const text = SIGN_IN_TEXT[language];
  for (let attempt = 1; ; attempt += 1) {
    await page.goto(localized('/login', language));
    await page.getByLabel(text.email).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: text.submit }).click();
    const outcome = await Promise.race([
      page.waitForURL(landingPath, { timeout: 20_000 }).then(
        () => 'signed-in' as const,
        () => 'timeout' as const,
      ),
      page
        .getByRole('alert')
        .filter({ hasText: text.limited })
        .waitFor({ timeout: 20_000 })
        .then(
          () => 'limited' as const,
          () => 'timeout' as const,
        ),
    ]);
    if (outcome === 'signed-in') return;
    if (outcome === 'timeout' || attempt === MAX_SIGN_IN_ATTEMPTS) {
      throw new Error(`Signing in as ${email} did not reach ${landingPath} (${outcome})`);
    }
    await page.waitForTimeout(SIGN_IN_WINDOW_MS);
  }
}

/** The sidebar (desktop) or the burger menu's dialog (mobile), whichever this viewport shows. */
export async function openNavigation(page: Page, language: Language) {
  const menuButton = page.getByRole('button', {
    name: language === 'fr' ? 'Menu d’administration' : 'Administration menu',
  });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    return page.getByRole('dialog', { name: 'Administration' });
  }
  return page.getByRole('complementary');
}
