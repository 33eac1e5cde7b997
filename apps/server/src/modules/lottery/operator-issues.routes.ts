import {
  lotteryGameCodeSchema,
  operatorIssuesQuerySchema,
  operatorLotteryPaths,
  operatorLotteryResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { issuesOf, operatorGameView } from './operator-issues.service.js';
import type { LotteryDeps } from './order.service.js';

/**
 * The console's Games section reads (issue 25): the site's lottery games, and a game's issues a page at a time with
 * their status, result, seeds and what was bet on them. Area games: content and owners, and risk and read-only read.
 */
export function operatorIssueRoutes(deps: LotteryDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorLotteryPaths.games,
      {
        config: { operator: 'games' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "The site's lottery games: code, names, kind, official or house, the shape of a result",
          success: operatorLotteryResponses.games,
          failures: [401, 403],
        }),
      },
      async (request) => ok((await deps.catalog.everyGameOf(request.site.id)).map(operatorGameView)),
    );

    app.get(
      operatorLotteryPaths.issues,
      {
        config: { operator: 'games' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "A lottery game's issues, newest first: times, status, result, seeds, orders, lines and stakes",
          success: operatorLotteryResponses.issues,
          failures: [400, 401, 403, 404],
          params: z.object({ gameCode: lotteryGameCodeSchema }),
          querystring: operatorIssuesQuerySchema,
        }),
      },
      async (request) => {
        const game = await deps.catalog.anyByCode(request.site.id, request.params.gameCode);
        return ok(await issuesOf(deps.db, game, request.query, new Date(deps.now())));
      },
    );
  };
}
