import { isDatabaseUnavailable } from '@portal/contracts/database-errors';
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A refusal the game server answers with a stable code (vendorFailureSchema), the status and the field. */
export class VendorFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

/**
 * Every failure as `{ code, message, field? }`: a bad request names the field, a refusal its code; anything
 * else is logged and answered 500 without its details (a database that is gone is 503, for the operator to
 * retry).
 */
export function registerFailures(app: FastifyInstance): void {
  app.setErrorHandler((error: Error, request, reply) => {
    if (error instanceof VendorFailure) {
      const { status, code, message, field, params } = error;
      return reply.status(status).send({ code, message, field, ...(params ? { params } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const path = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const field = [error.validationContext, path].filter(Boolean).join('.');
      return reply
        .status(400)
        .send({ code: 'VALIDATION_ERROR', message: `${field}: ${issue?.message ?? 'invalid'}`, field });
    }
    if (isDatabaseUnavailable(error)) {
      return reply.status(503).send({ code: 'UNAVAILABLE', message: 'the game server cannot reach its database' });
    }
    if ((error as { statusCode?: number }).statusCode === 400) {
      return reply.status(400).send({ code: 'VALIDATION_ERROR', message: error.message, field: 'body' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL', message: 'the game server failed' });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ code: 'NOT_FOUND', message: 'no such call' }));
}
