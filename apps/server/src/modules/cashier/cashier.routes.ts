import { cashierPaths, cashierResponses, depositListQuerySchema, depositRequestSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { textPicker } from '../../platform/translated.js';
import * as records from './cashier-records.service.js';
import { channelView, depositView, requestDeposit } from './deposit.service.js';

const tags = ['cashier'];

export function cashierRoutes(db: Database, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      cashierPaths.channels,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Deposit channels of the site',
          success: cashierResponses.channels,
          failures: [401, 403],
        }),
      },
      async (request) => {
        const pick = textPicker(request.site, request.language);
        return ok((await records.enabledChannels(db, request.site.id)).map((row) => channelView(row, pick)));
      },
    );
    app.post(
      cashierPaths.deposit,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Request a deposit (Idempotency-Key header required)',
          description: 'A bank transfer waits for an operator; the demo channel credits at once.',
          success: cashierResponses.deposit,
          failures: [401, 403, 409],
          body: depositRequestSchema,
        }),
      },
      async (request) =>
        ok(
          await requestDeposit(
            db,
            request.site,
            principalOf(request),
            request.body,
            idempotencyKeyOf(request),
            request.language,
            new Date(clock()),
          ),
        ),
    );
    app.get(
      cashierPaths.deposits,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: "The member's deposits, newest first",
          success: cashierResponses.deposits,
          failures: [401, 403],
          querystring: depositListQuerySchema,
        }),
      },
      async (request) => {
        const { page, pageSize, status } = request.query;
        const { rows, total } = await records.memberDeposits(db, principalOf(request).memberId, page, pageSize, status);
        const pick = textPicker(request.site, request.language);
        const items = rows.map((row) => depositView(row.deposit, pick(row.channelNames, row.channel), row.number));
        return ok({ items, page, pageSize, total });
      },
    );
  };
}
