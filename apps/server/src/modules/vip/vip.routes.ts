import { vipPaths, vipResponses } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { claimRebate, rebateOf, vipStatus } from './vip.service.js';

const tags = ['vip'];

/** My VIP level and progress; manualRebate: accrued rebate and its claim. Members only (not trial users). */
export function vipRoutes(db: Database, now: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    const at = () => new Date(now());
    app.get(
      vipPaths.status,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'My VIP level and the levels',
          success: vipResponses.status,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await vipStatus(db, request.site, principalOf(request).memberId, request.language, at())),
    );
    app.get(
      vipPaths.rebate,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Rebate accrued since my last claim',
          success: vipResponses.rebate,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await rebateOf(db, request.site, principalOf(request).memberId, at())),
    );
    app.post(
      vipPaths.claimRebate,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Claim the accrued rebate (each bet paid once)',
          success: vipResponses.rebate,
          failures: [401, 403, 409],
        }),
      },
      async (request) => ok(await claimRebate(db, request.site, principalOf(request).memberId, at())),
    );
  };
}
