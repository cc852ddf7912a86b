import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsPage } from '@escouade/contract/notifications';
import type { Earnings, ProjectEarnings } from '@escouade/contract/timesheets';
import { jobRunnerOf } from '../src/app.ts';
import { readMailbox } from './helpers/mailbox.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { AGENCY_SETTINGS } from './helpers/actors.ts';

// What a member is owed (approved hours at their rate, or their share of an invoiced milestone), what the agency
// paid them, and payouts that never go above what is owed, even recorded at the same moment.

// The matrix's agency: identifiers whose keys hold.
const SETTINGS = AGENCY_SETTINGS;

const BILLING_DETAILS = {
  legalName: 'Boulangeries Martin & Fils',
  siren: '812345676',
  vatNumber: 'FR19812345676',
  address: { lines: ['3 avenue des Champs'], postcode: '69002', city: 'Lyon', countryCode: 'FR' },
};

describe('payouts', () => {
  let testApp: TestApp;
  let world: StaffedWorld;
  let timeProject: string;
  const call: StaffedWorld['call'] = (...args) => world.call(...args);
  const member = () => world.pros[0]!;
  const pay = (
    amountCents: number,
    project = timeProject,
    memberId = member().id,
    cookie = world.admin.cookie,
  ) =>
    call('POST', `/api/admin/projects/${project}/payouts`, cookie, {
      memberId,
      amountCents,
      paidOn: '2027-04-05',
      reference: 'VIR-2027-04',
    });
  const earnings = async (cookie = member().cookie): Promise<Earnings> => {
    const response = await call('GET', '/api/earnings', cookie);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const on = (all: Earnings, projectId: string): ProjectEarnings | undefined =>
    all.projects.find((project) => project.projectId === projectId);

  /** A week of `hours` on Monday `weekOf`, submitted by the member and approved by the client. */
  const approvedWeek = async (projectId: string, weekOf: string, hours: number) => {
    const plan = await world.readPlan(projectId);
    const url = `/api/projects/${projectId}/timesheets/weeks/${weekOf}`;
    const saved = await call('PUT', url, member().cookie, {
      entries: [{ milestoneId: plan.milestones[0]!.id, day: weekOf, hours }],
      overBookingReason: 'Semaine chargée',
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('POST', `${url}/submit`, member().cookie, {})).statusCode).toBe(200);
    const id = saved.json().week.id as string;
    expect((await call('POST', `/api/timesheets/${id}/approve`, world.client.cookie, {})).statusCode).toBe(
      200,
    );
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = await setUpStaffedWorld(testApp, 'Versements');
    expect((await call('PUT', '/api/admin/agency-settings', world.admin.cookie, SETTINGS)).statusCode).toBe(
      200,
    );
    timeProject = await world.createProject();
    expect(
      (
        await call('PUT', `/api/admin/projects/${timeProject}/billing-mode`, world.admin.cookie, {
          mode: 'time_and_materials',
        })
      ).statusCode,
    ).toBe(200);
    // 7.5 h and 4 h at 60 € an hour: 690 €.
    await approvedWeek(timeProject, '2027-03-01', 7.5);
    await approvedWeek(timeProject, '2027-03-08', 4);
  }, 240_000);
  afterAll(() => testApp.close());

  it('owes a member their approved hours at their rate, and nothing is paid yet', async () => {
    const mine = on(await earnings(), timeProject);
    expect(mine).toMatchObject({
      billingMode: 'time_and_materials',
      approvedHours: 11.5,
      owedCents: 69_000,
      paidCents: 0,
      payouts: [],
    });
    // A later change of rate does not change what approved weeks are owed at.
    await testApp.db.execute(
      sql`update professional_profiles set hourly_rate = 90 where id = ${member().id}`,
    );
    expect(on(await earnings(), timeProject)?.owedCents).toBe(69_000);
    await testApp.db.execute(
      sql`update professional_profiles set hourly_rate = 60 where id = ${member().id}`,
    );
  });

  it('shows each member their own earnings only; the admins see the project’s', async () => {
    expect(on(await earnings(world.pros[1]!.cookie), timeProject)).toMatchObject({ owedCents: 0 });
    expect(on(await earnings(world.outsider.cookie), timeProject)).toBeUndefined();
    const forAdmin = await call('GET', `/api/admin/projects/${timeProject}/earnings`, world.admin.cookie);
    expect(forAdmin.statusCode).toBe(200);
    const members = forAdmin.json().members as ProjectEarnings[];
    expect(members.find((each) => each.memberId === member().id)?.owedCents).toBe(69_000);
    for (const cookie of [member().cookie, world.client.cookie]) {
      expect((await call('GET', `/api/admin/projects/${timeProject}/earnings`, cookie)).statusCode).toBe(403);
      expect((await pay(1, timeProject, member().id, cookie)).statusCode).toBe(403);
    }
  });

  it('refuses a payout above what is owed, with what is left, in the reader’s words', async () => {
    const refused = await pay(69_001);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PAYOUT_EXCEEDS_OWED', details: { leftCents: 69_000 } });
    const nobody = await pay(1, timeProject, world.outsider.id);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().code).toBe('MEMBER_NOT_IN_TEAM');
    const invalid = await call('POST', `/api/admin/projects/${timeProject}/payouts`, world.admin.cookie, {
      memberId: member().id,
      amountCents: -5,
      paidOn: '2027-02-30',
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('records a payout the member then sees, with its date, and e-mails them', async () => {
    const paid = await pay(20_000);
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ owedCents: 69_000, paidCents: 20_000 });
    const mine = on(await earnings(), timeProject);
    expect(mine).toMatchObject({
      owedCents: 69_000,
      paidCents: 20_000,
      payouts: [{ amountCents: 20_000, paidOn: '2027-04-05', reference: 'VIR-2027-04' }],
    });
    const events = await testApp.db.execute<{ count: number }>(
      sql`select count(*)::int as count from event_outbox where type = 'payout_recorded'`,
    );
    expect(events.rows[0]?.count).toBe(1);
    // The agency is behind the line, no person: the member sees it all the same, and is e-mailed.
    await jobRunnerOf(testApp.app).runNow('notification-fan-out');
    const page: NotificationsPage = (await call('GET', '/api/notifications', member().cookie)).json();
    expect(page.notifications.filter((line) => line.type === 'payout_recorded')).toEqual([
      expect.objectContaining({ actors: [], target: { kind: 'earnings' } }),
    ]);
    const mails = await readMailbox(testApp.app, member().email);
    expect(mails.filter((mail) => mail.subject === 'Un versement a été enregistré')).toHaveLength(1);
    await expect(
      testApp.db.execute(sql`update member_payouts set amount_cents = 1 where member_id = ${member().id}`),
    ).rejects.toThrow();
  });

  it('never pays above what is owed when payouts are recorded at the same moment', async () => {
    // 490 € are left: ten payouts of 100 € at once, of which four fit.
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(10_000)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 409, 409, 409, 409, 409, 409]);
    const mine = on(await earnings(), timeProject);
    expect(mine).toMatchObject({ owedCents: 69_000, paidCents: 60_000 });
    expect((await pay(9_000)).statusCode).toBe(201);
    expect((await pay(1)).statusCode).toBe(409);
  }, 60_000);

  it('owes the member who leads a fixed-price milestone its share of the work invoiced, before fee and VAT', async () => {
    const fixed = await world.createProject();
    expect(
      (await call('PUT', `/api/projects/${fixed}/billing`, world.client.cookie, BILLING_DETAILS)).statusCode,
    ).toBe(200);
    const plan = await world.readPlan(fixed);
    const led = plan.milestones.find((milestone) => milestone.ownerId === member().id) ?? plan.milestones[0]!;
    await testApp.db.execute(sql`
      update project_milestones set owner_id = ${member().id}, delivery_status = 'accepted', accepted_at = now()
      where id = ${led.id}`);
    const issued = await call(
      'POST',
      `/api/admin/projects/${fixed}/milestones/${led.id}/invoice`,
      world.admin.cookie,
      { amountCents: 300_000 },
    );
    expect(issued.statusCode).toBe(201);
    // The only planned hours of the milestone are its lead's: the whole of its work is theirs.
    expect(on(await earnings(), fixed)).toMatchObject({ billingMode: 'fixed', owedCents: 300_000 });
    expect(on(await earnings(world.pros[1]!.cookie), fixed)).toMatchObject({ owedCents: 0 });
    // A credit note of half its work before VAT takes half the share back.
    const credit = await call(
      'POST',
      `/api/admin/invoices/${issued.json().id}/credit-notes`,
      world.admin.cookie,
      {
        reason: 'Périmètre réduit',
        amountCents: 165_000,
      },
    );
    expect(credit.statusCode).toBe(201);
    expect(on(await earnings(), fixed)?.owedCents).toBe(150_000);
  });
});
