import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres/embedded-postgres.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { user } from '../src/db/schema/index.ts';
import { createOrPromoteAdmin } from '../src/scripts/create-admin.ts';
import { cookiesOf, getSessionUser, postAuth, registerConfirmedUser } from './helpers/auth.ts';
import { findMailedLink } from './helpers/mailbox.ts';
import { generateTotp, secretOf } from './helpers/totp.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const apiRoot = path.resolve(import.meta.dirname, '..');

/** Runs the command as an operator would; `input` is written to its standard input. */
function runAdminCreate(
  args: string[],
  env: Record<string, string>,
  input = '',
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { ESCOUADE_ADMIN_PASSWORD: _operatorPassword, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/scripts/admin-create.ts', ...args], {
    cwd: apiRoot,
    env: { ...inherited, LOG_LEVEL: 'silent', ...env },
    timeout: 60_000,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('creating the first administrator', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());
  const client = () => ({ app: testApp.app, appUrl: testApp.config.appUrl });
  const userRow = async (id: string) => (await testApp.db.select().from(user).where(eq(user.id, id)))[0];

  it('creates a confirmed admin who can sign in with the given password', async () => {
    const result = await createOrPromoteAdmin(testApp.db, {
      email: 'Boss@Example.test',
      password: 'a long admin passphrase',
    });
    expect(result).toMatchObject({ outcome: 'created' });
    expect(result.generatedPassword).toBeUndefined();
    const signIn = await postAuth(client(), '/sign-in/email', {
      email: 'boss@example.test',
      password: 'a long admin passphrase',
    });
    expect(signIn.statusCode).toBe(200);
    expect(await getSessionUser(client(), cookiesOf(signIn))).toMatchObject({
      role: 'admin',
      emailVerified: true,
    });
  });

  it('generates a password when none is given, usable once printed', async () => {
    const result = await createOrPromoteAdmin(testApp.db, { email: 'generated@example.test' });
    expect(result.generatedPassword?.length).toBeGreaterThanOrEqual(16);
    const signIn = await postAuth(client(), '/sign-in/email', {
      email: 'generated@example.test',
      password: result.generatedPassword,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses an address that already has an account unless asked, and changes nothing', async () => {
    const member = await registerConfirmedUser(client(), { email: 'squatter@example.test' });
    const result = await createOrPromoteAdmin(testApp.db, {
      email: 'Squatter@example.test',
      password: 'the operator passphrase',
    });
    expect(result).toEqual({ userId: member.id, outcome: 'refused' });
    expect(await getSessionUser(client(), member.cookie)).toMatchObject({ role: 'user' });
    const operator = await postAuth(client(), '/sign-in/email', {
      email: member.email,
      password: 'the operator passphrase',
    });
    expect(operator.statusCode).toBe(401);
  });

  it('takes over an existing account when asked: new password, no session, no second factor, no reset link', async () => {
    const member = await registerConfirmedUser(client(), { email: 'first-comer@example.test' });
    const enabled = await postAuth(
      client(),
      '/two-factor/enable',
      { password: member.password },
      {
        cookie: member.cookie,
      },
    );
    const secret = secretOf((enabled.json() as { totpURI: string }).totpURI);
    await postAuth(
      client(),
      '/two-factor/verify-totp',
      { code: generateTotp(secret) },
      { cookie: member.cookie },
    );
    expect((await userRow(member.id))?.twoFactorEnabled).toBe(true);
    await postAuth(client(), '/request-password-reset', { email: member.email });
    const resetLink = await findMailedLink(testApp.app, member.email, '/update-password');

    const result = await createOrPromoteAdmin(testApp.db, {
      email: member.email,
      password: 'the operator passphrase',
      takeOverExisting: true,
    });
    expect(result).toEqual({ userId: member.id, outcome: 'taken-over' });

    expect(await getSessionUser(client(), member.cookie)).toBeNull();
    const oldPassword = await postAuth(client(), '/sign-in/email', {
      email: member.email,
      password: member.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const reset = await postAuth(client(), '/reset-password', {
      token: resetLink.searchParams.get('token'),
      newPassword: 'a password of my own',
    });
    expect(reset.statusCode).toBe(400);
    const operator = await postAuth(client(), '/sign-in/email', {
      email: member.email,
      password: 'the operator passphrase',
    });
    expect(operator.json()).not.toHaveProperty('twoFactorRedirect');
    expect(await getSessionUser(client(), cookiesOf(operator))).toMatchObject({ role: 'admin' });
    expect(await userRow(member.id)).toMatchObject({ twoFactorEnabled: false, emailVerified: true });
  });

  it('takes over an unconfirmed account with a generated password, so its registrant cannot sign in', async () => {
    const signUp = await postAuth(client(), '/sign-up/email', {
      email: 'unconfirmed@example.test',
      password: 'the registrant passphrase',
      name: '',
      firstName: 'Camille',
      lastName: 'Durand',
    });
    expect(signUp.statusCode).toBe(200);
    const result = await createOrPromoteAdmin(testApp.db, {
      email: 'unconfirmed@example.test',
      takeOverExisting: true,
    });
    expect(result.outcome).toBe('taken-over');
    expect(result.generatedPassword?.length).toBeGreaterThanOrEqual(16);
    const registrant = await postAuth(client(), '/sign-in/email', {
      email: 'unconfirmed@example.test',
      password: 'the registrant passphrase',
    });
    expect(registrant.statusCode).toBe(401);
    // The confirmation link mailed at sign-up no longer signs anyone in: the address counts as confirmed.
    const link = await findMailedLink(testApp.app, 'unconfirmed@example.test', '/api/auth/verify-email');
    const confirmation = await testApp.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(cookiesOf(confirmation)).not.toMatch(/session_token/);
  });
});

describe('npm run admin:create', () => {
  it('takes the password from the environment or standard input, never from the command line', async () => {
    const testApp = await buildTestApp();
    const client = { app: testApp.app, appUrl: testApp.config.appUrl };
    const database = { DATABASE_URL: testApp.config.databaseUrl };
    const roleOf = async (email: string) =>
      (await testApp.db.select().from(user).where(eq(user.email, email)))[0]?.role;
    try {
      const fromEnvironment = await runAdminCreate(['--email', 'env@example.test'], {
        ...database,
        ESCOUADE_ADMIN_PASSWORD: 'a long environment passphrase',
      });
      expect(fromEnvironment).toMatchObject({ code: 0 });
      expect(fromEnvironment.stdout).toContain('Administrator env@example.test created');
      expect(fromEnvironment.stdout + fromEnvironment.stderr).not.toContain('a long environment passphrase');
      const signIn = await postAuth(client, '/sign-in/email', {
        email: 'env@example.test',
        password: 'a long environment passphrase',
      });
      expect(signIn.statusCode).toBe(200);

      const fromStdin = await runAdminCreate(
        ['--email', 'stdin@example.test', '--password-stdin'],
        database,
        'a long stdin passphrase\n',
      );
      expect(fromStdin).toMatchObject({ code: 0 });
      const stdinSignIn = await postAuth(client, '/sign-in/email', {
        email: 'stdin@example.test',
        password: 'a long stdin passphrase',
      });
      expect(stdinSignIn.statusCode).toBe(200);

      const onCommandLine = await runAdminCreate(
        ['--email', 'argv@example.test', '--password', 'a long argv passphrase'],
        database,
      );
      expect(onCommandLine.code).toBe(2);
      expect(onCommandLine.stderr).toContain('ESCOUADE_ADMIN_PASSWORD');
      expect(await roleOf('argv@example.test')).toBeUndefined();

      const common = await runAdminCreate(['--email', 'weak@example.test'], {
        ...database,
        ESCOUADE_ADMIN_PASSWORD: 'password123',
      });
      expect(common.code).toBe(2);
      expect(await roleOf('weak@example.test')).toBeUndefined();
    } finally {
      await testApp.close();
    }
  });

  it('promotes an existing account only with --promote-existing', async () => {
    const testApp = await buildTestApp();
    const client = { app: testApp.app, appUrl: testApp.config.appUrl };
    const env = {
      DATABASE_URL: testApp.config.databaseUrl,
      ESCOUADE_ADMIN_PASSWORD: 'the operator passphrase',
    };
    try {
      const member = await registerConfirmedUser(client, { email: 'taken@example.test' });
      const refused = await runAdminCreate(['--email', 'taken@example.test'], env);
      expect(refused.code).toBe(3);
      expect(refused.stderr).toContain('--promote-existing');
      expect(await getSessionUser(client, member.cookie)).toMatchObject({ role: 'user' });

      const promoted = await runAdminCreate(['--email', 'taken@example.test', '--promote-existing'], env);
      expect(promoted).toMatchObject({ code: 0 });
      expect(await getSessionUser(client, member.cookie)).toBeNull();
      const signIn = await postAuth(client, '/sign-in/email', {
        email: 'taken@example.test',
        password: 'the operator passphrase',
      });
      expect(await getSessionUser(client, cookiesOf(signIn))).toMatchObject({ role: 'admin' });
    } finally {
      await testApp.close();
    }
  });

  it('uses the embedded database of a running server in the same DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'escouade-admin-cli-'));
    const server = await startEmbeddedPostgres({ dataDir });
    try {
      await migrateDatabase(server.connectionString);
      const { stdout } = await runAdminCreate(['--email', 'running@example.test'], { DATA_DIR: dataDir });
      expect(stdout).toMatch(/Generated password .*: \S{16,}/);
      const client = new pg.Client({ connectionString: server.connectionString });
      await client.connect();
      const { rows } = await client.query('select role from "user" where email = $1', [
        'running@example.test',
      ]);
      await client.end();
      expect(rows).toEqual([{ role: 'admin' }]);
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
