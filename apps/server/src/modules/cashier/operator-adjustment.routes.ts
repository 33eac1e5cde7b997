import { adjustmentRequestSchema, operatorAdjustmentPaths, operatorAdjustmentResponses } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { adjustBalance } from './adjustment.service.js';

export function operatorAdjustmentRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      operatorAdjustmentPaths.adjustments,
      {
        config: { operator: 'money' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "Credit or debit a member's main wallet with a reason (Idempotency-Key); bonuses are credits",
          success: operatorAdjustmentResponses.adjustment,
          failures: [401, 403, 404, 409],
          body: adjustmentRequestSchema,
        }),
      },
      async (request) =>
        ok(
          await adjustBalance(
            db,
            request.site,
            operatorOf(request).operatorId,
            request.body,
            idempotencyKeyOf(request),
          ),
        ),
    );
  };
}
