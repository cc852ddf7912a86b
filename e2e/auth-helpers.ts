import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect } from './fixtures.ts';
import { linkIn, uniqueEmail, waitForMail } from './support/mail.ts';

export type Language = 'fr' | 'en';
export const LANGUAGES: Language[] = ['fr', 'en'];

/**
 * The journeys' `test`: the shared fixtures, plus
 * - a client address of its own per test (`X-Forwarded-For`, honoured when the server trusts its proxy), so
 *   the per-address rate limits of sign-up and sign-in apply per journey, as they would per real visitor;
 * - expected auth answers (a wrong password is a 401) not counted as console errors: Chromium logs every
 *   4xx it receives as "Failed to load resource". Anything else still fails the journey.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const digest = createHash('sha256')
      .update(`${testInfo.testId}:${testInfo.project.name}:${Date.now()}`)
      .digest();
    const address = `10.${digest[0]}.${digest[1]}.${((digest[2] ?? 0) % 254) + 1}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  // Replaces the shared fixture (still automatic): same rule, but for the expected answers above.
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const isExpectedAuthAnswer =
        /Failed to load resource: the server responded with a status of 4(00|01|03|22|29)\b/.test(
          message.text(),
        ) && new URL(message.location().url || 'http://x/').pathname.startsWith('/api/auth/');
      if (!isExpectedAuthAnswer) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'browser console errors').toEqual([]);
  },
});

/** The texts the journeys read, per language (the app's own translations, spelled out as a user sees them). */
export const TEXT = {
  fr: {
    email: 'Adresse e‑mail',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirmNewPassword: 'Confirmer le nouveau mot de passe',
    accountType: 'Type de compte',
    rememberMe: 'Se souvenir de moi',
    loginTitle: 'Connexion',
    loginSubmit: 'Se connecter',
    registerTitle: 'Créer un compte',
    registerSubmit: 'Créer mon compte',
    registerSuccess: 'Inscription réussie ! Consultez votre boîte e‑mail pour confirmer votre compte.',
    confirmSubject: /Confirmez votre adresse e.mail/,
    invalidCredentials: 'Identifiants invalides. Vérifiez votre adresse e‑mail et votre mot de passe.',
    resetTitle: 'Réinitialiser le mot de passe',
    resetSubmit: 'Envoyer le lien',
    resetSuccess: 'Si un compte existe avec cette adresse e‑mail, un lien de réinitialisation a été envoyé.',
    resetSubject: /Réinitialisez votre mot de passe/,
    updateTitle: 'Nouveau mot de passe',
    updateSubmit: 'Mettre à jour le mot de passe',
    updateSuccess:
      'Mot de passe mis à jour avec succès ! Vous allez être redirigé vers la page de connexion.',
    invalidLink: 'Lien de réinitialisation invalide ou expiré.',
    requestNewLink: 'Demander un nouveau lien de réinitialisation',
    professional: 'Professionnel',
    administrator: 'Administrateur',
    logout: 'Se déconnecter',
    openMenu: 'Ouvrir le menu',
    menu: 'Menu',
    dashboardNavigation: 'Navigation du tableau de bord',
    adminNavigation: 'Navigation de l’administration',
    security: 'Sécurité',
    createProject: 'Créer un projet',
    twoFactorSection: 'Validation en deux étapes',
    enableTwoFactor: 'Activer la validation en deux étapes',
    continue: 'Continuer',
    totpCode: 'Code à 6 chiffres',
    confirmTwoFactor: 'Confirmer et activer',
    backupCodes: 'Vos codes de secours',
    savedCodes: 'J’ai enregistré mes codes',
    twoFactorOn: 'Activée',
    twoFactorTitle: 'Vérification en deux étapes',
    verificationCode: 'Code de vérification',
    verify: 'Vérifier',
  },
  en: {
    email: 'Email address',
    password: 'Password',
    confirmPassword: 'Confirm password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm the new password',
    accountType: 'Account type',
    rememberMe: 'Remember me',
    loginTitle: 'Sign in',
    loginSubmit: 'Sign in',
    registerTitle: 'Create an account',
    registerSubmit: 'Create my account',
    registerSuccess: 'Registration successful! Please check your email to confirm your account.',
    confirmSubject: /Confirm your email address/,
    invalidCredentials: 'Invalid credentials. Check your email and password.',
    resetTitle: 'Reset your password',
    resetSubmit: 'Send the link',
    resetSuccess: 'If an account exists with this email, a password reset link has been sent.',
    resetSubject: /Reset your password/,
    updateTitle: 'Choose a new password',
    updateSubmit: 'Update the password',
    updateSuccess: 'Password updated successfully! You will be redirected to the sign-in page.',
    invalidLink: 'Invalid or expired reset link.',
    requestNewLink: 'Request a new reset link',
    professional: 'Professional',
    administrator: 'Administrator',
    logout: 'Sign out',
    openMenu: 'Open the menu',
    menu: 'Menu',
    dashboardNavigation: 'Dashboard navigation',
    adminNavigation: 'Admin navigation',
    security: 'Security',
    createProject: 'Create a project',
    twoFactorSection: 'Two-step verification',
    enableTwoFactor: 'Turn on two-step verification',
    continue: 'Continue',
    totpCode: '6-digit code',
    confirmTwoFactor: 'Confirm and turn on',
    backupCodes: 'Your backup codes',
    savedCodes: 'I have saved my codes',
    twoFactorOn: 'On',
    twoFactorTitle: 'Two-step verification',
    verificationCode: 'Verification code',
    verify: 'Verify',
  },
} as const;

