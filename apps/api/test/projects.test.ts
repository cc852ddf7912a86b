import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalLabel } from '@escouade/contract/proposal-labels';
import {
  type AuthClient,
  nextIp,
  type RegisteredUser,
  registerConfirmedUser,
  registerEligibleProfessional,
} from './helpers/auth.ts';
import { parseEventStream } from './helpers/event-stream.ts';
import { readMailbox } from './helpers/mailbox.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { countContradictions } from '../src/modules/projects/pod-formation/quality-check.ts';
import type { PodProposal } from '../src/modules/projects/pod-formation/types.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const SKILLS = ['React Native', 'Node.js', 'PostgreSQL', 'UI design', 'Gestion de projet'];

describe('projects: brief chat, three proposals, invitations', () => {
  let testApp: TestApp;
  let client: AuthClient;
  let owner: RegisteredUser;
  let otherClient: RegisteredUser;
  const skillIds = new Map<string, string>();
  const professionals: { id: string; email: string; cookie?: string }[] = [];

  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { origin: client.appUrl, ...(cookie ? { cookie } : {}) },
    });

  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
    owner = await registerConfirmedUser(client, { email: 'client@example.test', role: 'user' });
    otherClient = await registerConfirmedUser(client, { email: 'other-client@example.test', role: 'user' });
    for (const name of SKILLS) {
      const result = await testApp.db.execute<{ id: string }>(
        sql`insert into skills (name, category) values (${name}, 'development')
         on conflict (lower(name)) do update set category = excluded.category returning id`,
      );
      skillIds.set(name, result.rows[0]?.id ?? '');
    }
    // Eight professionals with different skills, levels, rates and availability; one not looking.
    const people = [
      { skills: ['React Native', 'Node.js'], level: 5, rate: 90, availability: 'available', years: 12 },
      { skills: ['React Native'], level: 4, rate: 60, availability: 'available', years: 6 },
      { skills: ['Node.js', 'PostgreSQL'], level: 4, rate: 70, availability: 'available', years: 8 },
      { skills: ['PostgreSQL'], level: 3, rate: 45, availability: 'busy', years: 3 },
      { skills: ['UI design'], level: 4, rate: 55, availability: 'available', years: 7 },
      { skills: ['UI design', 'Gestion de projet'], level: 3, rate: 50, availability: 'away', years: 4 },
      {
        skills: ['React Native', 'Node.js', 'PostgreSQL'],
        level: 5,
        rate: 120,
        availability: 'not_looking',
        years: 15,
      },
      { skills: ['Node.js'], level: 2, rate: 35, availability: 'available', years: 1 },
    ];
    for (const [index, person] of people.entries()) {
      const id = `pro-${index}-${randomUUID().slice(0, 8)}`;
      const email = `pro${index}@example.test`;
      await testApp.db.execute(sql`
        insert into "user" (id, email, name, role, email_verified) values (${id}, ${email}, '', 'professional', true)`);
      await testApp.db.execute(sql`
        insert into profiles (id, first_name, last_name) values (${id}, ${`Pro${index}`}, 'Test')`);
      await testApp.db.execute(sql`
        insert into professional_profiles (id, profession, experience_years, hourly_rate, availability_status)
        values (${id}, 'Développeur', ${person.years}, ${person.rate}, ${person.availability})`);
      for (const skill of person.skills) {
        await testApp.db.execute(sql`
          insert into user_skills (user_id, skill_id, level) values (${id}, ${skillIds.get(skill)}, ${person.level})`);
      }
      professionals.push({ id, email });
    }
  });
  afterAll(() => testApp.close());

  const BRIEF = {
    title: 'Application mobile de réservation',
    description: 'Réservation de créneaux.',
    teamSize: { min: 2, max: 4 },
    budget: { kind: 'hourly', maxHourlyTotal: 250 },
    startDate: '2027-01-04',
    deadline: '2027-06-30',
    priority: 'balanced',
  };
  const briefSkills = () =>
    ['React Native', 'Node.js', 'PostgreSQL', 'UI design'].map((name) => ({
      skillId: skillIds.get(name),
      minLevel: 3,
      weight: name === 'React Native' ? 5 : 3,
    }));

  type ProposalRow = {
    kind: string;
    labels: ProposalLabel[];
    members: { userId: string; availability: string; experienceYears: number | null }[];
    coverageScore: number;
    hourlyCost: number;
    averageExperienceYears: number;
    withinBudget: boolean | null;
  };

  // Each test builds the project it needs from these steps, so that it runs alone and in any order.
  const createDraft = async (cookie = owner.cookie): Promise<string> => {
    const response = await call('POST', '/api/projects', cookie, { language: 'fr' });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };
  const createProposed = async (): Promise<{ projectId: string; proposals: ProposalRow[] }> => {
    const projectId = await createDraft();
    const response = await call('PUT', `/api/projects/${projectId}/brief`, owner.cookie, {
      ...BRIEF,
      skills: briefSkills(),
    });
    expect(response.statusCode).toBe(200);
    return { projectId, proposals: response.json() };
  };
  const createStaffing = async (): Promise<{
    projectId: string;
    proposals: ProposalRow[];
    invitedIds: string[];
  }> => {
    const { projectId, proposals } = await createProposed();
    const chosen = await call(
      'POST',
      `/api/projects/${projectId}/proposals/best_coverage/choose`,
      owner.cookie,
    );
    expect(chosen.statusCode).toBe(200);
    const invitedIds = chosen
      .json()
      .team.map((seat: { professional: { id: string } }) => seat.professional.id) as string[];
    return { projectId, proposals, invitedIds };
  };
  /** A session of a seeded professional, who gets the owner's password the first time. */
  const professionalCookies = new Map<string, string>();
  const signInProfessional = async (id: string): Promise<string> => {
    const known = professionalCookies.get(id);
    if (known) return known;
    const professional = professionals.find((candidate) => candidate.id === id);
    await testApp.db.execute(sql`
      insert into account (id, account_id, provider_id, user_id, password)
      select ${`acc-${id}`}, ${id}, 'credential', ${id}, password from account where user_id = ${owner.id}`);
    const signIn = await call('POST', '/api/auth/sign-in/email', undefined, {
      email: professional?.email,
      password: owner.password,
    });
    const cookie = signIn.cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
    professionalCookies.set(id, cookie);
    return cookie;
  };

  it('creates a draft project for any signed-in client', async () => {
    expect((await call('POST', '/api/projects', undefined, { language: 'fr' })).statusCode).toBe(401);
    const response = await call('POST', '/api/projects', owner.cookie, { language: 'fr' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'draft', isOwner: true, messages: [] });
  });

  it('streams the assistant’s answer and saves the conversation with the draft brief', async () => {
    const projectId = await createDraft();
    const response = await call('POST', `/api/projects/${projectId}/messages`, owner.cookie, {
      content:
        'Nous voulons une application mobile en React Native avec une API Node.js et une base PostgreSQL, pour un budget de 30 000 €, livraison avant le 30 juin 2027.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/event-stream/);
    const events = parseEventStream(response.body);
    const deltas = events.filter((event) => event.event === 'delta');
    const done = events.find((event) => event.event === 'done')?.data as {
      message: { content: string };
      draftBrief: { skills: { name: string }[]; budget: unknown; deadline: string | null; language: string };
    };
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((event) => (event.data as { text: string }).text).join('')).toBe(done.message.content);
    expect(done.draftBrief.language).toBe('fr');
    expect(done.draftBrief.skills.map((skill) => skill.name)).toEqual(
      expect.arrayContaining(['React Native', 'Node.js', 'PostgreSQL']),
    );
    expect(done.draftBrief.budget).toEqual({ kind: 'total', amount: 30000 });
    expect(done.draftBrief.deadline).toBe('2027-06-30');

    const project = (await call('GET', `/api/projects/${projectId}`, owner.cookie)).json();
    expect(project.messages.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant']);
    expect(project.draftBrief.skills.length).toBeGreaterThanOrEqual(3);
  });

  it('hides a project from other clients entirely', async () => {
    const projectId = await createDraft();
    for (const [method, url, payload] of [
      ['GET', `/api/projects/${projectId}`, undefined],
      ['GET', `/api/projects/${projectId}/proposals`, undefined],
      ['POST', `/api/projects/${projectId}/messages`, { content: 'Bonjour' }],
      ['POST', `/api/projects/${projectId}/cancel`, {}],
    ] as const) {
      const response = await call(method, url, otherClient.cookie, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('PROJECT_NOT_FOUND');
    }
  });

  it('proposes three genuinely different teams from real, available professionals', async () => {
    const projectId = await createDraft();
    const brief = { ...BRIEF, skills: briefSkills() };
    expect(
      (await call('PUT', `/api/projects/${projectId}/brief`, otherClient.cookie, brief)).statusCode,
    ).toBe(404);
    const invalid = await call('PUT', `/api/projects/${projectId}/brief`, owner.cookie, {
      ...brief,
      deadline: '2026-12-01',
    });
    expect(invalid.statusCode).toBe(400);

    const response = await call('PUT', `/api/projects/${projectId}/brief`, owner.cookie, brief);
    expect(response.statusCode).toBe(200);
    const proposals: ProposalRow[] = response.json();
    expect(proposals.map((proposal) => proposal.kind)).toEqual([
      'best_coverage',
      'best_value',
      'most_senior',
    ]);
    const memberSets = proposals.map((proposal) =>
      proposal.members
        .map((member) => member.userId)
        .sort()
        .join(','),
    );
    expect(new Set(memberSets).size).toBe(3);
    // Each proposal carries the labels its figures earn beside the others, and none is contradicted.
    for (const proposal of proposals) expect(proposal.labels.length).toBeGreaterThan(0);
    expect(proposals[0]?.labels).toContain('best_coverage');
    expect(
      countContradictions(
        proposals as unknown as PodProposal[],
        proposals.map((proposal) => proposal.labels),
      ),
    ).toBe(0);
    const notLooking = professionals[6]?.id;
    for (const proposal of proposals) {
      expect(proposal.members.length).toBeGreaterThanOrEqual(2);
      expect(proposal.members.length).toBeLessThanOrEqual(4);
      expect(proposal.members.map((member) => member.userId)).not.toContain(notLooking);
      expect(proposal.members.map((member) => member.userId)).not.toContain(owner.id);
    }
    const project = (await call('GET', `/api/projects/${projectId}`, owner.cookie)).json();
    expect(project).toMatchObject({ status: 'proposed', title: 'Application mobile de réservation' });
  });

  it('seats only people meeting a required skill at its level, and names the skills left uncovered', async () => {
    const projectId = await createDraft();
    const response = await call('PUT', `/api/projects/${projectId}/brief`, owner.cookie, {
      ...BRIEF,
      skills: [
        { skillId: skillIds.get('Node.js'), minLevel: 3, weight: 5 },
        // Held at 3 by one professional only: below the level asked for.
        { skillId: skillIds.get('Gestion de projet'), minLevel: 5, weight: 2 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const proposals: (ProposalRow & { uncoveredSkills: unknown[] })[] = response.json();
    expect(proposals.length).toBeGreaterThan(0);
    const belowEverything = [professionals[5]?.id, professionals[7]?.id];
    for (const proposal of proposals) {
      for (const member of proposal.members) expect(belowEverything).not.toContain(member.userId);
      expect(proposal.uncoveredSkills).toEqual([
        {
          skillId: skillIds.get('Gestion de projet'),
          name: 'Gestion de projet',
          minLevel: 5,
          bestLevel: null,
        },
      ]);
    }
  });

  it('invites the members of the chosen configuration, in-app and by e-mail', async () => {
    const { projectId, proposals } = await createProposed();
    const chosen = await call(
      'POST',
      `/api/projects/${projectId}/proposals/best_coverage/choose`,
      owner.cookie,
    );
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().status).toBe('staffing');
    const invitedIds: string[] = chosen
      .json()
      .team.map((seat: { professional: { id: string } }) => seat.professional.id);
    expect(invitedIds.sort()).toEqual(
      (proposals.find((proposal) => proposal.kind === 'best_coverage')?.members ?? [])
        .map((member) => member.userId)
        .sort(),
    );
    for (const id of invitedIds) {
      const email = professionals.find((professional) => professional.id === id)?.email ?? '';
      const mails = await readMailbox(testApp.app, email);
      expect(mails.map((mail) => mail.template)).toContain('project-invitation');
      // The professional knows who asks, and their record as a client.
      const invitation = mails.find((mail) => mail.template === 'project-invitation');
      expect(invitation?.text).toContain('Camille Durand a choisi une équipe dont vous faites partie');
      expect(invitation?.text).toContain('premier projet sur Escouade, pas encore d’avis');
    }
    const again = await call('POST', `/api/projects/${projectId}/proposals/best_value/choose`, owner.cookie);
    expect(again.statusCode).toBe(409);
  });

  it('shows the invited professional what they decide on: the client and their record, the required levels, the dates, the hours a week and their rate as proposed; to nobody else', async () => {
    // The client's record: one delivered project, one published review by a member, one not yet published.
    const reviewer = professionals[0]!.id;
    const delivered = await testApp.db.execute<{ id: string }>(sql`
      insert into projects (client_id, title, status, delivered_at) values (${owner.id}, 'Ancien projet', 'delivered', now())
      returning id`);
    const pastId = delivered.rows[0]!.id;
    await testApp.db.execute(sql`
      insert into project_reviews (project_id, author_id, subject_id, author_role, rating, comment, published_at, publishes_at)
      values (${pastId}, ${reviewer}, ${owner.id}, 'member', 4, 'Client clair et ponctuel.', now(), now()),
             (${pastId}, ${professionals[1]!.id}, ${owner.id}, 'member', 1, 'Pas encore publié.', null, now() + interval '10 days')`);
    try {
      const { projectId } = await createProposed();
      const chosen = await call(
        'POST',
        `/api/projects/${projectId}/proposals/best_coverage/choose`,
        owner.cookie,
      );
      const seat = (chosen.json().team as { id: string; professional: { id: string } }[])[0]!;
      const cookie = await signInProfessional(seat.professional.id);
      const response = await call('GET', `/api/invitations/${seat.id}`, cookie);
      expect(response.statusCode).toBe(200);
      const details = response.json();
      const rate = await testApp.db.execute<{ rate: string }>(
        sql`select hourly_rate as rate from professional_profiles where id = ${seat.professional.id}`,
      );
      const hourlyRate = Number(rate.rows[0]!.rate);
      expect(details).toMatchObject({
        projectId,
        status: 'pending',
        client: {
          id: owner.id,
          firstName: 'Camille',
          lastName: 'Durand',
          completedProjects: 1,
          rating: { average: 4, count: 1 },
        },
        organisation: null,
        verified: null,
        startDate: '2027-01-04',
        deadline: '2027-06-30',
        // Three days a week (the brief's default), seven hours a day, over the 25 weeks to the deadline.
        hoursPerWeek: 21,
        weeks: 25,
        hourlyRate,
        estimatedEarnings: Math.round(hourlyRate * 21 * 25),
      });
      expect(details.proposalId).toEqual(expect.any(String));
      expect(details.skills.length).toBeGreaterThan(0);
      for (const skill of details.skills) expect(skill.requiredLevel).toBe(3);

      // The e-mail says the same, in the professional's words.
      const email = professionals.find((professional) => professional.id === seat.professional.id)!.email;
      const mail = (await readMailbox(testApp.app, email)).find(
        (item) => item.template === 'project-invitation',
      );
      expect(mail?.text).toContain('1 projet(s) mené(s) à bien sur Escouade');
      expect(mail?.text).toContain('noté 4/5 par les professionnels (1 avis)');
      expect(mail?.text).toContain('niveau requis 3/5');
      expect(mail?.text).toContain('du 4 janvier 2027 au 30 juin 2027');
      expect(mail?.text).toContain('21\u00a0h par semaine');
      expect(mail?.links).toContain(`${testApp.config.appUrl}/dashboard/invitations/${seat.id}`);

      // Nobody else reads it: the client, another professional, an unknown id.
      expect((await call('GET', `/api/invitations/${seat.id}`, owner.cookie)).statusCode).toBe(404);
      const other = (chosen.json().team as { id: string; professional: { id: string } }[])[1];
      if (other) {
        const otherCookie = await signInProfessional(other.professional.id);
        expect((await call('GET', `/api/invitations/${seat.id}`, otherCookie)).statusCode).toBe(404);
      }
      expect((await call('GET', `/api/invitations/${randomUUID()}`, cookie)).json().code).toBe(
        'INVITATION_NOT_FOUND',
      );
    } finally {
      await testApp.db.execute(sql`delete from projects where id = ${pastId}`);
    }
  });

  it('names the organisation a project is run for on its invitation, the page and the e-mail, with a link to its public page', async () => {
    const created = await testApp.db.execute<{ id: string }>(sql`
      insert into organisations (legal_name, sector, siret, verified_at)
      values ('Atelier Nord SAS', 'Industrie textile', '73282932000074', now()) returning id`);
    const organisationId = created.rows[0]!.id;
    try {
      const { projectId } = await createProposed();
      await testApp.db.execute(
        sql`update projects set organisation_id = ${organisationId} where id = ${projectId}`,
      );
      const chosen = await call(
        'POST',
        `/api/projects/${projectId}/proposals/best_coverage/choose`,
        owner.cookie,
      );
      expect(chosen.statusCode).toBe(200);
      const seat = (chosen.json().team as { id: string; professional: { id: string } }[])[0]!;
      const cookie = await signInProfessional(seat.professional.id);
      const details = (await call('GET', `/api/invitations/${seat.id}`, cookie)).json();
      expect(details.organisation).toEqual({
        id: organisationId,
        name: 'Atelier Nord SAS',
        sector: 'Industrie textile',
      });
      expect(details.verified).toBe(true);

      const email = professionals.find((professional) => professional.id === seat.professional.id)!.email;
      const mail = (await readMailbox(testApp.app, email)).find(
        (item) => item.template === 'project-invitation' && item.text.includes('Atelier Nord SAS'),
      );
      expect(mail?.text).toContain(
        'Atelier Nord SAS, secteur\u202f: Industrie textile, entreprise vérifiée par Escouade',
      );
      expect(mail?.text).toContain('Le projet est mené pour Atelier Nord SAS.');
      expect(mail?.links).toContain(`${testApp.config.appUrl}/organisations/${organisationId}`);
    } finally {
      await testApp.db.execute(sql`delete from organisations where id = ${organisationId}`);
    }
  });

  it('keeps a block made after the proposals: choosing them is refused, and so is accepting a seat', async () => {
    const block = (blocker: string, blocked: string) =>
      testApp.db.execute(
        sql`insert into user_blocks (blocker_id, blocked_id) values (${blocker}, ${blocked})`,
      );
    const unblockAll = () => testApp.db.execute(sql`delete from user_blocks`);
    try {
      // A member of the proposal blocked the client after it was formed: the client forms it again.
      const { projectId, proposals } = await createProposed();
      const member =
        proposals.find((proposal) => proposal.kind === 'best_coverage')?.members[0]?.userId ?? '';
      await block(member, owner.id);
      const refused = await call(
        'POST',
        `/api/projects/${projectId}/proposals/best_coverage/choose`,
        owner.cookie,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'INTERACTION_BLOCKED' });
      expect((await call('GET', `/api/projects/${projectId}`, owner.cookie)).json().status).toBe('proposed');
      const reformed = await call('PUT', `/api/projects/${projectId}/brief`, owner.cookie, {
        ...BRIEF,
        skills: briefSkills(),
      });
      for (const proposal of reformed.json() as ProposalRow[]) {
        expect(proposal.members.map((each) => each.userId)).not.toContain(member);
      }
      await unblockAll();

      // The client blocked an invited professional: declining stays possible, accepting does not.
      const staffing = await createStaffing();
      const [first = '', second = ''] = staffing.invitedIds;
      await block(owner.id, first);
      await block(owner.id, second);
      const team = (await call('GET', `/api/projects/${staffing.projectId}`, owner.cookie)).json().team as {
        id: string;
        professional: { id: string };
      }[];
      const seatOf = (id: string) => team.find((seat) => seat.professional.id === id)?.id;
      const accept = await call(
        'POST',
        `/api/invitations/${seatOf(first)}/accept`,
        await signInProfessional(first),
      );
      expect(accept.statusCode).toBe(403);
      expect(accept.json()).toMatchObject({ code: 'INTERACTION_BLOCKED' });
      const decline = await call(
        'POST',
        `/api/invitations/${seatOf(second)}/decline`,
        await signInProfessional(second),
      );
      expect(decline.statusCode).toBe(200);
    } finally {
      await unblockAll();
    }
  });

  it('lets the invited professionals see the project and its team, but not the chat', async () => {
    const { projectId, invitedIds } = await createStaffing();
    const memberCookie = await signInProfessional(invitedIds[0] ?? '');
    const mine = (await call('GET', '/api/projects', memberCookie)).json();
    expect(mine.invitations).toContainEqual(expect.objectContaining({ projectId, status: 'pending' }));
    // Each skill of the seat says the level the brief requires (3 for every skill here) beside their own.
    const seat = (
      mine.invitations as { projectId: string; skills: { level: number; requiredLevel: number | null }[] }[]
    ).find((invitation) => invitation.projectId === projectId);
    expect(seat?.skills.length).toBeGreaterThan(0);
    for (const skill of seat?.skills ?? []) expect(skill.requiredLevel).toBe(3);
    const project = (await call('GET', `/api/projects/${projectId}`, memberCookie)).json();
    expect(project).toMatchObject({ isOwner: false, messages: [], draftBrief: null });
    expect(project.team.length).toBe(invitedIds.length);
    const teamSkills = (
      project.team as { skills: { level: number; requiredLevel: number | null }[] }[]
    ).flatMap((teamSeat) => teamSeat.skills);
    for (const skill of teamSkills) expect(skill.requiredLevel).toBe(3);
    // Not the members' own levels, which are higher here.
    expect(teamSkills.some((skill) => skill.level > 3)).toBe(true);
  });

  it('names the skills of the brief and of the team in the reader’s language, in the page’s one statement', async () => {
    const { projectId } = await createStaffing();
    const uiDesign = skillIds.get('UI design') ?? '';
    await testApp.db.execute(sql`update skills set name = 'Design d’interface', name_en = 'Interface design'
      where id = ${uiDesign}`);
    try {
      const namesOf = (payload: unknown): string[] => {
        const names: string[] = [];
        const visit = (value: unknown): void => {
          if (Array.isArray(value)) value.forEach(visit);
          else if (typeof value === 'object' && value !== null) {
            const named = value as { skillId?: unknown; name?: unknown };
            if (named.skillId === uiDesign && typeof named.name === 'string') names.push(named.name);
            Object.values(value).forEach(visit);
          }
        };
        visit(payload);
        return names;
      };
      const inFrench = (await call('GET', `/api/projects/${projectId}`, owner.cookie)).json();
      const inEnglish = (await call('GET', `/api/projects/${projectId}?lng=en`, owner.cookie)).json();
      // The brief names the skill, and so does the seat of the member who holds it.
      expect(namesOf(inFrench.team).length).toBeGreaterThan(0);
      expect(namesOf(inFrench.brief).length).toBeGreaterThan(0);
      expect(new Set(namesOf(inFrench))).toEqual(new Set(['Design d’interface']));
      expect(new Set(namesOf(inEnglish))).toEqual(new Set(['Interface design']));
    } finally {
      await testApp.db.execute(
        sql`update skills set name = 'UI design', name_en = null where id = ${uiDesign}`,
      );
    }
  });

  it('refills a declined seat with the next best candidate, then is staffed once every seat accepts', async () => {
    const { projectId, invitedIds } = await createStaffing();
    const team = (await call('GET', `/api/projects/${projectId}`, owner.cookie)).json().team as {
      id: string;
      professional: { id: string };
    }[];
    const [declining, ...accepting] = team;
    if (!declining) throw new Error('empty team');

    const stranger = await call('POST', `/api/invitations/${declining.id}/accept`, otherClient.cookie);
    expect(stranger.statusCode).toBe(404);
    const declined = await call(
      'POST',
      `/api/invitations/${declining.id}/decline`,
      await signInProfessional(declining.professional.id),
    );
    expect(declined.json().status).toBe('declined');

    const refilled = await call(
      'POST',
      `/api/projects/${projectId}/invitations/${declining.id}/refill`,
      owner.cookie,
    );
    expect(refilled.statusCode).toBe(200);
    const newTeam = refilled.json().team as { id: string; status: string; professional: { id: string } }[];
    const newcomer = newTeam.find(
      (seat) => seat.status === 'pending' && !invitedIds.includes(seat.professional.id),
    );
    expect(newcomer).toBeDefined();
    expect(newcomer?.professional.id).not.toBe(professionals[6]?.id);
    expect(newTeam.map((seat) => seat.professional.id)).not.toContain(declining.professional.id);

    for (const seat of accepting) {
      const accepted = await call(
        'POST',
        `/api/invitations/${seat.id}/accept`,
        await signInProfessional(seat.professional.id),
      );
      expect(accepted.json().status).toBe('accepted');
    }
    expect((await call('GET', `/api/projects/${projectId}`, owner.cookie)).json().status).toBe('staffing');

    await call(
      'POST',
      `/api/invitations/${newcomer?.id}/accept`,
      await signInProfessional(newcomer?.professional.id ?? ''),
    );
    const project = (await call('GET', `/api/projects/${projectId}`, owner.cookie)).json();
    expect(project.status).toBe('staffed');
    expect(
      project.team.every(
        (seat: { status: string }) => seat.status === 'accepted' || seat.status === 'declined',
      ),
    ).toBe(true);
  });

  it('lists a client’s own projects only', async () => {
    const newClient = await registerConfirmedUser(client, { email: 'new-client@example.test', role: 'user' });
    const projectId = await createDraft(newClient.cookie);
    await createDraft(owner.cookie);
    const mine = (await call('GET', '/api/projects', newClient.cookie)).json();
    expect(mine.projects.map((project: { id: string }) => project.id)).toEqual([projectId]);
    const theirs = (await call('GET', '/api/projects', otherClient.cookie)).json();
    expect(theirs.projects).toEqual([]);
  });

  describe('budgets read against the effort of the project', () => {
    type PricedProposal = ProposalRow & { estimatedCost: number | null; overBudgetBy: number | null };
    const confirm = async (overrides: object) => {
      const projectId = await createDraft();
      const response = await call('PUT', `/api/projects/${projectId}/brief`, owner.cookie, {
        ...BRIEF,
        skills: briefSkills(),
        ...overrides,
      });
      return { projectId, response };
    };

    it('compares a total budget with each team’s cost over the project: rates × hours per member', async () => {
      // Twelve weeks at two and a half days a week: 210 hours for each member.
      const { projectId, response } = await confirm({
        budget: { kind: 'total', amount: 35_000 },
        startDate: '2027-01-04',
        deadline: '2027-03-29',
        effortDaysPerWeek: 2.5,
      });
      expect(response.statusCode).toBe(200);
      const project = (await call('GET', `/api/projects/${projectId}`, owner.cookie)).json();
      expect(project.effort).toEqual({ weeks: 12, isFromDates: true, daysPerWeek: 2.5, hoursPerMember: 210 });
      const proposals: PricedProposal[] = response.json();
      expect(proposals.length).toBeGreaterThan(0);
      for (const proposal of proposals) {
        const cost = proposal.hourlyCost * 210;
        expect(proposal.estimatedCost).toBe(Math.round(cost));
        expect(proposal.withinBudget).toBe(cost <= 35_000);
        expect(proposal.overBudgetBy).toBe(cost <= 35_000 ? null : Math.ceil(cost - 35_000));
      }
      // 35 000 € allows the whole team 166 €/h: a team of several members costing more than a single
      // member's share (the old reading, 35 000 € ÷ (160 h × 4 people) ≈ 55 €/h) is within budget.
      expect(proposals[0]?.withinBudget).toBe(true);
      expect(proposals.some((proposal) => proposal.withinBudget && proposal.hourlyCost > 100)).toBe(true);

      // More days a week each: more hours, so fewer teams fit the same amount.
      const fullTime = await confirm({
        budget: { kind: 'total', amount: 35_000 },
        startDate: '2027-01-04',
        deadline: '2027-03-29',
        effortDaysPerWeek: 5,
      });
      for (const proposal of fullTime.response.json() as PricedProposal[]) {
        expect(proposal.estimatedCost).toBe(Math.round(proposal.hourlyCost * 420));
        expect(proposal.withinBudget).toBe(proposal.hourlyCost * 420 <= 35_000);
      }
    });

    it('assumes twelve weeks at three days a week when the brief has no deadline', async () => {
      const { projectId, response } = await confirm({
        budget: { kind: 'total', amount: 50_000 },
        startDate: null,
        deadline: null,
      });
      expect(response.statusCode).toBe(200);
      const project = (await call('GET', `/api/projects/${projectId}`, owner.cookie)).json();
      expect(project.effort).toEqual({ weeks: 12, isFromDates: false, daysPerWeek: 3, hoursPerMember: 252 });
      expect(project.brief.effortDaysPerWeek).toBe(3);
    });

    it('counts the effort over the length the client gave when there is no deadline', async () => {
      const { projectId, response } = await confirm({
        budget: { kind: 'total', amount: 50_000 },
        startDate: '2027-01-04',
        deadline: null,
        lengthWeeks: 26,
        effortDaysPerWeek: 2,
      });
      expect(response.statusCode).toBe(200);
      const project = (await call('GET', `/api/projects/${projectId}`, owner.cookie)).json();
      // 26 weeks at 2 days of 7 hours: 364 hours for each member.
      expect(project.effort).toEqual({ weeks: 26, isFromDates: true, daysPerWeek: 2, hoursPerMember: 364 });
      expect(project.brief.lengthWeeks).toBe(26);
      for (const proposal of response.json() as PricedProposal[]) {
        expect(proposal.estimatedCost).toBe(Math.round(proposal.hourlyCost * 364));
      }
      // A deadline, when there is one, sets the weeks whatever the length.
      const dated = await confirm({
        startDate: '2027-01-04',
        deadline: '2027-03-29',
        lengthWeeks: 26,
        effortDaysPerWeek: 2,
      });
      const datedProject = (await call('GET', `/api/projects/${dated.projectId}`, owner.cookie)).json();
      expect(datedProject.effort.weeks).toBe(12);
    });

    it.each([
      [0, 'tooSmall'],
      [105, 'tooLarge'],
      [2.5, 'notAnInteger'],
    ])('refuses a length of %s weeks with a 400 that names the field', async (lengthWeeks, message) => {
      const { response } = await confirm({ lengthWeeks });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().details.issues).toContainEqual(
        expect.objectContaining({ path: ['body', 'lengthWeeks'], message }),
      );
    });

    it('says how far each team goes over a total budget that no team fits', async () => {
      const { response } = await confirm({ budget: { kind: 'total', amount: 1_000 } });
      expect(response.statusCode).toBe(200);
      const proposals: PricedProposal[] = response.json();
      expect(proposals.length).toBeGreaterThan(0);
      // Still the best coverage there is, and each says by how much it is over: 25 weeks × 3 days × 7 h.
      expect(proposals[0]?.labels).toContain('best_coverage');
      for (const proposal of proposals) {
        expect(proposal.withinBudget).toBe(false);
        expect(proposal.overBudgetBy).toBe(Math.ceil(proposal.hourlyCost * 525 - 1_000));
      }
    });

    it('keeps an hourly ceiling for the whole team, and says how far over it a team goes', async () => {
      const { response } = await confirm({ budget: { kind: 'hourly', maxHourlyTotal: 150 } });
      expect(response.statusCode).toBe(200);
      const proposals: PricedProposal[] = response.json();
      for (const proposal of proposals) {
        expect(proposal.withinBudget).toBe(proposal.hourlyCost <= 150);
        expect(proposal.overBudgetBy).toBe(
          proposal.hourlyCost <= 150 ? null : Math.ceil(proposal.hourlyCost - 150),
        );
        expect(proposal.estimatedCost).toBe(Math.round(proposal.hourlyCost * 525));
      }
      expect(proposals[0]?.withinBudget).toBe(true);
    });

    it('gives every team its estimated cost without judging it when there is no budget', async () => {
      const { response } = await confirm({ budget: null });
      for (const proposal of response.json() as PricedProposal[]) {
        expect(proposal.withinBudget).toBeNull();
        expect(proposal.overBudgetBy).toBeNull();
        expect(proposal.estimatedCost).toBe(Math.round(proposal.hourlyCost * 525));
      }
    });

    it('refuses days a week outside half days from 0.5 to 5', async () => {
      for (const effortDaysPerWeek of [0, 0.25, 5.5, 'three']) {
        const { response } = await confirm({ effortDaysPerWeek });
        expect(response.statusCode, String(effortDaysPerWeek)).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
    });
  });

  it('lets an eligible professional be a client too, never proposed for their own project', async () => {
    const pro = await registerEligibleProfessional(client, { email: 'pro-client@example.test' });
    const created = (await call('POST', '/api/projects', pro.cookie, { language: 'en' })).json();
    expect(created.status).toBe('draft');
  });
});
