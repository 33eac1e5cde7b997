import {
  operatorRewardPaths,
  operatorRewardResponses,
  rewardCreateRequestSchema,
  rewardParamsSchema,
  rewardRestockRequestSchema,
  rewardUpdateRequestSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import {
  createReward,
  type RewardActor,
  restockReward,
  retireReward,
  rewardsOfSite,
  updateReward,
} from './reward-admin.service.js';

const tags = ['operator'];
const config = { operator: 'content' } as const;
const actorOf = (request: FastifyRequest, clock: Clock): RewardActor => ({
  operatorId: operatorOf(request).operatorId,
  siteId: request.site.id,
  ip: request.ip,
  at: new Date(clock()),
});
const success = operatorRewardResponses.reward;

/** The console's points-mall rewards (issue 25 "Content"): content writes, risk and read-only read; all audited. */
export function rewardAdminRoutes(db: Database, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorRewardPaths.rewards,
      {
        config,
        schema: portalSchema({
          tags,
          summary:
            "The site's rewards with their schedule and state, offered ones in the mall's order, then the retired",
          success: operatorRewardResponses.rewards,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await rewardsOfSite(db, request.site.id, new Date(clock()))),
    );
    app.post(
      operatorRewardPaths.rewards,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'A new reward in the points mall (names and units per language, points, stock, order, schedule)',
          success,
          failures: [401, 403],
          body: rewardCreateRequestSchema,
        }),
      },
      async (request) => ok(await createReward(db, actorOf(request, clock), request.body)),
    );
    app.put(
      operatorRewardPaths.reward,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "Change a reward's texts, points, order or schedule (the stock changes by a restock)",
          success,
          failures: [401, 403, 404],
          params: rewardParamsSchema,
          body: rewardUpdateRequestSchema,
        }),
      },
      async (request) => ok(await updateReward(db, actorOf(request, clock), request.params.id, request.body)),
    );
    app.post(
      operatorRewardPaths.restock,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "Add to a reward's stock",
          success,
          failures: [401, 403, 404],
          params: rewardParamsSchema,
          body: rewardRestockRequestSchema,
        }),
      },
      async (request) => ok(await restockReward(db, actorOf(request, clock), request.params.id, request.body.quantity)),
    );
    app.post(
      operatorRewardPaths.retire,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "Retire a reward: it leaves the member's mall and stays in the redemption history",
          success,
          failures: [401, 403, 404, 409],
          params: rewardParamsSchema,
        }),
      },
      async (request) => ok(await retireReward(db, actorOf(request, clock), request.params.id)),
    );
  };
}
