import {
  betRecordPaths,
  betRecordQuerySchema,
  gamePaths,
  gameResponses,
  launchQuerySchema,
  launchSchema,
  providerResponses,
  roomListQuerySchema,
  roomListSchema,
  winnerBoardQuerySchema,
  winnerBoardSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { authenticate, authenticateIfPresent, principalOf, type SessionCheck } from '../../platform/auth.js';
import { type RelayTable, relayCall } from '../../platform/relay.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { type LaunchQuery, launchGame } from './launch/launch.service.js';
import { betRecords, winnerBoard } from './records/records.service.js';
import { LiveRooms } from './rooms/rooms.service.js';
import type { GameVendors } from './vendors/game-vendor.js';

export { seamlessRoutes } from './seamless/seamless.routes.js';

/** Real money needs a real member (401, then 403 for a trial); a free trial is open to visitors too. */
async function launch(
  db: Database,
  vendors: GameVendors,
  sessions: SessionCheck,
  request: FastifyRequest,
  query: LaunchQuery,
) {
  const caller =
    query.freeTrial === 'true'
      ? await authenticateIfPresent(sessions, request, 'session')
      : await authenticate(sessions, request, 'member');
  return launchGame(db, vendors, { site: request.site, language: request.language, principal: caller }, query);
}

/** Launch and the betting record (games issue). */
export function providerRoutes(db: Database, sessions: SessionCheck, vendors: GameVendors): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      gamePaths.launch,
      {
        schema: portalSchema({
          tags: ['games'],
          summary: 'Launch a game: real money (a real member) or a free trial (FREEPLAY3 and the game allowing it)',
          description:
            'Answers the page that plays it. A third-party vendor without credentials answers VENDOR_NOT_AVAILABLE; a vendor that does not answer in time, VENDOR_UNAVAILABLE (503).',
          success: gameResponses.launch,
          failures: [401, 403, 409, 503],
          querystring: launchQuerySchema,
        }),
      },
      async (request) => ok(await launch(db, vendors, sessions, request, request.query)),
    );

    app.get(
      betRecordPaths.bets,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags: ['history'],
          summary: 'personalHistoryCopy: the member rounds in a site-local day range, newest first',
          success: providerResponses.bets,
          failures: [401, 403],
          querystring: betRecordQuerySchema,
        }),
      },
      async (request) =>
        ok(await betRecords(db, request.site, request.language, principalOf(request).memberId, request.query)),
    );
  };
}

/** ODSFE2_getWinnerBoard and GCS_gameLaunchFB (the launch under its relay name). */
export function providerRelay(db: Database, sessions: SessionCheck, vendors: GameVendors): RelayTable {
  const rooms = new LiveRooms(db, vendors);
  return new Map([
    [
      'ODSFE2_getWinnerBoard',
      relayCall({
        method: 'GET',
        access: 'public',
        input: winnerBoardQuerySchema,
        output: winnerBoardSchema,
        summary: "The site's biggest real-money wins of the last 7 days, names masked (at most 20)",
        handle: async ({ request, input }) => winnerBoard(db, request.site, input, request.language),
      }),
    ],
    [
      'GLS2_roomList',
      relayCall({
        method: 'GET',
        access: 'public',
        input: roomListQuerySchema,
        output: roomListSchema,
        summary: 'The live tables the site plays, as their vendor runs them: seats, phase, limits and last results',
        handle: ({ request, input }) => rooms.list(request.site, request.language, input.vassalage),
      }),
    ],
    [
      'GCS_gameLaunchFB',
      relayCall({
        method: 'GET',
        access: 'public',
        input: launchQuerySchema,
        output: launchSchema,
        summary: 'The game launch of GET /wps/game/launchGame under its relay name (same rules)',
        handle: async ({ request, input }) => launch(db, vendors, sessions, request, input),
      }),
    ],
  ]);
}
