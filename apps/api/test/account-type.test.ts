import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionUser } from './helpers/auth.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

describe('an account type switched by its owner', { timeout: 120_000 }, () => {
  let testApp: TestApp;
  let world: StaffedWorld;
  beforeAll(async () => {
    testApp = await buildTestApp();
    world = await setUpStaffedWorld(testApp, 'Type');
  });
  afterAll(() => testApp.close());

  const auth = () => ({ app: testApp.app, appUrl: testApp.config.appUrl });
  const auditOf = async (userId: string) =>
    (
      await testApp.db.execute<{ action: string; actor_id: string; before: unknown; after: unknown }>(
        sql`select action, actor_id, before, after from admin_audit_log where target_id = ${userId} order by id`,
      )
    ).rows;

  it('turns a client into a professional and back, each change in the audit log', async () => {
    const { client } = world;
    const toPro = await world.call('PUT', '/api/account/type', client.cookie, { role: 'professional' });
    expect(toPro.statusCode).toBe(200);
    expect(toPro.json()).toEqual({ role: 'professional' });
    expect((await getSessionUser(auth(), client.cookie))?.role).toBe('professional');
    const back = await world.call('PUT', '/api/account/type', client.cookie, { role: 'user' });
    expect(back.json()).toEqual({ role: 'user' });
    expect(await auditOf(client.id)).toEqual([
      {
        action: 'account.type',
        actor_id: client.id,
        before: { role: 'user' },
        after: { role: 'professional' },
      },
      {
        action: 'account.type',
        actor_id: client.id,
        before: { role: 'professional' },
        after: { role: 'user' },
      },
    ]);
    // Asking for the type one already has changes nothing and records nothing.
    await world.call('PUT', '/api/account/type', client.cookie, { role: 'user' });
    expect(await auditOf(client.id)).toHaveLength(2);
  });

  it('keeps a professional with an invitation to answer or a seat at work one (409), until the project ends', async () => {
    const projectId = await world.createProject({ accepting: 1 });
    const [accepted, invited] = world.pros as [StaffedWorld['pros'][number], StaffedWorld['pros'][number]];
    for (const pro of [accepted, invited]) {
      const refused = await world.call('PUT', '/api/account/type', pro.cookie, { role: 'user' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('ACTIVE_ENGAGEMENTS');
      expect((await getSessionUser(auth(), pro.cookie))?.role).toBe('professional');
      expect(await auditOf(pro.id)).toEqual([]);
    }
    const cancelled = await world.call('POST', `/api/projects/${projectId}/cancel`, world.client.cookie, {});
    expect(cancelled.statusCode).toBe(200);
    const freed = await world.call('PUT', '/api/account/type', invited.cookie, { role: 'user' });
    expect(freed.statusCode).toBe(200);
    await world.call('PUT', '/api/account/type', invited.cookie, { role: 'professional' });
  });

  it('offers only the sign-up types, and leaves an administrator’s role to the administrators', async () => {
    const asAdmin = await world.call('PUT', '/api/account/type', world.admin.cookie, { role: 'user' });
    expect(asAdmin.statusCode).toBe(403);
    const toAdmin = await world.call('PUT', '/api/account/type', world.client.cookie, { role: 'admin' });
    expect(toAdmin.statusCode).toBe(400);
    expect(toAdmin.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [{ message: 'invalidOption' }] },
    });
    const signedOut = await world.call('PUT', '/api/account/type', undefined, { role: 'user' });
    expect(signedOut.statusCode).toBe(401);
  });
});
