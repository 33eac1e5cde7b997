import { memberExtrasQuerySchema, operatorMemberExtraPaths, operatorMemberExtraResponses } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { memberBonuses } from './member-bonuses.service.js';

/** The operator's member page: the member's bonuses and turnover, answered where the grants are (issue 25). */
export function memberBonusRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorMemberExtraPaths.bonuses,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "A member's promotion grants: bonus, turnover required, counted and left, state",
          success: operatorMemberExtraResponses.bonuses,
          failures: [400, 401, 403, 404],
          params: z.object({ username: z.string().min(1).max(64) }),
          querystring: memberExtrasQuerySchema,
        }),
      },
      async (request) => ok(await memberBonuses(db, request.site.id, request.params.username, request.query)),
    );
  };
}
