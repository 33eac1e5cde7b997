import { exclusionRequestSchema, protectionPaths, protectionResponses } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../platform/auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import type { IdentityDeps } from './deps.js';
import { excludeSelf } from './exclusion.service.js';

/** The member's break from play (issue 28): a time-out or self-exclusion, proved by the login password (enc). */
export function exclusionRoutes(deps: IdentityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      protectionPaths.exclusion,
      {
        config: { access: 'member', enc: true },
        schema: portalSchema({
          tags: ['protection'],
          summary: 'Take a time-out (24 hours to 6 weeks) or exclude yourself (6 months to 5 years, or for good) (enc)',
          description: 'Every session ends at once; sign-in is refused until the break ends. It cannot be shortened.',
          success: protectionResponses.exclusion,
          failures: [400, 401, 403, 423],
          body: exclusionRequestSchema,
        }),
      },
      async (request) => ok(await excludeSelf(deps, request.site, principalOf(request).memberId, request.body)),
    );
  };
}
