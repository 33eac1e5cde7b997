import { vendorDifferencePaths, vendorDifferenceQuerySchema, vendorDifferenceResponses } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import { ok, portalSchema } from '../../../platform/route-schema.js';
import { differencesOf } from './reconcile.service.js';

/** The operator's list of what the reconciliation found on their site. */
export function reconcileRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      vendorDifferencePaths.list,
      {
        config: { operator: 'money' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "Differences between the game vendors' rounds and the wallet's, and what was repaired",
          success: vendorDifferenceResponses.list,
          failures: [401, 403],
          querystring: vendorDifferenceQuerySchema,
        }),
      },
      async (request) => {
        const { day, page, pageSize } = request.query;
        return ok(await differencesOf(db, request.site.code, day, page, pageSize));
      },
    );
  };
}
