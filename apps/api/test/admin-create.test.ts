import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { user } from '../src/db/schema/index.ts';
import { createOrPromoteAdmin } from '../src/scripts/create-admin.ts';
import { cookiesOf, getSessionUser, postAuth, registerConfirmedUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const run = promisify(execFile);
const apiRoot = path.resolve(import.meta.dirname, '..');

function runAdminCreate(args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', 'src/scripts/admin-create.ts', ...args], {
    cwd: apiRoot,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    timeout: 60_000,
  });
}

describe('creating the first administrator', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());
  const client = () => ({ app: testApp.app, appUrl: testApp.config.appUrl });

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

  it('promotes an existing account without touching its password, effective on the next request', async () => {
    const member = await registerConfirmedUser(client(), { email: 'member@example.test' });
    expect(await getSessionUser(client(), member.cookie)).toMatchObject({ role: 'user' });
    const result = await createOrPromoteAdmin(testApp.db, { email: 'member@example.test' });
    expect(result).toEqual({ userId: member.id, outcome: 'promoted' });
    expect(await getSessionUser(client(), member.cookie)).toMatchObject({ role: 'admin' });
    const signIn = await postAuth(client(), '/sign-in/email', {
      email: member.email,
      password: member.password,
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('npm run admin:create', () => {
  it('works against DATABASE_URL and refuses a common password', async () => {
    const testApp = await buildTestApp();
    try {
      const { stdout } = await runAdminCreate(
        ['--email', 'cli@example.test', '--password', 'a long cli passphrase'],
        {
          DATABASE_URL: testApp.config.databaseUrl,
        },
      );
      expect(stdout).toContain('Administrator cli@example.test created');
      const [created] = await testApp.db.select().from(user).where(eq(user.email, 'cli@example.test'));
      expect(created?.role).toBe('admin');

      await expect(
        runAdminCreate(['--email', 'weak@example.test', '--password', 'password123'], {
          DATABASE_URL: testApp.config.databaseUrl,
        }),
      ).rejects.toMatchObject({ code: 2 });
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
