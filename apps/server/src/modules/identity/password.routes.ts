import {
  changePasswordRequestSchema,
  forgotByEmailRequestSchema,
  resetByEmailRequestSchema,
  resetByMobileRequestSchema,
  sessionPaths,
  sessionResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { clientOf } from './client.js';
import type { IdentityDeps } from './deps.js';
import { changePassword, resetByMobile } from './password.service.js';
import { requestEmailReset, resetByEmailCode } from './password-reset.service.js';

const tags = ['password'];

export function passwordRoutes(deps: IdentityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      sessionPaths.password,
      {
        config: { access: 'member', enc: true, duringPasswordChange: true },
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
        config: { pow: { purpose: 'password-reset', always: true } },
        schema: portalSchema({
          tags,
          summary:
            'Forgotten password by e-mail: a single-use code (15 minutes) is sent when username and e-mail match',
          description: 'The answer is the same whether or not they match. Throttled per account and per address.',
          success: sessionResponses.empty,
          failures: [403, 429],
          body: forgotByEmailRequestSchema,
        }),
      },
      async (request) => {
        await requestEmailReset(deps, request.site, request.body, clientOf(request));
        return ok(null);
      },
    );
    app.post(
      sessionPaths.passwordEmailReset,
      {
        config: { enc: true },
        schema: portalSchema({
          tags,
          summary: 'Set a new password with the e-mailed code (enc); ends every session of the account',
          success: sessionResponses.empty,
          failures: [400],
          body: resetByEmailRequestSchema,
        }),
      },
      async (request) => {
        await resetByEmailCode(deps, request.site, request.body);
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
