import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimesheetEditor } from '@escouade/contract/timesheets';
import { loadBusinessRules, validateBusinessRules, validateSchema } from './e-invoicing/en16931-validator.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { AGENCY_SETTINGS } from './helpers/actors.ts';

// Timesheets: a member's hours per day and milestone, never above their booked hours without a reason; a week
// submitted, approved (then locked) or sent back by the project's client; and the month's time-and-materials
// invoice, which bills an approved week once.

// The matrix's agency: identifiers whose keys hold.
const SETTINGS = AGENCY_SETTINGS;

const BILLING_DETAILS = {
  legalName: 'Boulangeries Martin & Fils',
  siren: '812345676',
  vatNumber: 'FR19812345676',
  address: { lines: ['3 avenue des Champs'], postcode: '69002', city: 'Lyon', countryCode: 'FR' },
};

/** The project runs from Monday 1 March 2027; its members are booked 3 days a week. */
const WEEK = '2027-03-01';

describe('timesheets', () => {
  let testApp: TestApp;
  let world: StaffedWorld;
  let projectId: string;
  let milestoneId: string;
  const call: StaffedWorld['call'] = (...args) => world.call(...args);
  const member = () => world.pros[0]!;
  const weekUrl = (weekOf = WEEK, project = projectId) =>
    `/api/projects/${project}/timesheets/weeks/${weekOf}`;
  const save = (entries: object[], overBookingReason: string | null = null, weekOf = WEEK, cookie?: string) =>
    call('PUT', weekUrl(weekOf), cookie ?? member().cookie, { entries, overBookingReason });
  const submit = (weekOf = WEEK, cookie?: string) =>
    call('POST', `${weekUrl(weekOf)}/submit`, cookie ?? member().cookie, {});
  const hours = (count: number, day = WEEK) => ({ milestoneId, day, hours: count });

  beforeAll(async () => {
    await loadBusinessRules();
    testApp = await buildTestApp();
    world = await setUpStaffedWorld(testApp, 'Temps');
    projectId = await world.createProject();
    const plan = await world.readPlan(projectId);
    milestoneId = plan.milestones[0]!.id;
  }, 240_000);
  afterAll(() => testApp.close());

  it('gives the member their week with the milestones it covers and the hours booked for it', async () => {
    const response = await call('GET', weekUrl(), member().cookie);
    expect(response.statusCode).toBe(200);
    const editor: TimesheetEditor = response.json();
    expect(editor.week).toMatchObject({ id: null, status: 'draft', loggedHours: 0, entries: [] });
    expect(editor.week.bookedHours).toBeGreaterThan(0);
    expect(editor.milestones.map((milestone) => milestone.id)).toContain(milestoneId);
  });

  it('refuses a week that does not start on a Monday, and hours outside the week or the plan', async () => {
    expect((await call('GET', weekUrl('2027-03-02'), member().cookie)).statusCode).toBe(400);
    const outside = await save([hours(2, '2027-03-08')]);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().code).toBe('TIMESHEET_MILESTONE_INVALID');
    const otherProject = await world.createProject({ accepting: 1 });
    const inserted = await testApp.db.execute<{ id: string }>(sql`
      insert into project_milestones (project_id, title, start_date, due_date, hours_per_week)
      values (${otherProject}, 'Ailleurs', ${WEEK}, ${WEEK}, 5) returning id`);
    const foreign = inserted.rows[0]!.id;
    const wrong = await save([{ milestoneId: foreign, day: WEEK, hours: 1 }]);
    expect(wrong.statusCode).toBe(422);
    const quarter = await save([hours(1.1)]);
    expect(quarter.statusCode).toBe(400);
  });

  it('is the member’s alone: the client, another member of nowhere, an admin do not see it', async () => {
    for (const cookie of [world.client.cookie, world.outsider.cookie, world.admin.cookie]) {
      expect((await call('GET', weekUrl(), cookie)).statusCode).toBe(404);
      expect((await save([hours(1)], null, WEEK, cookie)).statusCode).toBe(404);
    }
    expect((await call('GET', weekUrl())).statusCode).toBe(401);
  });

  it('refuses hours above the week’s booking without a reason, and keeps them with one', async () => {
    const editor: TimesheetEditor = (await call('GET', weekUrl(), member().cookie)).json();
    const booked = editor.week.bookedHours;
    const within = await save([hours(Math.min(8, Math.floor(booked)))]);
    expect(within.statusCode).toBe(200);
    const tooMany = [0, 1, 2, 3].map((day) => hours(8, `2027-03-0${day + 1}`));
    const refused = await save(tooMany);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'OVER_BOOKING_REASON_REQUIRED',
      details: { bookedHours: booked, loggedHours: 32 },
    });
    const kept = await save(tooMany, 'Mise en production avancée à la demande du client');
    expect(kept.statusCode).toBe(200);
    expect((kept.json() as TimesheetEditor).week).toMatchObject({
      loggedHours: 32,
      overBookingReason: 'Mise en production avancée à la demande du client',
    });
  });

  it('submits only a week with hours, which then waits for the client unchanged', async () => {
    const empty = await submit('2027-03-08');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('TIMESHEET_EMPTY');
    const submitted = await submit();
    expect(submitted.statusCode).toBe(200);
    expect((submitted.json() as TimesheetEditor).week.status).toBe('submitted');
    const edit = await save([hours(1)], 'x');
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('TIMESHEET_SUBMITTED');
    expect((await submit()).statusCode).toBe(409);
  });

  it('shows the client the submitted weeks, each member only their own', async () => {
    const forClient = await call('GET', `/api/projects/${projectId}/timesheets`, world.client.cookie);
    expect(forClient.statusCode).toBe(200);
    expect(forClient.json()).toMatchObject({
      viewerRole: 'client',
      weeks: [{ weekOf: WEEK, status: 'submitted' }],
    });
    const second = await call('GET', `/api/projects/${projectId}/timesheets`, world.pros[1]!.cookie);
    expect(second.json()).toMatchObject({ viewerRole: 'member', weeks: [] });
    const outsider = await call('GET', `/api/projects/${projectId}/timesheets`, world.outsider.cookie);
    expect(outsider.statusCode).toBe(404);
  });

  it('lets only the client answer: sent back with a comment, corrected, submitted again, approved', async () => {
    const list = await call('GET', `/api/projects/${projectId}/timesheets`, world.client.cookie);
    const weekId = list.json().weeks[0].id as string;
    for (const cookie of [member().cookie, world.otherClient.cookie, world.admin.cookie]) {
      const refused = await call('POST', `/api/timesheets/${weekId}/approve`, cookie, {});
      expect(refused.statusCode).toBe(404);
    }
    const noComment = await call('POST', `/api/timesheets/${weekId}/send-back`, world.client.cookie, {
      comment: ' ',
    });
    expect(noComment.statusCode).toBe(400);
    const back = await call('POST', `/api/timesheets/${weekId}/send-back`, world.client.cookie, {
      comment: 'Le jeudi compte deux fois la réunion.',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      status: 'draft',
      sentBackComment: 'Le jeudi compte deux fois la réunion.',
    });
    expect(
      (await call('POST', `/api/timesheets/${weekId}/approve`, world.client.cookie, {})).statusCode,
    ).toBe(409);
    expect((await save([hours(6), hours(4, '2027-03-02')])).statusCode).toBe(200);
    expect((await submit()).statusCode).toBe(200);
    const approved = await call('POST', `/api/timesheets/${weekId}/approve`, world.client.cookie, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', loggedHours: 10 });
    const rate = await testApp.db.execute<{ hourly_rate_cents: number }>(
      sql`select hourly_rate_cents from timesheet_weeks where id = ${weekId}`,
    );
    expect(rate.rows[0]?.hourly_rate_cents).toBe(6000);
    const events = await testApp.db.execute<{ type: string }>(
      sql`select type from event_outbox where type like 'timesheet_%' order by id`,
    );
    expect(events.rows.map((row) => row.type)).toEqual(
      expect.arrayContaining(['timesheet_submitted', 'timesheet_answered']),
    );
  });

  it('locks an approved week: every write is refused, by the API (409) and by the database', async () => {
    const list = await call('GET', `/api/projects/${projectId}/timesheets`, world.client.cookie);
    const weekId = list.json().weeks[0].id as string;
    const attempts = [
      await save([hours(1)], 'x'),
      await save([], null),
      await submit(),
      await call('POST', `/api/timesheets/${weekId}/approve`, world.client.cookie, {}),
      await call('POST', `/api/timesheets/${weekId}/send-back`, world.client.cookie, { comment: 'Non' }),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(409);
      expect(attempt.json().code).toBe('TIMESHEET_LOCKED');
    }
    await expect(
      testApp.db.execute(sql`update timesheet_entries set hours = 1 where week_id = ${weekId}`),
    ).rejects.toThrow();
    await expect(
      testApp.db.execute(sql`delete from timesheet_entries where week_id = ${weekId}`),
    ).rejects.toThrow();
    await expect(
      testApp.db.execute(
        sql`update timesheet_weeks set status = 'draft', approved_at = null where id = ${weekId}`,
      ),
    ).rejects.toThrow();
    const week: TimesheetEditor = (await call('GET', weekUrl(), member().cookie)).json();
    expect(week.week).toMatchObject({ status: 'approved', loggedHours: 10 });
  });

  describe('time-and-materials invoices', () => {
    const issue = (month = '2027-03', project = projectId) =>
      call('POST', `/api/admin/projects/${project}/time-invoices`, world.admin.cookie, { month });

    beforeAll(async () => {
      expect((await call('PUT', '/api/admin/agency-settings', world.admin.cookie, SETTINGS)).statusCode).toBe(
        200,
      );
      const details = await call(
        'PUT',
        `/api/projects/${projectId}/billing`,
        world.client.cookie,
        BILLING_DETAILS,
      );
      expect(details.statusCode).toBe(200);
    });

    it('is refused on a project billed per milestone', async () => {
      const response = await issue();
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('BILLING_MODE_MISMATCH');
    });

    it('bills the month’s approved hours once: one line per member at their rate, the fee, valid EN 16931', async () => {
      const mode = await call('PUT', `/api/admin/projects/${projectId}/billing-mode`, world.admin.cookie, {
        mode: 'time_and_materials',
      });
      expect(mode.statusCode).toBe(200);
      expect((await issue('2027-04')).json().code).toBe('NOTHING_TO_INVOICE');
      const issued = await issue();
      expect(issued.statusCode).toBe(201);
      const again = await issue();
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('NOTHING_TO_INVOICE');
      const invoices = await call('GET', `/api/projects/${projectId}/invoices`, world.client.cookie);
      const [invoice] = invoices.json().invoices;
      // 10 h at 60 € = 600 €, fee 10 % = 60 €, VAT 20 % = 132 €.
      expect(invoice).toMatchObject({
        netCents: 66_000,
        vatCents: 13_200,
        grossCents: 79_200,
        milestoneTitle: null,
      });
      const xml = await call('GET', `/api/invoices/${issued.json().id}/xml`, world.client.cookie);
      expect(xml.body).toContain('unitCode="HUR">10<');
      expect((await validateBusinessRules(xml.body)).failed).toEqual([]);
      const schema = await validateSchema([{ name: 'time.xml', xml: xml.body }]);
      expect(schema.errors.get('time.xml')).toEqual([]);
      // A milestone of a time-and-materials project is not invoiced on its own.
      const milestone = await call(
        'POST',
        `/api/admin/projects/${projectId}/milestones/${milestoneId}/invoice`,
        world.admin.cookie,
        { amountCents: 1000 },
      );
      expect(milestone.statusCode).toBe(409);
    }, 120_000);

    it('bills a week once even when two issuances of its month run at the same moment', async () => {
      const week = '2027-03-15';
      expect((await save([hours(3, week)], 'x', week)).statusCode).toBe(200);
      expect((await submit(week)).statusCode).toBe(200);
      const list = await call('GET', `/api/projects/${projectId}/timesheets`, world.client.cookie);
      const id = (list.json().weeks as { id: string; weekOf: string }[]).find(
        (each) => each.weekOf === week,
      )?.id;
      expect((await call('POST', `/api/timesheets/${id}/approve`, world.client.cookie, {})).statusCode).toBe(
        200,
      );
      const answers = await Promise.all([issue(), issue(), issue()]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
      const billed = await testApp.db.execute<{ count: number }>(
        sql`select count(*)::int as count from invoiced_timesheet_weeks where week_id = ${id}`,
      );
      expect(billed.rows[0]?.count).toBe(1);
    }, 120_000);
  });
});
