import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, skills } from '../src/db/schema/index.ts';
import { type AuthClient, type RegisteredUser, registerConfirmedUser } from './helpers/auth.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

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
      ]);
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

  describe('the profile editor', () => {
    it('starts empty and not eligible to post, listing what is missing', async () => {
      const response = await request('GET', '/api/profiles/me', { cookie: ines.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: ines.id,
        email: 'ines@example.test',
        firstName: null,
        availabilityStatus: 'available',
        eligibility: { canPost: false, missing: ['firstName', 'lastName', 'profession', 'skill'] },
      });
    });

    it('saves every field, parsing numbers as typed (empty = null, decimal comma)', async () => {
      const response = await request('PATCH', `/api/profiles/${ines.id}`, {
        cookie: ines.cookie,
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
      const cleared = await request('PATCH', `/api/profiles/${ines.id}`, {
        cookie: ines.cookie,
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
      [{ hourlyRate: 'cheap' }, 'hourlyRate', 'tooSmall'],
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
      const response = await request('GET', `/api/profiles/${ines.id}`, { cookie: hugo.cookie });
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
    it('suggests at most 8 catalogue names containing the text, case-insensitively, excluding mine', async () => {
      const many = await request('GET', '/api/skills/suggestions?q=ALPHA', { cookie: ines.cookie });
      expect(many.json()).toHaveLength(8);
      const react = await request('GET', '/api/skills/suggestions?q=react', { cookie: ines.cookie });
      expect(react.json().map((skill: { name: string }) => skill.name)).toEqual(['React', 'React Native']);

      const reactId = react.json()[0].id;
      const added = await request('POST', `/api/profiles/${ines.id}/skills`, {
        cookie: ines.cookie,
        payload: { skillId: reactId },
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual([{ skillId: reactId, name: 'React', category: 'development', level: 3 }]);
      const after = await request('GET', '/api/skills/suggestions?q=react', { cookie: ines.cookie });
      expect(after.json().map((skill: { name: string }) => skill.name)).toEqual(['React Native']);
    });

    it('makes the user eligible to post once the profile and one skill are there', async () => {
      const eligibility = await request('GET', '/api/profiles/me/eligibility', { cookie: ines.cookie });
      expect(eligibility.json()).toEqual({ canPost: true, missing: [] });
    });

    it('refuses a skill already added, case-insensitively, including as a “new” skill', async () => {
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

    it('adds a new skill to the shared catalogue, available to everyone', async () => {
      const added = await request('POST', `/api/profiles/${ines.id}/skills`, {
        cookie: ines.cookie,
        payload: { newSkill: { name: '  Figma   prototyping ', category: 'design' }, level: 5 },
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toContainEqual(
        expect.objectContaining({ name: 'Figma prototyping', category: 'design', level: 5 }),
      );
      const forHugo = await request('GET', '/api/skills/suggestions?q=figma', { cookie: hugo.cookie });
      expect(forHugo.json()).toEqual([expect.objectContaining({ name: 'Figma prototyping' })]);
    });

    it('requires a selection or a new skill name, with the spec messages', async () => {
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
      const first = (await request('GET', '/api/profiles/me', { cookie: ines.cookie })).json()
        .avatarUrl as string;
      const firstFile = path.join(testApp.config.dataDir, first.replace('/uploads/', 'uploads/'));
      expect(existsSync(firstFile)).toBe(true);
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
      expect(existsSync(firstFile)).toBe(false);
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
