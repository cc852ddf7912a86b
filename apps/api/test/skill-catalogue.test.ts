import pg from 'pg';
import { syncCuratedSkills } from '../src/db/curated-skills-sync.ts';
import { CURATED_SKILLS } from '../src/db/curated-skills.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrPromoteAdmin } from '../src/scripts/create-admin.ts';
import {
  type AuthClient,
  cookiesOf,
  nextIp,
  postAuth,
  type RegisteredUser,
  registerConfirmedUser,
  registerEligibleProfessional,
} from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT';
type UserSkillRow = { skillId: string; name: string; level: number; isPending?: boolean };

describe('the skill catalogue: one skill per name in any spelling, bilingual, curated by admins', () => {
  let testApp: TestApp;
  let client: AuthClient;
  let admin: { id: string; cookie: string };
  let ines: RegisteredUser;
  let hugo: RegisteredUser;
  let client1: RegisteredUser;
  const ids = new Map<string, string>();

  const call = (method: Method, url: string, cookie?: string, payload?: object, headers = {}) =>
    testApp.app.inject({
      method,
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { origin: client.appUrl, ...(cookie ? { cookie } : {}), ...headers },
    });
  const addNewSkill = async (user: RegisteredUser, name: string, level = 3) => {
    const response = await call('POST', `/api/profiles/${user.id}/skills`, user.cookie, {
      newSkill: { name },
      level,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as UserSkillRow[];
  };
  const suggestionNames = async (query: string, cookie: string, language?: 'en') =>
    (
      await call(
        'GET',
        `/api/skills/suggestions?q=${encodeURIComponent(query)}`,
        language ? `${cookie}; i18next=${language}` : cookie,
      )
    )
      .json()
      .map((skill: { name: string }) => skill.name);
  const pendingQueue = async () =>
    (await call('GET', '/api/admin/skills/pending', admin.cookie)).json().skills as {
      id: string;
      name: string;
      holderCount: number;
      createdBy: { email: string } | null;
      similar: { name: string }[];
    }[];

  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
    for (const [name, nameEn, category] of [
      ['React', null, 'development'],
      ['Node.js', null, 'development'],
      ['Figma', null, 'design'],
      ['Prototypage', 'Prototyping', 'design'],
      ['Accessibilité numérique (RGAA)', 'Digital accessibility (RGAA)', 'design'],
    ] as const) {
      const result = await testApp.db.execute<{ id: string }>(
        sql`insert into skills (name, name_en, category) values (${name}, ${nameEn}, ${category})
         on conflict (lower(name)) do update set name_en = excluded.name_en, category = excluded.category
         returning id`,
      );
      ids.set(name, result.rows[0]?.id ?? '');
    }
    const created = await createOrPromoteAdmin(testApp.db, {
      email: 'catalogue-admin@example.test',
      password: 'the admin passphrase',
    });
    const signIn = await postAuth(client, '/sign-in/email', {
      email: 'catalogue-admin@example.test',
      password: 'the admin passphrase',
    });
    admin = { id: created.userId, cookie: cookiesOf(signIn) };
    ines = await registerEligibleProfessional(client, { email: 'ines-catalogue@example.test' });
    hugo = await registerEligibleProfessional(client, { email: 'hugo-catalogue@example.test' });
    client1 = await registerConfirmedUser(client, { email: 'client-catalogue@example.test', role: 'user' });
  });
  afterAll(() => testApp.close());

  it('reads another spelling of a catalogue skill as that skill: case, accents, punctuation, “.js”', async () => {
    const user = await registerEligibleProfessional(client, { email: 'spellings@example.test' });
    const afterReact = await addNewSkill(user, 'react.JS');
    expect(afterReact).toContainEqual(expect.objectContaining({ skillId: ids.get('React'), name: 'React' }));
    const afterNode = await addNewSkill(user, ' NodeJS ');
    expect(afterNode).toContainEqual(
      expect.objectContaining({ skillId: ids.get('Node.js'), isPending: false }),
    );
    const afterAccent = await addNewSkill(user, 'prototypage');
    expect(afterAccent).toContainEqual(expect.objectContaining({ skillId: ids.get('Prototypage') }));
    // Its English name is a spelling too.
    const duplicate = await call('POST', `/api/profiles/${user.id}/skills`, user.cookie, {
      newSkill: { name: 'Prototyping' },
      level: 3,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('SKILL_ALREADY_ADDED');
  });

  it('holds the curated catalogue in every database, approved, with its English names and aliases', async () => {
    const rows = await testApp.db.execute<{
      name: string;
      name_en: string | null;
      aliases: string[];
      status: string;
    }>(sql`select name, name_en, aliases, status from skills`);
    const byName = new Map(rows.rows.map((row) => [row.name.toLowerCase(), row]));
    for (const curated of CURATED_SKILLS) {
      const row = byName.get(curated.name.toLowerCase());
      expect({ name: curated.name, status: row?.status }).toEqual({ name: curated.name, status: 'approved' });
      expect(row?.aliases).toEqual(expect.arrayContaining([...curated.aliases]));
      if (curated.nameEn !== curated.name) expect(row?.name_en).toBeTruthy();
    }
    // Running it again (every start does) changes nothing.
    const before = await testApp.db.execute(sql`select count(*)::int as count from skills`);
    const pool = new pg.Pool({ connectionString: testApp.config.databaseUrl, max: 1 });
    await syncCuratedSkills(pool).finally(() => pool.end());
    const after = await testApp.db.execute(sql`select count(*)::int as count from skills`);
    expect(after.rows).toEqual(before.rows);
  });

  it('keeps a really new skill on its author’s profile only, and out of briefs, until an admin decides', async () => {
    const mine = await addNewSkill(ines, 'Motion design 3D', 4);
    const pending = mine.find((skill) => skill.name === 'Motion design 3D');
    expect(pending).toMatchObject({ level: 4, isPending: true });
    // The same name typed by someone else is the same pending skill, not a second one.
    const theirs = await addNewSkill(hugo, 'motion-design 3d', 2);
    expect(theirs.find((skill) => skill.skillId === pending?.skillId)).toMatchObject({ isPending: true });

    expect(await suggestionNames('design 3d', hugo.cookie)).toEqual([]);
    expect(await suggestionNames('design 3d', ines.cookie)).toEqual([]);
    // Nobody else may pick it by id, and no brief may ask for it.
    const user = await registerEligibleProfessional(client, { email: 'picker@example.test' });
    const picked = await call('POST', `/api/profiles/${user.id}/skills`, user.cookie, {
      skillId: pending?.skillId,
      level: 3,
    });
    expect(picked.statusCode).toBe(404);
    const project = (await call('POST', '/api/projects', client1.cookie, { language: 'fr' })).json();
    const brief = await call('PUT', `/api/projects/${project.id}/brief`, client1.cookie, {
      title: 'Vidéo de lancement',
      skills: [{ skillId: pending?.skillId, minLevel: 2, weight: 3 }],
      teamSize: { min: 2, max: 2 },
      budget: null,
      startDate: null,
      deadline: null,
    });
    expect(brief.statusCode).toBe(404);
    expect(brief.json().code).toBe('SKILL_NOT_FOUND');

    const queue = await pendingQueue();
    expect(queue.find((entry) => entry.id === pending?.skillId)).toMatchObject({
      name: 'Motion design 3D',
      holderCount: 2,
      createdBy: { email: 'ines-catalogue@example.test' },
    });
  });

  it('approves a skill named in both languages: suggested to everyone, in the reader’s language', async () => {
    const [skill] = (await addNewSkill(ines, 'Tournage sous-marin')).filter(
      (entry) => entry.name === 'Tournage sous-marin',
    );
    const approved = await call('POST', `/api/admin/skills/${skill?.skillId}/approve`, admin.cookie, {
      name: 'Tournage sous-marin',
      nameEn: 'Underwater filming',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ name: 'Tournage sous-marin', nameEn: 'Underwater filming' });

    expect(await suggestionNames('sous-marin', hugo.cookie)).toEqual(['Tournage sous-marin']);
    expect(await suggestionNames('underwater film', hugo.cookie, 'en')).toEqual(['Underwater filming']);
    const profile = (await call('GET', `/api/profiles/${ines.id}`, `${hugo.cookie}; i18next=en`)).json();
    expect(profile.skills.map((entry: { name: string }) => entry.name)).toEqual(
      expect.arrayContaining(['Underwater filming']),
    );
    const audit = (await call('GET', '/api/admin/audit', admin.cookie)).json();
    expect(audit.entries[0]).toMatchObject({ action: 'skill.approve', targetId: skill?.skillId });

    // Decided once: a second decision finds nothing pending.
    const again = await call('POST', `/api/admin/skills/${skill?.skillId}/reject`, admin.cookie);
    expect(again.statusCode).toBe(404);
  });

  it('refuses to approve a skill under a name another skill has', async () => {
    const [skill] = (await addNewSkill(hugo, 'Figma avancé')).filter(
      (entry) => entry.name === 'Figma avancé',
    );
    const taken = await call('POST', `/api/admin/skills/${skill?.skillId}/approve`, admin.cookie, {
      name: 'figma',
      nameEn: '',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SKILL_NAME_TAKEN');
    const blank = await call('POST', `/api/admin/skills/${skill?.skillId}/approve`, admin.cookie, {
      name: ' ',
    });
    expect(blank.statusCode).toBe(400);
  });

  it('merges a pending skill into an approved one: holders keep their best level, the name becomes an alias', async () => {
    const user = await registerEligibleProfessional(client, { email: 'merged@example.test' });
    await call('POST', `/api/profiles/${user.id}/skills`, user.cookie, {
      skillId: ids.get('Figma'),
      level: 2,
    });
    const [pending] = (await addNewSkill(user, 'Figmaa', 4)).filter((entry) => entry.name === 'Figmaa');
    const merged = await call('POST', `/api/admin/skills/${pending?.skillId}/merge`, admin.cookie, {
      targetId: ids.get('Figma'),
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().aliases).toContain('Figmaa');

    const skills = (await call('GET', '/api/profiles/me', user.cookie)).json().skills as UserSkillRow[];
    expect(skills.filter((entry) => entry.name.startsWith('Figma'))).toEqual([
      expect.objectContaining({ skillId: ids.get('Figma'), level: 4, isPending: false }),
    ]);
    // The alias is a spelling of Figma from now on, and suggests it.
    const later = await addNewSkill(hugo, 'FIGMAA');
    expect(later).toContainEqual(expect.objectContaining({ skillId: ids.get('Figma') }));
    expect(await suggestionNames('figmaa', ines.cookie)).toEqual(['Figma']);

    const intoPending = await call('POST', `/api/admin/skills/${pending?.skillId}/merge`, admin.cookie, {
      targetId: ids.get('Figma'),
    });
    expect(intoPending.statusCode).toBe(404);
  });

  it('rejects a pending skill: it leaves the catalogue and the profiles holding it', async () => {
    const [junk] = (await addNewSkill(hugo, 'Achetez mes cryptos')).filter(
      (entry) => entry.name === 'Achetez mes cryptos',
    );
    const rejected = await call('POST', `/api/admin/skills/${junk?.skillId}/reject`, admin.cookie);
    expect(rejected.statusCode).toBe(200);
    const skills = (await call('GET', '/api/profiles/me', hugo.cookie)).json().skills as UserSkillRow[];
    expect(skills.map((entry) => entry.name)).not.toContain('Achetez mes cryptos');
    expect((await pendingQueue()).map((entry) => entry.id)).not.toContain(junk?.skillId);
  });

  it('names the skills of briefs and proposals in the reader’s language, as the catalogue names them now', async () => {
    const prototyping = ids.get('Prototypage') ?? '';
    for (const pro of [ines, hugo]) {
      await call('POST', `/api/profiles/${pro.id}/skills`, pro.cookie, { skillId: prototyping, level: 4 });
    }
    const project = (await call('POST', '/api/projects', client1.cookie, { language: 'fr' })).json();
    const confirmed = await call('PUT', `/api/projects/${project.id}/brief`, client1.cookie, {
      title: 'Maquettes interactives',
      skills: [{ skillId: prototyping, minLevel: 3, weight: 3 }],
      teamSize: { min: 2, max: 2 },
      budget: null,
      startDate: null,
      deadline: null,
    });
    expect(confirmed.statusCode).toBe(200);
    const coverageNames = (proposals: { coverage: { name: string }[] }[]) =>
      proposals.flatMap((proposal) => proposal.coverage.map((skill) => skill.name));
    expect(coverageNames(confirmed.json())).toContain('Prototypage');

    const english = `${client1.cookie}; i18next=en`;
    const proposals = (await call('GET', `/api/projects/${project.id}/proposals`, english)).json();
    expect(coverageNames(proposals)).toEqual(expect.arrayContaining(['Prototyping']));
    expect(coverageNames(proposals)).not.toContain('Prototypage');
    const matched = proposals[0].members.flatMap((member: { matchedSkills: { name: string }[] }) =>
      member.matchedSkills.map((skill) => skill.name),
    );
    expect(matched).toContain('Prototyping');
    const read = (await call('GET', `/api/projects/${project.id}`, english)).json();
    expect(read.brief.skills.map((skill: { name: string }) => skill.name)).toEqual(['Prototyping']);
  });

  it('lets one of two admins deciding at once win, the other told it is gone', async () => {
    const [skill] = (await addNewSkill(ines, 'Musique chiptune')).filter(
      (entry) => entry.name === 'Musique chiptune',
    );
    const [first, second] = await Promise.all([
      call('POST', `/api/admin/skills/${skill?.skillId}/approve`, admin.cookie, { name: 'Musique chiptune' }),
      call('POST', `/api/admin/skills/${skill?.skillId}/reject`, admin.cookie),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 404]);
  });
});
