import { auditQuerySchema, operatorAuditPaths, operatorAuditResponses } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { auditOfSite } from './audit.service.js';

/**
 * The site's audit log for the console (issue 25): who changed what, when, from where, before and after. The log is
 * the operator module's table; every module writes it through `recordAudit`, and only this call reads it.
 */
export function auditRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorAuditPaths.audit,
      {
        config: { operator: 'team' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "The site's audit log, newest first: filter by operator, action (or 'family.'), object and time",
          success: operatorAuditResponses.audit,
          failures: [401, 403],
          querystring: auditQuerySchema,
        }),
      },
      async (request) => ok(await auditOfSite(db, request.site.id, request.query)),
    );
  };
}
