import { operatorPointRewardsResponse, siteTextPaths } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { rewardsForOperator } from './points.service.js';

/** The console reads the points mall's rewards with every language's name and unit (site-texts writes them). */
export function operatorRewardRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      siteTextPaths.pointRewards,
      {
        config: { operator: 'content' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "The points mall's rewards in their order, with names and units per language",
          success: operatorPointRewardsResponse,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await rewardsForOperator(db, request.site.id)),
    );
  };
}
