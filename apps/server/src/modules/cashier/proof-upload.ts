import multipart from '@fastify/multipart';
import { uploads, type WithdrawalConfirmFields, withdrawalConfirmFieldsSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { imageTypeOf, type Proof } from './withdraw-confirm.service.js';

/** Multipart parsing for the routes of this plugin only, bounded by SPEC §9's upload limits. */
export async function registerProofUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: uploads.maxBytes, files: uploads.maxImages, fields: 5, fieldSize: 1024, parts: 10 },
  });
}

function uploadInvalid(problem: string) {
  return new AppError('UPLOAD_INVALID', {
    field: 'proof',
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
 * Reads one proof file as it streams in: its first bytes must say PNG or JPEG, or it is refused
 * before the rest is read; the multipart limit stops it at 5 MB.
 */
async function readImage(file: AsyncIterable<Buffer> & { truncated?: boolean }): Promise<Proof> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of file) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= 16 && chunks.length === 1 && !imageTypeOf(chunk)) throw uploadInvalid('not_an_image');
  }
  if (file.truncated) throw uploadInvalid('too_large');
  const content = Buffer.concat(chunks, length);
  const contentType = imageTypeOf(content);
  if (!contentType) throw uploadInvalid('not_an_image');
  return { contentType, content };
}

/**
 * Reads a confirmation form: its fields checked by the shared schema, and up to three `proof` files,
 * each a PNG or JPEG by its bytes and at most 5 MB. Anything else is a 400 naming the field.
 */
export async function readConfirmation(
  request: FastifyRequest,
): Promise<{ fields: WithdrawalConfirmFields; proofs: Proof[] }> {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION_ERROR', { field: 'body', message: 'body: multipart/form-data expected' });
  }
  const fields: Record<string, string> = {};
  const proofs: Proof[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'proof') throw uploadInvalid('unknown_file_field');
      proofs.push(await readImage(part.file));
    }
  } catch (error) {
    const problem = limitErrors[(error as { code?: string }).code ?? ''];
    if (problem) throw uploadInvalid(problem);
    throw error;
  }
  const parsed = withdrawalConfirmFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = ['body', ...issue.path].join('.');
    throw new AppError('VALIDATION_ERROR', { field, message: `${field}: ${issue.message}` });
  }
  return { fields: parsed.data, proofs };
}
