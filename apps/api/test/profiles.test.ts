import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, skills } from '../src/db/schema/index.ts';
import { type AuthClient, type RegisteredUser, registerConfirmedUser } from './helpers/auth.ts';
import { buildTestApp, isUploadStored, type TestApp } from './helpers/test-app.ts';

const completeProfile = {
  firstName: 'Inès',
  lastName: 'Moreau',
  profession: 'Développeuse full-stack',
  phoneNumber: '+33 6 12 34 56 78',
  address: '12 rue des Lilas',
  city: 'Lyon',
  postalCode: '69003',
  country: 'France',
  biography: 'Dix ans de projets web.\nJ’aime les équipes courtes.',
  websiteUrl: 'https://ines.example',
  portfolioUrl: '',
  experienceYears: '10',
  hourlyRate: '65,50',
  availabilityStatus: 'busy',
};

function multipartImage(bytes: Buffer, fileName = 'photo.jpg', contentType = 'image/jpeg') {
  const boundary = '----escouade-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Copyright: 'Inès' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 45/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 50/1 0/1',
      },
    })
    .toBuffer();
}

describe('profiles, skills and follows', () => {
  let testApp: TestApp;
  let client: AuthClient;
  let ines: RegisteredUser;
  let hugo: RegisteredUser;

  beforeAll(async () => {
    testApp = await buildTestApp();
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
    ines = await registerConfirmedUser(client, { email: 'ines@example.test', role: 'professional' });
    hugo = await registerConfirmedUser(client, { email: 'hugo@example.test', role: 'professional' });
    await testApp.db
      .insert(skills)
      .values([
        { name: 'TypeScript', category: 'development' },
        { name: 'React', category: 'development' },
        { name: 'React Native', category: 'development' },
        { name: 'UX research', category: 'design' },
        ...Array.from({ length: 12 }, (_, index) => ({ name: `Skill alpha ${index}`, category: 'test' })),
      ])
      // The curated catalogue every database holds has some of these already.
      .onConflictDoNothing();
  });
  afterAll(() => testApp.close());

  const request = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    {
      cookie,
      payload,
      headers,
    }: { cookie?: string; payload?: object | Buffer; headers?: Record<string, string> } = {},
  ) =>
    testApp.app.inject({
      method,
      url,
      payload,
      headers: { origin: client.appUrl, ...(cookie ? { cookie } : {}), ...headers },
    });

  // Each test that changes a profile starts from a professional of its own, so that it runs alone and in
  // any order.
  let registered = 0;
  const freshProfessional = () =>
    registerConfirmedUser(client, { email: `pro-${(registered += 1)}@example.test`, role: 'professional' });
  const skillIdOf = async (name: string) => {
    const [found] = (
      await testApp.db.execute<{ id: string }>(sql`select id from skills where name = ${name}`)
    ).rows;
    if (!found) throw new Error(`no skill ${name}`);
    return found.id;
  };
  const addSkill = async (user: RegisteredUser, name: string) => {
    const added = await request('POST', `/api/profiles/${user.id}/skills`, {
      cookie: user.cookie,
      payload: { skillId: await skillIdOf(name) },
    });
    expect(added.statusCode).toBe(201);
  };
  const completeProfileOf = async (user: RegisteredUser) => {
    const saved = await request('PATCH', `/api/profiles/${user.id}`, {
      cookie: user.cookie,
      payload: completeProfile,
    });
    expect(saved.statusCode).toBe(200);
  };

  describe('the profile editor', () => {
    it('starts empty and not eligible to post, listing what is missing', async () => {
      const newcomer = await freshProfessional();
      const response = await request('GET', '/api/profiles/me', { cookie: newcomer.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: newcomer.id,
        email: newcomer.email,
        // The names given at sign-up are the profile's.
        firstName: 'Camille',
        availabilityStatus: 'available',
        eligibility: { canPost: false, missing: ['profession', 'skill'] },
      });
    });

    it('saves every field, parsing numbers as typed (empty = null, decimal comma)', async () => {
      const editor = await freshProfessional();
      const response = await request('PATCH', `/api/profiles/${editor.id}`, {
        cookie: editor.cookie,
        payload: completeProfile,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        firstName: 'Inès',
        lastName: 'Moreau',
        profession: 'Développeuse full-stack',
        experienceYears: 10,
        hourlyRate: 65.5,
        portfolioUrl: null,
        availabilityStatus: 'busy',
        biography: completeProfile.biography,
        eligibility: { canPost: false, missing: ['skill'] },
      });
      const cleared = await request('PATCH', `/api/profiles/${editor.id}`, {
        cookie: editor.cookie,
        payload: { ...completeProfile, experienceYears: '', hourlyRate: null },
      });
      expect(cleared.json()).toMatchObject({ experienceYears: null, hourlyRate: null });
    });

    it.each([
      [{ firstName: '  ' }, 'firstName', 'required'],
      [{ lastName: '' }, 'lastName', 'required'],
      [{ profession: undefined }, 'profession', 'required'],
      [{ experienceYears: '-1' }, 'experienceYears', 'tooSmall'],
      [{ experienceYears: '2.5' }, 'experienceYears', 'notAnInteger'],
      [{ experienceYears: 'dix' }, 'experienceYears', 'notANumber'],
      [{ experienceYears: '200' }, 'experienceYears', 'tooLarge'],
      [{ hourlyRate: 'cheap' }, 'hourlyRate', 'notANumber'],
      [{ hourlyRate: 'abc' }, 'hourlyRate', 'notANumber'],
      [{ hourlyRate: '-5' }, 'hourlyRate', 'tooSmall'],
      [{ hourlyRate: '1000000' }, 'hourlyRate', 'tooLarge'],
      [{ hourlyRate: '65,555' }, 'hourlyRate', 'tooManyDecimals'],
      [{ websiteUrl: 'javascript:alert(1)' }, 'websiteUrl', 'invalidUrl'],
      [{ portfolioUrl: 'data:text/html,hi' }, 'portfolioUrl', 'invalidUrl'],
      [{ availabilityStatus: 'sleeping' }, 'availabilityStatus', 'invalidOption'],
    ])('refuses %o with %s: %s', async (change, field, message) => {
      const response = await request('PATCH', `/api/profiles/${ines.id}`, {
        cookie: ines.cookie,
        payload: { ...completeProfile, ...change },
      });
      expect(response.statusCode).toBe(400);
      const issues = response.json().details.issues as { path: string[]; message: string }[];
      expect(issues).toContainEqual(expect.objectContaining({ path: ['body', field], message }));
    });

    it('lets nobody change another user’s profile, and nobody anonymous at all', async () => {
      const other = await request('PATCH', `/api/profiles/${ines.id}`, {
        cookie: hugo.cookie,
        payload: completeProfile,
      });
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('FORBIDDEN');
      const anonymous = await request('PATCH', `/api/profiles/${ines.id}`, { payload: completeProfile });
      expect(anonymous.statusCode).toBe(401);
      const me = await request('GET', '/api/profiles/me');
      expect(me.statusCode).toBe(401);
    });
  });

  describe('the public profile', () => {
    it('shows what others see, without phone number or street address', async () => {
      const seen = await freshProfessional();
      await completeProfileOf(seen);
      const response = await request('GET', `/api/profiles/${seen.id}`, { cookie: hugo.cookie });
      expect(response.statusCode).toBe(200);
      const profile = response.json();
      expect(profile).toMatchObject({ firstName: 'Inès', city: 'Lyon', isMe: false, isFollowedByMe: false });
      expect(profile).not.toHaveProperty('phoneNumber');
      expect(profile).not.toHaveProperty('address');
      expect(JSON.stringify(profile)).not.toContain('Lilas');
    });

    it('answers PROFILE_NOT_FOUND for an unknown id', async () => {
      const response = await request('GET', '/api/profiles/nobody-here', { cookie: hugo.cookie });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('PROFILE_NOT_FOUND');
    });
  });

  describe('skills', () => {
    it('suggests at most 8 catalogue names containing the text, case-insensitively, excluding mine for my profile', async () => {
      const ines = await freshProfessional();
      const many = await request('GET', '/api/skills/suggestions?q=ALPHA', { cookie: ines.cookie });
      expect(many.json()).toHaveLength(8);
      const react = await request('GET', '/api/skills/suggestions?q=react', { cookie: ines.cookie });
      // Three.js holds the alias « React Three Fiber ».
      expect(react.json().map((skill: { name: string }) => skill.name)).toEqual([
        'React',
        'React Native',
        'Three.js',
      ]);

      const reactId = react.json()[0].id;
      const added = await request('POST', `/api/profiles/${ines.id}/skills`, {
        cookie: ines.cookie,
        payload: { skillId: reactId },
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual([
        { skillId: reactId, name: 'React', category: 'development', level: 3, isPending: false },
      ]);
      const forMyProfile = await request('GET', '/api/skills/suggestions?q=react&excludeMine=true', {
        cookie: ines.cookie,
      });
      expect(forMyProfile.json().map((skill: { name: string }) => skill.name)).toEqual([
        'React Native',
        'Three.js',
      ]);
      // A project brief needs skills whoever holds them, its author included.
      const forABrief = await request('GET', '/api/skills/suggestions?q=react', { cookie: ines.cookie });
      expect(forABrief.json().map((skill: { name: string }) => skill.name)).toEqual([
        'React',
        'React Native',
        'Three.js',
      ]);
    });

    it('makes the user eligible to post once the profile and one skill are there', async () => {
      const ines = await freshProfessional();
      await completeProfileOf(ines);
      const before = await request('GET', '/api/profiles/me/eligibility', { cookie: ines.cookie });
      expect(before.json()).toEqual({ canPost: false, missing: ['skill'] });
      await addSkill(ines, 'React');
      const eligibility = await request('GET', '/api/profiles/me/eligibility', { cookie: ines.cookie });
      expect(eligibility.json()).toEqual({ canPost: true, missing: [] });
    });

    it('refuses a skill already added, case-insensitively, including as a “new” skill', async () => {
      const ines = await freshProfessional();
      await addSkill(ines, 'React');
      const duplicate = await request('POST', `/api/profiles/${ines.id}/skills`, {
        cookie: ines.cookie,
        payload: { newSkill: { name: '  rEaCt ' }, level: 4 },
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().code).toBe('SKILL_ALREADY_ADDED');
      const [{ total }] = (
        await testApp.db.execute(sql`select count(*)::int as total from skills where lower(name) = 'react'`)
      ).rows as [{ total: number }];
      expect(total).toBe(1);
    });

    it('adds a new skill to its author’s profile at once, and to the shared catalogue once approved', async () => {
      const added = await request('POST', `/api/profiles/${ines.id}/skills`, {
        cookie: ines.cookie,
        payload: { newSkill: { name: '  Figma   prototyping ', category: 'design' }, level: 5 },
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toContainEqual(
        expect.objectContaining({ name: 'Figma prototyping', category: 'design', level: 5, isPending: true }),
      );
      const forHugo = await request('GET', '/api/skills/suggestions?q=figma%20proto', {
        cookie: hugo.cookie,
      });
      expect(forHugo.json()).toEqual([]);
      await testApp.db.execute(sql`update skills set status = 'approved' where name = 'Figma prototyping'`);
      const approved = await request('GET', '/api/skills/suggestions?q=figma%20proto', {
        cookie: hugo.cookie,
      });
      expect(approved.json()).toEqual([expect.objectContaining({ name: 'Figma prototyping' })]);
    });

    it('lets each user name at most 10 new skills an hour, with a translated 429, then still pick existing ones', async () => {
      const prolific = await registerConfirmedUser(client, {
        email: 'prolific@example.test',
        role: 'professional',
      });
      const create = (user: RegisteredUser, name: string) =>
        request('POST', `/api/profiles/${user.id}/skills`, {
          cookie: user.cookie,
          payload: { newSkill: { name }, level: 3 },
        });
      for (let index = 0; index < 10; index += 1) {
        expect((await create(prolific, `Invented skill ${index}`)).statusCode).toBe(201);
      }
      const refused = await create(prolific, 'Invented skill 10');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'SKILL_CREATION_LIMITED',
        details: { retryAfterSeconds: expect.any(Number) },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const stored = await testApp.db.execute(sql`select 1 from skills where name = 'Invented skill 10'`);
      expect(stored.rows).toEqual([]);

      const [existing] = (
        await request('GET', '/api/skills/suggestions?q=alpha', { cookie: prolific.cookie })
      ).json();
      const picked = await request('POST', `/api/profiles/${prolific.id}/skills`, {
        cookie: prolific.cookie,
        payload: { skillId: existing.id, level: 2 },
      });
      expect(picked.statusCode).toBe(201);
      expect((await create(hugo, 'Invented by Hugo')).statusCode).toBe(201);
    });

    it('requires a selection or a new skill name, with their own messages', async () => {
      const nothing = await request('POST', `/api/profiles/${ines.id}/skills`, {
        cookie: ines.cookie,
        payload: {},
      });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().details.issues[0].message).toBe('skillSelectionRequired');
      const blank = await request('POST', `/api/profiles/${ines.id}/skills`, {
        cookie: ines.cookie,
        payload: { newSkill: { name: '   ' } },
      });
      expect(blank.json().details.issues[0].message).toBe('skillNameRequired');
      const badLevel = await request('POST', `/api/profiles/${ines.id}/skills`, {
        cookie: ines.cookie,
        payload: { newSkill: { name: 'Rust' }, level: 6 },
      });
      expect(badLevel.statusCode).toBe(400);
    });

    it('changes a level and removes a skill, only on one’s own profile', async () => {
      const ines = await freshProfessional();
      await addSkill(ines, 'React');
      const [react] = (
        await request('GET', '/api/skills/suggestions?q=react', { cookie: hugo.cookie })
      ).json();
      const path = `/api/profiles/${ines.id}/skills/${react.id}`;
      const foreign = await request('PATCH', path, { cookie: hugo.cookie, payload: { level: 1 } });
      expect(foreign.statusCode).toBe(403);
      const foreignDelete = await request('DELETE', path, { cookie: hugo.cookie });
      expect(foreignDelete.statusCode).toBe(403);
      const foreignAdd = await request('POST', `/api/profiles/${ines.id}/skills`, {
        cookie: hugo.cookie,
        payload: { skillId: react.id },
      });
      expect(foreignAdd.statusCode).toBe(403);

      const changed = await request('PATCH', path, { cookie: ines.cookie, payload: { level: 5 } });
      expect(changed.json()).toContainEqual(expect.objectContaining({ name: 'React', level: 5 }));
      const removed = await request('DELETE', path, { cookie: ines.cookie });
      expect(removed.json().map((skill: { name: string }) => skill.name)).not.toContain('React');
      const again = await request('DELETE', path, { cookie: ines.cookie });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('avatars', () => {
    it('serves no hidden file and lists no folder of the uploads', async () => {
      const folder = path.join(testApp.config.uploadsDir, 'avatars');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, '.hidden-note'), 'not for the web');
      for (const url of [
        '/uploads/avatars/.hidden-note',
        '/uploads/avatars/%2ehidden-note',
        '/uploads/avatars/',
        '/uploads/',
      ]) {
        const response = await request('GET', url);
        expect([403, 404], url).toContain(response.statusCode);
        expect(response.body, url).not.toContain('not for the web');
        expect(response.body, url).not.toContain('.webp');
      }
    });

    it('re-encodes an upload to a bounded WebP without EXIF or GPS, served with long caching', async () => {
      const original = await photoWithGps();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const { payload, headers } = multipartImage(original);
      const response = await request('PUT', `/api/profiles/${ines.id}/avatar`, {
        cookie: ines.cookie,
        payload,
        headers,
      });
      expect(response.statusCode).toBe(200);
      const { avatarUrl } = response.json();
      expect(avatarUrl).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);

      const served = await request('GET', avatarUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(512);
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    });

    it('removes the previous file when the avatar is replaced', async () => {
      const ines = await freshProfessional();
      const original = await request('PUT', `/api/profiles/${ines.id}/avatar`, {
        cookie: ines.cookie,
        ...multipartImage(await photoWithGps()),
      });
      const first = original.json().avatarUrl as string;
      expect(await isUploadStored(testApp, first)).toBe(true);
      const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#2980b9' } })
        .png()
        .toBuffer();
      const { payload, headers } = multipartImage(png, 'avatar.png', 'image/png');
      const response = await request('PUT', `/api/profiles/${ines.id}/avatar`, {
        cookie: ines.cookie,
        payload,
        headers,
      });
      expect(response.json().avatarUrl).not.toBe(first);
      expect(await isUploadStored(testApp, first)).toBe(false);
    });

    it.each([
      [
        'a text file renamed .jpg',
        Buffer.from('just some text, not an image at all'),
        'photo.jpg',
        'image/jpeg',
      ],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo.svg',
        'image/svg+xml',
      ],
    ])('refuses %s by its content', async (_name, bytes, fileName, contentType) => {
      const { payload, headers } = multipartImage(bytes, fileName, contentType);
      const response = await request('PUT', `/api/profiles/${ines.id}/avatar`, {
        cookie: ines.cookie,
        payload,
        headers,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    });

    it('refuses more than 5 MB and someone else’s avatar', async () => {
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const tooBig = multipartImage(big);
      const response = await request('PUT', `/api/profiles/${ines.id}/avatar`, {
        cookie: ines.cookie,
        ...tooBig,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('IMAGE_TOO_LARGE');

      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const foreign = await request('PUT', `/api/profiles/${ines.id}/avatar`, {
        cookie: hugo.cookie,
        ...multipartImage(png, 'x.png', 'image/png'),
      });
      expect(foreign.statusCode).toBe(403);
    });
  });

  describe('follows', () => {
    it('is idempotent both ways and never goes below zero', async () => {
      const follow = () => request('PUT', `/api/profiles/${ines.id}/follow`, { cookie: hugo.cookie });
      const unfollow = () => request('DELETE', `/api/profiles/${ines.id}/follow`, { cookie: hugo.cookie });
      expect((await follow()).json()).toEqual({ followerCount: 1, isFollowedByMe: true });
      expect((await follow()).json()).toEqual({ followerCount: 1, isFollowedByMe: true });
      const rows = await testApp.db.select().from(follows).where(eq(follows.followedId, ines.id));
      expect(rows).toHaveLength(1);
      const profile = (await request('GET', `/api/profiles/${ines.id}`, { cookie: hugo.cookie })).json();
      expect(profile).toMatchObject({ followerCount: 1, isFollowedByMe: true });
      expect((await unfollow()).json()).toEqual({ followerCount: 0, isFollowedByMe: false });
      expect((await unfollow()).json()).toEqual({ followerCount: 0, isFollowedByMe: false });
    });

    it('refuses following oneself, unknown profiles and anonymous visitors', async () => {
      const self = await request('PUT', `/api/profiles/${ines.id}/follow`, { cookie: ines.cookie });
      expect(self.statusCode).toBe(400);
      expect(self.json().code).toBe('CANNOT_FOLLOW_SELF');
      const unknown = await request('PUT', '/api/profiles/nobody/follow', { cookie: ines.cookie });
      expect(unknown.statusCode).toBe(404);
      const anonymous = await request('PUT', `/api/profiles/${ines.id}/follow`);
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
