import {
  changePasswordRequestSchema,
  forgotByEmailRequestSchema,
  resetByMobileRequestSchema,
  sessionPaths,
  sessionResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { principalOf } from './auth.js';
import { clientOf } from './client.js';
import type { IdentityDeps } from './deps.js';
import { changePassword, forgotByEmail, resetByMobile } from './password.service.js';

const tags = ['password'];

export function passwordRoutes(deps: IdentityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      sessionPaths.password,
      {
        config: { access: 'member', enc: true },
        schema: portalSchema({
          tags,
          summary: 'Change the password (enc); ends the other sessions',
          success: sessionResponses.empty,
          failures: [401, 403],
          body: changePasswordRequestSchema,
        }),
      },
      async (request) => {
        await changePassword(deps, request.site, principalOf(request), request.body);
        return ok(null);
      },
    );
    app.post(
      sessionPaths.passwordEmail,
      {
        schema: portalSchema({
          tags,
          summary: 'Forgotten password by e-mail: a temporary password is sent when username and e-mail match',
          success: sessionResponses.empty,
          failures: [403],
          body: forgotByEmailRequestSchema,
        }),
      },
      async (request) => {
        await forgotByEmail(deps, request.site, request.body);
        return ok(null);
      },
    );
    app.post(
      sessionPaths.passwordVerification,
      {
        config: { enc: true },
        schema: portalSchema({
          tags,
          summary: 'Reset the password with an SMS code (enc), then signed in',
          success: sessionResponses.login,
          failures: [401, 403],
          body: resetByMobileRequestSchema,
        }),
      },
      async (request) => ok(await resetByMobile(deps, request.site, request.body, clientOf(request))),
    );
  };
}
