import {
  affiliateQuerySchema,
  memberPaths,
  memberResponses,
  type RegisterMode,
  registerBodySchema,
  registerResponses,
  sessionPaths,
  sessionResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenOf } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { tokenHashOf } from '../../platform/tokens.js';
import { clientOf } from './client.js';
import type { IdentityDeps } from './deps.js';
import { invitingAgent, memberInfo } from './member.service.js';
import { register } from './register.service.js';

const tags = ['member'];

export function memberRoutes(deps: IdentityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      memberPaths.info,
      {
        // Checks its session itself, in the same statement that reads the member (one round trip).
        schema: portalSchema({
          tags,
          summary: 'The signed-in member',
          success: memberResponses.info,
          failures: [401, 403],
        }),
      },
      async (request) => {
        const token = tokenOf(request);
        if (!token) throw new AppError('UNAUTHORIZED');
        return ok(await memberInfo(deps, request.site, tokenHashOf(token)));
      },
    );
    const registerRoute = (mode: RegisterMode) => ({
      config: { enc: true, pow: { purpose: 'register' as const, always: true } },
      schema: portalSchema({
        tags,
        summary: mode === 'username' ? 'Register by username (enc)' : 'Register by mobile number (enc)',
        description: "Fields, requirement and patterns follow the site's register settings.",
        success: registerResponses.register,
        failures: [403, 409, 429],
        body: registerBodySchema,
      }),
    });
    app.post(sessionPaths.register, registerRoute('username'), async (request) =>
      ok(await register(deps, request.site, 'username', request.body, clientOf(request))),
    );
    for (const method of ['POST', 'PUT'] as const) {
      app.route({
        method,
        url: sessionPaths.registerMobile,
        ...registerRoute('mobile'),
        handler: async (request) => ok(await register(deps, request.site, 'mobile', request.body, clientOf(request))),
      });
    }
    app.get(
      sessionPaths.affiliate,
      {
        schema: portalSchema({
          tags,
          summary: 'Check an invitation code',
          success: sessionResponses.affiliate,
          querystring: affiliateQuerySchema,
        }),
      },
      async (request) => {
        const agent = await invitingAgent(deps.db, request.site, request.query.code);
        if (!agent) throw new AppError('INVITATION_CODE_ERROR', { field: 'query.code' });
        return ok({ valid: true as const, agent: agent.nickname });
      },
    );
  };
}
