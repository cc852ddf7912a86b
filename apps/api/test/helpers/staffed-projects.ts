import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Plan } from '@escouade/contract/plans';
import { nextIp, type RegisteredUser, registerConfirmedUser } from './auth.ts';
import type { TestApp } from './test-app.ts';

// A world for the tests of what happens once a team is complete: a client, another client, a professional
// outside the project, an administrator, three professionals each holding one of three skills (so a brief
// asking those three skills is staffed by them), and a way to create a staffed project.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface StaffedWorld {
  client: RegisteredUser;
  otherClient: RegisteredUser;
  outsider: RegisteredUser;
  admin: RegisteredUser;
  pros: RegisteredUser[];
  skillIds: string[];
  call: (method: Method, url: string, cookie?: string, payload?: object) => Promise<LightMyRequestResponse>;
  readPlan: (projectId: string, cookie?: string) => Promise<Plan>;
  /** A project of `client` whose three seats are offered; `accepting` of them accept. */
  createProject: (options?: {
    accepting?: number;
    startDate?: string | null;
    deadline?: string | null;
    lengthWeeks?: number | null;
    language?: 'fr' | 'en';
  }) => Promise<string>;
}

/** `prefix` keeps the addresses and skill names of two test files apart. */
export async function setUpStaffedWorld(
  testApp: TestApp,
  prefix: string,
  people: { firstName: string; hoursPerWeek: string }[] = [
    { firstName: 'Alice', hoursPerWeek: '' },
    { firstName: 'Bruno', hoursPerWeek: '14' },
    { firstName: 'Chloé', hoursPerWeek: '30' },
  ],
): Promise<StaffedWorld> {
  const auth = { app: testApp.app, appUrl: testApp.config.appUrl };
  const call: StaffedWorld['call'] = async (method, url, cookie, payload) =>
    await testApp.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      remoteAddress: nextIp(),
      headers: { origin: testApp.config.appUrl, ...(cookie ? { cookie } : {}) },
    });
  const client = await registerConfirmedUser(auth, { email: `${prefix.toLowerCase()}-client@example.test` });
  await testApp.db.execute(
    sql`insert into profiles (id, first_name, last_name) values (${client.id}, 'Claire', 'Cliente')
        on conflict (id) do update set first_name = 'Claire', last_name = 'Cliente'`,
  );
  const otherClient = await registerConfirmedUser(auth, {
    email: `${prefix.toLowerCase()}-other-client@example.test`,
  });
  const outsider = await registerConfirmedUser(auth, {
    email: `${prefix.toLowerCase()}-outsider@example.test`,
    role: 'professional',
  });
  const admin = await registerConfirmedUser(auth, { email: `${prefix.toLowerCase()}-admin@example.test` });
  await testApp.db.execute(sql`update "user" set role = 'admin' where id = ${admin.id}`);
  const skillIds: string[] = [];
  for (const skill of [
    { name: `${prefix} : React`, category: 'development' },
    { name: `${prefix} : PostgreSQL`, category: 'data' },
    { name: `${prefix} : gestion de projet`, category: 'management' },
  ]) {
    const row = await testApp.db.execute<{ id: string }>(
      sql`insert into skills (name, category) values (${skill.name}, ${skill.category}) returning id`,
    );
    skillIds.push(row.rows[0]?.id ?? '');
  }
  const pros: RegisteredUser[] = [];
  for (const [index, person] of people.entries()) {
    const pro = await registerConfirmedUser(auth, {
      email: `${prefix.toLowerCase()}-pro${index}@example.test`,
      role: 'professional',
    });
    const profile = await call('PATCH', `/api/profiles/${pro.id}`, pro.cookie, {
      firstName: person.firstName,
      lastName: 'Test',
      profession: 'Consultante',
      hourlyRate: '60',
      hoursPerWeek: person.hoursPerWeek,
    });
    expect(profile.statusCode).toBe(200);
    const added = await call('POST', `/api/profiles/${pro.id}/skills`, pro.cookie, {
      skillId: skillIds[index],
      level: 4,
    });
    expect(added.statusCode).toBe(201);
    pros.push(pro);
  }

  const readPlan: StaffedWorld['readPlan'] = async (projectId, cookie = client.cookie) => {
    const response = await call('GET', `/api/projects/${projectId}/plan`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  const createProject: StaffedWorld['createProject'] = async ({
    accepting = 3,
    startDate = '2027-03-01',
    deadline = '2027-06-30',
    lengthWeeks = null,
    language = 'fr',
  } = {}) => {
    const created = await call('POST', '/api/projects', client.cookie, { language });
    const projectId = created.json().id as string;
    const confirmed = await call('PUT', `/api/projects/${projectId}/brief`, client.cookie, {
      title: 'Plateforme de réservation',
      skills: skillIds.map((skillId, index) => ({ skillId, minLevel: 3, weight: 5 - index })),
      teamSize: { min: 3, max: 3 },
      budget: null,
      startDate,
      deadline,
      lengthWeeks,
      effortDaysPerWeek: 3,
    });
    expect(confirmed.statusCode).toBe(200);
    const chosen = await call(
      'POST',
      `/api/projects/${projectId}/proposals/best_coverage/choose`,
      client.cookie,
    );
    expect(chosen.statusCode).toBe(200);
    const seats = chosen.json().team as { id: string; professional: { id: string } }[];
    expect(seats).toHaveLength(3);
    for (const seat of seats.slice(0, accepting)) {
      const pro = pros.find((candidate) => candidate.id === seat.professional.id);
      const accepted = await call('POST', `/api/invitations/${seat.id}/accept`, pro?.cookie);
      expect(accepted.statusCode).toBe(200);
    }
    return projectId;
  };

  return { client, otherClient, outsider, admin, pros, skillIds, call, readPlan, createProject };
}
