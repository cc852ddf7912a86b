// A client who deletes their account: the projects still forming their team end with it, the professionals
// invited are told in their language, and no pending invitation can be accepted afterwards, even by an answer
// racing the deletion.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../src/app.ts';
import { ERASE_ACCOUNTS_JOB } from '../src/modules/data-rights/account-deletion.service.ts';

const DAY_MS = 86_400_000;
import { readMailbox } from './helpers/mailbox.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

describe('a departing client', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  /** A world of its own per test: its client leaves. */
  const setUp = (prefix: string) => setUpStaffedWorld(testApp, prefix);
  const seatsOf = async (projectId: string) =>
    (
      await testApp.db.execute<{ id: string; professional_id: string; status: string }>(
        sql`select id, professional_id, status from project_invitations where project_id = ${projectId}
            order by created_at, id`,
      )
    ).rows;
  const statusOf = async (projectId: string) =>
    (await testApp.db.execute<{ status: string }>(sql`select status from projects where id = ${projectId}`))
      .rows[0]?.status;
  const leave = (world: StaffedWorld) =>
    world.call('POST', '/api/account/deletion', world.client.cookie, { password: world.client.password });

  it('ends the projects still forming a team, withdraws their invitations and tells those invited', async () => {
    const world = await setUp('Depart');
    const staffing = await world.createProject({ accepting: 1 });
    const staffed = await world.createProject();
    const seats = await seatsOf(staffing);
    const pending = seats.filter((seat) => seat.status === 'pending');
    expect(pending).toHaveLength(2);
    const [english] = pending;
    await testApp.db.execute(sql`update "user" set locale = 'en' where id = ${english?.professional_id}`);

    const left = await leave(world);
    expect(left.statusCode).toBe(202);

    expect(await statusOf(staffing)).toBe('cancelled');
    // A team already complete stays for its members.
    expect(await statusOf(staffed)).toBe('staffed');
    expect((await seatsOf(staffing)).map((seat) => seat.status).sort()).toEqual([
      'accepted',
      'withdrawn',
      'withdrawn',
    ]);
    const booked = await testApp.db.execute(
      sql`select 1 from availability_bookings where project_id = ${staffing}`,
    );
    expect(booked.rows).toHaveLength(0);

    // A pending invitation can no longer be accepted: a conflict the interface translates.
    const pro = world.pros.find((candidate) => candidate.id === english?.professional_id);
    const late = await world.call('POST', `/api/invitations/${english?.id}/accept`, pro?.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PROJECT_STATE_CONFLICT');
    const mine = (await world.call('GET', '/api/projects', pro?.cookie)).json();
    expect(mine.invitations.find((invitation: { id: string }) => invitation.id === english?.id)?.status).toBe(
      'withdrawn',
    );

    await jobRunnerOf(testApp.app).runNow('notification-fan-out');
    const told = await testApp.db.execute<{ recipient_id: string }>(sql`
      select recipient_id from notifications where type = 'project_cancelled' and project_id = ${staffing}`);
    expect(told.rows.map((row) => row.recipient_id).sort()).toEqual(
      seats.map((seat) => seat.professional_id).sort(),
    );
    for (const seat of pending) {
      const person = world.pros.find((candidate) => candidate.id === seat.professional_id);
      const mails = (await readMailbox(testApp.app, person?.email ?? '')).filter((mail) =>
        /annulé|cancelled/.test(mail.subject),
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(seat === english ? 'A project was cancelled' : 'Un projet a été annulé');
    }
  });

  it('ends the same way when an administrator deletes the client: the invited are told, by notification and e-mail', async () => {
    const world = await setUp('Removed');
    const staffing = await world.createProject({ accepting: 1 });
    const staffed = await world.createProject();
    const seats = await seatsOf(staffing);
    const pending = seats.filter((seat) => seat.status === 'pending');
    expect(pending).toHaveLength(2);

    const deleted = await world.call('DELETE', `/api/admin/users/${world.client.id}`, world.admin.cookie);
    expect(deleted.statusCode).toBe(200);

    // Erased at once, yet the project stays, cancelled and without its client, for those who were told of it.
    const kept = await testApp.db.execute<{ id: string; client_id: string | null; status: string }>(
      sql`select id, client_id, status from projects where id = any(${sql.param([staffing, staffed])}::uuid[]) order by id`,
    );
    expect(kept.rows.map(({ id, client_id, status }) => ({ id, client_id, status }))).toEqual(
      [
        { id: staffing, client_id: null, status: 'cancelled' },
        { id: staffed, client_id: null, status: 'staffed' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect((await seatsOf(staffing)).map((seat) => seat.status).sort()).toEqual([
      'accepted',
      'withdrawn',
      'withdrawn',
    ]);
    const pro = world.pros.find((candidate) => candidate.id === pending[0]?.professional_id);
    const late = await world.call('POST', `/api/invitations/${pending[0]?.id}/accept`, pro?.cookie);
    expect(late.statusCode).toBe(409);

    await jobRunnerOf(testApp.app).runNow('notification-fan-out');
    const told = await testApp.db.execute<{ recipient_id: string }>(sql`
      select recipient_id from notifications where type = 'project_cancelled' and project_id = ${staffing}`);
    expect(told.rows.map((row) => row.recipient_id).sort()).toEqual(
      seats.map((seat) => seat.professional_id).sort(),
    );
    for (const seat of pending) {
      const person = world.pros.find((candidate) => candidate.id === seat.professional_id);
      const mails = (await readMailbox(testApp.app, person?.email ?? '')).filter((mail) =>
        /annulé|cancelled/.test(mail.subject),
      );
      expect(mails.map((mail) => mail.subject)).toEqual(['Un projet a été annulé']);
    }
  });

  it('leaves an organisation’s project to the colleagues who remain, whole, when its creator leaves', async () => {
    const world = await setUp('DepartOrg');
    const created = await world.call('POST', '/api/organisations', world.client.cookie, {
      legalName: 'Atelier Départ SAS',
    });
    expect(created.statusCode, created.body).toBe(201);
    const organisationId = created.json().id as string;
    // A colleague already in the organisation (the invitation's own journey is tested with organisations).
    const colleague = await testApp.db.execute<{ id: string }>(
      sql`select id from "user" where email = ${world.otherClient.email}`,
    );
    await testApp.db.execute(sql`
      insert into organisation_members (organisation_id, user_id, role)
      values (${organisationId}, ${colleague.rows[0]!.id}, 'member')`);
    const staffing = await world.createProject({ accepting: 1 });
    const pendingBefore = (await seatsOf(staffing)).filter((seat) => seat.status === 'pending');
    expect(pendingBefore).toHaveLength(2);

    expect((await leave(world)).statusCode).toBe(202);
    // Past the grace period, the account is erased.
    await jobRunnerOf(testApp.app).runNow(ERASE_ACCOUNTS_JOB, new Date(Date.now() + 31 * DAY_MS));

    // The team goes on forming for the organisation: nothing withdrawn, the colleague acts as its client.
    expect(await statusOf(staffing)).toBe('staffing');
    expect((await seatsOf(staffing)).filter((seat) => seat.status === 'pending')).toHaveLength(2);
    const read = await world.call('GET', `/api/projects/${staffing}`, world.otherClient.cookie);
    expect(read.statusCode, read.body).toBe(200);
    const creator = await testApp.db.execute(sql`select 1 from "user" where email = ${world.client.email}`);
    expect(creator.rows).toHaveLength(0);
  });

  it('leaves no half state when an answer races the deletion', async () => {
    for (let round = 0; round < 4; round++) {
      const world = await setUp(`Race${round}`);
      const projectId = await world.createProject({ accepting: 2 });
      const [last] = (await seatsOf(projectId)).filter((seat) => seat.status === 'pending');
      const pro = world.pros.find((candidate) => candidate.id === last?.professional_id);
      const [answer, left] = await Promise.all([
        world.call('POST', `/api/invitations/${last?.id}/accept`, pro?.cookie),
        leave(world),
      ]);
      expect(left.statusCode).toBe(202);
      const status = await statusOf(projectId);
      const seat = (await seatsOf(projectId)).find((row) => row.id === last?.id);
      if (answer.statusCode === 200) {
        // The answer came first: the last seat completed the team, which stays with its plan.
        expect(status).toBe('staffed');
        expect(seat?.status).toBe('accepted');
      } else {
        expect(answer.statusCode).toBe(409);
        expect(status).toBe('cancelled');
        expect(seat?.status).toBe('withdrawn');
        const booked = await testApp.db.execute(
          sql`select 1 from availability_bookings where project_id = ${projectId}`,
        );
        expect(booked.rows).toHaveLength(0);
      }
    }
  });
});
