import { referralPaths, referralResponses, referredMembersQuerySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { referralSummary, referredMembers } from './referral.service.js';

const tags = ['referral'];

/**
 * referral (SPEC §2): my code and link, the site's rules, the members who joined through it and the
 * rewards they earned me (paid when I read either). Members and agents alike; trial users are refused.
 */
export function referralRoutes(db: Database, now: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    const at = () => new Date(now());
    app.get(
      referralPaths.summary,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'My referral code and link, the rules and my totals (pays the rewards due first)',
          success: referralResponses.summary,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await referralSummary(db, request.site, principalOf(request).memberId, at())),
    );
    app.get(
      referralPaths.members,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'The members who joined through my code, newest first, with their qualifying figures',
          success: referralResponses.members,
          failures: [400, 401, 403],
          querystring: referredMembersQuerySchema,
        }),
      },
      async (request) =>
        ok(await referredMembers(db, request.site, principalOf(request).memberId, request.query, at())),
    );
  };
}
