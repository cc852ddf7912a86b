import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { countCommonPasswords } from '../src/auth/password-policy.ts';
import { session, user } from '../src/db/schema/index.ts';
import {
  type AuthClient,
  cookiesOf,
  getSessionUser,
  nextIp,
  postAuth,
  registerConfirmedUser,
} from './helpers/auth.ts';
import { findMailedLink, readMailbox } from './helpers/mailbox.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { generateTotp, secretOf } from './helpers/totp.ts';

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++counter}@example.test`;

describe('accounts', () => {
  let testApp: TestApp;
  let client: AuthClient;
  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const usersWithEmail = (email: string) => testApp.db.select().from(user).where(eq(user.email, email));

  describe('registration', () => {
    it('creates a professional who must confirm the e-mail, mailed in their language', async () => {
      const email = uniqueEmail('pro');
      const response = await postAuth(client, '/sign-up/email', {
        email,
        password: 'a long passphrase',
        name: '',
        firstName: 'Camille',
        lastName: 'Durand',
        role: 'professional',
        locale: 'en',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().token).toBeNull();
      const [created] = await usersWithEmail(email);
      expect(created).toMatchObject({ role: 'professional', emailVerified: false, locale: 'en' });
      const link = await findMailedLink(testApp.app, email, '/api/auth/verify-email');
      expect(link.searchParams.get('token')).toBeTruthy();
      const [mail] = await readMailbox(testApp.app, email);
      expect(mail?.locale).toBe('en');
      expect(mail?.template).toBe('verify-email');
    });

    it('names the new account from the first and last name given, trimmed, on its profile too', async () => {
      const email = uniqueEmail('named');
      const response = await postAuth(client, '/sign-up/email', {
        email,
        password: 'a long passphrase',
        name: 'ignored@example.test',
        firstName: '  Chloé ',
        lastName: 'Nguyen',
      });
      expect(response.statusCode).toBe(200);
      const [created] = await usersWithEmail(email);
      expect(created?.name).toBe('Chloé Nguyen');
      const profile = await testApp.db.execute<{ first_name: string; last_name: string }>(
        sql`select first_name, last_name from profiles where id = ${created?.id ?? ''}`,
      );
      expect(profile.rows).toEqual([{ first_name: 'Chloé', last_name: 'Nguyen' }]);
    });

    it.each([
      [{ lastName: 'Nguyen' }, 'firstName', 'required'],
      [{ firstName: '   ', lastName: 'Nguyen' }, 'firstName', 'required'],
      [{ firstName: 'Chloé' }, 'lastName', 'required'],
      [{ firstName: 'Chloé', lastName: 'x'.repeat(121) }, 'lastName', 'tooLong'],
      [{ firstName: 42, lastName: 'Nguyen' }, 'firstName', 'required'],
    ])('refuses the names %j with the form’s message and creates nothing', async (names, field, message) => {
      const email = uniqueEmail('unnamed');
      const response = await postAuth(client, '/sign-up/email', {
        email,
        password: 'a long passphrase',
        name: '',
        ...names,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { issues: expect.arrayContaining([{ path: [field], message }]) },
      });
      expect(await usersWithEmail(email)).toHaveLength(0);
    });

    it('makes an individual account a `user` when no type is given', async () => {
      const email = uniqueEmail('individual');
      await postAuth(client, '/sign-up/email', {
        email,
        password: 'a long passphrase',
        name: '',
        firstName: 'Camille',
        lastName: 'Durand',
      });
      expect((await usersWithEmail(email))[0]?.role).toBe('user');
    });

    it.each(['admin', 'editor', 'superuser', 42])(
      'refuses role %s at sign-up and creates nothing',
      async (role) => {
        const email = uniqueEmail('intruder');
        const response = await postAuth(client, '/sign-up/email', {
          email,
          password: 'a long passphrase',
          name: '',
          firstName: 'Camille',
          lastName: 'Durand',
          role,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('ROLE_NOT_ALLOWED');
        expect(await usersWithEmail(email)).toHaveLength(0);
      },
    );

    it('refuses the common passwords of a bundled list of more than 10,000', async () => {
      expect(countCommonPasswords()).toBeGreaterThanOrEqual(10_000);
      for (const password of ['password', 'azerty123', 'Qwerty123', 'motdepasse']) {
        const email = uniqueEmail('weak');
        const response = await postAuth(client, '/sign-up/email', {
          email,
          password,
          name: '',
          firstName: 'Camille',
          lastName: 'Durand',
        });
        expect(response.statusCode, password).toBe(400);
        expect(response.json().code).toBe('PASSWORD_TOO_COMMON');
        expect(await usersWithEmail(email)).toHaveLength(0);
      }
    });

    it('refuses a password shorter than 6 characters', async () => {
      const response = await postAuth(client, '/sign-up/email', {
        email: uniqueEmail('short'),
        password: 'x7#k2',
        name: '',
        firstName: 'Camille',
        lastName: 'Durand',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('PASSWORD_TOO_SHORT');
    });

    it('accepts 6 to 128 characters without composition rules, and checks the password exactly as typed', async () => {
      const email = uniqueEmail('long-password');
      const password = 'tous les mots en minuscules et des espaces '.repeat(3).slice(0, 128);
      expect(password).toHaveLength(128);
      const created = await registerConfirmedUser(client, { email, password });
      expect(created.id).toBeTruthy();
      const truncated = await postAuth(client, '/sign-in/email', { email, password: password.slice(0, 127) });
      expect(truncated.statusCode).toBe(401);
      const exact = await postAuth(client, '/sign-in/email', { email, password });
      expect(exact.statusCode).toBe(200);
      const tooLong = await postAuth(client, '/sign-up/email', {
        email: uniqueEmail('too-long'),
        password: `${password}x`,
        name: '',
        firstName: 'Camille',
        lastName: 'Durand',
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().code).toBe('PASSWORD_TOO_LONG');
    });

    it('never expires a password, however old', async () => {
      const { id, email, password } = await registerConfirmedUser(client, {
        email: uniqueEmail('old-password'),
      });
      await testApp.db.execute(
        sql`update account set created_at = now() - interval '5 years', updated_at = now() - interval '5 years' where user_id = ${id}`,
      );
      const signIn = await postAuth(client, '/sign-in/email', { email, password });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json()).not.toHaveProperty('twoFactorRedirect');
    });

    it('does not reveal that an address is registered while confirmation is required', async () => {
      const email = uniqueEmail('twice');
      const first = await postAuth(client, '/sign-up/email', {
        email,
        password: 'a long passphrase',
        name: '',
        firstName: 'Camille',
        lastName: 'Durand',
      });
      const again = await postAuth(client, '/sign-up/email', {
        email,
        password: 'another passphrase',
        name: '',
        firstName: 'Camille',
        lastName: 'Durand',
      });
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['set-cookie']).toEqual(first.headers['set-cookie']);
      expect(await usersWithEmail(email)).toHaveLength(1);
    });

    it('e-mails the owner of a registered address, in their language: sign in or reset the password', async () => {
      const { email } = await registerConfirmedUser(client, {
        email: uniqueEmail('forgetful'),
        locale: 'en',
      });
      const again = await postAuth(client, '/sign-up/email', {
        email,
        password: 'another passphrase',
        name: '',
        firstName: 'Camille',
        lastName: 'Durand',
        locale: 'fr',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ token: null });
      const signIn = await findMailedLink(testApp.app, email, '/login');
      expect(signIn.pathname).toBe('/login');
      const [mail] = await readMailbox(testApp.app, email);
      expect(mail).toMatchObject({
        template: 'account-exists',
        locale: 'en',
        subject: 'You already have an Escouade account',
      });
      expect(mail?.links.map((link) => new URL(link).pathname)).toEqual(
        expect.arrayContaining(['/login', '/reset-password']),
      );
      expect(mail?.text).not.toContain('another passphrase');
    });

    it('writes the registered-address mail in French to a French account', async () => {
      const { email } = await registerConfirmedUser(client, { email: uniqueEmail('oublieux') });
      await postAuth(client, '/sign-up/email', {
        email,
        password: 'another passphrase',
        name: '',
        firstName: 'Camille',
        lastName: 'Durand',
      });
      await findMailedLink(testApp.app, email, '/reset-password');
      const [mail] = await readMailbox(testApp.app, email);
      expect(mail).toMatchObject({
        template: 'account-exists',
        subject: 'Vous avez déjà un compte Escouade',
      });
    });

    it('takes comparable time to answer a new address and a registered one', async () => {
      const registered = uniqueEmail('timed');
      await postAuth(client, '/sign-up/email', {
        email: registered,
        password: 'a long passphrase',
        name: '',
        firstName: 'Camille',
        lastName: 'Durand',
      });
      const timeSignUp = async (email: string) => {
        const startedAt = performance.now();
        const response = await postAuth(client, '/sign-up/email', {
          email,
          password: 'a long passphrase',
          name: '',
          firstName: 'Camille',
          lastName: 'Durand',
        });
        expect(response.statusCode).toBe(200);
        return performance.now() - startedAt;
      };
      const fresh: number[] = [];
      const existing: number[] = [];
      // Fifteen alternating rounds: the medians stay steady when other test files load the machine.
      for (let round = 0; round < 15; round += 1) {
        fresh.push(await timeSignUp(uniqueEmail('timed-new')));
        existing.push(await timeSignUp(registered));
      }
      const ratio = median(fresh) / median(existing);
      expect(ratio).toBeGreaterThan(1 / 2);
      expect(ratio).toBeLessThan(2);
    });

    it('says the address is in use, and signs the user in at once, when confirmation is off', async () => {
      const openApp = await buildTestApp({ requireEmailVerification: false });
      try {
        const openClient = { app: openApp.app, appUrl: openApp.config.appUrl };
        const email = uniqueEmail('open');
        const first = await postAuth(openClient, '/sign-up/email', {
          email,
          password: 'a long passphrase',
          name: '',
          firstName: 'Camille',
          lastName: 'Durand',
        });
        expect(first.statusCode).toBe(200);
        expect(await getSessionUser(openClient, cookiesOf(first))).toMatchObject({ email });
        const again = await postAuth(openClient, '/sign-up/email', {
          email,
          password: 'another passphrase',
          name: '',
          firstName: 'Camille',
          lastName: 'Durand',
        });
        expect(again.statusCode).toBe(422);
        expect(again.json().code).toMatch(/^USER_ALREADY_EXISTS/);
      } finally {
        await openApp.close();
      }
    });

    it('refuses a sign-up from a foreign origin', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: nextIp(),
        headers: { origin: 'https://evil.example', cookie: 'escouade.session_token=x' },
        payload: {
          email: uniqueEmail('csrf'),
          password: 'a long passphrase',
          name: '',
          firstName: 'Camille',
          lastName: 'Durand',
        },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('sign-in', () => {
    it('is refused before the e-mail is confirmed, then works after the mailed link', async () => {
      const email = uniqueEmail('confirm');
      await postAuth(client, '/sign-up/email', {
        email,
        password: 'a long passphrase',
        name: '',
        firstName: 'Camille',
        lastName: 'Durand',
      });
      const early = await postAuth(client, '/sign-in/email', { email, password: 'a long passphrase' });
      expect(early.statusCode).toBe(403);
      expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

      const link = await findMailedLink(testApp.app, email, '/api/auth/verify-email');
      const verified = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(verified.statusCode).toBe(302);
      // A client (the default account type) lands on project creation.
      expect(verified.headers.location).toBe('/dashboard/create-project');
      expect(await getSessionUser(client, cookiesOf(verified))).toMatchObject({ email, emailVerified: true });
    });

    it('answers a wrong password with INVALID_EMAIL_OR_PASSWORD, like an unknown address', async () => {
      const { email } = await registerConfirmedUser(client, { email: uniqueEmail('wrong') });
      const wrongPassword = await postAuth(client, '/sign-in/email', { email, password: 'not the password' });
      const unknownAddress = await postAuth(client, '/sign-in/email', {
        email: uniqueEmail('nobody'),
        password: 'whatever it is',
      });
      for (const response of [wrongPassword, unknownAddress]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
      }
    });

    it('keeps a remembered session 30 days, and a forgotten one only for the browser session', async () => {
      const { email, password } = await registerConfirmedUser(client, { email: uniqueEmail('remember') });
      const remembered = await postAuth(client, '/sign-in/email', { email, password, rememberMe: true });
      const rememberedCookie = remembered.cookies.find((cookie) => cookie.name === 'escouade.session_token');
      expect(rememberedCookie?.maxAge).toBeGreaterThan(29 * 24 * 3600);
      expect(rememberedCookie?.httpOnly).toBe(true);
      expect(rememberedCookie?.sameSite).toBe('Lax');

      const forgotten = await postAuth(client, '/sign-in/email', { email, password, rememberMe: false });
      const sessionCookie = forgotten.cookies.find((cookie) => cookie.name === 'escouade.session_token');
      expect(sessionCookie?.value).toBeTruthy();
      expect(sessionCookie?.maxAge).toBeUndefined();
      expect(sessionCookie?.expires).toBeUndefined();
    });

    it('gives every sign-in a new random session token of at least 128 bits', async () => {
      const { email, password } = await registerConfirmedUser(client, { email: uniqueEmail('tokens') });
      const tokens = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const signIn = await postAuth(client, '/sign-in/email', { email, password });
        const cookie = signIn.cookies.find((candidate) => candidate.name.endsWith('session_token'));
        tokens.push(decodeURIComponent(cookie?.value ?? '').split('.')[0] ?? '');
      }
      expect(new Set(tokens).size).toBe(3);
      // 32 characters of 62 possible: about 190 bits.
      for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9]{32,}$/);
    });

    it('signs out, after which the cookie is worthless', async () => {
      const { cookie } = await registerConfirmedUser(client, { email: uniqueEmail('out') });
      const response = await postAuth(client, '/sign-out', {}, { cookie });
      expect(response.statusCode).toBe(200);
      expect(await getSessionUser(client, cookie)).toBeNull();
    });
  });

  describe('password reset', () => {
    it('answers the same, in the same time, whether the address exists or not', async () => {
      const { email } = await registerConfirmedUser(client, { email: uniqueEmail('reset-same') });
      const timeRequest = async (address: string) => {
        const startedAt = performance.now();
        const response = await postAuth(client, '/request-password-reset', { email: address });
        return { response, elapsed: performance.now() - startedAt };
      };
      const known = await timeRequest(email);
      const unknown = await timeRequest(uniqueEmail('reset-unknown'));
      expect(known.response.statusCode).toBe(200);
      expect(unknown.response.statusCode).toBe(200);
      expect(known.response.json()).toEqual(unknown.response.json());
      for (const { elapsed } of [known, unknown]) {
        expect(elapsed).toBeGreaterThanOrEqual(395);
        expect(elapsed).toBeLessThan(1_500);
      }
    });

    it('resets with a single-use link that revokes every session', async () => {
      const { email, cookie } = await registerConfirmedUser(client, {
        email: uniqueEmail('reset'),
        locale: 'en',
      });
      await postAuth(client, '/request-password-reset', { email });
      const link = await findMailedLink(testApp.app, email, '/update-password');
      const token = link.searchParams.get('token') ?? '';
      const [mail] = await readMailbox(testApp.app, email);
      expect(mail?.locale).toBe('en');

      const check = await testApp.app.inject({ method: 'GET', url: `/api/account/password-reset/${token}` });
      expect(check.json()).toEqual({ valid: true });

      const reset = await postAuth(client, '/reset-password', {
        token,
        newPassword: 'a brand new passphrase',
      });
      expect(reset.statusCode).toBe(200);
      expect(await getSessionUser(client, cookie)).toBeNull();
      const [sessions] = [
        await testApp.db
          .select()
          .from(session)
          .where(eq(session.userId, (await usersWithEmail(email))[0]?.id ?? '')),
      ];
      expect(sessions).toHaveLength(0);

      const reused = await postAuth(client, '/reset-password', {
        token,
        newPassword: 'yet another passphrase',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().code).toBe('INVALID_TOKEN');
      const recheck = await testApp.app.inject({
        method: 'GET',
        url: `/api/account/password-reset/${token}`,
      });
      expect(recheck.json()).toEqual({ valid: false });

      const signIn = await postAuth(client, '/sign-in/email', { email, password: 'a brand new passphrase' });
      expect(signIn.statusCode).toBe(200);
    });

    it('expires the link after one hour', async () => {
      const { email } = await registerConfirmedUser(client, { email: uniqueEmail('expire') });
      const requestedAt = new Date();
      vi.useFakeTimers({ toFake: ['Date'], now: requestedAt });
      await postAuth(client, '/request-password-reset', { email });
      const token = (await findMailedLink(testApp.app, email, '/update-password')).searchParams.get('token');

      vi.setSystemTime(new Date(requestedAt.getTime() + 61 * 60_000));
      const check = await testApp.app.inject({ method: 'GET', url: `/api/account/password-reset/${token}` });
      expect(check.json()).toEqual({ valid: false });
      const reset = await postAuth(client, '/reset-password', {
        token,
        newPassword: 'a brand new passphrase',
      });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().code).toBe('INVALID_TOKEN');
    });

    it('changes a password only with the current one, and never to a common one', async () => {
      const { cookie, password } = await registerConfirmedUser(client, { email: uniqueEmail('change') });
      const wrongCurrent = await postAuth(
        client,
        '/change-password',
        { currentPassword: 'not my passphrase', newPassword: 'a brand new passphrase' },
        { cookie },
      );
      expect(wrongCurrent.statusCode).toBe(400);
      expect(wrongCurrent.json().code).toBe('INVALID_PASSWORD');
      const common = await postAuth(
        client,
        '/change-password',
        { currentPassword: password, newPassword: 'azerty123' },
        { cookie },
      );
      expect(common.statusCode).toBe(400);
      expect(common.json().code).toBe('PASSWORD_TOO_COMMON');
      const changed = await postAuth(
        client,
        '/change-password',
        { currentPassword: password, newPassword: 'a brand new passphrase' },
        { cookie },
      );
      expect(changed.statusCode).toBe(200);
    });

    it('keeps asking for the second factor after a reset', async () => {
      const { email, password, cookie } = await registerConfirmedUser(client, {
        email: uniqueEmail('reset-2fa'),
      });
      const enabled = await postAuth(client, '/two-factor/enable', { password }, { cookie });
      const secret = secretOf((enabled.json() as { totpURI: string }).totpURI);
      await postAuth(client, '/two-factor/verify-totp', { code: generateTotp(secret) }, { cookie });
      await postAuth(client, '/request-password-reset', { email });
      const token = (await findMailedLink(testApp.app, email, '/update-password')).searchParams.get('token');
      const reset = await postAuth(client, '/reset-password', {
        token,
        newPassword: 'a new reset passphrase',
      });
      expect(reset.statusCode).toBe(200);
      expect(cookiesOf(reset)).not.toMatch(/session_token/);
      const signIn = await postAuth(client, '/sign-in/email', { email, password: 'a new reset passphrase' });
      expect(signIn.json()).toMatchObject({ twoFactorRedirect: true });
      expect(cookiesOf(signIn)).not.toMatch(/escouade\.session_token=/);
    });

    it('refuses a common password as the new one', async () => {
      const { email } = await registerConfirmedUser(client, { email: uniqueEmail('reset-weak') });
      await postAuth(client, '/request-password-reset', { email });
      const token = (await findMailedLink(testApp.app, email, '/update-password')).searchParams.get('token');
      const reset = await postAuth(client, '/reset-password', { token, newPassword: 'password1' });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().code).toBe('PASSWORD_TOO_COMMON');
    });
  });

  describe('two-factor authentication', () => {
    it('asks for a TOTP code (or a single-use backup code) at sign-in once enabled', async () => {
      const { email, password, cookie } = await registerConfirmedUser(client, { email: uniqueEmail('totp') });
      const enabled = await postAuth(client, '/two-factor/enable', { password }, { cookie });
      expect(enabled.statusCode).toBe(200);
      const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
      expect(backupCodes).toHaveLength(10);
      // 10 characters of 62 possible each (about 59 bits), whatever the separator.
      for (const code of backupCodes) expect(code.replace(/-/g, '')).toMatch(/^[A-Za-z0-9]{10}$/);
      const secret = secretOf(totpURI);
      const confirmed = await postAuth(
        client,
        '/two-factor/verify-totp',
        { code: generateTotp(secret) },
        { cookie },
      );
      expect(confirmed.statusCode).toBe(200);
      expect((await usersWithEmail(email))[0]?.twoFactorEnabled).toBe(true);

      const firstStep = await postAuth(client, '/sign-in/email', { email, password });
      expect(firstStep.statusCode).toBe(200);
      expect(firstStep.json()).toMatchObject({ twoFactorRedirect: true });
      const pending = cookiesOf(firstStep);
      expect(pending).not.toMatch(/escouade\.session_token=/);

      const wrong = await postAuth(
        client,
        '/two-factor/verify-totp',
        { code: '000000' },
        { cookie: pending },
      );
      expect(wrong.statusCode).toBe(401);
      const secondStep = await postAuth(
        client,
        '/two-factor/verify-totp',
        { code: generateTotp(secret) },
        { cookie: pending },
      );
      expect(secondStep.statusCode).toBe(200);
      expect(await getSessionUser(client, cookiesOf(secondStep))).toMatchObject({ email });

      const backupCode = backupCodes[0] ?? '';
      const viaBackup = await postAuth(client, '/sign-in/email', { email, password });
      const usedOnce = await postAuth(
        client,
        '/two-factor/verify-backup-code',
        { code: backupCode },
        { cookie: cookiesOf(viaBackup) },
      );
      expect(usedOnce.statusCode).toBe(200);
      const again = await postAuth(client, '/sign-in/email', { email, password });
      const usedTwice = await postAuth(
        client,
        '/two-factor/verify-backup-code',
        { code: backupCode },
        { cookie: cookiesOf(again) },
      );
      expect(usedTwice.statusCode).toBe(401);
    });
  });

  describe('abuse protection', () => {
    it('limits sign-in attempts per address: the fourth in 10 s gets 429', async () => {
      const ip = nextIp();
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await postAuth(
          client,
          '/sign-in/email',
          { email: uniqueEmail('flood'), password: 'guess 123456' },
          { ip },
        );
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses[3]).toBe(429);
    });

    it('limits sign-in attempts per account, whatever the address', async () => {
      const { email } = await registerConfirmedUser(client, { email: uniqueEmail('target') });
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        statuses.push(
          (await postAuth(client, '/sign-in/email', { email, password: 'guess 123456' })).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });

    it('limits reset mails per account and answers with the translated code', async () => {
      const { email } = await registerConfirmedUser(client, { email: uniqueEmail('mails') });
      const statuses = [];
      let last;
      for (let attempt = 0; attempt < 4; attempt++) {
        last = await postAuth(client, '/request-password-reset', { email });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last?.json().code).toBe('RATE_LIMITED');
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('does not expose Better Auth admin endpoints, which would bypass the admin rules', async () => {
      const response = await postAuth(client, '/admin/set-role', { userId: 'x', role: 'admin' });
      expect(response.statusCode).toBe(404);
    });
  });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
