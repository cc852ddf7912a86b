import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthClient, registerConfirmedUser, type RegisteredUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// The guards read the session cookie themselves (one query) instead of going through Better Auth's
// endpoint: these tests hold them to the same answers.
describe('session guard', () => {
  let testApp: TestApp;
  let client: AuthClient;
  let member: RegisteredUser;

  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
    member = await registerConfirmedUser(client, { email: 'guard@example.com' });
  });
  afterAll(() => testApp.close());

  const get = (url: string, cookie?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const eligibility = (cookie?: string) => get('/api/profiles/me/eligibility', cookie);
  // The feed page checks the session inside its own query (one round trip): it must answer like the guards.
  const feedPage = (cookie?: string) => get('/api/posts', cookie);
  const sessionChecks = [eligibility, feedPage];
  const adminOverview = (cookie: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie } });

  /** The cookie with its value (`token.signature`, URL-encoded) passed through `change`. */
  function withSessionValue(cookie: string, change: (value: string) => string): string {
    return cookie
      .split('; ')
      .map((pair) => {
        const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
        return name.endsWith('session_token')
          ? `${name}=${encodeURIComponent(change(decodeURIComponent(value)))}`
          : pair;
      })
      .join('; ');
  }

  it('accepts the cookie Better Auth set at sign-in', async () => {
    expect((await eligibility(member.cookie)).statusCode).toBe(200);
    const emptyFeed = await feedPage(member.cookie);
    expect(emptyFeed.statusCode).toBe(200);
    expect(emptyFeed.json()).toEqual({ posts: [], nextCursor: null });
  });

  it('refuses a missing, unsigned, re-signed or tampered cookie with 401', async () => {
    for (const check of sessionChecks) expect((await check()).statusCode).toBe(401);
    const unsigned = withSessionValue(member.cookie, (value) => value.slice(0, value.lastIndexOf('.')));
    const forged = withSessionValue(member.cookie, (value) => {
      const [token] = value.split('.');
      return `${token}.${Buffer.alloc(32).toString('base64')}`;
    });
    // Another token under the same signature: its first character changed (to one it cannot already be).
    const otherToken = withSessionValue(
      member.cookie,
      (value) => `${value.startsWith('x') ? 'y' : 'x'}${value.slice(1)}`,
    );
    const garbage = withSessionValue(member.cookie, () => '%E0%A4%A');
    // The right signature in another spelling (what a lenient base64 decoder reads the same): each would be
    // one more entry of the verified cookies kept in memory.
    const respelled = withSessionValue(member.cookie, (value) => `${value}junk!`);
    const unpadded = withSessionValue(member.cookie, (value) => value.replace(/=+$/, ''));
    for (const cookie of [
      unsigned,
      forged,
      otherToken,
      garbage,
      respelled,
      unpadded,
      'escouade.session_token=',
    ]) {
      for (const check of sessionChecks) {
        const response = await check(cookie);
        expect(response.statusCode, cookie).toBe(401);
        expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
      }
    }
  });

  it('applies a role change on the very next request', async () => {
    expect((await adminOverview(member.cookie)).statusCode).toBe(403);
    await testApp.db.execute(sql`update "user" set role = 'admin' where id = ${member.id}`);
    expect((await adminOverview(member.cookie)).statusCode).toBe(200);
    await testApp.db.execute(sql`update "user" set role = 'user' where id = ${member.id}`);
    expect((await adminOverview(member.cookie)).statusCode).toBe(403);
  });

  it('refuses a banned user at once, and accepts them again when the ban has expired', async () => {
    await testApp.db.execute(
      sql`update "user" set banned = true, ban_expires = null where id = ${member.id}`,
    );
    for (const check of sessionChecks) expect((await check(member.cookie)).statusCode).toBe(401);
    await testApp.db.execute(
      sql`update "user" set ban_expires = now() - interval '1 minute' where id = ${member.id}`,
    );
    for (const check of sessionChecks) expect((await check(member.cookie)).statusCode).toBe(200);
    await testApp.db.execute(
      sql`update "user" set banned = false, ban_expires = null where id = ${member.id}`,
    );
  });

  it('refuses an expired or revoked session', async () => {
    const other = await registerConfirmedUser(client, { email: 'guard-expiry@example.com' });
    await testApp.db.execute(
      sql`update "session" set expires_at = now() - interval '1 second' where user_id = ${other.id}`,
    );
    for (const check of sessionChecks) expect((await check(other.cookie)).statusCode).toBe(401);
    const revoked = await registerConfirmedUser(client, { email: 'guard-revoked@example.com' });
    await testApp.db.execute(sql`delete from "session" where user_id = ${revoked.id}`);
    for (const check of sessionChecks) expect((await check(revoked.cookie)).statusCode).toBe(401);
  });
});
