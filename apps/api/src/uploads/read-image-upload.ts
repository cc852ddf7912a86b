import { UPLOAD_MAX_BYTES } from '@escouade/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** The bytes of the single file of a multipart request; size and presence checked, type checked later. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('IMAGE_REQUIRED', 'Send the image as multipart/form-data');
  const file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  if (!file) throw new AppError('IMAGE_REQUIRED', 'No file in the request');
  const bytes = await readWithinLimit(() => file.toBuffer());
  if (bytes.length === 0) throw new AppError('IMAGE_REQUIRED', 'The file is empty');
  return bytes;
}

/**
 * A form with text fields and at most one optional image (`file`): the composer sends its text and image in
 * one request. A JSON request is read as the fields alone.
 */
export async function readFormWithOptionalImage(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; image: Buffer | undefined }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return {
      fields: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
      image: undefined,
    };
  }
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } })) {
    if (part.type === 'file') {
      const bytes = await readWithinLimit(() => part.toBuffer());
      if (part.fieldname === 'file' && bytes.length > 0) image = bytes;
    } else {
      fields[part.fieldname] = fieldValue(part);
    }
  }
  return { fields, image };
}

/** A file of a multipart form, with the name the sender gave it (to show, never to store under). */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * A form with text fields and up to `maxFiles` files (any field name): a thread message or a delivery sends its
 * text and its attachments in one request. A JSON request is read as the fields alone. Empty files are skipped.
 */
export async function readFormWithFiles(
  request: FastifyRequest,
  maxFiles: number,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return {
      fields: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
      files: [],
    };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const sent = countParts(request);
  let readParts = 0;
  try {
    for await (const part of request.parts({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: maxFiles, fields: 10, parts: maxFiles + 10 },
    })) {
      readParts += 1;
      if (part.type === 'file') {
        const bytes = await readWithinLimit(() => part.toBuffer(), 'ATTACHMENT_TOO_LARGE');
        if (bytes.length > 0) files.push({ fileName: part.filename, bytes });
      } else {
        fields[part.fieldname] = fieldValue(part);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new AppError('TOO_MANY_ATTACHMENTS', `At most ${maxFiles} files`);
    }
    throw error;
  }
  // The parser leaves out, without a word, a part whose name holds a line break once decoded (a file named
  // `a%0D%0Ab.pdf` in `filename*`): the message would go without the file its sender joined.
  if (readParts < sent.parts) {
    throw new AppError('ATTACHMENT_NAME_INVALID', 'A file of the form has a name with a line break');
  }
  return { fields, files };
}

/** Longer than any name a form gives its fields ("body", "file"): a name this long is no field of ours. */
const MAX_FIELD_NAME_LENGTH = 1_000;

/**
 * A text field's value, unless its name is past any field's: a part whose headers run past what the parser reads
 * (80 KiB: a file named with 200,000 characters) loses their end, its file name with it, and passes for a text
 * field with a cut name; the file its sender joined would go without a word.
 */
function fieldValue(part: { fieldname: string; fieldnameTruncated: boolean; value: unknown }): unknown {
  if (part.fieldnameTruncated || part.fieldname.length > MAX_FIELD_NAME_LENGTH) {
    throw new AppError('FORM_FIELD_NAME_TOO_LONG', 'A part of the form has a name too long to read');
  }
  return part.value;
}

/**
 * Counts the parts of a multipart body as it streams (its delimiters, less the closing one), beside the parser.
 * The delimiter cannot occur inside a part: that is what the sender chose it for.
 */
function countParts(request: FastifyRequest): { readonly parts: number } {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(String(request.headers['content-type']));
  const delimiter = Buffer.from(`\r\n--${boundary?.[1] ?? boundary?.[2] ?? ''}`);
  let delimiters = 0;
  // The body starts with a delimiter without the line break; a delimiter may be split between two chunks.
  let tail = Buffer.from('\r\n');
  request.raw.on('data', (chunk: Buffer) => {
    const window = Buffer.concat([tail, chunk]);
    for (let at = window.indexOf(delimiter); at !== -1; at = window.indexOf(delimiter, at + 1)) {
      delimiters += 1;
    }
    tail = window.subarray(Math.max(0, window.length - delimiter.length + 1));
  });
  return {
    get parts() {
      return Math.max(0, delimiters - 1);
    },
  };
}

async function readWithinLimit(
  read: () => Promise<Buffer>,
  code: 'IMAGE_TOO_LARGE' | 'ATTACHMENT_TOO_LARGE' = 'IMAGE_TOO_LARGE',
): Promise<Buffer> {
  try {
    return await read();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(code, `Files are limited to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
    }
    throw error;
  }
}
