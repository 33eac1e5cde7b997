import {
  downlineTransferRequestSchema,
  memberPaths,
  memberResponses,
  uplineTransferRequestSchema,
  walletPaths,
  walletResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { transferToDownline, transferToUpline, uplineName } from './member-transfer.service.js';
import type { WalletDeps } from './vendor-wallets.js';
import { walletBalance } from './wallet.service.js';

const tags = ['wallet'];

export function walletRoutes(deps: WalletDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      memberPaths.balance,
      {
        config: { access: 'session' },
        schema: portalSchema({ tags, summary: 'Wallet balances', success: memberResponses.balance, failures: [401] }),
      },
      async (request) => ok(await walletBalance(deps, request.site, principalOf(request).memberId)),
    );
    app.get(
      walletPaths.upline,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: "The member's upline",
          success: walletResponses.upline,
          failures: [401, 403],
        }),
      },
      async (request) => {
        return ok({ upline: await uplineName(db, request.site.id, principalOf(request).memberId) });
      },
    );
    app.post(
      walletPaths.upline,
      {
        config: { access: 'member', enc: true },
        schema: portalSchema({
          tags,
          summary: 'Pay the upline from the main wallet (enc, Idempotency-Key, payment password)',
          success: walletResponses.memberTransfer,
          failures: [401, 403, 409, 423],
          body: uplineTransferRequestSchema,
        }),
      },
      async (request) =>
        ok(
          await transferToUpline(
            { db, throttle: app.throttle },
            request.site,
            principalOf(request).memberId,
            request.body,
            idempotencyKeyOf(request),
          ),
        ),
    );
    app.post(
      walletPaths.downline,
      {
        config: { access: 'agent', enc: true },
        schema: portalSchema({
          tags,
          summary: 'An agent pays a member of its own team (enc, Idempotency-Key, payment password)',
          success: walletResponses.memberTransfer,
          failures: [401, 403, 404, 409, 423],
          body: downlineTransferRequestSchema,
        }),
      },
      async (request) =>
        ok(
          await transferToDownline(
            { db, throttle: app.throttle },
            request.site,
            principalOf(request).memberId,
            request.body,
            idempotencyKeyOf(request),
          ),
        ),
    );
  };
}
