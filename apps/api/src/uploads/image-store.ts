import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../errors.ts';
import type { ObjectStore } from './object-store.ts';

export type ImageKind = 'avatars' | 'posts';

/** Formats recognised by their first bytes (never by the file name or the declared type). */
type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const ACCEPTED_FORMATS: Record<ImageKind, readonly SniffedFormat[]> = {
  avatars: ['jpeg', 'png', 'webp'],
  posts: ['jpeg', 'png', 'webp', 'gif'],
};
const MAX_DIMENSION: Record<ImageKind, number> = { avatars: 512, posts: 1600 };
/** Refuses decompression bombs: a few KB of PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The public path prefix of stored images; `registerUploads` serves it. */
export const UPLOADS_URL_PREFIX = '/uploads/';

export interface ImageStore {
  /** Checks, re-encodes (WebP, bounded size, no metadata) and stores an image; returns its public URL. */
  storeImage(kind: ImageKind, bytes: Buffer): Promise<string>;
  /** Removes a stored image by its public URL; unknown or foreign URLs are ignored. */
  deleteImage(url: string | null | undefined): Promise<void>;
}

export function createImageStore(objects: ObjectStore): ImageStore {
  return {
    async storeImage(kind, bytes) {
      const format = sniffImageFormat(bytes);
      if (!format || !ACCEPTED_FORMATS[kind].includes(format)) {
        throw new AppError(
          'IMAGE_TYPE_NOT_ALLOWED',
          `Accepted formats: ${ACCEPTED_FORMATS[kind].join(', ')}`,
        );
      }
      const encoded = await reencode(bytes, MAX_DIMENSION[kind]);
      const key = `${kind}/${randomUUID()}.webp`;
      await objects.put(key, encoded, 'image/webp');
      return `${UPLOADS_URL_PREFIX}${key}`;
    },

    async deleteImage(url) {
      const key = url ? imageKeyOf(url) : undefined;
      if (key) await objects.delete(key);
    },
  };
}

/** `/uploads/avatars/<uuid>.webp` → `avatars/<uuid>.webp`; anything else (another site, `..`) → undefined. */
export function imageKeyOf(url: string): string | undefined {
  const match = /^\/uploads\/(avatars|posts)\/([0-9a-f-]{36}\.webp)$/.exec(url);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

export function sniffImageFormat(bytes: Buffer): SniffedFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  const gifHeader = bytes.subarray(0, 6).toString('latin1');
  if (gifHeader === 'GIF87a' || gifHeader === 'GIF89a') return 'gif';
  return undefined;
}

/**
 * Decodes and encodes again: what is stored is pixels we produced, so hidden payloads, EXIF and GPS tags do not
 * survive (sharp writes no metadata unless asked). Only the first frame of an animation is kept.
 */
export async function reencode(bytes: Buffer, maxDimension: number): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
      .rotate()
      .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('IMAGE_UNREADABLE', 'The image could not be read');
  }
}
