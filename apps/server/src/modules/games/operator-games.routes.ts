import {
  gameIdParams,
  gameSwitchRequestSchema,
  operatorGamesPaths,
  operatorGamesQuerySchema,
  operatorGamesResponses,
  vendorCodeParams,
  vendorSwitchRequestSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import {
  type GamesActor,
  gamesOfSite,
  saveGameOfSite,
  switchVendorOfSite,
  vendorsOfSite,
} from './operator-games.service.js';

const tags = ['operator'];
const actorOf = (request: FastifyRequest): GamesActor => ({
  siteId: request.site.id,
  operatorId: operatorOf(request).operatorId,
  ip: request.ip,
});

/**
 * The console's vendors and games of a site (issue 25 "Games"): content operators and owners switch them; every
 * role that reads may list them. The member site's next catalogue read shows a change.
 */
export function operatorGamesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { operator: 'games' } as const;
    app.get(
      operatorGamesPaths.vendors,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "The site's vendors, on or off, with their games and how many of those the site switched off",
          success: operatorGamesResponses.vendors,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await vendorsOfSite(db, request.site.id)),
    );
    app.put(
      operatorGamesPaths.vendor,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Switch a vendor of the site on or off (audited before and after)',
          success: operatorGamesResponses.vendor,
          failures: [401, 403, 404],
          params: vendorCodeParams,
          body: vendorSwitchRequestSchema,
        }),
      },
      async (request) => ok(await switchVendorOfSite(db, actorOf(request), request.params.code, request.body.enabled)),
    );
    app.get(
      operatorGamesPaths.games,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "The site's games with its own values: on or off, hot rank, order (list=hot: the hot list)",
          success: operatorGamesResponses.games,
          failures: [401, 403],
          querystring: operatorGamesQuerySchema,
        }),
      },
      async (request) => ok(await gamesOfSite(db, request.site.id, request.query)),
    );
    app.put(
      operatorGamesPaths.game,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "Set a game's values on this site: on or off, its hot rank (null: off the hot list), its order",
          success: operatorGamesResponses.game,
          failures: [401, 403, 404],
          params: gameIdParams,
          body: gameSwitchRequestSchema,
        }),
      },
      async (request) => ok(await saveGameOfSite(db, actorOf(request), request.params.id, request.body)),
    );
  };
}
