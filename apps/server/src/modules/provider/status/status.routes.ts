import { operatorGamesPaths, operatorGamesResponses } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import { ok, portalSchema } from '../../../platform/route-schema.js';
import type { GameVendors } from '../vendors/game-vendor.js';
import { gameServerStatus } from './status.service.js';

/** The console's view of the game servers (issue 25 "Games"): does each configured vendor adapter answer now. */
export function gameServerStatusRoutes(db: Database, vendors: GameVendors): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorGamesPaths.status,
      {
        config: { operator: 'games' },
        schema: portalSchema({
          tags: ['operator'],
          summary: 'Whether each configured game server answers its health call (2 s each), with the vendors it serves',
          success: operatorGamesResponses.status,
          failures: [401, 403],
        }),
      },
      async (request) =>
        ok({
          checkedAt: new Date().toISOString(),
          servers: await gameServerStatus(db, vendors, request.site.id),
        }),
    );
  };
}
