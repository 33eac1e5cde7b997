import {
  operatorPromotionsQuerySchema,
  operatorPromotionsResponse,
  promotionDefinitionSchema,
  promotionPaths,
  promotionResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { cancelReward, forfeitReward } from './forfeit.service.js';
import { definePromotion, listPromotions, onePromotion, promotionsForOperator } from './promotion.service.js';
import { claimReward, joinPromotion, rewardsOf } from './reward.service.js';

const tags = ['promotions'];
const code = z.object({ code: z.string().regex(/^[A-Z0-9_]{3,32}$/, 'a promotion code') });
const grant = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'a reward id') });

/** Promotions (public), the reward centre (members), and the operator's definitions and cancellations. */
export function promotionRoutes(db: Database, now: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    const at = () => new Date(now());
    app.get(
      promotionPaths.list,
      {
        schema: portalSchema({
          tags,
          summary: "The site's promotions, live and coming",
          success: promotionResponses.list,
        }),
      },
      async (request) => ok(await listPromotions(db, request.site, request.language, at())),
    );
    app.get(
      promotionPaths.one,
      {
        schema: portalSchema({
          tags,
          summary: 'One promotion with its terms',
          success: promotionResponses.one,
          failures: [404],
          params: code,
        }),
      },
      async (request) => ok(await onePromotion(db, request.site, request.params.code, request.language)),
    );
    const rewards = async (
      request: { site: Parameters<typeof rewardsOf>[1]; language: Parameters<typeof rewardsOf>[3] },
      memberId: bigint,
    ) => rewardsOf(db, request.site, memberId, request.language, at());
    app.post(
      promotionPaths.join,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Join a deposit promotion before depositing',
          success: promotionResponses.rewards,
          failures: [401, 403, 404, 409],
          params: code,
        }),
      },
      async (request) => {
        const memberId = principalOf(request).memberId;
        await joinPromotion(db, request.site, memberId, request.params.code, at());
        return ok(await rewards(request, memberId));
      },
    );
    app.get(
      promotionPaths.rewards,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'rewardCenter: my activities and what waits for me',
          success: promotionResponses.rewards,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await rewards(request, principalOf(request).memberId)),
    );
    for (const [path, act, summary] of [
      [promotionPaths.claim, claimReward, 'Claim a reward: its bonus, once, and its turnover opens'],
      [promotionPaths.forfeit, forfeitReward, 'Give up a reward: what remains of its bonus goes back'],
    ] as const) {
      app.post(
        path,
        {
          config: { access: 'member' },
          schema: portalSchema({
            tags,
            summary,
            success: promotionResponses.rewards,
            failures: [401, 403, 404, 409],
            params: grant,
          }),
        },
        async (request) => {
          const memberId = principalOf(request).memberId;
          await act(db, request.site, memberId, BigInt(request.params.id), at());
          return ok(await rewards(request, memberId));
        },
      );
    }
    app.get(
      promotionPaths.operatorDefine,
      {
        config: { operator: 'content' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "The site's promotions in every state (live, scheduled, ended), every language's texts",
          success: operatorPromotionsResponse,
          failures: [401, 403],
          querystring: operatorPromotionsQuerySchema,
        }),
      },
      async (request) => ok(await promotionsForOperator(db, request.site.id, at(), request.query)),
    );
    app.post(
      promotionPaths.operatorDefine,
      {
        config: { operator: 'content' },
        schema: portalSchema({
          tags: ['operator'],
          summary: 'Define or change a promotion of the site',
          success: promotionResponses.defined,
          failures: [401, 403],
          body: promotionDefinitionSchema,
        }),
      },
      async (request) => ok(await definePromotion(db, request.site, operatorOf(request).operatorId, request.body)),
    );
    app.post(
      promotionPaths.operatorCancel,
      {
        config: { operator: 'content' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "Cancel a member's reward: what remains of its bonus goes back (audited)",
          success: promotionResponses.defined,
          failures: [401, 403, 404, 409],
          params: grant,
          body: z.object({ reason: z.string().trim().min(1).max(200) }),
        }),
      },
      async (request) => {
        await cancelReward(
          db,
          request.site,
          operatorOf(request).operatorId,
          BigInt(request.params.id),
          request.body.reason,
          at(),
        );
        return ok({ code: request.params.id });
      },
    );
  };
}
