import {
  missionCodeParamsSchema,
  missionDefinedResponse,
  missionDefinitionSchema,
  missionPaths,
  operatorMissionsQuerySchema,
  operatorMissionsResponse,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { defineMission, missionsForOperator, retireMission } from './operator-missions.service.js';

const tags = ['operator'];

/**
 * The operator lists the site's missions, defines them (by code: a second definition replaces the first) and
 * retires them.
 */
export function operatorMissionRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      missionPaths.operatorDefine,
      {
        config: { operator: 'content' },
        schema: portalSchema({
          tags,
          summary: "The site's missions, active and retired, with every language's title",
          success: operatorMissionsResponse,
          failures: [401, 403],
          querystring: operatorMissionsQuerySchema,
        }),
      },
      async (request) => ok(await missionsForOperator(db, request.site.id, request.query)),
    );
    app.post(
      missionPaths.operatorDefine,
      {
        config: { operator: 'content' },
        schema: portalSchema({
          tags,
          summary: 'Define or replace a mission of the site, audited',
          success: missionDefinedResponse,
          failures: [401, 403],
          body: missionDefinitionSchema,
        }),
      },
      async (request) => ok(await defineMission(db, request.site.id, operatorOf(request).operatorId, request.body)),
    );
    app.post(
      missionPaths.operatorRetire,
      {
        config: { operator: 'content' },
        schema: portalSchema({
          tags,
          summary: 'Retire a mission: members no longer see it (what they claimed stays), audited',
          success: missionDefinedResponse,
          failures: [401, 403, 404],
          params: missionCodeParamsSchema,
        }),
      },
      async (request) =>
        ok(await retireMission(db, request.site.id, operatorOf(request).operatorId, request.params.code)),
    );
  };
}
