import {
  issueNumberSchema,
  lotteryGameCodeSchema,
  lotteryPaths,
  lotteryResponses,
  officialResultRequestSchema,
  voidIssueRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { enterOfficialResult, voidIssueByOperator } from './operator-lottery.service.js';
import type { LotteryDeps } from './order.service.js';
import type { SettleSummary } from './settlement.service.js';

const params = z.object({ gameCode: lotteryGameCodeSchema, issueNumber: issueNumberSchema });
const answer = (gameCode: string, summary: SettleSummary, result: string[] | null) => ({
  gameCode,
  issueNumber: summary.issueNumber,
  status: summary.status,
  result,
  settledLines: summary.lines,
});

/** Operator calls of the lottery: official results and voids, each audited with the settlement it caused. */
export function operatorLotteryRoutes(deps: LotteryDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      lotteryPaths.operatorResult,
      {
        config: { operator: 'games' },
        schema: portalSchema({
          tags: ['operator'],
          summary: 'Enter the official result of a closed issue (official games): it is settled at once',
          success: lotteryResponses.issueAdmin,
          failures: [401, 403, 409],
          params,
          body: officialResultRequestSchema,
        }),
      },
      async (request) => {
        const game = await deps.catalog.anyByCode(request.site.id, request.params.gameCode);
        const { issueNumber } = request.params;
        const { result } = request.body;
        const now = new Date(deps.now());
        const summary = await enterOfficialResult(
          deps.db,
          game,
          operatorOf(request).operatorId,
          issueNumber,
          result,
          now,
        );
        return ok(answer(game.code, summary, result));
      },
    );
    app.post(
      lotteryPaths.operatorVoid,
      {
        config: { operator: 'games' },
        schema: portalSchema({
          tags: ['operator'],
          summary: 'Void a closed issue that has no result: every waiting line is refunded',
          success: lotteryResponses.issueAdmin,
          failures: [401, 403, 409],
          params,
          body: voidIssueRequestSchema,
        }),
      },
      async (request) => {
        const game = await deps.catalog.anyByCode(request.site.id, request.params.gameCode);
        const now = new Date(deps.now());
        const summary = await voidIssueByOperator(
          deps.db,
          game,
          operatorOf(request).operatorId,
          request.params.issueNumber,
          request.body.reason,
          now,
        );
        return ok(answer(game.code, summary, null));
      },
    );
  };
}
