import {
  depositListQuerySchema,
  operatorCashierPaths,
  operatorCashierResponses,
  rejectRequestSchema,
  rowIdField,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import * as records from './cashier-records.service.js';
import { creditDeposit, depositView, rejectDeposit } from './deposit.service.js';

const tags = ['operator'];
const idParams = z.object({ id: rowIdField('a deposit id') });
type ViewRow = Awaited<ReturnType<typeof records.depositForOperator>>;
const view = (row: ViewRow) => ({
  ...depositView(row.deposit, row.channel, row.number),
  member: row.member,
  decidedBy: row.decidedBy,
});

/** The operator API of deposits: list, approve (credit), reject; every decision is audited. */
export function operatorCashierRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorCashierPaths.deposits,
      {
        config: { operator: 'money' },
        schema: portalSchema({
          tags,
          summary: "The site's deposits (pending ones oldest first)",
          success: operatorCashierResponses.deposits,
          failures: [401, 403],
          querystring: depositListQuerySchema,
        }),
      },
      async (request) => {
        const { page, pageSize, status } = request.query;
        const { rows, total } = await records.siteDeposits(db, request.site.id, page, pageSize, status);
        return ok({ items: rows.map(view), page, pageSize, total });
      },
    );
    app.post(
      operatorCashierPaths.approve,
      {
        config: { operator: 'money' },
        schema: portalSchema({
          tags,
          summary: 'Approve a deposit: the money is credited',
          success: operatorCashierResponses.deposit,
          failures: [401, 403, 409],
          params: idParams,
        }),
      },
      async (request) => {
        const deposit = await creditDeposit(
          db,
          request.site,
          BigInt(request.params.id),
          operatorOf(request).operatorId,
        );
        return ok(view(await records.depositForOperator(db, deposit.id)));
      },
    );
    app.post(
      operatorCashierPaths.reject,
      {
        config: { operator: 'money' },
        schema: portalSchema({
          tags,
          summary: 'Reject a deposit: nothing is credited',
          success: operatorCashierResponses.deposit,
          failures: [401, 403, 409],
          params: idParams,
          body: rejectRequestSchema,
        }),
      },
      async (request) => {
        const operator = operatorOf(request);
        const deposit = await rejectDeposit(
          db,
          request.site,
          BigInt(request.params.id),
          operator.operatorId,
          request.body.reason,
        );
        return ok(view(await records.depositForOperator(db, deposit.id)));
      },
    );
  };
}
