import {
  bonusQuerySchema,
  historyPaths,
  historyResponses,
  profitQuerySchema,
  transactionPageSchema,
  transactionQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import { type RelayTable, relayCall } from '../../platform/relay.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { bonusPage, profitReport, transactionPage } from './history.service.js';

const tags = ['history'];

/** personalProfit and bonusDetails. */
export function historyRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      historyPaths.profit,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Profit and loss per day and category (site-local days, at most 92)',
          success: historyResponses.profit,
          failures: [401, 403],
          querystring: profitQuerySchema,
        }),
      },
      async (request) => ok(await profitReport(db, request.site, principalOf(request).memberId, request.query)),
    );
    app.get(
      historyPaths.bonuses,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Bonuses credited to the member, newest first',
          success: historyResponses.bonuses,
          failures: [401, 403],
          querystring: bonusQuerySchema,
        }),
      },
      async (request) => ok(await bonusPage(db, request.site, principalOf(request).memberId, request.query)),
    );
  };
}

/** ODSFE2_MemTransDet: the transaction history. */
export function historyRelay(db: Database): RelayTable {
  return new Map([
    [
      'ODSFE2_MemTransDet',
      relayCall({
        method: 'GET',
        access: 'member',
        input: transactionQuerySchema,
        output: transactionPageSchema,
        summary: "The member's account movements in a day range, by type, newest first",
        handle: async ({ request, principal, input }) =>
          transactionPage(db, request.site, principal!.memberId, input, request.language),
      }),
    ],
  ]);
}
