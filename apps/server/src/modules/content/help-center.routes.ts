import { feedbackPaths, feedbackResponses, helpCenterQuerySchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { helpCenterFor } from './help-center.js';

/** GET /wps/system/helpCenter (SPEC §7): public, the help page and dialog show it to visitors too. */
export function helpCenterRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      feedbackPaths.helpCenter,
      {
        schema: portalSchema({
          tags: ['content'],
          summary: "The site's help items live now, in their order; the terms item has the anchor 'term'",
          description: '`lang` picks the text (else the Language header), falling back to English.',
          success: feedbackResponses.helpCenter,
          failures: [400],
          querystring: helpCenterQuerySchema,
        }),
      },
      async (request) => ok(await helpCenterFor(db, request.site, request.query.lang ?? request.language)),
    );
  };
}
