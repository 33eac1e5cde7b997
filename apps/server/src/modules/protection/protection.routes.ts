import {
  confirmLimitRequestSchema,
  protectionPaths,
  protectionResponses,
  setLimitRequestSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { confirmLimit, memberLimitsOf, setLimit } from './limits.service.js';

const tags = ['protection'];

/** The member's own limits: read, set (lower at once, higher after a cooling-off), and the second confirmation. */
export function protectionRoutes({ db, clock }: { db: Database; clock: Clock }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      protectionPaths.limits,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: "The member's limits by kind and period, what was used in each window and what remains",
          success: protectionResponses.limits,
          failures: [401, 403],
        }),
      },
      async (request) => ok(await memberLimitsOf(db, principalOf(request).memberId, new Date(clock()))),
    );
    app.put(
      protectionPaths.limits,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Set a limit: a lower one applies at once, a higher one (or none) after 24 hours and a confirmation',
          success: protectionResponses.limits,
          failures: [401, 403],
          body: setLimitRequestSchema,
        }),
      },
      async (request) =>
        ok(await setLimit(db, request.site, principalOf(request).memberId, request.body, new Date(clock()))),
    );
    app.post(
      protectionPaths.confirmLimit,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Confirm a higher limit (or none) once its 24 hours of cooling-off are over',
          success: protectionResponses.limits,
          failures: [401, 403, 409],
          body: confirmLimitRequestSchema,
        }),
      },
      async (request) => ok(await confirmLimit(db, principalOf(request).memberId, request.body, new Date(clock()))),
    );
  };
}
