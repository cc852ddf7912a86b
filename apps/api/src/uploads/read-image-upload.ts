import { UPLOAD_MAX_BYTES } from '@escouade/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/** The bytes of the single file of a multipart request; size and presence checked, type checked later. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError('IMAGE_REQUIRED', 400, 'Send the image as multipart/form-data');
  const file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  if (!file) throw new AppError('IMAGE_REQUIRED', 400, 'No file in the request');
  try {
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new AppError('IMAGE_REQUIRED', 400, 'The file is empty');
    return bytes;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        'IMAGE_TOO_LARGE',
        413,
        `Images are limited to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
      );
    }
    throw error;
  }
}
