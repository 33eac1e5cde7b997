import {
  operatorSiteSettingsPaths,
  operatorSiteSettingsResponses,
  siteCodeParamsSchema,
  siteSettingsUpdateSchema,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import type { SitesActor } from './operator-sites.service.js';
import { type SiteSettingsDeps, settingsOf, updateSettings } from './site-settings.service.js';

const tags = ['operator'];
const config = { operator: 'sites' } as const;
const actorOf = (request: FastifyRequest): SitesActor => {
  const operator = operatorOf(request);
  return { operatorId: operator.operatorId, siteIds: operator.siteIds, site: request.site, ip: request.ip };
};

/** The console's site page (issue 25): access, rules and switches of a site; owners change them, risk reads. */
export function siteSettingsRoutes(deps: SiteSettingsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorSiteSettingsPaths.settings,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "A site's access (status, maintenance window, countries, languages), rules and switches",
          success: operatorSiteSettingsResponses.settings,
          failures: [401, 403, 404],
          params: siteCodeParamsSchema,
        }),
      },
      async (request) => ok(await settingsOf(deps, actorOf(request), request.params.code)),
    );
    app.put(
      operatorSiteSettingsPaths.settings,
      {
        config,
        schema: portalSchema({
          tags,
          summary: "Change a site's access, rules or switches (audited; served at once)",
          description:
            'Only the settings sent change; switches may come a few at a time. Pairs are checked against what is ' +
            'stored: the maintenance window (both times or neither, the end after the start and in the future), ' +
            'the withdrawal minimum at most the maximum, the default language among the languages.',
          success: operatorSiteSettingsResponses.settings,
          failures: [401, 403, 404],
          params: siteCodeParamsSchema,
          body: siteSettingsUpdateSchema,
        }),
      },
      async (request) => ok(await updateSettings(deps, actorOf(request), request.params.code, request.body)),
    );
  };
}
