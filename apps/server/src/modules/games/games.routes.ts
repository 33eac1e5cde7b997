import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { RelayTable } from '../relay/relay.registry.js';

/** The game catalog's calls (games issue): menus, lists, lanes, artwork. */
export function gamesRoutes(_db: Database): FastifyPluginAsyncZod {
  return async () => {};
}

/** The catalog's relay calls: GCSGAME_*, favourites, GCS_recentGame, GLS2_roomList. */
export function gamesRelay(_db: Database): RelayTable {
  return new Map();
}

/** Generated artwork of games and vendors (`/art/games/…`, `/art/vendors/…`; `/assets` is the built web app), outside the API's site headers. */
export function gamesAssetRoutes(_db: Database): FastifyPluginAsyncZod {
  return async () => {};
}
