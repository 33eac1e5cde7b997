import {
  lotteryGameCodeSchema,
  lotteryGameSettingsRequestSchema,
  operatorLotteryGamesPaths,
  operatorLotteryGamesResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { gameSettingsOfSite, saveGameSettings } from './lottery-game-settings.service.js';
import type { LotteryDeps } from './order.service.js';

const tags = ['operator'];
const config = { operator: 'games' } as const;

/**
 * The console's lottery game settings (issue 25 "Games"): every game of the site with its schedule, sales close, on
 * or off, limits and prize groups; content operators and owners change one (audited), risk and read-only read.
 */
export function lotteryGameSettingsRoutes(deps: LotteryDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorLotteryGamesPaths.settings,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "The site's lottery games, on or off, with schedule, sales close, stake and payout limits, groups",
          success: operatorLotteryGamesResponses.settings,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await gameSettingsOfSite(deps.db, request.site.id)),
    );
    app.put(
      operatorLotteryGamesPaths.setting,
      {
        config,
        schema: portalSchema({
          tags,
          summary:
            "Change a lottery game's schedule (issues already listed keep their times), sales close, on or off, " +
            'stake and payout limits and prize groups (audited)',
          success: operatorLotteryGamesResponses.setting,
          failures: [400, 401, 403, 404],
          params: z.object({ gameCode: lotteryGameCodeSchema }),
          body: lotteryGameSettingsRequestSchema,
        }),
      },
      async (request) => {
        const actor = { operatorId: operatorOf(request).operatorId, siteId: request.site.id, ip: request.ip };
        return ok(await saveGameSettings(deps, actor, request.params.gameCode, request.body, deps.now()));
      },
    );
  };
}
