import {
  operatorSitesPaths,
  operatorSitesQuerySchema,
  operatorSitesResponses,
  siteCodeParamsSchema,
  siteCreateRequestSchema,
  siteUpdateRequestSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { createSite, type SitesActor, type SitesDeps, sitesOf, updateSite } from './operator-sites.service.js';

const tags = ['operator'];
const config = { operator: 'sites' } as const;
const actorOf = (request: FastifyRequest): SitesActor => {
  const operator = operatorOf(request);
  return { operatorId: operator.operatorId, siteIds: operator.siteIds, site: request.site, ip: request.ip };
};

/** The console's Sites (issue 25): every operator reads its own sites; owners change them; an owner of all adds one. */
export function operatorSitesRoutes(deps: SitesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorSitesPaths.sites,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "The operator's sites (every site for an owner of all): domains, status, currency, languages, theme",
          success: operatorSitesResponses.sites,
          failures: [401, 403],
          querystring: operatorSitesQuerySchema,
        }),
      },
      async (request) => ok(await sitesOf(deps, actorOf(request), request.query)),
    );
    app.post(
      operatorSitesPaths.sites,
      {
        config,
        // Refused before the body is read: the new site is for an owner of every site alone.
        preValidation: async (request) => {
          if (operatorOf(request).siteIds) {
            throw new AppError('FORBIDDEN', { message: 'only an owner of every site makes a new site' });
          }
        },
        schema: portalSchema({
          tags,
          summary:
            'A new site from a template site (rules, games, channels, VIP levels, lottery), served at its domain at once',
          description:
            'Only an owner of every site. The code and the domain must be free (409). Amounts of the template are ' +
            "scaled into the new currency; the template's native app packages and analytics id are not copied.",
          success: operatorSitesResponses.site,
          failures: [401, 403, 409],
          body: siteCreateRequestSchema,
        }),
      },
      async (request) => ok(await createSite(deps, actorOf(request), request.body)),
    );
    app.put(
      operatorSitesPaths.site,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "Change a site's name, colours, logo, status, languages or blocked countries (audited)",
          success: operatorSitesResponses.site,
          failures: [401, 403],
          params: siteCodeParamsSchema,
          body: siteUpdateRequestSchema,
        }),
      },
      async (request) => ok(await updateSite(deps, actorOf(request), request.params.code, request.body)),
    );
  };
}
