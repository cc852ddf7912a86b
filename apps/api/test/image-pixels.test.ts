import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_INPUT_PIXELS } from '../src/uploads/attachment-store.ts';
import { IMAGE_MAX_INPUT_PIXELS, reencode } from '../src/uploads/image-store.ts';
import { multipartForm } from './helpers/actors.ts';
import { nextIp, type RegisteredUser } from './helpers/auth.ts';
import { setUpStaffedWorld, type StaffedWorld } from './helpers/staffed-projects.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// Pixel floods: a small file that decodes to a huge image. The caps are checked on valid images (a solid colour
// compresses to a few kilobytes whatever its size), so that only the cap can refuse them.

/** A valid PNG of `width` × `height` pixels, one colour. */
async function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

describe('the pixel caps of uploaded images', () => {
  let overImageCap: Buffer;
  let overAttachmentCap: Buffer;

  beforeAll(async () => {
    // 8,000 × 5,001: 40,008,000 pixels, just over the 40 million of avatars and post images.
    overImageCap = await solidPng(8000, 5001);
    // 5,001 × 5,000: 25,005,000 pixels, just over the 25 million of a file joined to a project.
    overAttachmentCap = await solidPng(5001, 5000);
  }, 60_000);

  it('are 40 million pixels for avatars and post images, 25 million for files joined to a project', () => {
    expect(IMAGE_MAX_INPUT_PIXELS).toBe(40_000_000);
    expect(ATTACHMENT_MAX_INPUT_PIXELS).toBe(25_000_000);
  });

  it('refuses a valid image over the cap, which the same reader takes with the cap raised', async () => {
    expect(overImageCap.length).toBeLessThan(5 * 1024 * 1024);
    // A sound file: it decodes.
    expect(await sharp(overImageCap, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 8000,
      height: 5001,
    });
    await expect(
      reencode(overImageCap, { maxDimension: 512, maxInputPixels: IMAGE_MAX_INPUT_PIXELS }),
    ).rejects.toMatchObject({ code: 'IMAGE_TOO_MANY_PIXELS', details: { maxPixels: 40_000_000 } });
    const raised = await reencode(overImageCap, { maxDimension: 512, maxInputPixels: 41_000_000 });
    expect(await sharp(raised).metadata()).toMatchObject({ format: 'webp', width: 512, height: 320 });
  }, 30_000);

  describe('through the API', () => {
    let testApp: TestApp;
    let world: StaffedWorld;
    let member: RegisteredUser;

    beforeAll(async () => {
      testApp = await buildTestApp();
      world = await setUpStaffedWorld(testApp, 'Pixels');
      member = world.pros[0]!;
    });
    afterAll(() => testApp.close());

    const send = (
      method: 'PUT' | 'POST',
      url: string,
      cookie: string,
      form: ReturnType<typeof multipartForm>,
    ) =>
      testApp.app.inject({
        method,
        url,
        payload: form.payload as Buffer,
        remoteAddress: nextIp(),
        headers: { origin: testApp.config.appUrl, cookie, ...form.headers },
      });
    const png = (bytes: Buffer) => ({ fileName: 'plan.png', contentType: 'image/png', bytes });

    it('refuses an avatar over 40 million pixels with a code that says so', async () => {
      const response = await send(
        'PUT',
        `/api/profiles/${member.id}/avatar`,
        member.cookie,
        multipartForm({}, [png(overImageCap)], 'file'),
      );
      expect([response.statusCode, response.json().code]).toEqual([422, 'IMAGE_TOO_MANY_PIXELS']);
    });

    it('refuses a file joined to a project over 25 million pixels, which an avatar may have', async () => {
      const projectId = await world.createProject();
      const thread = await send(
        'POST',
        `/api/projects/${projectId}/thread`,
        member.cookie,
        multipartForm({ body: 'Le plan' }, [png(overAttachmentCap)]),
      );
      expect([thread.statusCode, thread.json().code]).toEqual([422, 'ATTACHMENT_TOO_MANY_PIXELS']);
      const avatar = await send(
        'PUT',
        `/api/profiles/${member.id}/avatar`,
        member.cookie,
        multipartForm({}, [png(overAttachmentCap)], 'file'),
      );
      expect(avatar.statusCode).toBe(200);
    }, 30_000);
  });
});
