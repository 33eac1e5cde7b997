import multipart from '@fastify/multipart';
import { memberIconUpload } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { imageTypeOf } from '../../platform/image-type.js';
import { iconInvalid } from './icon.service.js';

// The HTTP side of the icon upload (multipart, the request's file), kept out of the service, which takes bytes.
/** Multipart for the icon route only: one file of at most 2 MB, nothing else. */
export async function registerIconUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: memberIconUpload.maxBytes, files: 1, fields: 0, parts: 1 },
  });
}

/** Reads the one `icon` file; anything but a PNG or JPEG within the limit is a 400 naming `icon`. */
export async function readIconUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION_ERROR', { field: 'body', message: 'body: multipart/form-data expected' });
  }
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('FST_')) throw iconInvalid('too_many');
    throw error;
  }
  if (!file) throw iconInvalid('missing');
  if (file.fieldname !== memberIconUpload.field) throw iconInvalid('unknown_file_field');
  const content = await file.toBuffer().catch((error: { code?: string }) => {
    throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? iconInvalid('too_large') : error;
  });
  if (file.file.truncated) throw iconInvalid('too_large');
  if (!imageTypeOf(content)) throw iconInvalid('not_an_image');
  return content;
}
