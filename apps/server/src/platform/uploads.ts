import multipart from '@fastify/multipart';
import { uploads } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.js';
import { imageTypeOf } from './image-type.js';

/** An uploaded image, its type read from its bytes (PNG or JPEG). */
export interface UploadedImage {
  contentType: string;
  content: Buffer;
}

/** Multipart parsing for the routes of this plugin only, bounded by SPEC §9's upload limits. */
export async function registerImageUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: uploads.maxBytes, files: uploads.maxImages, fields: 5, fieldSize: 1024, parts: 10 },
  });
}

function uploadInvalid(problem: string, field = 'proof') {
  return new AppError('UPLOAD_INVALID', {
    field,
    params: { problem, max: uploads.maxImages, maxMegabytes: uploads.maxBytes / 1024 / 1024 },
  });
}

const limitErrors: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'too_large',
  FST_FILES_LIMIT: 'too_many',
  FST_PARTS_LIMIT: 'too_many',
  FST_FIELDS_LIMIT: 'too_many_fields',
};

/**
 * Reads one image file as it streams in: its first bytes must say PNG or JPEG, or it is refused
 * before the rest is read; the multipart limit stops it at 5 MB.
 */
async function readImage(file: AsyncIterable<Buffer> & { truncated?: boolean }, field: string): Promise<UploadedImage> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of file) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= 16 && chunks.length === 1 && !imageTypeOf(chunk)) throw uploadInvalid('not_an_image', field);
  }
  if (file.truncated) throw uploadInvalid('too_large', field);
  const content = Buffer.concat(chunks, length);
  const contentType = imageTypeOf(content);
  if (!contentType) throw uploadInvalid('not_an_image', field);
  return { contentType, content };
}

/**
 * Reads a form of fields and up to three image files under `fileField`, each a PNG or JPEG by its bytes
 * and at most 5 MB, the fields checked by `schema`: anything else is a 400 naming the field.
 */
export async function readImagesForm<T extends z.ZodType>(
  request: FastifyRequest,
  fileField: string,
  schema: T,
): Promise<{ fields: z.output<T>; images: UploadedImage[] }> {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION_ERROR', { field: 'body', message: 'body: multipart/form-data expected' });
  }
  const fields: Record<string, string> = {};
  const images: UploadedImage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== fileField) throw uploadInvalid('unknown_file_field', fileField);
      images.push(await readImage(part.file, fileField));
    }
  } catch (error) {
    const problem = limitErrors[(error as { code?: string }).code ?? ''];
    if (problem) throw uploadInvalid(problem, fileField);
    throw error;
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = ['body', ...issue.path].join('.');
    throw new AppError('VALIDATION_ERROR', { field, message: `${field}: ${issue.message}` });
  }
  return { fields: parsed.data, images };
}
