import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { linkIn, uniqueEmail, waitForMail } from './mail.ts';

export type Language = 'fr' | 'en';

export interface Account {
  id: string;
  email: string;
  password: string;
}

const PASSWORD = 'a long passphrase for profile journeys';
/** Sign-up is limited per client address (3 a minute); journeys share one address unless the server trusts X-Forwarded-For. */
const MAX_SIGN_UP_ATTEMPTS = 6;

/** `path` in `language`: French is the browser's language in the journeys, English is asked with `?lng=en`. */
export function localized(path: string, language: Language): string {
  return language === 'fr' ? path : `${path}${path.includes('?') ? '&' : '?'}lng=en`;
}

/** The account types of sign-up: a professional, or a client (`user`). */
export type AccountType = 'professional' | 'user';

async function signUp(
  request: APIRequestContext,
  email: string,
  language: Language,
  callbackURL: string,
  role: AccountType = 'professional',
) {
  for (let attempt = 1; ; attempt += 1) {
    const response: APIResponse = await request.post('/api/auth/sign-up/email', {
      // Like a browser's form post: the server refuses state-changing requests without their origin.
      headers: { origin: originOf(request) },
      data: {
        email,
        password: PASSWORD,
        name: '',
        firstName: 'Camille',
        lastName: 'Durand',
        role,
        locale: language,
        callbackURL,
      },
    });
    if (response.status() !== 429 || attempt === MAX_SIGN_UP_ATTEMPTS) {
      expect(response.status(), await response.text()).toBe(200);
      return;
    }
    // Rate limited: wait as long as the server says (Better Auth sends X-Retry-After, in seconds).
    const headers = response.headers();
    const seconds = Number(headers['x-retry-after'] ?? headers['retry-after'] ?? 10);
    await new Promise((resolve) =>
      setTimeout(resolve, (Number.isFinite(seconds) ? seconds : 10) * 1000 + 250),
    );
  }
}

// An APIRequestContext does not expose its base URL: the helpers are given it and keep it here.
const baseUrls = new WeakMap<APIRequestContext, string>();
function originOf(request: APIRequestContext): string {
  const origin = baseUrls.get(request);
  if (!origin) throw new Error('Call rememberBaseUrl(request, baseURL) first');
  return origin;
}

/** Records the base URL of a request context, for the `origin` header of its posts. */
export function rememberBaseUrl(request: APIRequestContext, baseURL: string | undefined): void {
  if (baseURL) baseUrls.set(request, new URL(baseURL).origin);
}

async function getMyId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/profiles/me');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/**
 * A professional registered through the API and signed in in the browser: the mailed confirmation link is
 * opened by the page (it signs in, so the session cookie lands in the browser context, and no sign-in request
 * counts against the sign-in rate limit), then the browser is at `landingPath`.
 */
export async function createSignedInProfessional(
  page: Page,
  {
    language,
    prefix,
    baseURL,
    landingPath = '/dashboard/profile',
    role = 'professional',
    email = uniqueEmail(prefix),
  }: {
    language: Language;
    prefix: string;
    baseURL: string | undefined;
    landingPath?: string;
    /** A client account instead (`user`), e.g. a client's colleague. */
    role?: AccountType;
    /** A given address, e.g. the one an invitation was sent to. */
    email?: string;
  },
): Promise<Account> {
  rememberBaseUrl(page.request, baseURL);
  await signUp(page.request, email, language, localized(landingPath, language), role);
  // The confirmation, not another mail the address may have had already (an invitation).
  const mail = await waitForMail(email, /./, /\/api\/auth\/verify-email/);
  await page.goto(linkIn(mail, '/api/auth/verify-email'));
  await expect(page).toHaveURL(new RegExp(`${landingPath.replaceAll('/', '\\/')}(\\?|$)`));
  return { id: await getMyId(page.request), email, password: PASSWORD };
}

/**
 * A professional registered, confirmed and signed in through `request` only (its own cookies, no page), e.g.
 * the other person a journey visits. Use the same context to fill their profile through the API.
 */
export async function createProfessionalViaApi(
  request: APIRequestContext,
  { language, prefix, baseURL }: { language: Language; prefix: string; baseURL: string | undefined },
): Promise<Account> {
  rememberBaseUrl(request, baseURL);
  const email = uniqueEmail(prefix);
  await signUp(request, email, language, '/dashboard');
  const mail = await waitForMail(email, /./);
  const confirmation = await request.get(linkIn(mail, '/api/auth/verify-email'), { maxRedirects: 0 });
  expect(confirmation.status()).toBe(302);
  return { id: await getMyId(request), email, password: PASSWORD };
}

/** `PATCH`, `PUT`, `POST`, `DELETE` on the API as the context's user, with the origin the server expects. */
export async function callApi(
  request: APIRequestContext,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<unknown> {
  const response = await request.fetch(path, {
    method,
    headers: { origin: originOf(request) },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** The eligibility the feed's composer needs: first name, last name, profession, one skill. */
export async function completeProfile(
  request: APIRequestContext,
  userId: string,
  profile: { firstName: string; lastName: string; profession: string },
): Promise<void> {
  await callApi(request, 'PATCH', `/api/profiles/${userId}`, profile);
  await callApi(request, 'POST', `/api/profiles/${userId}/skills`, {
    newSkill: { name: 'Cartographie' },
    level: 3,
  });
}
