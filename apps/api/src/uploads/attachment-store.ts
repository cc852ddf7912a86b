import { randomUUID } from 'node:crypto';
import { ATTACHMENT_NAME_MAX_LENGTH, type AttachmentKind } from '@escouade/contract/delivery';
import { AppError } from '../errors.ts';
import { reencode, sniffImageFormat } from './image-store.ts';
import type { ObjectStore } from './object-store.ts';
import type { UploadedFile } from './read-image-upload.ts';
import { headOf } from '@escouade/contract/whole-characters';

/** Images joined to a project are read on screens and printed: larger than a post's, still bounded. */
const ATTACHMENT_IMAGE_MAX_DIMENSION = 2400;
/**
 * The pixels an image joined to a project may decode to (a 24-megapixel photo, a 5K screenshot), lower than an
 * avatar's: a message or a delivery carries three, each decoded in the request.
 */
export const ATTACHMENT_MAX_INPUT_PIXELS = 25_000_000;
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PDF_END = Buffer.from('%%EOF', 'latin1');
/** A PDF's end-of-file marker sits in its last bytes (some writers add a few after it). */
const PDF_TAIL_BYTES = 1024;

export interface StoredAttachment {
  kind: AttachmentKind;
  fileName: string;
  sizeBytes: number;
  storageKey: string;
}

/**
 * Checks a file joined to a project by its content, never by its name or declared type, and stores it under a
 * private key (`attachments/…`, which the public uploads route never serves): an image is decoded and encoded
 * again (no metadata, no hidden payload survives), a PDF must look like one from its first to its last bytes.
 */
export async function storeAttachment(objects: ObjectStore, file: UploadedFile): Promise<StoredAttachment> {
  const id = randomUUID();
  const imageFormat = sniffImageFormat(file.bytes);
  if (imageFormat) {
    const encoded = await reencode(file.bytes, {
      maxDimension: ATTACHMENT_IMAGE_MAX_DIMENSION,
      maxInputPixels: ATTACHMENT_MAX_INPUT_PIXELS,
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'IMAGE_TOO_MANY_PIXELS') {
        throw new AppError('ATTACHMENT_TOO_MANY_PIXELS', error.message, error.details);
      }
      throw new AppError('ATTACHMENT_UNREADABLE', 'The image could not be read');
    });
    const storageKey = `attachments/${id}.webp`;
    await objects.put(storageKey, encoded, 'image/webp');
    return {
      kind: 'image',
      fileName: displayName(file.fileName, 'image', '.webp'),
      sizeBytes: encoded.length,
      storageKey,
    };
  }
  if (isPdf(file.bytes)) return storePdf(objects, file, 'attachments');
  throw new AppError('ATTACHMENT_TYPE_NOT_ALLOWED', 'Accepted: JPEG, PNG, WebP or GIF images, and PDF');
}

/** Whether the bytes start as a PDF does (its end is checked when it is stored). */
export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/**
 * Stores a PDF (`isPdf`) under a private key of `folder` (`attachments`, or `verifications` for the registration
 * documents of businesses asking to be verified), once it looks like one to its last bytes.
 */
export async function storePdf(
  objects: ObjectStore,
  file: UploadedFile,
  folder: 'attachments' | 'verifications',
): Promise<StoredAttachment> {
  if (!file.bytes.subarray(-PDF_TAIL_BYTES).includes(PDF_END)) {
    throw new AppError('ATTACHMENT_UNREADABLE', 'The PDF is truncated or damaged');
  }
  const storageKey = `${folder}/${randomUUID()}.pdf`;
  await objects.put(storageKey, file.bytes, 'application/pdf');
  return {
    kind: 'pdf',
    fileName: displayName(file.fileName, 'document', '.pdf'),
    sizeBytes: file.bytes.length,
    storageKey,
  };
}

/** Stores every file, or none: a failure removes those already stored. */
export async function storeAttachments(
  objects: ObjectStore,
  files: UploadedFile[],
): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  try {
    for (const file of files) stored.push(await storeAttachment(objects, file));
    return stored;
  } catch (error) {
    await deleteAttachmentFiles(
      objects,
      stored.map((attachment) => attachment.storageKey),
    );
    throw error;
  }
}

export async function deleteAttachmentFiles(objects: ObjectStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => objects.delete(key)));
}

/**
 * The name shown for a file: the sender's, without a path, control characters or a misleading extension (an
 * image is served as WebP, whatever it was sent as), bounded; a fallback when nothing usable is left.
 */
export function displayName(sent: string | undefined, fallback: string, extension: '.webp' | '.pdf'): string {
  const base = (sent ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069"]/g, '')
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const stem = headOf(base || fallback, ATTACHMENT_NAME_MAX_LENGTH - extension.length).trim();
  return `${stem || fallback}${extension}`;
}
