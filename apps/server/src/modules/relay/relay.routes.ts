import { failureEnvelopeSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, type SessionCheck } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import type { RelayTable } from '../../platform/relay.js';
import { ok } from '../../platform/route-schema.js';

/**
 * `/wps/relay/:name` (ARCHITECTURE §4): looks the name up in the table, checks the caller and the
 * input against the entry, and answers its output (checked and stripped by the entry's schema).
 * An unknown name, or a known one with another method, is a 404 envelope.
 */
export function relayRoutes(sessions: SessionCheck, table: RelayTable): FastifyPluginAsyncZod {
  const names = [...table.keys()].sort();
  return async (app) => {
    app.route({
      method: ['GET', 'POST', 'DELETE'],
      url: '/wps/relay/:name',
      schema: {
        tags: ['relay'],
        summary: 'Relay calls of SPEC §7',
        description: `Known names: ${names.map((name) => `${table.get(name)!.method} ${name}`).join(', ')}.`,
        params: z.object({ name: z.string().max(64) }),
        response: {
          200: z.object({ success: z.literal(true), value: z.unknown() }),
          202: z.object({ success: z.literal(true), value: z.unknown() }),
          400: failureEnvelopeSchema,
          401: failureEnvelopeSchema,
          403: failureEnvelopeSchema,
          404: failureEnvelopeSchema,
        },
      },
      handler: async (request, reply) => {
        const call = table.get(request.params.name);
        if (!call || call.method !== request.method) {
          throw new AppError('NOT_FOUND', {
            field: 'params.name',
            message: `no relay call ${request.method} ${request.params.name}`,
          });
        }
        const principal = call.access === 'public' ? null : await authenticate(sessions, request, call.access);
        const where = call.method === 'POST' ? 'body' : 'query';
        const parsed = call.input.safeParse(call.method === 'POST' ? (request.body ?? {}) : request.query);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const field = [where, ...issue.path].join('.');
          throw new AppError('VALIDATION_ERROR', { field, message: `${field}: ${issue.message}` });
        }
        const value = call.output.parse(await call.handle({ request, principal, input: parsed.data }));
        if (call.statusOf) reply.code(call.statusOf(value));
        return ok(value);
      },
    });
  };
}
