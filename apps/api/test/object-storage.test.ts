import { readdir } from 'node:fs/promises';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalObjectStore } from '../src/uploads/object-store.ts';
import { multipartAvatar } from './helpers/actors.ts';
import { registerConfirmedUser } from './helpers/auth.ts';
import { buildTestApp, createTestBucket, isUploadStored, type TestApp } from './helpers/test-app.ts';

describe.each(['local disk', 'S3-compatible bucket'] as const)('uploads stored on a %s', (store) => {
  let testApp: TestApp;
  let owner: { id: string; cookie: string };

  beforeAll(async () => {
    testApp = await buildTestApp({
      objectStorage: store === 'local disk' ? undefined : await createTestBucket(),
    });
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
