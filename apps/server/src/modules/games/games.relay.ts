import {
  favouriteIdsSchema,
  favouriteListQuerySchema,
  favouriteSchema,
  favouriteToggleSchema,
  gameListQuerySchema,
  gamePageSchema,
  gamesSchema,
  hotGamesQuerySchema,
  recentGamesQuerySchema,
  vendorGameTypesQuerySchema,
  vendorGameTypesSchema,
  vendorsSchema,
} from '@portal/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { type RelayTable, relayCall } from '../../platform/relay.js';
import { hotGames, listGames } from './catalog.service.js';
import { favouriteGames, favouriteNodeIds, recentlyPlayed, setFavourite } from './favourites.service.js';
import { newGameVendors, vendorGameTypes } from './vendor.service.js';

/** The catalog's relay calls: reads are public; favourites and recent games need a real account. */
export function gamesRelay(db: Database): RelayTable {
  return new Map([
    [
      'GCSGAME_gameList',
      relayCall({
        method: 'GET',
        access: 'public',
        input: gameListQuerySchema,
        output: gamePageSchema,
        summary: 'The game list of SPEC §3 (the same as GET /lgw/games/list)',
        handle: ({ request, input }) => listGames(db, request.site, request.language, input),
      }),
    ],
    [
      'GCSGAME_hotGamesV2',
      relayCall({
        method: 'GET',
        access: 'public',
        input: hotGamesQuerySchema,
        output: gamesSchema,
        summary: 'The hottest games, hottest first (the browser keeps them for the session)',
        handle: ({ request, input }) => hotGames(db, request.site, request.language, input),
      }),
    ],
    [
      'GCSGAME_getVassGameType',
      relayCall({
        method: 'GET',
        access: 'public',
        input: vendorGameTypesQuerySchema,
        output: vendorGameTypesSchema,
        summary: "A vendor's categories with their sub-types and game counts",
        handle: ({ request, input }) => vendorGameTypes(db, request.site, input.vassalage),
      }),
    ],
    [
      'GCSGAME_newGameVendor',
      relayCall({
        method: 'GET',
        access: 'public',
        input: z.object({}),
        output: vendorsSchema,
        summary: "The site's vendors marked new",
        handle: ({ request }) => newGameVendors(db, request.site),
      }),
    ],
    [
      'MCSFE_getFavoriteGames',
      relayCall({
        method: 'GET',
        access: 'member',
        input: z.object({}),
        output: favouriteIdsSchema,
        summary: "The node ids of the member's favourite games, newest first",
        handle: ({ request, principal }) => favouriteNodeIds(db, request.site, principal!.memberId),
      }),
    ],
    [
      'MCSFE_getFavoriteGamesList',
      relayCall({
        method: 'GET',
        access: 'member',
        input: favouriteListQuerySchema,
        output: gamePageSchema,
        summary: "The member's favourite games, newest first (page size up to 999)",
        handle: ({ request, principal, input }) =>
          favouriteGames(db, request.site, principal!.memberId, request.language, input),
      }),
    ],
    ...(
      [
        ['MCSFE_addFavoriteGameV2', 'POST', true, 'Mark a game (nodeId, vendor and gameType must be the game’s own)'],
        ['MCSFE_removeFavoriteGameV2', 'DELETE', false, 'Unmark a game (the same fields, in the query)'],
      ] as const
    ).map(
      ([name, method, marked, summary]) =>
        [
          name,
          relayCall({
            method,
            access: 'member',
            input: favouriteSchema,
            output: favouriteToggleSchema,
            summary: `${summary}; one toggle a second`,
            handle: ({ request, principal, input }) =>
              setFavourite({ db, throttle: request.server.throttle }, request.site, principal!.memberId, input, marked),
          }),
        ] as const,
    ),
    [
      'GCS_recentGame',
      relayCall({
        method: 'GET',
        access: 'member',
        input: recentGamesQuerySchema,
        output: gamesSchema,
        summary: 'The games the member launched most recently, newest first',
        handle: ({ request, principal, input }) =>
          recentlyPlayed(db, request.site, principal!.memberId, request.language, input.limitNum),
      }),
    ],
  ]);
}
