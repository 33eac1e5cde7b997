import {
  convertPointSchema,
  pointBalanceSchema,
  pointConfigSchema,
  pointRedemptionSchema,
  pointResponses,
  pointRewardSchema,
  redeemPointRewardSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { type RelayTable, relayCall } from '../../platform/relay.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { convertPoints, pointBalance, pointConfig, pointRewards, redeemReward, redemptions } from './points.service.js';

/** The points mall's reading relays (SPEC §7): balance, config and my redemptions for members; the rewards for all. */
export function pointsRelay(db: Database, now: Clock): RelayTable {
  const read = <T extends z.ZodType>(
    output: T,
    summary: string,
    handle: Parameters<typeof relayCall<z.ZodObject, T>>[0]['handle'],
  ) => relayCall({ method: 'GET', access: 'member', input: z.object({}), output, summary, handle });
  return new Map([
    [
      'MCS2_getPointBalance',
      read(pointBalanceSchema, 'My points', ({ request, principal }) =>
        pointBalance(db, request.site, principal!.memberId),
      ),
    ],
    [
      'MCS2_getPointConfig',
      read(pointConfigSchema, 'How points are earned and converted', ({ request }) => pointConfig(db, request.site)),
    ],
    [
      'MCS2_getPointReward',
      // The rewards are the mall's shop window: a visitor sees them too (and is asked to log in to redeem).
      relayCall({
        method: 'GET',
        access: 'public',
        input: z.object({}),
        output: z.array(pointRewardSchema),
        summary: 'The rewards of the points mall',
        handle: ({ request }) => pointRewards(db, request.site, request.language, new Date(now())),
      }),
    ],
    [
      'MCS2_getRedeemPointList',
      read(z.array(pointRedemptionSchema), 'My redemptions', ({ request, principal }) =>
        redemptions(db, request.site, principal!.memberId, request.language),
      ),
    ],
  ]);
}

/**
 * The two relays whose names carry a slash (`passwordCheck/…`, SPEC §7): enc bodies with the payment
 * password. They answer my balance.
 */
export function pointsPasswordRoutes(db: Database, now: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db, throttle: app.throttle };
    app.post(
      '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      {
        config: { access: 'member', enc: true },
        schema: portalSchema({
          tags: ['relay'],
          summary: 'Redeem a points mall reward (enc, payment password)',
          success: pointResponses.balance,
          failures: [401, 403, 404, 409],
          body: redeemPointRewardSchema,
        }),
      },
      async (request) => {
        const { memberId } = principalOf(request);
        await redeemReward(deps, request.site, memberId, request.body, new Date(now()));
        return ok(await pointBalance(db, request.site, memberId));
      },
    );
    app.post(
      '/wps/relay/passwordCheck/MCS2_convertPoint',
      {
        config: { access: 'member', enc: true },
        schema: portalSchema({
          tags: ['relay'],
          summary: 'Convert points to cash (enc, payment password)',
          success: pointResponses.balance,
          failures: [401, 403, 409],
          body: convertPointSchema,
        }),
      },
      async (request) => {
        const { memberId } = principalOf(request);
        await convertPoints(deps, request.site, memberId, request.body, new Date(now()));
        return ok(await pointBalance(db, request.site, memberId));
      },
    );
  };
}
