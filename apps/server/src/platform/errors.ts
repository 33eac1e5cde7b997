import { type ErrorCode, errorCatalog, type FailureEnvelope } from '@portal/contracts';
import { isDatabaseUnavailable } from '@portal/contracts/database-errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A failure the caller can act on: it becomes the envelope with its catalogued status. */
type FailureDetails = Pick<FailureEnvelope, 'field' | 'params' | 'captchaRequired' | 'pow'>;

export class AppError extends Error {
  readonly details: FailureDetails;
  constructor(
    readonly code: ErrorCode,
    options: { message?: string } & FailureDetails = {},
  ) {
    super(options.message ?? errorCatalog[code].message);
    const { message: _message, ...details } = options;
    this.details = details;
  }
  get field(): string | undefined {
    return this.details.field;
  }
}

export function sendFailure(reply: FastifyReply, code: ErrorCode, message?: string, details: FailureDetails = {}) {
  const body: FailureEnvelope = { success: false, code, message: message ?? errorCatalog[code].message };
  if (details.field) body.field = details.field;
  if (details.params) body.params = details.params;
  if (details.captchaRequired) body.captchaRequired = true;
  if (details.pow) body.pow = details.pow;
  return reply.code(errorCatalog[code].status).send(body);
}

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION_ERROR',
  429: 'THROTTLED',
};

function validationFailure(error: FastifyError): { field: string; message: string } {
  // Fields are named as the relay names them: body.x, query.x, params.x, headers.x.
  const context = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
  const first = error.validation?.[0];
  const path = (first?.instancePath ?? '').split('/').filter(Boolean).join('.');
  const field = path ? `${context}.${path}` : context;
  return { field, message: `${field}: ${first?.message ?? 'invalid'}` };
}

const locations = ['body', 'query', 'params', 'header', 'headers'] as const;
const hasKey = (value: unknown, key: string) => typeof value === 'object' && value !== null && key in value;

/**
 * Services name a field by its name alone ("amount"); the answer names where the request carried it, as
 * the relay names inputs ("body.amount", "query.pageSize", "params.id"). A field the request left out is
 * in the body of a call that has one, else in the query.
 */
function locate(request: FastifyRequest, details: FailureDetails, message: string) {
  const { field } = details;
  if (!field || locations.some((location) => field === location || field.startsWith(`${location}.`))) {
    return { details, message };
  }
  const name = field.split('.')[0] ?? field;
  const where = hasKey(request.body, name)
    ? 'body'
    : hasKey(request.query, name)
      ? 'query'
      : hasKey(request.params, name)
        ? 'params'
        : ['GET', 'HEAD', 'DELETE'].includes(request.method)
          ? 'query'
          : 'body';
  const located = `${where}.${field}`;
  return {
    details: { ...details, field: located },
    message: message.startsWith(`${field}:`) ? `${where}.${message}` : message,
  };
}

/**
 * One place turns every thrown error into the envelope. Client errors name the field at fault;
 * anything else is logged in full and answered with a generic 500 that never leaks a stack or SQL.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const { details, message } = locate(request, error.details, error.message);
      return sendFailure(reply, error.code, message, details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { field, message } = validationFailure(error as FastifyError);
      return sendFailure(reply, 'VALIDATION_ERROR', message, { field });
    }
    const status = error.statusCode ?? 500;
    const code = codeByStatus[status];
    if (status < 500 && code) {
      const field = status === 400 || status === 415 ? 'body' : undefined;
      return sendFailure(reply, code, status === 400 || status === 415 ? `body: ${error.message}` : undefined, {
        field,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is away. The pool reconnects by itself; the caller may retry.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return sendFailure(reply, 'DATABASE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'request failed');
    return sendFailure(reply, status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR');
  });
}
