import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import { uploads } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.js';

/** An uploaded image, its type read from its bytes (PNG or JPEG). */
export interface UploadedImage {
  contentType: string;
  content: Buffer;
}

// Upload checks shared by every route that takes a picture (withdrawal proofs, promotion applications, member
// icons): the body's type, its size and part limits, and what each file's bytes say it is.
const signatures: [string, number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** What an upload really is, by its first bytes: the name and the declared type are the sender's word. */
function imageTypeOf(content: Buffer): string | null {
  const match = signatures.find(([, bytes]) => bytes.every((byte, index) => content[index] === byte));
  return match?.[0] ?? null;
}

type MultipartLimits = NonNullable<FastifyMultipartOptions['limits']>;

/** A form of a few short fields and up to SPEC §9's three images of 5 MB (withdrawal proofs, applications). */
const formLimits: MultipartLimits = {
  fileSize: uploads.maxBytes,
  files: uploads.maxImages,
  fields: 5,
  fieldSize: 1024,
  parts: 10,
};

/** A body of one image file of at most `maxBytes` and nothing else (a member icon). */
export const oneImageLimits = (maxBytes: number): MultipartLimits => ({
  fileSize: maxBytes,
  files: 1,
  fields: 0,
  parts: 1,
});

/** Multipart parsing for the routes of this plugin only, bounded by `limits` (a form's by default). */
export async function registerImageUploads(app: FastifyInstance, limits: MultipartLimits = formLimits) {
  await app.register(multipart, { limits });
}

/** How a route words a refused upload (the field it names, the limits it states). */
type UploadRefusal = (problem: string) => AppError;

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

/** Refuses (400 naming `body`) a request that is not multipart/form-data. */
function assertMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION_ERROR', { field: 'body', message: 'body: multipart/form-data expected' });
  }
}

/**
 * Reads one image file as it streams in: its first bytes must say PNG or JPEG, or it is refused
 * before the rest is read; the multipart file size limit stops it.
 */
async function readImage(
  file: AsyncIterable<Buffer> & { truncated?: boolean },
  refuse: UploadRefusal,
): Promise<UploadedImage> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of file) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= 16 && chunks.length === 1 && !imageTypeOf(chunk)) throw refuse('not_an_image');
  }
  if (file.truncated) throw refuse('too_large');
  const content = Buffer.concat(chunks, length);
  const contentType = imageTypeOf(content);
  if (!contentType) throw refuse('not_an_image');
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
  assertMultipart(request);
  const fields: Record<string, string> = {};
  const images: UploadedImage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== fileField) throw uploadInvalid('unknown_file_field', fileField);
      images.push(await readImage(part.file, (problem) => uploadInvalid(problem, fileField)));
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

/**
 * Reads the one image file of a body registered with `oneImageLimits`, under `field`: none, one under
 * another name, more than one part, one over the limit or one not a PNG or JPEG by its bytes is refused
 * as `refuse` words it.
 */
export async function readOneImage(
  request: FastifyRequest,
  field: string,
  refuse: UploadRefusal,
): Promise<UploadedImage> {
  assertMultipart(request);
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('FST_')) throw refuse('too_many');
    throw error;
  }
  if (!file) throw refuse('missing');
  if (file.fieldname !== field) throw refuse('unknown_file_field');
  try {
    return await readImage(file.file, refuse);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('too_large');
    throw error;
  }
}
