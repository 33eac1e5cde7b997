import { operatorVipPaths, operatorVipResponses, vipLevelParamsSchema, vipLevelRequestSchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { addLevel, levelsOfSite, removeLevel, updateLevel, type VipActor } from './vip-levels.service.js';

const tags = ['operator'];
const config = { operator: 'content' } as const;
const takesEffect = 'Takes effect at the next VIP review (within a minute): members are raised, never lowered.';

/** The console's VIP levels (issue 25 "Content"): content writes, risk and read-only read; every change audited. */
export function vipLevelRoutes(db: Database, clock: Clock): FastifyPluginAsyncZod {
  const actorOf = (request: FastifyRequest): VipActor => ({
    operatorId: operatorOf(request).operatorId,
    siteId: request.site.id,
    ip: request.ip,
    at: new Date(clock()),
  });
  return async (app) => {
    app.get(
      operatorVipPaths.levels,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "The site's VIP levels, lowest first: thresholds, benefits, names, members holding each",
          success: operatorVipResponses.levels,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await levelsOfSite(db, request.site.id)),
    );
    app.post(
      operatorVipPaths.levels,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'A new VIP level above the top one (its thresholds at least the top level’s)',
          description: takesEffect,
          success: operatorVipResponses.level,
          failures: [401, 403],
          body: vipLevelRequestSchema,
        }),
      },
      async (request) => ok(await addLevel(db, actorOf(request), request.body)),
    );
    app.put(
      operatorVipPaths.level,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "Change a VIP level's thresholds, benefits and names (thresholds rise with the level)",
          description: takesEffect,
          success: operatorVipResponses.level,
          failures: [401, 403, 404],
          params: vipLevelParamsSchema,
          body: vipLevelRequestSchema,
        }),
      },
      async (request) => ok(await updateLevel(db, actorOf(request), request.params.level, request.body)),
    );
    app.delete(
      operatorVipPaths.level,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Remove the top VIP level while no member holds it (409 naming level otherwise)',
          success: operatorVipResponses.removed,
          failures: [401, 403, 404, 409],
          params: vipLevelParamsSchema,
        }),
      },
      async (request) => ok(await removeLevel(db, actorOf(request), request.params.level)),
    );
  };
}
