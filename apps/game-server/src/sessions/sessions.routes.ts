import { vendorPaths, vendorSessionRequestSchema, vendorSessionSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GameDatabase } from '../db/client.js';
import { requireOperatorSignature } from '../platform/signed-requests.js';
import { openSession, type SessionSettings } from './sessions.service.js';

/** The operator's launch call: POST /v1/sessions, signed. */
export function sessionRoutes(db: GameDatabase, settings: SessionSettings, secret: Buffer): FastifyPluginAsyncZod {
  return async (app) => {
    requireOperatorSignature(app, settings.operatorCode, secret);
    app.post(
      vendorPaths.sessions,
      { schema: { body: vendorSessionRequestSchema, response: { 201: vendorSessionSchema } } },
      async (request, reply) => reply.status(201).send(await openSession(db, settings, request.body)),
    );
  };
}
