import {
  memberPasswordResetRequestSchema,
  memberStatusRequestSchema,
  operatorMemberPaths,
  operatorMemberResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import type { IdentityDeps } from './deps.js';
import { changeMemberStatus, resetMemberPassword } from './member-status.service.js';

/** The operator's lock, unlock, close and password reset of a member of its site (issue 25): the service desk's. */
export function memberStatusRoutes(deps: IdentityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      operatorMemberPaths.status,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags: ['operator'],
          summary: 'Lock, unlock or close a member: a member not active is signed out at once (audited, with why)',
          success: operatorMemberResponses.status,
          failures: [400, 401, 403, 404, 409],
          params: z.object({ username: z.string().min(1).max(64) }),
          body: memberStatusRequestSchema,
        }),
      },
      async (request) =>
        ok(
          await changeMemberStatus(deps, {
            siteId: request.site.id,
            operatorId: operatorOf(request).operatorId,
            username: request.params.username,
            status: request.body.status,
            reason: request.body.reason,
            ip: request.ip,
          }),
        ),
    );
    app.post(
      operatorMemberPaths.password,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "Reset a member's password: a one-time password, shown once, to change at the next sign-in",
          description: 'Every session of the member ends; the audit keeps who, why and from where, never the password.',
          success: operatorMemberResponses.password,
          failures: [400, 401, 403, 404, 409],
          params: z.object({ username: z.string().min(1).max(64) }),
          body: memberPasswordResetRequestSchema,
        }),
      },
      async (request) =>
        ok(
          await resetMemberPassword(deps, {
            siteId: request.site.id,
            operatorId: operatorOf(request).operatorId,
            username: request.params.username,
            reason: request.body.reason,
            ip: request.ip,
          }),
        ),
    );
  };
}
