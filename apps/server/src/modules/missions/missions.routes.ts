import {
  missionClaimParamsSchema,
  missionLeaderboardQuerySchema,
  missionLeaderboardSchema,
  missionPaths,
  missionRelays,
  missionResponses,
  missionSummarySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { type RelayTable, relayCall } from '../../platform/relay.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { claimMission, missionLeaderboard, missionSummary } from './missions.service.js';

/**
 * The missions' reading relays (SPEC §7), members only: the board names members (masked) of the site and
 * ranks me among them, so a visitor has nothing to see there.
 */
export function missionsRelay(db: Database, now: Clock): RelayTable {
  return new Map([
    [
      missionRelays.summary,
      relayCall({
        method: 'GET',
        access: 'member',
        input: z.object({}),
        output: missionSummarySchema,
        summary: 'My daily and weekly missions, their progress and state, and how many wait to be claimed',
        handle: ({ request, principal }) =>
          missionSummary(db, request.site, principal!.memberId, request.language, new Date(now())),
      }),
    ],
    [
      missionRelays.leaderboard,
      relayCall({
        method: 'GET',
        access: 'member',
        input: missionLeaderboardQuerySchema,
        output: missionLeaderboardSchema,
        summary: "The site's top 20 by missions claimed this day or week, and my rank",
        handle: ({ request, principal, input }) =>
          missionLeaderboard(db, request.site, principal!.memberId, input.period, new Date(now())),
      }),
    ],
  ]);
}

/**
 * The claim (not a relay: SPEC §7 names none, and it moves money as the reward centre's claim does):
 * answers my missions afterwards.
 */
export function missionRoutes(db: Database, now: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      missionPaths.claim,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags: ['missions'],
          summary: "Claim a completed mission's reward, once a period",
          success: missionResponses.summary,
          failures: [401, 403, 404, 409],
          params: missionClaimParamsSchema,
        }),
      },
      async (request) => {
        const memberId = principalOf(request).memberId;
        const at = new Date(now());
        await claimMission(db, request.site, memberId, BigInt(request.params.id), at);
        return ok(await missionSummary(db, request.site, memberId, request.language, at));
      },
    );
  };
}
