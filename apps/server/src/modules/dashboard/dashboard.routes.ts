import { dashboardQuerySchema, operatorDashboardPaths, operatorDashboardResponses } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { dashboardOf } from './dashboard.service.js';

/** The console's dashboard (issue 25): the site's money and play over its local days. */
export function dashboardRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorDashboardPaths.dashboard,
      {
        config: { operator: 'money' },
        schema: portalSchema({
          tags: ['operator'],
          summary:
            'Registrations, deposits, withdrawals, bets, wins, GGR, bonuses, NGR and active members, by day and category',
          description: 'Over site-local days (at most 92); money in minor units of the site currency; real money only.',
          success: operatorDashboardResponses.dashboard,
          failures: [401, 403],
          querystring: dashboardQuerySchema,
        }),
      },
      async (request) => ok(await dashboardOf(db, request.site, request.query)),
    );
  };
}
