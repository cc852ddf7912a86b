import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../errors.ts';

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

export function createImageStore(uploadsDir: string): ImageStore {
  return {
    async storeImage(kind, bytes) {
      const format = sniffImageFormat(bytes);
      if (!format || !ACCEPTED_FORMATS[kind].includes(format)) {
        throw new AppError(
          'IMAGE_TYPE_NOT_ALLOWED',
          415,
          `Accepted formats: ${ACCEPTED_FORMATS[kind].join(', ')}`,
        );
      }
      const encoded = await reencode(bytes, MAX_DIMENSION[kind]);
      const directory = path.join(uploadsDir, kind);
      await mkdir(directory, { recursive: true });
      const fileName = `${randomUUID()}.webp`;
      // Write then rename: a crash never leaves a half-written file under a public name.
      const temporary = path.join(directory, `.${fileName}.tmp`);
      await writeFile(temporary, encoded);
      await rename(temporary, path.join(directory, fileName));
      return `${UPLOADS_URL_PREFIX}${kind}/${fileName}`;
    },

    async deleteImage(url) {
      const relative = url ? toStoredPath(url) : undefined;
      if (relative) await rm(path.join(uploadsDir, relative), { force: true });
    },
  };
}

/** `/uploads/avatars/<uuid>.webp` → `avatars/<uuid>.webp`; anything else (another site, `..`) → undefined. */
function toStoredPath(url: string): string | undefined {
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
async function reencode(bytes: Buffer, maxDimension: number): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
      .rotate()
      .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('IMAGE_UNREADABLE', 422, 'The image could not be read');
  }
}
