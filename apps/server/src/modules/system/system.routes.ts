import { systemPaths, systemResponses } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import {
  countriesOf,
  domainRouteOf,
  permissionOf,
  registerSettingOf,
  statusOf,
  whitelabelOf,
} from './system.service.js';

/** System calls answer even while the site is closed: the portal needs them to show why. */
const open = { openWhenClosed: true };
const tags = ['system'];

/** `clock`: the app's time, which a scheduled maintenance window is read against. */
export const systemRoutes =
  (clock: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      systemPaths.whitelabel,
      {
        config: open,
        schema: portalSchema({
          tags,
          summary: 'Brand, switches and theme of the site',
          success: systemResponses.whitelabel,
        }),
      },
      async (request) => ok(whitelabelOf(request.site)),
    );
    app.get(
      systemPaths.registerSetting,
      {
        config: open,
        schema: portalSchema({
          tags,
          summary: 'Registration form rules of the site',
          success: systemResponses.registerSetting,
        }),
      },
      async (request) => ok(registerSettingOf(request.site)),
    );
    app.get(
      systemPaths.status,
      {
        config: open,
        schema: portalSchema({
          tags,
          summary: 'System status: 0 normal, 1 maintenance, 2 region block',
          success: systemResponses.status,
        }),
      },
      async (request) => ok(statusOf(request.site, request.ip, request.country, clock())),
    );
    app.get(
      systemPaths.domainRoute,
      {
        config: open,
        schema: portalSchema({
          tags,
          summary: 'Main domain and all domains of the site',
          success: systemResponses.domainRoute,
        }),
      },
      async (request) => ok(domainRouteOf(request.site)),
    );
    app.get(
      systemPaths.permission,
      {
        config: open,
        schema: portalSchema({
          tags,
          summary: 'Everything the portal needs to start: site info, location, maintenance and region flags, CDNs',
          success: systemResponses.permission,
        }),
      },
      async (request) => ok(permissionOf(request.site, request.ip, request.country, request.language, clock())),
    );
    app.get(
      systemPaths.countryCode,
      {
        config: open,
        schema: portalSchema({
          tags,
          summary: 'Countries and dialing codes accepted for mobile numbers',
          success: systemResponses.countryCode,
        }),
      },
      async (request) => ok(countriesOf(request.site)),
    );
  };
