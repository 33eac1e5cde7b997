import {
  operatorWithdrawPaths,
  operatorWithdrawResponses,
  rejectRequestSchema,
  rowIdField,
  withdrawalListQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { sharedWithOf } from '../identity/member-links.service.js';
import { bonusStanding } from '../promotions/member-bonuses.service.js';
import * as records from './cashier-records.service.js';
import { withdrawalView } from './withdraw.service.js';
import { decideWithdrawal } from './withdraw-decision.service.js';

const tags = ['operator'];
const idParams = z.object({ id: rowIdField('a withdrawal id') });
/**
 * The operator sees the full account number and the payee (it is what they pay to), and the other
 * accounts that share the member's registration address, device or bank account (issue 22).
 */
async function viewsOf(db: Database, siteId: number, rows: records.WithdrawalListRow[]) {
  const sharedWith = await sharedWithOf(
    db,
    siteId,
    rows.map((row) => row.withdrawal.memberId),
  );
  return rows.map((row) => ({
    ...withdrawalView(row),
    member: row.member,
    payeeName: row.bank.payeeName,
    accountNumber: row.bank.accountNumber,
    decidedBy: row.decidedBy,
    sharedWith: sharedWith(row.withdrawal.memberId),
  }));
}

/** The operator API of withdrawals: list, pay, reject, and the member's proof images. */
export function operatorWithdrawRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorWithdrawPaths.withdrawals,
      {
        config: { operator: 'money' },
        schema: portalSchema({
          tags,
          summary: "The site's withdrawals, newest first",
          success: operatorWithdrawResponses.withdrawals,
          failures: [401, 403],
          querystring: withdrawalListQuerySchema,
        }),
      },
      async (request) => {
        const { page, pageSize, status } = request.query;
        const scope = { siteId: request.site.id };
        const { rows, total } = await records.withdrawalsOf(db, scope, page, pageSize, status);
        return ok({ items: await viewsOf(db, scope.siteId, rows), page, pageSize, total });
      },
    );
    for (const [path, kind] of [
      [operatorWithdrawPaths.approve, 'pay'],
      [operatorWithdrawPaths.reject, 'reject'],
    ] as const) {
      app.post(
        path,
        {
          config: { operator: 'money' },
          schema: portalSchema({
            tags,
            summary:
              kind === 'pay'
                ? 'Mark a withdrawal paid: the held amount leaves, the member has the site’s minutes to confirm'
                : 'Reject a withdrawal: the held amount goes back to the main wallet',
            success: operatorWithdrawResponses.withdrawal,
            failures: [401, 403, 404, 409],
            params: idParams,
            ...(kind === 'reject' ? { body: rejectRequestSchema } : {}),
          }),
        },
        async (request) => {
          const { operatorId } = operatorOf(request);
          const decision =
            kind === 'pay'
              ? ({ kind } as const)
              : ({ kind, reason: (request.body as { reason: string }).reason } as const);
          const decided = await decideWithdrawal(db, request.site, BigInt(request.params.id), operatorId, decision);
          const views = await viewsOf(db, request.site.id, [await records.withdrawalForList(db, decided.id)]);
          return ok(views[0]!);
        },
      );
    }
    app.get(
      operatorWithdrawPaths.bonusStanding,
      {
        config: { operator: 'money' },
        schema: portalSchema({
          tags,
          summary: "The withdrawing member's bonuses not yet played through, and the turnover they still ask",
          success: operatorWithdrawResponses.bonusStanding,
          failures: [400, 401, 403, 404],
          params: idParams,
        }),
      },
      async (request) => {
        const memberId = await records.withdrawalMember(db, request.site.id, BigInt(request.params.id));
        if (memberId === null) throw new AppError('NOT_FOUND', { field: 'params.id' });
        return ok(await bonusStanding(db, memberId));
      },
    );
    app.get(
      operatorWithdrawPaths.proof,
      {
        config: { operator: 'money' },
        schema: {
          tags,
          summary: 'One proof image the member sent (0, 1 or 2)',
          params: z.object({ id: rowIdField('a withdrawal id'), index: z.coerce.number().int().min(0).max(2) }),
        },
      },
      async (request, reply) => {
        const proof = await records.withdrawalProof(
          db,
          request.site.id,
          BigInt(request.params.id),
          request.params.index,
        );
        if (!proof) throw new AppError('NOT_FOUND', { field: 'params.index' });
        return reply.type(proof.contentType).header('cache-control', 'private, no-store').send(proof.content);
      },
    );
  };
}
