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
/**
 * The pixels an avatar or a post image may decode to (a 40-megapixel photo): a few KB of PNG can claim billions
 * of pixels, and decoding costs time and memory in proportion. Files joined to a project have their own, lower
 * cap (attachment-store.ts).
 */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;

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
      const encoded = await reencode(bytes, {
        maxDimension: MAX_DIMENSION[kind],
        maxInputPixels: IMAGE_MAX_INPUT_PIXELS,
      });
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

/** `avatars/<uuid>.webp` → `/uploads/avatars/<uuid>.webp`, the URL rows keep. */
export function imageUrlOfKey(key: string): string {
  return `${UPLOADS_URL_PREFIX}${key}`;
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
 * survive (sharp writes no metadata unless asked). Only the first frame of an animation is kept. An image over
 * `maxInputPixels` is refused from its header, before anything is decoded (IMAGE_TOO_MANY_PIXELS), and the
 * decoder holds to the same limit.
 */
export async function reencode(
  bytes: Buffer,
  { maxDimension, maxInputPixels }: { maxDimension: number; maxInputPixels: number },
): Promise<Buffer> {
  const options = { limitInputPixels: maxInputPixels, animated: false, failOn: 'error' } as const;
  const { width = 0, height = 0 } = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (width * height > maxInputPixels) {
    throw new AppError(
      'IMAGE_TOO_MANY_PIXELS',
      `The image has ${width} × ${height} pixels; at most ${maxInputPixels} are read`,
      { maxPixels: maxInputPixels },
    );
  }
  try {
    return await sharp(bytes, options)
      .rotate()
      .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

function unreadable() {
  return new AppError('IMAGE_UNREADABLE', 'The image could not be read');
}
