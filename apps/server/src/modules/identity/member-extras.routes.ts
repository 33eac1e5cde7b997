import {
  memberExtrasQuerySchema,
  openAgentRequestSchema,
  operatorAgentPaths,
  operatorMemberExtraPaths,
  operatorMemberExtraResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import type { IdentityDeps } from './deps.js';
import { memberSignIns } from './member-sign-ins.service.js';
import { openAgentAccount } from './open-agent.service.js';

const openAgentSchema = portalSchema({
  tags: ['operator'],
  summary: 'Open an agent account, at the top or under an agent: it must change its first password (audited)',
  description:
    'A one-time password is answered here once and never kept in the audit; or the site default password. ' +
    'A username taken answers 409 naming `username`.',
  success: operatorMemberExtraResponses.openAgent,
  failures: [400, 401, 403, 404, 409],
  body: openAgentRequestSchema,
});

/** The service desk opens agent accounts and reads a member's sign-ins and addresses (issue 25). */
export function memberExtraRoutes(deps: IdentityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      operatorAgentPaths.agents,
      {
        // The area of the member status actions: the role that locks members opens agents.
        config: { operator: 'service' },
        schema: { ...openAgentSchema, response: { ...openAgentSchema.response, 201: openAgentSchema.response[200] } },
      },
      async (request, reply) => {
        const opened = await openAgentAccount(deps, {
          site: request.site,
          operatorId: operatorOf(request).operatorId,
          request: request.body,
          ip: request.ip,
        });
        return reply.code(201).send(ok(opened));
      },
    );
    app.get(
      operatorMemberExtraPaths.signIns,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags: ['operator'],
          summary: "A member's sign-in tries (address, device, result) and its addresses shared with other accounts",
          success: operatorMemberExtraResponses.signIns,
          failures: [400, 401, 403, 404],
          params: z.object({ username: z.string().min(1).max(64) }),
          querystring: memberExtrasQuerySchema,
        }),
      },
      async (request) => ok(await memberSignIns(deps, request.site.id, request.params.username, request.query)),
    );
  };
}
