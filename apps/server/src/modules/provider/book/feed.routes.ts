import { bookFeedAppliedSchema, bookFeedSchema, successEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import { ok, portalSchema } from '../../../platform/route-schema.js';
import type { GameVendors } from '../vendors/game-vendor.js';
import { sendBookFeed } from './feed.service.js';

/** The operator's sportsbook feed (issue 27); the path belongs in contracts' book.ts once the lead moves it there. */
export const sportsbookFeedPath = '/wps/operator/sportsbook/feed';

const feedResponse = successEnvelope(bookFeedAppliedSchema);

export function bookFeedRoutes(db: Database, vendors: GameVendors): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      sportsbookFeedPath,
      {
        // An owner's alone ('sites': no other role writes there), and of every site (the fixtures are shared).
        config: { operator: 'sites' },
        bodyLimit: 8 * 1024 * 1024,
        schema: portalSchema({
          tags: ['operator'],
          summary:
            "Fixtures, markets, prices, suspensions and results for the game server's sportsbook (docs/book-feed.md)",
          success: feedResponse,
          failures: [401, 403, 503],
          body: bookFeedSchema,
        }),
      },
      async (request) => {
        const operator = request.operator!;
        const sender = { operatorId: operator.operatorId, siteId: request.site.id, siteIds: operator.siteIds };
        return ok(await sendBookFeed(db, vendors, sender, request.body));
      },
    );
  };
}
