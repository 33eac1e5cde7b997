import { operatorRedemptionQuerySchema, pointPaths, pointResponses, redemptionDecisionSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { decideRedemption, siteRedemptions } from './redemption-decision.service.js';

const tags = ['operator'];
const id = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'a redemption id') });

/** The operator's review of the points mall's reward redemptions (SPEC §4: in process -> approved or rejected). */
export function redemptionDecisionRoutes(db: Database, now: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      pointPaths.operatorRedemptions,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags,
          summary: "The site's points redemptions, newest first",
          success: pointResponses.operatorRedemptions,
          failures: [401, 403],
          querystring: operatorRedemptionQuerySchema,
        }),
      },
      async (request) => ok(await siteRedemptions(db, request.site, request.query, request.language)),
    );
    app.post(
      pointPaths.operatorDecide,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags,
          summary: 'Approve (with what was paid) or reject (points and stock come back) a redemption, audited',
          success: pointResponses.decided,
          failures: [401, 403, 404, 409],
          params: id,
          body: redemptionDecisionSchema,
        }),
      },
      async (request) =>
        ok(
          await decideRedemption(
            db,
            request.site,
            operatorOf(request).operatorId,
            BigInt(request.params.id),
            request.body,
            new Date(now()),
          ),
        ),
    );
  };
}
