import {
  rowIdField,
  withdrawalListQuerySchema,
  withdrawPaths,
  withdrawRequestSchema,
  withdrawResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { registerImageUploads } from '../../platform/uploads.js';
import * as records from './cashier-records.service.js';
import { readConfirmation } from './proof-upload.js';
import { requestWithdrawal, withdrawalView, withdrawRules } from './withdraw.service.js';
import { assertConfirmable, confirmWithdrawal } from './withdraw-confirm.service.js';

const tags = ['cashier'];

/** The member's side of withdrawals: rules, request, records, confirmation with proof. */
export function withdrawRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    await registerImageUploads(app);
    const view = async (id: bigint) => withdrawalView(await records.withdrawalForList(db, id));
    app.get(
      withdrawPaths.rules,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: "The site's withdrawal limits and today's use",
          success: withdrawResponses.rules,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await withdrawRules(db, request.site, principalOf(request).memberId)),
    );
    app.post(
      withdrawPaths.withdraw,
      {
        config: { access: 'member', enc: true },
        schema: portalSchema({
          tags,
          summary: 'Request a withdrawal (enc, Idempotency-Key, payment password); the amount is held',
          description:
            'It cannot be cancelled by the member. An operator pays it or rejects it (the hold is released).',
          success: withdrawResponses.withdrawal,
          failures: [401, 403, 404, 409, 423],
          body: withdrawRequestSchema,
        }),
      },
      async (request) => {
        const { memberId } = principalOf(request);
        const withdrawal = await requestWithdrawal(
          { db, throttle: app.throttle },
          request.site,
          memberId,
          request.body,
          idempotencyKeyOf(request),
        );
        return ok(await view(withdrawal.id));
      },
    );
    app.get(
      withdrawPaths.withdrawals,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: "The member's withdrawals, newest first",
          success: withdrawResponses.withdrawals,
          failures: [401, 403],
          querystring: withdrawalListQuerySchema,
        }),
      },
      async (request) => {
        const { page, pageSize, status } = request.query;
        const scope = { memberId: principalOf(request).memberId };
        const { rows, total } = await records.withdrawalsOf(db, scope, page, pageSize, status);
        return ok({ items: rows.map(withdrawalView), page, pageSize, total });
      },
    );
    app.post(
      withdrawPaths.confirm,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Confirm a paid withdrawal: received, partly received or not received (multipart, proof images)',
          description:
            'multipart/form-data: result (received | partial | not_received), receivedAmount (partial), remark, and up to three `proof` files (PNG or JPEG, 5 MB each; required unless received).',
          success: withdrawResponses.withdrawal,
          failures: [401, 403, 404, 409],
          params: z.object({ id: rowIdField('a withdrawal id') }),
        }),
      },
      async (request) => {
        const { memberId } = principalOf(request);
        await assertConfirmable(db, request.site, memberId, BigInt(request.params.id));
        const { fields, proofs } = await readConfirmation(request);
        const confirmed = await confirmWithdrawal(
          db,
          request.site,
          memberId,
          BigInt(request.params.id),
          fields,
          proofs,
        );
        return ok(await view(confirmed.id));
      },
    );
  };
}
