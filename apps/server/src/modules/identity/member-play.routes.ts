import {
  betRecordQuerySchema,
  operatorMemberNotePaths,
  operatorMemberNoteResponses,
  ordersQuerySchema,
  transactionQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, portalSchema } from '../../platform/route-schema.js';
import type { LotteryDeps } from '../lottery/order.service.js';
import type { IdentityDeps } from './deps.js';
import { memberLotteryOrders, memberRounds, memberStatement } from './member-play.service.js';

const params = z.object({ username: z.string().min(1).max(64) });
const tags = ['operator'];

/**
 * A member's statement, rounds and lottery orders on its page (issue 25): the service area's reads, each the
 * answer the member gets from its own call, for the member named.
 */
export function memberPlayRoutes(deps: IdentityDeps, lottery: LotteryDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorMemberNotePaths.statement,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags,
          summary: "A member's ledger statement: its account movements in a range of site days, newest first",
          success: operatorMemberNoteResponses.statement,
          failures: [400, 401, 403, 404],
          params,
          querystring: transactionQuerySchema,
        }),
      },
      async (request) =>
        ok(await memberStatement(deps, request.site, request.params.username, request.query, request.language)),
    );
    app.get(
      operatorMemberNotePaths.rounds,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags,
          summary: "A member's rounds in a range of site days: stake, win and profit, newest first",
          success: operatorMemberNoteResponses.rounds,
          failures: [400, 401, 403, 404],
          params,
          querystring: betRecordQuerySchema,
        }),
      },
      async (request) =>
        ok(await memberRounds(deps, request.site, request.params.username, request.query, request.language)),
    );
    app.get(
      operatorMemberNotePaths.lotteryOrders,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags,
          summary: "A member's lottery orders in a range of site days, newest first",
          success: operatorMemberNoteResponses.lotteryOrders,
          failures: [400, 401, 403, 404],
          params,
          querystring: ordersQuerySchema,
        }),
      },
      async (request) =>
        ok(
          await memberLotteryOrders(
            deps,
            lottery,
            request.site,
            request.params.username,
            request.query,
            request.language,
          ),
        ),
    );
  };
}
