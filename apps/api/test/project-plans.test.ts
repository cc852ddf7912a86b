import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@escouade/contract/calendar-days';
import type { Plan } from '@escouade/contract/plans';
import type { RegisteredUser } from './helpers/auth.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

/** Three skills, each held by one professional: the team of the brief is those three. */
describe('project plans: drafted when the team is complete, edited by client and members', () => {
  let testApp: TestApp;
  let world: StaffedWorld;
  let client: RegisteredUser;
  let otherClient: RegisteredUser;
  let outsider: RegisteredUser;
  let admin: RegisteredUser;
  let pros: RegisteredUser[];
  let skillIds: string[];
  const call: StaffedWorld['call'] = (...args) => world.call(...args);
  const readPlan: StaffedWorld['readPlan'] = (...args) => world.readPlan(...args);
  const createProject: StaffedWorld['createProject'] = (...args) => world.createProject(...args);

  beforeAll(async () => {
    testApp = await buildTestApp();
    world = await setUpStaffedWorld(testApp, 'Plan');
    ({ client, otherClient, outsider, admin, pros, skillIds } = world);
  });
  afterAll(() => testApp.close());

  it('drafts the plan when the last member accepts: inside the dates, work for each by skill, within hours', async () => {
    const projectId = await createProject();
    const project = await call('GET', `/api/projects/${projectId}`, client.cookie);
    expect(project.json().status).toBe('staffed');
    const plan = await readPlan(projectId);
    expect(plan.canEdit).toBe(true);
    expect(plan.canDraft).toBe(false);
    expect(plan.deadline).toBe('2027-06-30');
    // Scoping, the build of each member's skill side by side, then delivery.
    const titles = plan.milestones.map((milestone) => milestone.title);
    expect(titles[0]).toBe('Cadrage et lancement');
    expect(titles.slice(1, 4).sort()).toEqual([
      'Réalisation\u00a0: Plan : PostgreSQL',
      'Réalisation\u00a0: Plan : React',
      'Réalisation\u00a0: Plan : gestion de projet',
    ]);
    expect(titles[4]).toBe('Recette et livraison');
    for (const milestone of plan.milestones) {
      expect(milestone.startDate >= '2027-03-01' && milestone.dueDate <= '2027-06-30').toBe(true);
      expect(milestone.isPastDeadline).toBe(false);
    }
    // Each member leads the build of the skill they brought; the project manager scopes.
    pros.forEach((pro, index) => {
      const build = plan.milestones.find(
        (milestone) => milestone.ownerId === pro.id && milestone.skills.length > 0,
      );
      expect(build?.skills.map((skill) => skill.skillId)).toEqual([skillIds[index]]);
    });
    expect(plan.milestones[0]?.ownerId).toBe(pros[2]?.id);
    // Bruno declared 14 hours: the brief's three days (21 h) become 14 for him, and nobody is overloaded.
    expect(plan.milestones.find((milestone) => milestone.ownerId === pros[1]?.id)?.hoursPerWeek).toBe(14);
    const byName = [...plan.members].sort((a, b) => (a.firstName ?? '').localeCompare(b.firstName ?? ''));
    expect(
      byName.map((member) => [member.firstName, member.declaredHoursPerWeek, member.isOverloaded]),
    ).toEqual([
      ['Alice', null, false],
      ['Bruno', 14, false],
      ['Chloé', 30, false],
    ]);
    expect(byName[1]?.peakWeek?.hours).toBe(14);
  });

  it('writes an English project’s plan in English', async () => {
    const plan = await readPlan(await createProject({ language: 'en' }));
    expect(plan.milestones[0]?.title).toBe('Scoping and kick-off');
    expect(plan.milestones.at(-1)?.title).toBe('Testing and delivery');
  });

  it('keeps the drafted titles in the project’s language and names the skills in the reader’s', async () => {
    await testApp.db.execute(
      sql`update skills set name_en = 'Plan: React, in English' where id = ${skillIds[0]}`,
    );
    try {
      const projectId = await createProject();
      const build = (plan: Plan) =>
        plan.milestones.find((milestone) => milestone.skills.some((skill) => skill.skillId === skillIds[0]));
      const inEnglish = build(await readPlan(projectId, `${client.cookie}; i18next=en`));
      expect(inEnglish?.title).toBe('Réalisation\u00a0: Plan : React');
      expect(inEnglish?.skills.map((skill) => skill.name)).toEqual(['Plan: React, in English']);
      const inFrench = build(await readPlan(projectId));
      expect(inFrench?.skills.map((skill) => skill.name)).toEqual(['Plan : React']);
    } finally {
      await testApp.db.execute(sql`update skills set name_en = null where id = ${skillIds[0]}`);
    }
  });

  it('plans a project without dates from today over the twelve weeks the brief assumes', async () => {
    const plan = await readPlan(await createProject({ startDate: null, deadline: null }));
    const today = new Date().toISOString().slice(0, 10);
    expect(plan).toMatchObject({ deadline: null, startDate: today, endDate: addDays(today, 12 * 7 - 1) });
    expect(plan.milestones.every((milestone) => !milestone.isPastDeadline)).toBe(true);
  });

  it('plans a project without a deadline over the length its brief gives', async () => {
    const plan = await readPlan(
      await createProject({ startDate: '2027-03-01', deadline: null, lengthWeeks: 26 }),
    );
    expect(plan).toMatchObject({
      deadline: null,
      startDate: '2027-03-01',
      endDate: addDays('2027-03-01', 26 * 7 - 1),
    });
  });

  it('keeps a long plan drafted after its start date editable to its last milestone', async () => {
    // Started in the past, two years long: the plan runs the length from today, past two years after the start.
    const projectId = await createProject({ startDate: '2026-01-05', deadline: null, lengthWeeks: 104 });
    const plan = await readPlan(projectId);
    const today = new Date().toISOString().slice(0, 10);
    expect(plan.endDate).toBe(addDays(today, 104 * 7 - 1));
    const last = plan.milestones.at(-1);
    const renamed = await call('PATCH', `/api/projects/${projectId}/milestones/${last?.id}`, client.cookie, {
      title: 'Recette et livraison',
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('shows the plan to the client and the members only', async () => {
    const projectId = await createProject();
    const url = `/api/projects/${projectId}/plan`;
    expect((await call('GET', url, pros[0]?.cookie)).statusCode).toBe(200);
    expect((await call('GET', url, client.cookie)).statusCode).toBe(200);
    expect((await call('GET', url, otherClient.cookie)).statusCode).toBe(404);
    expect((await call('GET', url, outsider.cookie)).statusCode).toBe(404);
    expect((await call('GET', url, admin.cookie)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(401);
    const plan = await readPlan(projectId);
    const milestoneUrl = `/api/projects/${projectId}/milestones/${plan.milestones[0]?.id}`;
    for (const cookie of [otherClient.cookie, outsider.cookie, admin.cookie]) {
      expect((await call('PATCH', milestoneUrl, cookie, { title: 'Pris' })).statusCode).toBe(404);
      expect((await call('DELETE', milestoneUrl, cookie)).statusCode).toBe(404);
    }
    expect((await readPlan(projectId)).milestones[0]?.title).toBe('Cadrage et lancement');
  });

  it('lets the client and the members rename, move, reassign, add and remove milestones', async () => {
    const projectId = await createProject();
    const [scoping] = (await readPlan(projectId)).milestones;
    const url = `/api/projects/${projectId}/milestones/${scoping?.id}`;
    const renamed = await call('PATCH', url, client.cookie, { title: '  Atelier de lancement  ' });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as Plan).milestones[0]?.title).toBe('Atelier de lancement');
    // A member moves it and gives it to a colleague.
    const moved = await call('PATCH', url, pros[0]?.cookie, {
      startDate: '2027-03-02',
      dueDate: '2027-03-12',
      ownerId: pros[0]?.id,
    });
    expect(moved.statusCode).toBe(200);
    const after = (moved.json() as Plan).milestones.find((milestone) => milestone.id === scoping?.id);
    expect(after).toMatchObject({ startDate: '2027-03-02', dueDate: '2027-03-12', ownerId: pros[0]?.id });
    const added = await call('POST', `/api/projects/${projectId}/milestones`, pros[1]?.cookie, {
      title: 'Migration des données',
      deliverables: ['Base migrée', ' Rapport de migration '],
      startDate: '2027-04-01',
      dueDate: '2027-04-15',
      ownerId: pros[1]?.id,
      hoursPerWeek: 7,
    });
    expect(added.statusCode).toBe(201);
    const withNew = (added.json() as Plan).milestones.find(
      (milestone) => milestone.title === 'Migration des données',
    );
    expect(withNew?.deliverables).toEqual(['Base migrée', 'Rapport de migration']);
    const removed = await call(
      'DELETE',
      `/api/projects/${projectId}/milestones/${withNew?.id}`,
      client.cookie,
    );
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Plan).milestones.some((milestone) => milestone.id === withNew?.id)).toBe(false);
    expect(
      (await call('DELETE', `/api/projects/${projectId}/milestones/${withNew?.id}`, client.cookie)).json()
        .code,
    ).toBe('MILESTONE_NOT_FOUND');
  });

  it('flags a milestone past the deadline and a member given more hours than they have', async () => {
    const projectId = await createProject();
    const plan = await readPlan(projectId);
    const bruno = pros[1]?.id ?? '';
    const brunoBuild = plan.milestones.find((milestone) => milestone.ownerId === bruno);
    // Bruno (14 h a week) gets 10 more hours a week on top of his build milestone: overloaded.
    const added = await call('POST', `/api/projects/${projectId}/milestones`, client.cookie, {
      title: 'Audit de performance',
      deliverables: [],
      startDate: brunoBuild?.startDate,
      dueDate: brunoBuild?.dueDate,
      ownerId: bruno,
      hoursPerWeek: 10,
    });
    expect(added.statusCode).toBe(201);
    const overloaded = (added.json() as Plan).members.find((member) => member.userId === bruno);
    expect(overloaded).toMatchObject({ isOverloaded: true, peakWeek: { hours: 24 } });
    // Moved after the deadline: accepted, and flagged.
    const late = await call(
      'PATCH',
      `/api/projects/${projectId}/milestones/${brunoBuild?.id}`,
      client.cookie,
      {
        dueDate: '2027-07-15',
      },
    );
    expect(late.statusCode).toBe(200);
    const lateMilestone = (late.json() as Plan).milestones.find(
      (milestone) => milestone.id === brunoBuild?.id,
    );
    expect(lateMilestone?.isPastDeadline).toBe(true);
    expect((late.json() as Plan).endDate).toBe('2027-07-15');
  });

  it('refuses dates out of order or out of range, an owner outside the team, and a 31st milestone', async () => {
    const projectId = await createProject();
    const [first] = (await readPlan(projectId)).milestones;
    const url = `/api/projects/${projectId}/milestones/${first?.id}`;
    // The due date alone moved before the stored start date: the merged milestone is checked.
    const backwards = await call('PATCH', url, client.cookie, { dueDate: '2027-02-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.issues[0]).toMatchObject({
      path: ['body', 'dueDate'],
      message: 'deadlineBeforeStart',
    });
    const inBody = await call('PATCH', url, client.cookie, {
      startDate: '2027-04-02',
      dueDate: '2027-04-01',
    });
    expect(inBody.statusCode).toBe(400);
    expect((await call('PATCH', url, client.cookie, { startDate: '2027-02-28' })).json().code).toBe(
      'MILESTONE_DATES_OUT_OF_RANGE',
    );
    expect((await call('PATCH', url, client.cookie, { dueDate: '2028-07-01' })).json().code).toBe(
      'MILESTONE_DATES_OUT_OF_RANGE',
    );
    expect((await call('PATCH', url, client.cookie, { startDate: '2027-02-30' })).statusCode).toBe(400);
    for (const ownerId of [outsider.id, client.id, 'nobody-at-all']) {
      const response = await call('PATCH', url, client.cookie, { ownerId });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('MILESTONE_OWNER_NOT_IN_TEAM');
    }
    for (const hoursPerWeek of [0, 61, 2.25]) {
      expect((await call('PATCH', url, client.cookie, { hoursPerWeek })).statusCode).toBe(400);
    }
    expect((await call('PATCH', url, client.cookie, {})).statusCode).toBe(400);
    expect((await call('PATCH', url, client.cookie, { title: '   ' })).statusCode).toBe(400);
    // Unassigned is allowed.
    expect((await call('PATCH', url, client.cookie, { ownerId: null })).statusCode).toBe(200);

    const milestone = (title: string) => ({
      title,
      deliverables: [],
      startDate: '2027-05-03',
      dueDate: '2027-05-07',
      ownerId: null,
      hoursPerWeek: 2,
    });
    const count = (await readPlan(projectId)).milestones.length;
    for (let index = count; index < 29; index += 1) {
      expect(
        (await call('POST', `/api/projects/${projectId}/milestones`, client.cookie, milestone(`É${index}`)))
          .statusCode,
      ).toBe(201);
    }
    // Two requests for the 30th at once: one is added, the other refused; never 31.
    const racing = await Promise.all([
      call('POST', `/api/projects/${projectId}/milestones`, client.cookie, milestone('A')),
      call('POST', `/api/projects/${projectId}/milestones`, pros[0]?.cookie, milestone('B')),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(racing.find((response) => response.statusCode === 409)?.json().code).toBe(
      'MILESTONE_LIMIT_REACHED',
    );
    expect((await readPlan(projectId)).milestones).toHaveLength(30);
  });

  it('keeps the plan closed until the team is complete', async () => {
    const projectId = await createProject({ accepting: 2 });
    const plan = await readPlan(projectId);
    expect(plan).toMatchObject({ milestones: [], canEdit: false, canDraft: false });
    const added = await call('POST', `/api/projects/${projectId}/milestones`, client.cookie, {
      title: 'Trop tôt',
      deliverables: [],
      startDate: '2027-03-01',
      dueDate: '2027-03-05',
      ownerId: null,
      hoursPerWeek: 5,
    });
    expect(added.statusCode).toBe(409);
    expect(added.json().code).toBe('PROJECT_STATE_CONFLICT');
    expect((await call('POST', `/api/projects/${projectId}/plan/draft`, client.cookie)).statusCode).toBe(409);
  });

  it('drafts the plan again once every milestone is removed, and only then', async () => {
    const projectId = await createProject();
    const plan = await readPlan(projectId);
    expect((await call('POST', `/api/projects/${projectId}/plan/draft`, client.cookie)).statusCode).toBe(409);
    for (const milestone of plan.milestones) {
      await call('DELETE', `/api/projects/${projectId}/milestones/${milestone.id}`, pros[2]?.cookie);
    }
    expect(await readPlan(projectId)).toMatchObject({ milestones: [], canDraft: true, endDate: null });
    const drafted = await call('POST', `/api/projects/${projectId}/plan/draft`, pros[1]?.cookie);
    expect(drafted.statusCode).toBe(200);
    expect((drafted.json() as Plan).milestones).toHaveLength(plan.milestones.length);
  });

  it('takes the hours a professional declares, from 1 to 60 whole hours, and shows them on the profile', async () => {
    const pro = pros[2] as RegisteredUser;
    const base = { firstName: 'Chloé', lastName: 'Test', profession: 'Consultante' };
    for (const hoursPerWeek of ['0', '61', '12,5', 'beaucoup']) {
      const refused = await call('PATCH', `/api/profiles/${pro.id}`, pro.cookie, { ...base, hoursPerWeek });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.issues[0].path).toEqual(['body', 'hoursPerWeek']);
    }
    const saved = await call('PATCH', `/api/profiles/${pro.id}`, pro.cookie, { ...base, hoursPerWeek: '30' });
    expect(saved.json().hoursPerWeek).toBe(30);
    expect((await call('GET', `/api/profiles/${pro.id}`)).json().hoursPerWeek).toBe(30);
  });

  it('moves tasks from to do to done: the first one started starts the project, progress and activity follow', async () => {
    const projectId = await createProject();
    const plan = await readPlan(projectId);
    const [scoping, build] = plan.milestones;
    const member = pros[0] as RegisteredUser;
    const added = await call(
      'POST',
      `/api/projects/${projectId}/milestones/${scoping?.id}/tasks`,
      member.cookie,
      {
        title: '  Atelier avec le client ',
        assigneeId: member.id,
        dueDate: scoping?.dueDate,
      },
    );
    expect(added.statusCode).toBe(201);
    const task = (added.json() as Plan).milestones[0]?.tasks[0];
    expect(task).toMatchObject({ title: 'Atelier avec le client', status: 'todo', assigneeId: member.id });
    expect((await call('GET', `/api/projects/${projectId}`, client.cookie)).json().status).toBe('staffed');

    const started = await call('PATCH', `/api/projects/${projectId}/tasks/${task?.id}`, client.cookie, {
      status: 'in_progress',
    });
    expect(started.statusCode).toBe(200);
    expect((await call('GET', `/api/projects/${projectId}`, client.cookie)).json().status).toBe(
      'in_progress',
    );
    const done = await call('PATCH', `/api/projects/${projectId}/tasks/${task?.id}`, member.cookie, {
      status: 'done',
    });
    const afterDone = done.json() as Plan;
    expect(afterDone.milestones[0]?.tasks[0]?.completedAt).not.toBeNull();
    expect(afterDone.milestones[0]?.progress).toEqual({ done: 1, total: 1 });
    expect(afterDone.progress).toEqual({ done: 1, total: 1 });
    expect(afterDone.health).toEqual({
      status: 'on_track',
      reasons: [{ code: 'on_track', done: 1, total: 1 }],
    });
    // Back to in progress: no longer completed. Moved to another milestone of the same plan.
    const reopened = await call('PATCH', `/api/projects/${projectId}/tasks/${task?.id}`, member.cookie, {
      status: 'in_progress',
      milestoneId: build?.id,
    });
    const moved = (reopened.json() as Plan).milestones.find((milestone) => milestone.id === build?.id)
      ?.tasks[0];
    expect(moved).toMatchObject({ id: task?.id, status: 'in_progress', completedAt: null });
    // The plan stays editable while the project is in progress.
    expect(
      (
        await call('PATCH', `/api/projects/${projectId}/milestones/${scoping?.id}`, client.cookie, {
          title: 'Lancement',
        })
      ).statusCode,
    ).toBe(200);

    const activity = await call('GET', `/api/projects/${projectId}/activity`, client.cookie);
    expect(activity.statusCode).toBe(200);
    const entries = activity.json().entries as {
      kind: string;
      subject: string | null;
      status: string | null;
      actor: { id: string } | null;
    }[];
    expect(entries.map((entry) => entry.kind)).toEqual([
      'milestone_changed',
      'task_moved',
      'task_moved',
      'project_started',
      'task_moved',
      'task_added',
      'plan_drafted',
    ]);
    expect(entries[1]).toMatchObject({
      subject: 'Atelier avec le client',
      status: 'in_progress',
      actor: { id: member.id },
    });
    expect(entries.at(-1)?.actor).toBeNull();

    const removed = await call('DELETE', `/api/projects/${projectId}/tasks/${task?.id}`, client.cookie);
    expect((removed.json() as Plan).progress).toEqual({ done: 0, total: 0 });
    expect(
      (await call('DELETE', `/api/projects/${projectId}/tasks/${task?.id}`, client.cookie)).json().code,
    ).toBe('TASK_NOT_FOUND');
  });

  it('refuses a task for someone outside the team, outside the project’s dates, or in another project', async () => {
    const projectId = await createProject();
    const otherProjectId = await createProject();
    const [milestone] = (await readPlan(projectId)).milestones;
    const [foreign] = (await readPlan(otherProjectId)).milestones;
    const tasksUrl = `/api/projects/${projectId}/milestones/${milestone?.id}/tasks`;
    for (const assigneeId of [outsider.id, client.id]) {
      const refused = await call('POST', tasksUrl, client.cookie, { title: 'Revue', assigneeId });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().code).toBe('TASK_ASSIGNEE_NOT_IN_TEAM');
    }
    expect(
      (await call('POST', tasksUrl, client.cookie, { title: 'Revue', dueDate: '2027-02-01' })).json().code,
    ).toBe('MILESTONE_DATES_OUT_OF_RANGE');
    for (const payload of [
      { title: '' },
      { title: 'x'.repeat(201) },
      { title: 'Revue', status: 'blocked' },
      { title: 'Revue', dueDate: '2027-13-01' },
    ]) {
      expect((await call('POST', tasksUrl, client.cookie, payload)).statusCode).toBe(400);
    }
    // A milestone of another project, by URL or as a destination.
    expect(
      (
        await call('POST', `/api/projects/${projectId}/milestones/${foreign?.id}/tasks`, client.cookie, {
          title: 'Revue',
        })
      ).json().code,
    ).toBe('MILESTONE_NOT_FOUND');
    const created = await call('POST', tasksUrl, client.cookie, { title: 'Revue' });
    const taskId = (created.json() as Plan).milestones[0]?.tasks[0]?.id;
    expect(
      (
        await call('PATCH', `/api/projects/${projectId}/tasks/${taskId}`, client.cookie, {
          milestoneId: foreign?.id,
        })
      ).json().code,
    ).toBe('MILESTONE_NOT_FOUND');
    // Someone else's project: it does not exist for them.
    for (const cookie of [otherClient.cookie, outsider.cookie, admin.cookie]) {
      expect(
        (await call('PATCH', `/api/projects/${projectId}/tasks/${taskId}`, cookie, { status: 'done' }))
          .statusCode,
      ).toBe(404);
      expect((await call('GET', `/api/projects/${projectId}/activity`, cookie)).statusCode).toBe(404);
    }
    expect((await readPlan(projectId)).milestones[0]?.tasks[0]?.status).toBe('todo');
  });

  it('pages the activity newest first without repeating or skipping, and refuses a forged cursor', async () => {
    const projectId = await createProject();
    const [milestone] = (await readPlan(projectId)).milestones;
    for (let index = 0; index < 34; index += 1) {
      await call('POST', `/api/projects/${projectId}/milestones/${milestone?.id}/tasks`, client.cookie, {
        title: `T${index}`,
      });
    }
    const first = (await call('GET', `/api/projects/${projectId}/activity`, client.cookie)).json();
    expect(first.entries).toHaveLength(30);
    expect(first.entries[0].subject).toBe('T33');
    const second = (
      await call('GET', `/api/projects/${projectId}/activity?cursor=${first.nextCursor}`, client.cookie)
    ).json();
    expect(second.entries.map((entry: { subject: string | null }) => entry.subject)).toEqual([
      'T3',
      'T2',
      'T1',
      'T0',
      null,
    ]);
    expect(second.nextCursor).toBeNull();
    expect(
      (await call('GET', `/api/projects/${projectId}/activity?cursor=bm9wZQ`, client.cookie)).statusCode,
    ).toBe(400);
  });

  it('shows an availability not confirmed for 30 days as such, until the professional confirms it', async () => {
    const pro = pros[0] as RegisteredUser;
    const profileUrl = `/api/profiles/${pro.id}`;
    const saved = (await call('GET', profileUrl)).json();
    // Saving the profile confirmed it.
    expect(saved).toMatchObject({ isAvailabilityStale: false });
    expect(Date.now() - Date.parse(saved.availabilityConfirmedAt)).toBeLessThan(3_600_000);
    await testApp.db.execute(
      sql`update professional_profiles set availability_confirmed_at = now() - interval '31 days' where id = ${pro.id}`,
    );
    expect((await call('GET', profileUrl)).json().isAvailabilityStale).toBe(true);
    await testApp.db.execute(
      sql`update professional_profiles set availability_confirmed_at = now() - interval '29 days' where id = ${pro.id}`,
    );
    expect((await call('GET', profileUrl)).json().isAvailabilityStale).toBe(false);
    await testApp.db.execute(
      sql`update professional_profiles set availability_confirmed_at = now() - interval '31 days' where id = ${pro.id}`,
    );
    // Only its owner confirms it.
    const url = `${profileUrl}/availability-confirmation`;
    expect((await call('POST', url, outsider.cookie)).statusCode).toBe(403);
    expect((await call('POST', url)).statusCode).toBe(401);
    expect((await call('GET', profileUrl)).json().isAvailabilityStale).toBe(true);
    const confirmed = await call('POST', url, pro.cookie);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().isAvailabilityStale).toBe(false);
    expect((await call('GET', profileUrl)).json().isAvailabilityStale).toBe(false);
  });

  it('books each member’s hours when they accept, and counts them in later teams for the same days', async () => {
    const projectId = await createProject({ startDate: '2029-01-01', deadline: '2029-03-31' });
    const bookings = await testApp.db.execute<{
      user_id: string;
      start_date: string;
      end_date: string;
      hours: string;
    }>(sql`
      select user_id, start_date::text as start_date, end_date::text as end_date, hours_per_week::text as hours
      from availability_bookings where project_id = ${projectId} order by user_id`);
    expect(bookings.rows).toHaveLength(3);
    for (const row of bookings.rows) {
      expect(row).toMatchObject({ start_date: '2029-01-01', end_date: '2029-03-31', hours: '21.0' });
    }
    const availabilityIn = async (startDate: string, deadline: string) => {
      const created = await call('POST', '/api/projects', client.cookie, { language: 'fr' });
      const proposals = await call('PUT', `/api/projects/${created.json().id}/brief`, client.cookie, {
        title: 'Suite',
        skills: skillIds.map((skillId) => ({ skillId, minLevel: 3, weight: 3 })),
        teamSize: { min: 3, max: 3 },
        budget: null,
        startDate,
        deadline,
        effortDaysPerWeek: 3,
      });
      const best = (
        proposals.json() as { kind: string; members: { firstName: string; availability: string }[] }[]
      ).find((proposal) => proposal.kind === 'best_coverage');
      return Object.fromEntries(best?.members.map((member) => [member.firstName, member.availability]) ?? []);
    };
    // For overlapping days: Bruno (14 h declared, 21 booked) has no hours left; Alice (35 assumed) and
    // Chloé (30 declared) have fewer than the 21 a week asked.
    expect(await availabilityIn('2029-02-01', '2029-02-28')).toEqual({
      Alice: 'busy',
      Bruno: 'away',
      Chloé: 'busy',
    });
    // After the booked project: as they say, but for Bruno, whose 14 hours a week are fewer than the 21 asked.
    expect(await availabilityIn('2029-05-01', '2029-06-30')).toEqual({
      Alice: 'available',
      Bruno: 'busy',
      Chloé: 'available',
    });
  });
});