/** `path` in `language`: French is the browser's language in these journeys, English is asked with `?lng=en`. */
export function localized(path: string, language: Language): string {
  if (language === 'fr') return path;
  return `${path}${path.includes('?') ? '&' : '?'}lng=en`;
}

export const PASSWORD = 'a long passphrase for journeys';

/**
 * A journey signs up, signs in (scrypt), waits for mail and runs several axe scans: more than the default
 * 30 s on a loaded machine. Steps that wait for the server get more than the default 5 s as well.
 */
export const JOURNEY_TIMEOUT_MS = 90_000;
export const SERVER_STEP = { timeout: 15_000 };

/**
 * A confirmed account, made through the API (sign-up, then the mailed confirmation link), for journeys that
 * are not about registering. Uses the test's own `request`, so its client address is the test's.
 */
export async function createConfirmedAccount(
  request: APIRequestContext,
  {
    baseURL,
    prefix,
    language,
    role = 'professional',
    firstName = 'Camille',
    lastName = 'Durand',
  }: {
    baseURL: string | undefined;
    prefix: string;
    language: Language;
    role?: 'user' | 'professional';
    firstName?: string;
    lastName?: string;
  },
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const response = await request.post('/api/auth/sign-up/email', {
    // Like a browser's form post: the server refuses state-changing requests without their origin.
    headers: { origin: new URL(baseURL ?? 'http://localhost').origin },
    data: {
      email,
      password: PASSWORD,
      name: '',
      firstName,
      lastName,
      role,
      locale: language,
      callbackURL: '/dashboard',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const mail = await waitForMail(email, TEXT[language].confirmSubject);
  const confirmation = await request.get(linkIn(mail, '/api/auth/verify-email'), { maxRedirects: 0 });
  expect(confirmation.status()).toBe(302);
  return { email, password: PASSWORD };
}

/** Signs in through the login form (French or English), optionally ticking "remember me". */
export async function signInThroughForm(
  page: Page,
  language: Language,
  { email, password, rememberMe = false }: { email: string; password: string; rememberMe?: boolean },
): Promise<void> {
  const text = TEXT[language];
  await page.goto(localized('/login', language));
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  if (rememberMe) await page.getByLabel(text.rememberMe).check();
  await page.getByRole('button', { name: text.loginSubmit }).click();
}

/** Width from which the signed-in areas show their sidebar (Tailwind's `md`); below, a burger menu. */
const SIDEBAR_MIN_WIDTH = 768;

/** The sidebar (desktop) or the burger menu's dialog (mobile), whichever this viewport shows. */
export async function openNavigation(page: Page, language: Language) {
  if ((page.viewportSize()?.width ?? SIDEBAR_MIN_WIDTH) >= SIDEBAR_MIN_WIDTH)
    return page.getByRole('complementary');
  await page.getByRole('button', { name: TEXT[language].openMenu }).click();
  return page.getByRole('dialog', { name: TEXT[language].menu });
}
