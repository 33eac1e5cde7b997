import { gameListQuerySchema, gamePaths, gameResponses, vendorLanesQuerySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { serializerOf } from '../../platform/serializer.js';
import { artworkRoutes } from './artwork.routes.js';
import { gameMenus, listGamesJson } from './catalog.service.js';
import { vendorLanes } from './vendor.service.js';

export { gamesRelay } from './games.relay.js';

const tags = ['games'];
/** The list's answer written by the same serializer (and schema) the route declares. */
const serializeList = (answer: unknown) => serializerOf(gameResponses.list)(answer);

/** The game catalog's calls (games issue): menus, lists, lanes. Public: a visitor browses the catalog. */
export function gamesRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      gamePaths.menus,
      {
        schema: portalSchema({
          tags,
          summary: 'Categories that have at least one enabled vendor on the site, with their vendors',
          success: gameResponses.menus,
        }),
      },
      async (request) => ok(await gameMenus(db, request.site)),
    );
    app.get(
      gamePaths.list,
      {
        schema: portalSchema({
          tags,
          summary: 'The game list of SPEC §3',
          description:
            'Filters: gameType (HOME = all, HOT = the hot list), vassalage, gameClassify, gameName (literal text in the ' +
            'English name), minBet (games whose minimum is at most this, minor units), minLineNum. pageSize: at most ' +
            '200 for HOME, 24 otherwise. displayName in `language` (else the Language header). Stable order.',
          success: gameResponses.list,
          querystring: gameListQuerySchema,
        }),
      },
      async (request, reply) => {
        const json = await listGamesJson(db, request.site, request.language, request.query, serializeList);
        // Already serialized (by serializeList): Fastify sends bytes as they are.
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );
    app.get(
      gamePaths.lanes,
      {
        schema: portalSchema({
          tags,
          summary: 'Vendor lanes: per category with a vendor, its vendor cards and sub-types',
          success: gameResponses.lanes,
          querystring: vendorLanesQuerySchema,
        }),
      },
      async (request) => ok(await vendorLanes(db, request.site, request.query.platform)),
    );
  };
}

/** Generated artwork of games and vendors (`/art/games/…`, `/art/vendors/…`; `/assets` is the built web app), outside the API's site headers. */
export function gamesAssetRoutes(db: Database): FastifyPluginAsyncZod {
  return artworkRoutes(db);
}
