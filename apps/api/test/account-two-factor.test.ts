import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactor, user } from '../src/db/schema/index.ts';
import {
  type AuthClient,
  cookiesOf,
  getSessionUser,
  nextIp,
  postAuth,
  registerConfirmedUser,
} from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { generateTotp, secretOf } from './helpers/totp.ts';

let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${++counter}@example.test`;

describe('turning two-factor authentication off with a code', () => {
  let testApp: TestApp;
  let client: AuthClient;
  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
  });
  afterAll(() => testApp.close());

  /** A confirmed user with two-factor authentication on; `cookie` is the session after the set-up. */
  async function registerWithTwoFactor(prefix: string) {
    const registered = await registerConfirmedUser(client, { email: uniqueEmail(prefix) });
    const enabled = await postAuth(
      client,
      '/two-factor/enable',
      { password: registered.password },
      { cookie: registered.cookie },
    );
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
    const secret = secretOf(totpURI);
    const confirmed = await postAuth(
      client,
      '/two-factor/verify-totp',
      { code: generateTotp(secret) },
      { cookie: registered.cookie },
    );
    expect(confirmed.statusCode).toBe(200);
    return { ...registered, cookie: cookiesOf(confirmed), secret, backupCodes };
  }

  const disableWithCode = (cookie: string | undefined, code: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/account/two-factor/disable',
      payload: { code },
      remoteAddress: nextIp(),
      headers: { origin: client.appUrl, ...(cookie ? { cookie } : {}) },
    });

  const twoFactorStateOf = async (userId: string) => {
    const [row] = await testApp.db
      .select({ enabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, userId));
    const secrets = await testApp.db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
    return { enabled: row?.enabled, secrets: secrets.length };
  };

  it('accepts the current code of the authenticator app, after which sign-in asks for the password only', async () => {
    const account = await registerWithTwoFactor('totp-off');

    const response = await disableWithCode(account.cookie, generateTotp(account.secret));

    expect(response.statusCode).toBe(204);
    expect(await twoFactorStateOf(account.id)).toEqual({ enabled: false, secrets: 0 });
    expect(await getSessionUser(client, account.cookie)).toMatchObject({ email: account.email });
    const signIn = await postAuth(client, '/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).not.toHaveProperty('twoFactorRedirect');
    expect(await getSessionUser(client, cookiesOf(signIn))).toMatchObject({ email: account.email });
  });

  it('accepts a backup code, spaces ignored', async () => {
    const account = await registerWithTwoFactor('backup-off');
    const backupCode = account.backupCodes[3] ?? '';

    const response = await disableWithCode(
      account.cookie,
      ` ${backupCode.slice(0, 5)} ${backupCode.slice(5)} `,
    );

    expect(response.statusCode).toBe(204);
    expect(await twoFactorStateOf(account.id)).toEqual({ enabled: false, secrets: 0 });
  });

  it.each([
    ['a wrong app code', '000000'],
    ['an unknown backup code', 'aaaaa-bbbbb'],
  ])('refuses %s and leaves it on', async (_case, code) => {
    const account = await registerWithTwoFactor('wrong-code');
    // The one code in a million that matches the app right now is not the one this test sends.
    const wrongCode = code === generateTotp(account.secret) ? '000001' : code;

    const response = await disableWithCode(account.cookie, wrongCode);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' });
    expect(await twoFactorStateOf(account.id)).toEqual({ enabled: true, secrets: 1 });
    expect(await getSessionUser(client, account.cookie)).toMatchObject({ email: account.email });
  });

  it('refuses when two-factor authentication is off, even with a code that would finish a started set-up', async () => {
    const registered = await registerConfirmedUser(client, { email: uniqueEmail('not-on') });
    const started = await postAuth(
      client,
      '/two-factor/enable',
      { password: registered.password },
      { cookie: registered.cookie },
    );
    const secret = secretOf((started.json() as { totpURI: string }).totpURI);

    const response = await disableWithCode(registered.cookie, generateTotp(secret));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TWO_FACTOR_NOT_ENABLED' });
    expect((await twoFactorStateOf(registered.id)).enabled).toBe(false);
  });

  it('needs a session and a code', async () => {
    const signedOut = await disableWithCode(undefined, '123456');
    expect(signedOut.statusCode).toBe(401);

    const account = await registerWithTwoFactor('no-code');
    const blank = await disableWithCode(account.cookie, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('gives one account five tries per ten minutes, whatever the address', async () => {
    const account = await registerWithTwoFactor('limited');
    const wrongCode = generateTotp(account.secret) === '000000' ? '000001' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await disableWithCode(account.cookie, wrongCode)).statusCode).toBe(400);
    }

    const limited = await disableWithCode(account.cookie, generateTotp(account.secret));

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await twoFactorStateOf(account.id)).enabled).toBe(true);
  });
});
