import {
  operatorMemberSearchPaths,
  operatorMemberSearchQuerySchema,
  operatorMemberSearchResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, portalSchema } from '../../platform/route-schema.js';
import type { Site } from '../../platform/site.types.js';
import type { IdentityDeps } from './deps.js';
import { findMembers, memberDetail, type SearchSite } from './member-search.service.js';

const searchSiteOf = (site: Site): SearchSite => ({
  id: site.id,
  trialType: site.brand.trialType,
  currency: site.brand.currency.code,
});

/**
 * The operator console's member search and member page (issue 25): service-desk reads, so of the service area
 * (support and owners, and risk and read-only as readers); always of the request's site.
 */
export function memberSearchRoutes(deps: IdentityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorMemberSearchPaths.search,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "Search the site's members (trial accounts aside): filters, sorting, one page and the total",
          success: operatorMemberSearchResponses.search,
          failures: [400, 401, 403],
          querystring: operatorMemberSearchQuerySchema,
        }),
      },
      async (request) => ok(await findMembers(deps, searchSiteOf(request.site), request.query)),
    );

    app.get(
      operatorMemberSearchPaths.detail,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "A member's page: profile, balances, live sessions and the latest audit rows about it",
          success: operatorMemberSearchResponses.detail,
          failures: [400, 401, 403, 404],
          params: z.object({ username: z.string().min(1).max(64) }),
        }),
      },
      async (request) => ok(await memberDetail(deps, searchSiteOf(request.site), request.params.username)),
    );
  };
}
