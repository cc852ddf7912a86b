import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../src/app.ts';
import { BUILD_EXPORTS_JOB } from '../src/modules/data-rights/data-exports.service.ts';
import { createLocalObjectStore } from '../src/uploads/object-store.ts';
import { ORPHAN_FILES_SWEEP_JOB } from '../src/uploads/orphan-files-sweep.ts';
import { multipartAvatar, multipartForm, multipartPostWithImage, SMALL_PDF } from './helpers/actors.ts';
import { registerConfirmedUser, registerEligibleProfessional } from './helpers/auth.ts';
import { setUpStaffedWorld } from './helpers/staffed-projects.ts';
import {
  buildTestApp,
  createTestBucket,
  isUploadStored,
  objectStoreOf,
  type TestApp,
} from './helpers/test-app.ts';

/** A multipart request's body and headers, with the session's. */
function withHeaders(
  form: { payload?: unknown; headers?: Record<string, string> },
  headers: Record<string, string>,
): { payload: Buffer; headers: Record<string, string> } {
  return { payload: form.payload as Buffer, headers: { ...form.headers, ...headers } };
}

describe.each(['local disk', 'S3-compatible bucket'] as const)('uploads stored on a %s', (store) => {
  let testApp: TestApp;
  let owner: { id: string; cookie: string };

  beforeAll(async () => {
    // A directory of its own: the worker's other test files share the default one, and their files, owned by rows
    // of their own databases, are orphans to this one's.
    testApp = await buildTestApp(
      store === 'local disk'
        ? { objectStorage: undefined, uploadsDir: await mkdtemp(path.join(os.tmpdir(), 'escouade-uploads-')) }
        : { objectStorage: await createTestBucket() },
    );
    const client = { app: testApp.app, appUrl: testApp.config.appUrl };
    owner = await registerConfirmedUser(client, {
      email: `uploads-${store.length}-${Date.now()}@example.test`,
      role: 'professional',
    });
  });
  afterAll(() => testApp.close());

  const uploadAvatar = async () => {
    const { payload, headers } = await multipartAvatar();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/profiles/${owner.id}/avatar`,
      payload,
      headers: { ...headers, cookie: owner.cookie, origin: testApp.config.appUrl },
    });
    expect(response.statusCode).toBe(200);
    return response.json().avatarUrl as string;
  };

  it('serves an uploaded image at its URL, as WebP cached for a year, and keeps it in that store only', async () => {
    const url = await uploadAvatar();
    const served = await testApp.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const key = url.replace('/uploads/', '');
    const onDisk = await readdir(`${testApp.config.uploadsDir}/avatars`).catch(() => [] as string[]);
    if (store === 'local disk') {
      expect(onDisk).toContain(key.split('/')[1]);
    } else {
      // Read straight from the bucket with the SDK, not through the application.
      const { objectStorage } = testApp.config;
      if (!objectStorage) throw new Error('no bucket');
      const s3 = new S3Client({
        endpoint: objectStorage.endpoint,
        region: objectStorage.region,
        forcePathStyle: true,
        credentials: objectStorage,
      });
      const object = await s3.send(new GetObjectCommand({ Bucket: objectStorage.bucket, Key: key }));
      expect(Buffer.from(await object.Body!.transformToByteArray()).equals(served.rawPayload)).toBe(true);
      s3.destroy();
      expect(onDisk).not.toContain(key.split('/')[1]);
    }
  });

  it('answers 304 to a browser that has the image already', async () => {
    const url = await uploadAvatar();
    const first = await testApp.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await testApp.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('deletes the previous image when the avatar is replaced, and answers 404 for it', async () => {
    const first = await uploadAvatar();
    const second = await uploadAvatar();
    expect(second).not.toBe(first);
    expect(await isUploadStored(testApp, first)).toBe(false);
    expect(await isUploadStored(testApp, second)).toBe(true);
    expect((await testApp.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('sweeps away the files no row owns once they are a day old, and keeps every file a row owns', async () => {
    const objects = await objectStoreOf(testApp);
    const client = { app: testApp.app, appUrl: testApp.config.appUrl };
    const headersOf = (cookie: string) => ({ origin: testApp.config.appUrl, cookie });
    // One owned file of each kind: an avatar, a post's image, a thread's attachment, a data archive.
    const avatarUrl = await uploadAvatar();
    const author = await registerEligibleProfessional(client, {
      email: `sweep-author-${store.length}@example.test`,
    });
    const post = await testApp.app.inject({
      method: 'POST',
      url: '/api/posts',
      ...withHeaders(await multipartPostWithImage('Le chantier'), headersOf(author.cookie)),
    });
    expect(post.statusCode).toBe(201);
    const world = await setUpStaffedWorld(testApp, `Balayage${store.length}`);
    const projectId = await world.createProject();
    const message = await testApp.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/thread`,
      ...withHeaders(
        multipartForm({ body: 'Le devis' }, [
          { fileName: 'devis.pdf', contentType: 'application/pdf', bytes: SMALL_PDF },
        ]),
        headersOf(world.client.cookie),
      ),
    });
    expect(message.statusCode).toBe(201);
    const requested = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/exports',
      headers: headersOf(owner.cookie),
    });
    expect(requested.statusCode).toBe(202);
    await jobRunnerOf(testApp.app).runNow(BUILD_EXPORTS_JOB);
    const owned = await testApp.db.execute<{ key: string }>(sql`
      select storage_key as key from project_attachments
      union all select object_key from data_exports where object_key is not null
      union all select substr(image_url, length('/uploads/') + 1) from pro_posts where image_url is not null
      union all select substr(avatar_url, length('/uploads/') + 1) from profiles where avatar_url is not null`);
    const ownedKeys = owned.rows.map((row) => row.key);
    expect(ownedKeys.map((key) => key.split('/')[0]).sort()).toEqual(
      expect.arrayContaining(['attachments', 'avatars', 'exports', 'posts']),
    );
    expect(ownedKeys).toContain(avatarUrl.replace('/uploads/', ''));

    // Files whose rows never committed, or whose deletion failed after the rows went.
    const orphans = [
      `avatars/${randomUUID()}.webp`,
      `posts/${randomUUID()}.webp`,
      `attachments/${randomUUID()}.pdf`,
      `exports/${randomUUID()}.zip`,
    ];
    for (const key of orphans) await objects.put(key, Buffer.from('x'), 'application/octet-stream');
    // Not a folder of the application's: never touched.
    await objects.put('elsewhere/notes.txt', Buffer.from('x'), 'text/plain');

    // Younger than a day, a file may belong to a transaction still running: kept.
    const jobs = jobRunnerOf(testApp.app);
    expect(await jobs.runNow(ORPHAN_FILES_SWEEP_JOB, new Date())).toBe(0);
    for (const key of orphans) expect(await objects.has(key), key).toBe(true);

    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await jobs.runNow(ORPHAN_FILES_SWEEP_JOB, later)).toBe(orphans.length);
    for (const key of orphans) expect(await objects.has(key), key).toBe(false);
    for (const key of ownedKeys) expect(await objects.has(key), key).toBe(true);
    expect(await objects.has('elsewhere/notes.txt')).toBe(true);
    expect(await jobs.runNow(ORPHAN_FILES_SWEEP_JOB, later)).toBe(0);
  });

  it('serves nothing under names the application never gives, dot paths and parent paths included', async () => {
    for (const url of [
      '/uploads/avatars/00000000-0000-0000-0000-000000000000.webp',
      '/uploads/avatars/.hidden',
      '/uploads/../auth-secret',
      '/uploads/%2e%2e/auth-secret',
      '/uploads/other/file.webp',
    ]) {
      // 404, or 403 where the file server refuses a dot file outright.
      expect([403, 404], url).toContain((await testApp.app.inject({ method: 'GET', url })).statusCode);
    }
  });
});

describe('object keys', () => {
  it('refuses a key that could leave the store', async () => {
    const store = createLocalObjectStore('/tmp/escouade-keys');
    for (const key of ['../x', 'avatars/../../x', '/etc/passwd', 'avatars/.x', 'avatars', '']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/invalid object key/);
    }
  });
});
