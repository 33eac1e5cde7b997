import {
  customerServiceRequestSchema,
  domainRequestSchema,
  operatorSiteListPaths as paths,
  registerRulesRequestSchema,
  resourceRequestSchema,
  operatorSiteListResponses as responses,
  siteDomainParamsSchema,
  siteListItemParamsSchema,
  siteListParamsSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import type { SitesActor } from './operator-sites.service.js';
import * as service from './site-lists.service.js';

const tags = ['operator'];
const config = { operator: 'sites' } as const;
const actorOf = (request: FastifyRequest): SitesActor => {
  const operator = operatorOf(request);
  return { operatorId: operator.operatorId, siteIds: operator.siteIds, site: request.site, ip: request.ip };
};
const reads = [401, 403];
const writes = [401, 403, 404];

/**
 * A site's lists in the console (issue 25 "Sites"): registration rules, customer-service channels, resources and
 * domains of a site the operator runs (another's: 403). Every operator reads them; owners change them, audited.
 */
export function siteListRoutes(deps: service.SiteListsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      paths.registerRules,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "The site's registration rule per field: shown, required, pattern, lengths",
          success: responses.registerRules,
          failures: reads,
          params: siteListParamsSchema,
        }),
      },
      async (request) => ok(await service.registerRules(deps, actorOf(request), request.params.code)),
    );
    app.put(
      paths.registerRules,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "Replace the site's registration rules (each field once, rules registration can apply); audited",
          description:
            'username, password and confirmPassword stay shown and required; the confirmation takes the password rule; ' +
            'a required field is shown; minLength ≤ maxLength ≤ 200. Registration applies the new rules at once.',
          success: responses.registerRules,
          failures: reads,
          params: siteListParamsSchema,
          body: registerRulesRequestSchema,
        }),
      },
      async (request) =>
        ok(await service.replaceRegisterRules(deps, actorOf(request), request.params.code, request.body)),
    );

    app.get(
      paths.customerServices,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "The site's customer-service channels, in their order, with their open paths",
          success: responses.customerServices,
          failures: reads,
          params: siteListParamsSchema,
        }),
      },
      async (request) => ok(await service.customerServices(deps, actorOf(request), request.params.code)),
    );
    app.post(
      paths.customerServices,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Add a customer-service channel (members list it at once, its path sealed); audited',
          success: responses.customerService,
          failures: reads,
          params: siteListParamsSchema,
          body: customerServiceRequestSchema,
        }),
      },
      async (request) =>
        ok(await service.addCustomerService(deps, actorOf(request), request.params.code, request.body)),
    );
    app.put(
      paths.customerService,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Change a customer-service channel; audited before and after',
          success: responses.customerService,
          failures: writes,
          params: siteListItemParamsSchema,
          body: customerServiceRequestSchema,
        }),
      },
      async (request) =>
        ok(
          await service.updateCustomerService(
            deps,
            actorOf(request),
            request.params.code,
            request.params.id,
            request.body,
          ),
        ),
    );
    app.delete(
      paths.customerService,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Remove a customer-service channel; audited',
          success: responses.removed,
          failures: writes,
          params: siteListItemParamsSchema,
        }),
      },
      async (request) =>
        ok(await service.removeCustomerService(deps, actorOf(request), request.params.code, request.params.id)),
    );

    app.get(
      paths.resources,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "The site's links (social pages, Telegram); the native packages have the app packages call",
          success: responses.resources,
          failures: reads,
          params: siteListParamsSchema,
        }),
      },
      async (request) => ok(await service.resources(deps, actorOf(request), request.params.code)),
    );
    app.post(
      paths.resources,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Add a link (an https address); audited',
          success: responses.resource,
          failures: reads,
          params: siteListParamsSchema,
          body: resourceRequestSchema,
        }),
      },
      async (request) => ok(await service.addResource(deps, actorOf(request), request.params.code, request.body)),
    );
    app.put(
      paths.resource,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Change a link; audited before and after',
          success: responses.resource,
          failures: writes,
          params: siteListItemParamsSchema,
          body: resourceRequestSchema,
        }),
      },
      async (request) =>
        ok(await service.updateResource(deps, actorOf(request), request.params.code, request.params.id, request.body)),
    );
    app.delete(
      paths.resource,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Remove a link; audited',
          success: responses.removed,
          failures: writes,
          params: siteListItemParamsSchema,
        }),
      },
      async (request) =>
        ok(await service.removeResource(deps, actorOf(request), request.params.code, request.params.id)),
    );

    app.get(
      paths.domains,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "The site's domains, the main one first",
          success: responses.domains,
          failures: reads,
          params: siteListParamsSchema,
        }),
      },
      async (request) => ok(await service.domains(deps, actorOf(request), request.params.code)),
    );
    app.post(
      paths.domains,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Add a domain no site has (409 naming domain); the site answers at it at once; audited',
          success: responses.domains,
          failures: [...reads, 409],
          params: siteListParamsSchema,
          body: domainRequestSchema,
        }),
      },
      async (request) => ok(await service.addDomain(deps, actorOf(request), request.params.code, request.body)),
    );
    app.put(
      paths.domain,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "Make the domain the site's main one (links and the domain route point at it); audited",
          success: responses.domains,
          failures: writes,
          params: siteDomainParamsSchema,
        }),
      },
      async (request) =>
        ok(await service.makeMainDomain(deps, actorOf(request), request.params.code, request.params.domain)),
    );
    app.delete(
      paths.domain,
      {
        config,
        schema: portalSchema({
          tags,
          summary: 'Remove a domain (never the main one nor the last: 409 naming domain); audited',
          success: responses.domains,
          failures: [...writes, 409],
          params: siteDomainParamsSchema,
        }),
      },
      async (request) =>
        ok(await service.removeDomain(deps, actorOf(request), request.params.code, request.params.domain)),
    );
  };
}
