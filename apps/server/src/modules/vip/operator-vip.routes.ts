import { operatorVipLevelsResponse, siteTextPaths } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { levelsForOperator } from './vip.service.js';

/** The console reads the site's VIP levels with every language's name (the site-texts module writes them). */
export function operatorVipRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      siteTextPaths.vipLevels,
      {
        config: { operator: 'content' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "The site's VIP levels, lowest first, with their names per language",
          success: operatorVipLevelsResponse,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await levelsForOperator(db, request.site.id)),
    );
  };
}
