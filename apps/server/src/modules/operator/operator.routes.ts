import { operatorLoginRequestSchema, operatorPaths, operatorResponses } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import type { Sites } from '../../platform/site-context.js';
import { loginOperator, logoutOperator, type OperatorDeps } from './operator.service.js';

const tags = ['operator'];

export function operatorRoutes(deps: OperatorDeps, sites: Sites): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      operatorPaths.login,
      {
        schema: portalSchema({
          tags,
          summary: 'Operator sign-in: one lockout per operator on every site, a captcha after a failure',
          success: operatorResponses.session,
          failures: [400, 401, 403, 423],
          body: operatorLoginRequestSchema,
        }),
      },
      async (request) => ok(await loginOperator(deps, request.site, request.body, request.ip)),
    );
    app.delete(
      operatorPaths.logout,
      {
        config: { operator: true },
        schema: portalSchema({
          tags,
          summary: 'End this operator session (audited)',
          success: operatorResponses.loggedOut,
          failures: [401, 403],
        }),
      },
      async (request) => {
        await logoutOperator(deps.db, request.site, operatorOf(request), request.ip);
        return ok(null);
      },
    );
    app.get(
      operatorPaths.self,
      {
        config: { operator: true },
        schema: portalSchema({
          tags,
          summary: 'The signed-in operator and the sites it runs',
          success: operatorResponses.self,
          failures: [401, 403],
        }),
      },
      async (request) => {
        const operator = operatorOf(request);
        const codes = (operator.siteIds ?? [])
          .map((id) => sites.byId(id)?.code)
          .filter((code): code is string => Boolean(code));
        return ok({ username: operator.username, allSites: operator.siteIds === null, siteCodes: codes });
      },
    );
  };
}
