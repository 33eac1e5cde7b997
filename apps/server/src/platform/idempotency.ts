import { idempotencyKeySchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** The `Idempotency-Key` header every mutating money call needs (ARCHITECTURE §4). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
  if (!key.success) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'header.idempotency-key',
      message: 'header.idempotency-key: 8 to 100 letters, digits, "_" or "-"',
    });
  }
  return key.data;
}
