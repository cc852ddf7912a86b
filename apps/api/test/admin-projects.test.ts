// The administrators' view of projects: status, staffing that stalled, plans late or at risk, cancellations.
import type { AdminProject, AdminProjectDetail } from '@escouade/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../src/app.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

describe('admin: projects overseen', () => {
  let testApp: TestApp;
  let world: StaffedWorld;
  let stalled: string;
  let moving: string;
  let late: string;
  let onTrack: string;
  let cancelled: string;

  const list = async (query = '') => {
    const response = await world.call('GET', `/api/admin/projects${query}`, world.admin.cookie);
    expect(response.statusCode).toBe(200);
    return response.json().projects as AdminProject[];
  };
  const ids = (projects: AdminProject[]) => projects.map((project) => project.id).sort();

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = await setUpStaffedWorld(testApp, 'Oversight');
    stalled = await world.createProject({ accepting: 1 });
    // Offered and answered ten days ago, nothing since.
    await testApp.db.execute(sql`
      update project_invitations set created_at = now() - interval '10 days',
        responded_at = case when responded_at is null then null else now() - interval '10 days' end
      where project_id = ${stalled}`);
    moving = await world.createProject({ accepting: 0 });
    late = await world.createProject();
    // A milestone due in the past and not done: the plan says late.
    await testApp.db.execute(sql`
      update project_milestones set start_date = current_date - 20, due_date = current_date - 5
      where id = (select id from project_milestones where project_id = ${late} order by start_date limit 1)`);
    onTrack = await world.createProject();
    cancelled = await world.createProject({ accepting: 0 });
    expect(
      (await world.call('POST', `/api/projects/${cancelled}/cancel`, world.client.cookie)).statusCode,
    ).toBe(200);
  });
  afterAll(() => testApp.close());

  it('lists every project with its status, its client, how long its staffing has been still and its health', async () => {
    const all = await list();
    expect(ids(all)).toEqual([stalled, moving, late, onTrack, cancelled].sort());
    const byId = new Map(all.map((project) => [project.id, project]));
    expect(byId.get(stalled)).toMatchObject({
      status: 'staffing',
      clientName: 'Claire Cliente',
      daysSinceStaffingMoved: 10,
      isStalled: true,
      health: null,
    });
    expect(byId.get(moving)).toMatchObject({ daysSinceStaffingMoved: 0, isStalled: false });
    expect(byId.get(late)).toMatchObject({ status: 'staffed', health: 'late', daysSinceStaffingMoved: null });
    expect(byId.get(onTrack)?.health).toBe('on_track');
    expect(byId.get(cancelled)).toMatchObject({ status: 'cancelled', health: null });
  });

  it('filters: status, staffing stalled beyond the days chosen, the plan late or at risk, a search; combined', async () => {
    expect(ids(await list('?stalled=true'))).toEqual([stalled]);
    expect(ids(await list('?stalled=true&stalledDays=30'))).toEqual([]);
    expect(ids(await list('?health=late_or_at_risk'))).toEqual([late]);
    expect(ids(await list('?health=on_track'))).toEqual([onTrack]);
    expect(ids(await list('?status=cancelled'))).toEqual([cancelled]);
    expect(ids(await list('?status=staffing'))).toEqual([moving, stalled].sort());
    expect(ids(await list('?status=staffing&stalled=true'))).toEqual([stalled]);
    // The title or the client's name, whatever the case; a % typed is a percent sign, not a wildcard.
    const titled = await testApp.db.execute<{ title: string }>(
      sql`select title from projects where id = ${late}`,
    );
    const title = titled.rows[0]?.title ?? '';
    expect(ids(await list(`?q=${encodeURIComponent(title.toUpperCase())}`))).toContain(late);
    expect(ids(await list('?q=claire%20cliente'))).toHaveLength(5);
    expect(ids(await list('?q=%25'))).toEqual([]);
    for (const query of [
      '?status=everything',
      '?stalledDays=0',
      '?stalledDays=abc',
      '?health=fine',
      '?page=0',
    ]) {
      const refused = await world.call('GET', `/api/admin/projects${query}`, world.admin.cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('pages by 25 with the total, a page past the last empty', async () => {
    const first = (await world.call('GET', '/api/admin/projects', world.admin.cookie)).json();
    expect(first).toMatchObject({ total: 5, page: 1, pageCount: 1 });
    const beyond = (await world.call('GET', '/api/admin/projects?page=3', world.admin.cookie)).json();
    expect(beyond).toMatchObject({ projects: [], total: 5, page: 3, pageCount: 1 });
  });

  it('lets an administrator cancel a stalled project: the client and the invited are told, the audit log names it', async () => {
    const titled = await testApp.db.execute<{ title: string }>(
      sql`select title from projects where id = ${stalled}`,
    );
    const title = titled.rows[0]?.title;
    // Others may not; a project at work or already ended is not the admin's to cancel; an unknown one is not found.
    const refused = await world.call('POST', `/api/admin/projects/${stalled}/cancel`, world.client.cookie);
    expect(refused.statusCode).toBe(403);
    const atWork = await world.call('POST', `/api/admin/projects/${late}/cancel`, world.admin.cookie);
    expect([atWork.statusCode, atWork.json().code]).toEqual([409, 'PROJECT_STATE_CONFLICT']);
    const unknown = await world.call(
      'POST',
      '/api/admin/projects/00000000-0000-4000-8000-000000000000/cancel',
      world.admin.cookie,
    );
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'PROJECT_NOT_FOUND']);

    const seats = await testApp.db.execute<{ professional_id: string; status: string }>(
      sql`select professional_id, status from project_invitations where project_id = ${stalled}`,
    );
    const done = await world.call('POST', `/api/admin/projects/${stalled}/cancel`, world.admin.cookie);
    expect(done.statusCode).toBe(204);
    expect(ids(await list('?status=cancelled'))).toEqual([cancelled, stalled].sort());
    const after = await testApp.db.execute<{ status: string }>(
      sql`select status from project_invitations where project_id = ${stalled} order by status`,
    );
    expect(after.rows.map((row) => row.status)).not.toContain('pending');

    await jobRunnerOf(testApp.app).runNow('notification-fan-out');
    const told = await testApp.db.execute<{ recipient_id: string }>(sql`
      select recipient_id from notifications where type = 'project_cancelled' and project_id = ${stalled}`);
    expect(told.rows.map((row) => row.recipient_id).sort()).toEqual(
      [world.client.id, ...seats.rows.map((seat) => seat.professional_id)].sort(),
    );

    const audit = (await world.call('GET', '/api/admin/audit', world.admin.cookie)).json();
    expect(audit.entries[0]).toMatchObject({
      action: 'project.cancel',
      targetType: 'project',
      targetId: stalled,
      targetName: title,
      before: { title, status: 'staffing' },
      after: { status: 'cancelled' },
    });
    const again = await world.call('POST', `/api/admin/projects/${stalled}/cancel`, world.admin.cookie);
    expect(again.statusCode).toBe(409);
  });

  it('shows one project to an administrator: client, brief, team, the health its team sees, invoices, audit', async () => {
    const read = async (projectId: string) => {
      const response = await world.call('GET', `/api/admin/projects/${projectId}`, world.admin.cookie);
      expect(response.statusCode).toBe(200);
      return response.json() as AdminProjectDetail;
    };
    const atWork = await read(late);
    expect(atWork).toMatchObject({
      id: late,
      status: 'staffed',
      client: { id: world.client.id, name: 'Claire Cliente' },
      organisation: null,
      brief: { budget: null, startDate: '2027-03-01', deadline: '2027-06-30' },
      daysSinceStaffingMoved: null,
      isStalled: false,
      billing: { invoiceCount: 0, outstandingCents: 0 },
      audit: [],
      canCancel: false,
    });
    expect(atWork.brief?.skills.map((skill) => [skill.skillId, skill.minLevel])).toEqual(
      world.skillIds.map((skillId) => [skillId, 3]),
    );
    expect(atWork.team.map((seat) => seat.status)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(atWork.team.map((seat) => seat.professional?.id).sort()).toEqual(
      world.pros.map((pro) => pro.id).sort(),
    );
    // The health is the plan's own, as the team reads it; one milestone is late by the same rule.
    const plan = await world.readPlan(late);
    expect(atWork.plan?.health).toEqual(plan.health);
    expect(atWork.plan?.health?.status).toBe('late');
    expect(atWork.plan?.milestones).toEqual({ total: plan.milestones.length, accepted: 0, late: 1 });
    expect(atWork.plan?.progress).toEqual(plan.progress);

    // Cancelled while forming its team: no plan, its seats withdrawn but the one accepted, and the audit entry.
    const ended = await read(stalled);
    expect(ended).toMatchObject({ status: 'cancelled', plan: null, canCancel: false });
    expect(ended.cancelledAt).not.toBeNull();
    expect(ended.team.map((seat) => seat.status).sort()).toEqual(['accepted', 'withdrawn', 'withdrawn']);
    expect(ended.audit).toHaveLength(1);
    expect(ended.audit[0]).toMatchObject({
      action: 'project.cancel',
      targetId: stalled,
      actorId: world.admin.id,
    });

    const forming = await read(moving);
    expect(forming).toMatchObject({
      status: 'staffing',
      daysSinceStaffingMoved: 0,
      isStalled: false,
      plan: null,
      canCancel: true,
    });
    expect(forming.team.map((seat) => seat.status)).toEqual(['pending', 'pending', 'pending']);
  });

  it('sums up a project’s invoices: how many were issued and what is left to pay, a credit note and payments deducted', async () => {
    const issue = async (
      kind: string,
      sequence: number,
      grossCents: number,
      credits: string | null = null,
    ) => {
      const row = await testApp.db.execute<{ id: string }>(sql`
        insert into billing_documents (kind, number, year, sequence, project_id, credited_invoice_id, issue_date,
          net_cents, vat_cents, gross_cents, document, xml, pdf, pdf_sha256)
        values (${kind}, ${`2031-${sequence}`}, 2031, ${sequence}, ${onTrack}, ${credits}, current_date,
          ${grossCents}, 0, ${grossCents}, '{}'::jsonb, '', '\\x00'::bytea, '') returning id`);
      return row.rows[0]?.id ?? '';
    };
    const pay = (invoiceId: string, amountCents: number) =>
      testApp.db.execute(sql`
        insert into invoice_payments (invoice_id, amount_cents, paid_on) values (${invoiceId}, ${amountCents}, current_date)`);
    // 1,200 € paid 200 €: 1,000 € due. 500 € credited in full: nothing. 300 € paid 400 €: nothing, not a credit.
    await pay(await issue('invoice', 1, 120_000), 20_000);
    await issue('credit-note', 3, 50_000, await issue('invoice', 2, 50_000));
    await pay(await issue('invoice', 4, 30_000), 40_000);
    const response = await world.call('GET', `/api/admin/projects/${onTrack}`, world.admin.cookie);
    expect(response.json().billing).toEqual({ invoiceCount: 3, outstandingCents: 100_000 });
  });

  it('shows a project to administrators alone: its own client and members are refused, an unknown one is not found', async () => {
    const status = async (url: string, cookie?: string) => {
      const response = await world.call('GET', url, cookie);
      return [response.statusCode, response.json().code];
    };
    const url = `/api/admin/projects/${late}`;
    expect(await status(url)).toEqual([401, 'UNAUTHENTICATED']);
    for (const cookie of [world.client.cookie, world.pros[0]?.cookie, world.outsider.cookie]) {
      expect(await status(url, cookie)).toEqual([403, 'FORBIDDEN']);
    }
    expect(
      await status('/api/admin/projects/00000000-0000-4000-8000-000000000000', world.admin.cookie),
    ).toEqual([404, 'PROJECT_NOT_FOUND']);
    expect(await status('/api/admin/projects/not-a-project', world.admin.cookie)).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
  });
});
