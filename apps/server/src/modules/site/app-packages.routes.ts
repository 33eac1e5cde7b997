import { appPackagePaths, appPackageResponses, appPackagesSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { appPackages, setAppPackages } from './app-packages.service.js';

const tags = ['operator'];

/** The operator reads and sets the native app packages its download page offers beside the web app install. */
export function operatorAppPackageRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      appPackagePaths.operator,
      {
        config: { operator: 'content' },
        schema: portalSchema({
          tags,
          summary: "The site's native app packages (null: none; the download page offers the web app install)",
          success: appPackageResponses.packages,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await appPackages(db, request.site.id)),
    );
    app.put(
      appPackagePaths.operator,
      {
        config: { operator: 'content' },
        schema: portalSchema({
          tags,
          summary: "Set the site's native app packages (https links), audited; every instance shows them at once",
          success: appPackageResponses.packages,
          failures: [400, 401, 403],
          body: appPackagesSchema,
        }),
      },
      async (request) => ok(await setAppPackages(db, request.site.id, operatorOf(request).operatorId, request.body)),
    );
  };
}
